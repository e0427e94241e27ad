import 'server-only';
import type { Category, Locale } from '@/lib/categories';
import { listCategoryNews } from '@/lib/news/category-news';
import type { NewsDto } from '@/lib/news/news-dto';

/** How many of the site's own stories an RSS feed or a page's JSON-LD lists. */
export const SITE_NEWS_LIMIT = 30;

/**
 * The site's own news of one feed page as full records (RSS and JSON-LD need ids, dates and
 * categories), newest first, exactly as the feed shows it (general: every custom category merged
 * and de-duplicated) — the feed's own tag-cached reader, so an editor's write shows at once.
 * A failing read lists none: RSS and JSON-LD never take a page down.
 */
export async function listSiteNews(locale: Locale, category: Exclude<Category, 'bookmarks'>): Promise<NewsDto[]> {
  try {
    return (await listCategoryNews(category, locale)).slice(0, SITE_NEWS_LIMIT);
  } catch (error) {
    console.error(`[seo] own news of "${category}" (${locale}) failed; listing none`, error);
    return [];
  }
}
