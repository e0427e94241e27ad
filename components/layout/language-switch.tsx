'use client';

import Link from '@/components/ui/link';
import { LOCALE_COOKIE, type Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import { usePublicPathname } from './use-public-pathname';

/** The same page in the other language; the choice is kept in local storage and a cookie the server reads for `/`. */
export function switchLocalePath(pathname: string, to: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  segments[0] = to;
  if (segments.length === 1) segments.push('general');
  // A feed's later page has no version in the other language (its pages hold other stories): its first page.
  if (segments.length === 4 && segments[2] === 'page') segments.length = 2;
  return `/${segments.join('/')}`;
}

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

export function LanguageSwitch({ locale }: { locale: Locale }) {
  const t = useTranslations('menu');
  const pathname = usePublicPathname();
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  const href = switchLocalePath(pathname, other);
  return (
    <Link
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t('switchLanguageLabel')}
      onClick={(event) => {
        rememberLocale(other);
        const alternate = alternatePath(other);
        if (alternate && alternate !== href && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
          event.preventDefault();
          window.location.assign(alternate);
        }
      }}
    >
      {t('switchLanguage')}
    </Link>
  );
}
