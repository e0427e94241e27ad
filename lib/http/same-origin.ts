import 'server-only';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF (issue 11 item 5): a state-changing request that a cookie authenticates must come from our
 * own pages — `Origin` equal to the site's (or to the address the request was made to), or, from a
 * browser that sends no Origin, `Sec-Fetch-Site: same-origin`. SameSite=Lax alone lets sibling
 * origins (another port, another subdomain: the same "site") post with the cookie. Bearer-token
 * clients are unaffected: a browser never adds an Authorization header on its own.
 */
export function assertSameOriginWrite(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (request.headers.get('authorization')?.toLowerCase().startsWith('bearer ')) return;
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (origin === new URL(env().siteUrl).origin || origin === requestOrigin(request)) return;
    throw crossSite();
  }
  if (request.headers.get('sec-fetch-site') === 'same-origin') return;
  throw crossSite();
}

function requestOrigin(request: Request): string | null {
  try {
    return new URL(request.url).origin;
  } catch {
    return null;
  }
}

function crossSite(): AppError {
  return new AppError('forbidden', 'This request must come from this site’s own pages.');
}
