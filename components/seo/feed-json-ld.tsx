import type { Category, Locale } from '@/lib/categories';
import { feedJsonLd } from '@/lib/seo/json-ld';
import { listSiteNews } from '@/lib/seo/site-news';
import { siteConfig } from '@/lib/site-config';
import { JsonLd } from './json-ld';

/** ItemList / NewsArticle structured data of the site's own stories of a feed page (server component). */
export async function FeedJsonLd({ locale, category, title }: { locale: Locale; category: Category; title: string }) {
  if (category === 'bookmarks') return null;
  const stories = await listSiteNews(locale, category);
  if (stories.length === 0) return null;
  const { siteName, siteUrl } = siteConfig();
  return <JsonLd data={feedJsonLd({ siteName, siteUrl, locale, category, title, stories })} />;
}
