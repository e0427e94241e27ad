import { LOCALES, VALID_CATEGORIES, type Locale } from '@/lib/categories';

/**
 * What the service worker may keep for offline reading (issue 16, item 1): pure functions of the
 * request URL, shared by the worker and its tests. Only public reader pages (the same HTML for
 * every reader, D15) are kept; admin and account pages, API responses, RSC payloads and the
 * worker's own files never are.
 */

const READER_PAGES: ReadonlySet<string> = new Set([...VALID_CATEGORIES, 'blogs', 'offline', 'aboutus', 'termsofservice', 'privacypolicy', 'disclaimer']);

export function offlinePath(locale: Locale): string {
  return `/${locale}/offline`;
}

function localeOf(pathname: string): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : null;
}

/** The offline page in the request's language (English outside the language paths). */
export function offlinePathFor(url: URL): string {
  return offlinePath(localeOf(url.pathname) ?? 'en');
}

/** `/{lang}/{category}` (bookmarks included), `/{lang}/blogs` (the list), story pages, the static pages and the offline page. */
export function isReaderPage(url: URL): boolean {
  const segments = url.pathname.split('/').filter(Boolean);
  if (localeOf(url.pathname) === null) return false;
  if (segments.length === 3 && segments[1] === 'news') return true;
  return segments.length === 2 && READER_PAGES.has(segments[1]);
}

/** Same-origin requests the worker must never store. */
export function isNeverCached(url: URL, headers: Pick<Headers, 'get'>): boolean {
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/serwist/')) return true;
  // The payloads of client-side navigations depend on the router state; only whole pages are kept.
  if (headers.get('RSC') !== null || url.searchParams.has('_rsc')) return true;
  // Every other page under a language (admin, accounts, blog posts for signed-in readers).
  return localeOf(url.pathname) !== null && !isReaderPage(url);
}
