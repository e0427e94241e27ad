import 'server-only';
import { CUSTOM_ONLY_CATEGORIES, type Category, type Locale } from '@/lib/categories';
import { listCachedCustomNews } from '@/lib/news/cached-custom-news';
import { dedupeNews } from '@/lib/news/dedupe-news';
import type { NewsDto } from '@/lib/news/news-dto';

/** How many of the site's own stories an RSS feed or a page's JSON-LD lists. */
export const SITE_NEWS_LIMIT = 30;

/**
 * The site's own news of one feed page as full records (RSS and JSON-LD need ids, dates and
 * categories), newest first — general: every custom category merged and de-duplicated, as the feed
 * shows it. Read through the feed's tag-cached reads (NEWS_CACHE_TAG), so an editor's write shows at once.
 */
export async function listSiteNews(locale: Locale, category: Exclude<Category, 'bookmarks'>): Promise<NewsDto[]> {
  const categories = category === 'general' ? [...CUSTOM_ONLY_CATEGORIES] : [category];
  const lists = await Promise.all(
    categories.map((each) =>
      listCachedCustomNews({ category: each, locale }).catch((error: unknown) => {
        console.error(`[seo] own news of "${each}" (${locale}) failed; listing none`, error);
        return [] as NewsDto[];
      }),
    ),
  );
  const newestFirst = lists.flat().sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  return dedupeNews(newestFirst).slice(0, SITE_NEWS_LIMIT);
}
