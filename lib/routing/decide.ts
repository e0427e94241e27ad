import { DEFAULT_LOCALE, isCategory, isDevice, isLocale, isPage, type Device, type Locale } from '@/lib/categories';
import { MAX_FEED_PAGE } from '@/lib/news/article';

/** SPEC §4: mobile is detected by user agent. */
export const MOBILE_UA = /android|iphone|kindle|ipad/i;

export function deviceFromUserAgent(userAgent: string | null | undefined): Device {
  return MOBILE_UA.test(userAgent ?? '') ? 'mobile' : 'desktop';
}

/**
 * The public path of a page: `/{locale}/{device}/…` is the proxy's internal rewrite (D9), which is what
 * `usePathname()` returns while a page is prerendered at build time, so a client component rendering
 * from the path would not hydrate (the browser has the public path). Other paths come back unchanged.
 */
export function publicPathname(pathname: string): string {
  const segments = pathname.split('/');
  return isDevice(segments[2]) ? [segments[0], segments[1], ...segments.slice(3)].join('/') : pathname;
}

/** Paths that only admins may open; the admin login page itself is open. */
export function isAdminPath(segments: string[]): boolean {
  const [, page, sub] = segments;
  if (page === 'customblog' || page === 'getallblogs') return true;
  return page === 'admin' && sub !== 'login';
}

/** N of a feed's `/page/N` tail when it names a later page (2 to MAX_FEED_PAGE, no leading zeros), else null. */
function pagedFeedNumber(category: string, tail: string[]): number | null {
  if (category === 'bookmarks' || tail.length !== 2 || tail[0] !== 'page' || !/^[1-9][0-9]{0,3}$/.test(tail[1])) return null;
  const page = Number(tail[1]);
  return page >= 2 && page <= MAX_FEED_PAGE ? page : null;
}

/** What the proxy knows of the visitor (optimistic: the session JWT's role claim, D4); `staff` is a writer, editor or admin. */
export type SessionKind = 'none' | 'user' | 'staff';

export type RouteDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'rewrite'; to: string; locale: Locale; device: Device };

/**
 * What proxy.ts does with a page request (pure, so it is unit-tested):
 * `/` → `/{lang}/general`; unknown categories → `/{lang}/general`; anonymous admin pages → admin
 * login; a signed-in non-admin is let through to the page, whose layout answers 403 (forbidden());
 * everything else is rewritten to the internal `/{lang}/{device}/…` segment so that each
 * (locale, device) page is rendered once and cached whole (D9, D15).
 */
export function decideRoute(
  pathname: string,
  request: { cookieLocale?: string; userAgent?: string | null; session: SessionKind },
): RouteDecision {
  const preferred: Locale = isLocale(request.cookieLocale) ? request.cookieLocale : DEFAULT_LOCALE;
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;

  if (!isLocale(first)) {
    if (first && (isCategory(first) || isPage(first))) return { kind: 'redirect', to: `/${preferred}/${segments.join('/')}` };
    return { kind: 'redirect', to: `/${preferred}/general` };
  }
  const locale = first;
  if (!second || !(isCategory(second) || isPage(second))) return { kind: 'redirect', to: `/${locale}/general` };
  if (isCategory(second) && segments.length > 2) {
    // A later page of a feed: /{lang}/{category}/page/N (N from 2 up; page 1 is the category itself).
    const page = pagedFeedNumber(second, segments.slice(2));
    if (page === null) return { kind: 'redirect', to: `/${locale}/${second}` };
    const device = deviceFromUserAgent(request.userAgent);
    return { kind: 'rewrite', to: `/${locale}/${device}/${second}/page/${page}`, locale, device };
  }

  if (isAdminPath(segments) && request.session === 'none') {
    return { kind: 'redirect', to: `/${locale}/admin/login?callbackUrl=${encodeURIComponent(pathname)}` };
  }
  const device = deviceFromUserAgent(request.userAgent);
  return { kind: 'rewrite', to: `/${locale}/${device}/${segments.slice(1).map(encodeURIComponent).join('/')}`, locale, device };
}
