import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/lib/categories';
import { NEWS_CACHE_TAG } from '@/lib/news/cache';
import { listCustomNews } from '@/lib/news/list-custom-news';
import { toNewsDto, type NewsDto } from '@/lib/news/news-dto';

/** How many of its own items one category's feed shows (SPEC has no paging for custom news). */
export const CUSTOM_NEWS_LIMIT = 100;
/** `all` (the API's every-item list). */
export const ALL_NEWS_LIMIT = 500;

/**
 * The site's own news of one category (or of every category: `all`) through Next's data cache,
 * tagged NEWS_CACHE_TAG: `invalidateNewsCache()` after an admin write makes the next read fresh,
 * and the pages that read it are revalidated with it. 5 minutes otherwise (SPEC §7).
 * Values are DTOs (plain JSON), which is what the cache stores.
 */
const cachedCategoryNews = unstable_cache(
  async (category: string, locale: Locale | 'any', limit: number): Promise<NewsDto[]> => {
    const rows = await listCustomNews({
      categories: category === 'all' ? undefined : [category],
      locale: locale === 'any' ? undefined : locale,
      limit,
    });
    return rows.map(toNewsDto);
  },
  ['custom-news-v1'],
  { tags: [NEWS_CACHE_TAG], revalidate: 300 },
);

export function listCachedCustomNews(options: { category: string; locale?: Locale; limit?: number }): Promise<NewsDto[]> {
  return cachedCategoryNews(options.category, options.locale ?? 'any', options.limit ?? (options.category === 'all' ? ALL_NEWS_LIMIT : CUSTOM_NEWS_LIMIT));
}
