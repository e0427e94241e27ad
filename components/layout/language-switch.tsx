'use client';

import Link from '@/components/ui/link';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import { chooseLanguage } from './choose-language';
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
      onClick={(event) => chooseLanguage(event, other, href)}
    >
      {t('switchLanguage')}
    </Link>
  );
}
