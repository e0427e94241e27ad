import { LOCALE_COOKIE, type Locale } from '@/lib/categories';

// The language link's click, apart from its component: the menu's server copy runs it before any of the
// menu's code is in, and this module is all it adds to a page's first load (issue 28).

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_COOKIE, locale);
  } catch {
    // storage may be unavailable (private mode); the cookie still works
  }
  // Written here, not by lib/http/cookie.ts: this is in every page's script, and that module would add 0.13 KB gzipped.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
}

/**
 * The page's own alternate in another language (`<link rel="alternate" hreflang>` of its metadata),
 * as a path of this site: a story linked to its version in the other language names that version
 * there (issue 27), which the path alone cannot tell.
 */
export function alternatePath(to: Locale, origin: string = window.location.origin): string | null {
  const link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${to}"]`);
  if (!link) return null;
  try {
    const url = new URL(link.getAttribute('href') ?? '', origin);
    return url.origin === origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

/**
 * A click on a link to the other language: the choice is remembered, and a page with its own version
 * in that language (a story's translation) goes there instead of the same path. A click that opens a
 * new tab or window keeps the link's address. Also run on the menu's server copy, whose link is
 * plain HTML until the menu's code arrives (components/layout/side-menu-island.tsx).
 */
export function chooseLanguage(event: Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey' | 'preventDefault'>, to: Locale, href: string): void {
  rememberLocale(to);
  const alternate = alternatePath(to);
  if (alternate && alternate !== href && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
    event.preventDefault();
    window.location.assign(alternate);
  }
}
