import type { Category, Locale } from '@/lib/categories';
import { feedJsonLd } from '@/lib/seo/json-ld';
import { listSiteNews } from '@/lib/seo/site-news';
import { siteConfig } from '@/lib/site-config';
import { JsonLd } from './json-ld';

/** ItemList structured data (the permalinks) of the site's own stories of a feed page (server component). */
export async function FeedJsonLd({ locale, category, page = 1, title }: { locale: Locale; category: Category; page?: number; title: string }) {
  if (category === 'bookmarks') return null;
  const stories = await listSiteNews(locale, category, { page });
  if (stories.length === 0) return null;
  const { siteUrl } = siteConfig();
  return <JsonLd data={feedJsonLd({ siteUrl, locale, category, page, title, stories })} />;
}
