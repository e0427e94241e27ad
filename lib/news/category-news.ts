import 'server-only';
import { CUSTOM_ONLY_CATEGORIES, type Locale } from '@/lib/categories';
import { CUSTOM_NEWS_LIMIT, listCachedCustomNews } from '@/lib/news/cached-custom-news';
import { dedupeNews } from '@/lib/news/dedupe-news';
import type { NewsDto } from '@/lib/news/news-dto';

export type CategoryNewsReader = (category: string, locale?: Locale) => Promise<NewsDto[]>;

function newestFirst(a: NewsDto, b: NewsDto): number {
  return (Date.parse(b.publishedAt) || 0) - (Date.parse(a.publishedAt) || 0);
}

/**
 * The site's own news of a category as the API and the feed see it (SPEC §7): `all` every item;
 * `general` every custom-only category fetched in parallel, merged, sorted newest first and
 * de-duplicated by SPEC §5 (a category that fails there is logged and counts as empty); one
 * category otherwise. `readCategory` is the cached database read; tests pass their own.
 */
export function createCategoryNewsReader(options: {
  readCategory: (category: string, locale?: Locale) => Promise<NewsDto[]>;
  logError?: (message: string, error: unknown) => void;
  /** How many items `general` keeps after merging (default CUSTOM_NEWS_LIMIT). */
  generalLimit?: number;
}): CategoryNewsReader {
  const logError = options.logError ?? ((message, error) => console.error(message, error));

  async function readOrEmpty(category: string, locale?: Locale): Promise<NewsDto[]> {
    try {
      return await options.readCategory(category, locale);
    } catch (error) {
      logError(`[news] custom news of "${category}"${locale ? ` (${locale})` : ''} failed; counted as empty`, error);
      return [];
    }
  }

  return async (category, locale) => {
    // One category: a failure is the caller's to handle (the API answers an error, the feed shows none).
    if (category !== 'general') return [...(await options.readCategory(category, locale))].sort(newestFirst);
    const lists = await Promise.all(CUSTOM_ONLY_CATEGORIES.map((each) => readOrEmpty(each, locale)));
    // Newest first before de-duplicating, so that the newest copy of a story is the one kept; then as
    // many as one category shows, so the front page stays light however large the newsroom grows.
    return dedupeNews(lists.flat().sort(newestFirst)).slice(0, options.generalLimit ?? CUSTOM_NEWS_LIMIT);
  };
}

/** The app's reader: through Next's tagged cache (NEWS_CACHE_TAG). */
export const listCategoryNews: CategoryNewsReader = createCategoryNewsReader({
  readCategory: (category, locale) => listCachedCustomNews({ category, locale }),
});
