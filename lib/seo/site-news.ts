import 'server-only';
import type { Category, Locale } from '@/lib/categories';
import { OWN_NEWS_PAGE_SIZE } from '@/lib/news/article';
import { listCategoryNews } from '@/lib/news/category-news';
import type { NewsDto } from '@/lib/news/news-dto';

/**
 * The site's own news of one feed page as full records (RSS and JSON-LD need ids, dates and
 * categories), newest first, exactly as the feed shows it (general: every custom category merged
 * and de-duplicated) — the feed's own tag-cached reader, so an editor's write shows at once.
 * With `page`, only the stories on that page of the feed (JSON-LD, link previews); without, every
 * one (RSS). A failing read lists none: RSS and JSON-LD never take a page down.
 */
export async function listSiteNews(locale: Locale, category: Exclude<Category, 'bookmarks'>, options: { page?: number } = {}): Promise<NewsDto[]> {
  try {
    const stories = await listCategoryNews(category, locale);
    if (options.page === undefined) return stories;
    const start = (options.page - 1) * OWN_NEWS_PAGE_SIZE;
    return stories.slice(start, start + OWN_NEWS_PAGE_SIZE);
  } catch (error) {
    console.error(`[seo] own news of "${category}" (${locale}) failed; listing none`, error);
    return [];
  }
}
