'use client';

import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { LOCALE_COOKIE, type Locale } from '@/lib/categories';
import { usePublicPathname } from './use-public-pathname';

/** The same page in the other language; the choice is kept in local storage and a cookie the server reads for `/`. */
export function switchLocalePath(pathname: string, to: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  segments[0] = to;
  if (segments.length === 1) segments.push('general');
  return `/${segments.join('/')}`;
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_COOKIE, locale);
  } catch {
    // storage may be unavailable (private mode); the cookie still works
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function LanguageSwitch({ locale }: { locale: Locale }) {
  const t = useTranslations('menu');
  const pathname = usePublicPathname();
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  return (
    <Link href={switchLocalePath(pathname, other)} hrefLang={other} lang={other} aria-label={t('switchLanguageLabel')} onClick={() => rememberLocale(other)}>
      {t('switchLanguage')}
    </Link>
  );
}
