import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n-page';
import { LOCALES, type Locale } from '@/lib/categories';
import { siteConfig } from '@/lib/site-config';

const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/** The picture of a page that has none of its own (the app icon, a square PNG every preview reads). */
export const SITE_IMAGE = '/icons/icon-512.png';

export type PageMetadataOptions = {
  locale: Locale;
  /** The page's path after /{lang}/ (e.g. "general", "aboutus"). */
  path: string;
  /** The page's own title; the product name is appended. */
  title: string;
  description?: string;
  /** An RSS feed of the page, advertised as <link rel="alternate" type="application/rss+xml">. */
  rss?: { url: string; title: string };
  /** A picture for link previews (Open Graph / Twitter); a large-image card when given. */
  image?: { url: string; alt?: string };
  /**
   * Whether the same path in the other language is this page's version in that language (hreflang).
   * Not for a feed's later pages: page 4 of the Hindi feed is no translation of the English page 4,
   * and may not exist at all (a crawler found /hi/general/page/4 named by /en/general/page/4, a 404).
   */
  hasLanguageVersions?: boolean;
};

/** Title (with the product name), description, canonical URL, hreflang alternates, Open Graph, Twitter card and RSS link of a public page. */
export function pageMetadata({ locale, path, title, description, rss, image, hasLanguageVersions = true }: PageMetadataOptions): Metadata {
  const { siteName } = siteConfig();
  const languages = Object.fromEntries(LOCALES.map((l) => [l, `/${l}/${path}`]));
  const fullTitle = `${title} | ${siteName}`;
  const url = `/${locale}/${path}`;
  // Every public page gives link previews a picture and its alt text (issue 27): its own, else the site's icon.
  const images = [image ? { url: image.url, alt: image.alt ?? title } : { url: SITE_IMAGE, width: 512, height: 512, alt: siteName }];
  return {
    title: fullTitle,
    description,
    alternates: {
      canonical: url,
      ...(hasLanguageVersions && { languages: { ...languages, 'x-default': `/en/${path}` } }),
      ...(rss && { types: { 'application/rss+xml': [{ url: rss.url, title: rss.title }] } }),
    },
    openGraph: {
      title: fullTitle,
      description,
      siteName,
      locale: OG_LOCALE[locale],
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
      type: 'website',
      url,
      images,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: fullTitle, description, images: images.map(({ url, alt }) => ({ url, alt })) },
  };
}

/** Metadata of a static page whose title is a message of the `legal` namespace. */
export async function staticPageMetadata(params: Promise<{ locale: string }>, path: string, titleKey: string): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal' });
  const seo = await getTranslations({ locale, namespace: 'seo' });
  const description = seo.has(`pageDescriptions.${path}`) ? seo(`pageDescriptions.${path}`, { siteName: siteConfig().siteName }) : undefined;
  return pageMetadata({ locale, path, title: t(titleKey), description });
}
