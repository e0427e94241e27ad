import 'server-only';
import { toErrorResponse } from '@/lib/http/handler';
import { assertSameOriginWrite } from '@/lib/http/same-origin';
import type { SessionUser } from './users';
import { authenticate, authenticateAdmin } from './session';

type Context<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: Context<P> & { user: SessionUser }) => Promise<Response>;

function wrap<P>(check: (request: Request) => Promise<SessionUser>, handler: Handler<P>) {
  return async (request: Request, context: Context<P>): Promise<Response> => {
    try {
      const user = await check(request);
      // Cookie-authenticated writes only from our own origin (CSRF); bearer clients pass.
      assertSameOriginWrite(request);
      return await handler(request, { ...context, user });
    } catch (error) {
      return toErrorResponse(error, request);
    }
  };
}

/** A route handler only an admin reaches (D4); no handler can forget the check. */
export function withAdmin<P = Record<string, string>>(handler: Handler<P>) {
  return wrap(authenticateAdmin, handler);
}

/** A route handler only a signed-in user reaches. */
export function withUser<P = Record<string, string>>(handler: Handler<P>) {
  return wrap(authenticate, handler);
}
