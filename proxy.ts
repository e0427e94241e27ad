import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { LOCALE_COOKIE } from '@/lib/categories';
import { decideRoute, isAdminPath, type SessionKind } from '@/lib/routing/decide';
import { authSecretForProxy, pageSecurityHeadersForProxy, secureCookiesForProxy } from '@/lib/auth/proxy-secret';

/**
 * Locale, category and device routing, plus an optimistic admin check (D4): admin pages, their
 * layouts and every admin route handler check the session again themselves.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const segments = pathname.split('/').filter(Boolean);

  let session: SessionKind = 'none';
  if (isAdminPath(segments)) {
    const token = await getToken({ req: request, secret: authSecretForProxy(), secureCookie: secureCookiesForProxy() }).catch(() => null);
    // Optimistic only: the admin layouts and handlers read the role fresh from the database (D4).
    if (token?.sub) session = token.role === 'admin' ? 'admin' : 'user';
  }

  const decision = decideRoute(pathname, {
    cookieLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    userAgent: request.headers.get('user-agent'),
    session,
  });

  if (decision.kind === 'redirect') {
    const [pathOnly, query] = decision.to.split('?');
    const target = request.nextUrl.clone();
    target.pathname = pathOnly;
    target.search = query ? `?${query}` : '';
    return withPageHeaders(NextResponse.redirect(target, 307));
  }
  // nextUrl keeps the server's own origin, so the rewrite stays internal whatever Host the client sent.
  const target = request.nextUrl.clone();
  target.pathname = decision.to;
  // Next 16 treats a rewrite whose origin differs from the one it started with (next start --hostname X)
  // as external: start without --hostname (see README) so that origin is localhost, as here.
  const response = NextResponse.rewrite(target);
  // The same URL answers differently by device: caches must key on the user agent.
  response.headers.set('Vary', 'User-Agent');
  return withPageHeaders(response);
}

/** CSP, COOP and HSTS (lib/security/csp.ts): set here so they follow SITE_URL at run time and reach cached pages too. */
function withPageHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(pageSecurityHeadersForProxy())) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: not the APIs, Next's own files, uploads, or files with an extension (robots.txt, sitemap.xml, images).
  matcher: ['/((?!api|_next|uploads|feed|.*\\..*).*)'],
};
