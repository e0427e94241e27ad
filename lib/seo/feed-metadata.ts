import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Category, Locale } from '@/lib/categories';
import { siteConfig } from '@/lib/site-config';
import { pageMetadata } from './page-metadata';
import { listSiteNews } from './site-news';
import { rssPath } from './urls';

/**
 * Metadata of a feed page: pageMetadata plus its RSS feed and, for link previews, the newest own
 * story's picture on that page. The bookmarks page is per reader: no feed, kept out of search results.
 */
export async function feedPageMetadata({ locale, category, page = 1, title, description }: { locale: Locale; category: Category; page?: number; title: string; description?: string }): Promise<Metadata> {
  if (category === 'bookmarks') {
    return { ...pageMetadata({ locale, path: category, title, description }), robots: { index: false, follow: true } };
  }
  const seo = await getTranslations({ locale, namespace: 'seo' });
  const { siteName } = siteConfig();
  const photo = (await listSiteNews(locale, category, { page })).find((story) => story.photo)?.photo;
  return pageMetadata({
    locale,
    // Each later page is its own canonical URL (its stories are on no other page).
    path: page > 1 ? `${category}/page/${page}` : category,
    hasLanguageVersions: page <= 1,
    title,
    description,
    rss: { url: rssPath(locale, category), title: seo('rssTitle', { title: `${title} | ${siteName}` }) },
    image: photo ? { url: photo } : undefined,
  });
}
