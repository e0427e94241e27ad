import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n-page';
import { LOCALES, type Locale } from '@/lib/categories';
import { siteConfig } from '@/lib/site-config';

/** Title (with the product name), canonical URL and hreflang alternates of a public page. */
export function pageMetadata({ locale, path, title, description }: { locale: Locale; path: string; title: string; description?: string }): Metadata {
  const { siteName } = siteConfig();
  const languages = Object.fromEntries(LOCALES.map((l) => [l, `/${l}/${path}`]));
  const fullTitle = `${title} | ${siteName}`;
  return {
    title: fullTitle,
    description,
    alternates: { canonical: `/${locale}/${path}`, languages: { ...languages, 'x-default': `/en/${path}` } },
    openGraph: { title: fullTitle, description, siteName, locale: locale === 'hi' ? 'hi_IN' : 'en_IN', type: 'website', url: `/${locale}/${path}` },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
  };
}

/** Metadata of a static page whose title is a message of the `legal` namespace. */
export async function staticPageMetadata(params: Promise<{ locale: string }>, path: string, titleKey: string): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal' });
  return pageMetadata({ locale, path, title: t(titleKey) });
}
