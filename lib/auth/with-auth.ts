import 'server-only';
import { toErrorResponse } from '@/lib/http/handler';
import { assertSameOriginWrite } from '@/lib/http/same-origin';
import type { Permission } from './permissions';
import type { SessionUser } from './users';
import { authenticate, authenticateStaff } from './session';

type Context<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: Context<P> & { user: SessionUser }) => Promise<Response>;

/**
 * Every answer of a signed-in route is about one account: no browser, proxy or CDN may keep it
 * (issue 25 item 9: /api/user/me went out without Cache-Control). A handler may say otherwise itself.
 */
function privateAnswer(response: Response): Response {
  if (!response.headers.has('cache-control')) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

function wrap<P>(check: (request: Request) => Promise<SessionUser>, handler: Handler<P>) {
  return async (request: Request, context: Context<P>): Promise<Response> => {
    try {
      const user = await check(request);
      // Cookie-authenticated writes only from our own origin (CSRF); bearer clients pass.
      assertSameOriginWrite(request);
      return privateAnswer(await handler(request, { ...context, user }));
    } catch (error) {
      return privateAnswer(toErrorResponse(error, request));
    }
  };
}

/**
 * A route handler only newsroom staff with the permission reach (D4, issue 26; the table is
 * lib/auth/permissions.ts): `withStaff({ can: 'newsroom' }, …)` any writer, editor or admin;
 * `{ can: 'publish' }` editors and admins; `{ can: 'staff' }` admins. Anonymous → 401, others → 403.
 * What depends on the item (a writer's own drafts) is checked by the service.
 */
export function withStaff<P = Record<string, string>>(options: { can: Permission }, handler: Handler<P>) {
  return wrap((request) => authenticateStaff(request, options.can), handler);
}

/** A route handler only an admin reaches: `withStaff({ can: 'staff' })`. */
export function withAdmin<P = Record<string, string>>(handler: Handler<P>) {
  return wrap((request) => authenticateStaff(request, 'staff'), handler);
}

/** A route handler only a signed-in user reaches. */
export function withUser<P = Record<string, string>>(handler: Handler<P>) {
  return wrap(authenticate, handler);
}
