import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { LOCALE_COOKIE } from '@/lib/categories';
import { decideRoute, isAdminPath, type SessionKind } from '@/lib/routing/decide';
import { authSecretForProxy, pageSecurityHeadersForProxy, secureCookiesForProxy } from '@/lib/auth/proxy-secret';
import { isStaffRole } from '@/lib/auth/permissions';
import { searchPageRetryAfter, TOO_MANY_SEARCHES } from '@/lib/security/search-limit';

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
    if (token?.sub) session = isStaffRole(token.role) ? 'staff' : 'user';
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
  // The search page runs a search per view: counted per address like the API (issue 25 item 4).
  if (isSearchWithQuery(decision.to, request)) {
    const retryAfter = await searchPageRetryAfter(request);
    if (retryAfter !== undefined) return withPageHeaders(tooManySearches(decision.locale, retryAfter));
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

/** `/{locale}/{device}/search` with a non-empty q: what costs a search. */
function isSearchWithQuery(target: string, request: NextRequest): boolean {
  return /^\/(en|hi)\/[^/]+\/search\/?$/.test(target.split('?')[0]) && (request.nextUrl.searchParams.get('q') ?? '').trim() !== '';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 429 with Retry-After for the search page, in the page's language: a small page of its own, never cached. */
function tooManySearches(locale: 'en' | 'hi', seconds: number): NextResponse {
  const t = TOO_MANY_SEARCHES[locale];
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title></head><body><main><h1>${escapeHtml(t.title)}</h1><p role="alert">${escapeHtml(t.text(seconds))}</p><p><a href="/${locale}">${escapeHtml(t.home)}</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 429,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(seconds), 'Cache-Control': 'no-store' },
  });
}

/** CSP, COOP and HSTS (lib/security/csp.ts): set here so they follow SITE_URL at run time and reach cached pages too. */
function withPageHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(pageSecurityHeadersForProxy())) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: not the APIs, Next's own files, uploads, or files with an extension (robots.txt, sitemap.xml, images).
  // Whole segments (issue 25 item 2): `/apiX…`, `/uploadsX…`, `/feedX…` are pages to the proxy (CSP, HSTS, routing).
  matcher: ['/((?!api/|api$|_next/|uploads/|.*\\..*).*)'],
};
