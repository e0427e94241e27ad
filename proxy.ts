import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { LOCALE_COOKIE } from '@/lib/categories';
import { decideRoute, isAdminPath } from '@/lib/routing/decide';
import { authSecretForProxy, secureCookiesForProxy } from '@/lib/auth/proxy-secret';

/**
 * Locale, category and device routing, plus an optimistic admin check (D4): admin pages, their
 * layouts and every admin route handler check the session again themselves.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const segments = pathname.split('/').filter(Boolean);

  let hasAdminSession = false;
  if (isAdminPath(segments)) {
    const token = await getToken({ req: request, secret: authSecretForProxy(), secureCookie: secureCookiesForProxy() }).catch(() => null);
    hasAdminSession = token?.role === 'admin';
  }

  const decision = decideRoute(pathname, {
    cookieLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    userAgent: request.headers.get('user-agent'),
    hasAdminSession,
  });

  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.to, request.url), 307);
  }
  const target = new URL(decision.to + search, request.url);
  const response = NextResponse.rewrite(target);
  // The same URL answers differently by device: caches must key on the user agent.
  response.headers.set('Vary', 'User-Agent');
  return response;
}

export const config = {
  // Pages only: not the APIs, Next's own files, uploads, or files with an extension (robots.txt, sitemap.xml, images).
  matcher: ['/((?!api|_next|uploads|feed|.*\\..*).*)'],
};
