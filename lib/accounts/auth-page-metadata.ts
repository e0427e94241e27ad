import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n-page';
import { siteConfig } from '@/lib/site-config';

/** Title of an account page (auth namespace key) with the product name; account pages are not indexed. */
export async function authPageMetadata(params: Promise<{ locale: string }>, titleKey: string): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: `${t(titleKey)} | ${siteConfig().siteName}`, robots: { index: false, follow: false } };
}
