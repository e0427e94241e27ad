import 'server-only';
import { versionedCache, type Versioned } from '@/lib/cache/versioned-read';
import { CUSTOM_ONLY_CATEGORIES, type Locale } from '@/lib/categories';
import { NEWS_CACHE_TAG } from '@/lib/news/cache';
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

const readCategory = (category: string, locale?: Locale) => listCachedCustomNews({ category, locale });
const uncachedReader = createCategoryNewsReader({ readCategory });

/** A `general` merge in which a category failed: served once, never cached (the next read retries). */
class PartialGeneral extends Error {
  constructor(readonly items: NewsDto[]) {
    super('general news merged without a failed category');
  }
}

/**
 * `general` merged once and kept in the data cache, tagged NEWS_CACHE_TAG like the reads it merges
 * (issue 11 item 13): the O(n²) de-duplication runs once per news write, not on every request of
 * /api/news/general, the general feed, RSS and the sitemap. A merge missing a failed category is
 * not cached.
 */
const cachedGeneral = versionedCache(
  async (locale: string): Promise<NewsDto[]> => {
    let failed = false;
    const strict = createCategoryNewsReader({
      readCategory,
      logError: (message, error) => {
        failed = true;
        console.error(message, error);
      },
    });
    const items = await strict('general', locale === 'any' ? undefined : (locale as Locale));
    if (failed) throw new PartialGeneral(items);
    return items;
  },
  { key: 'general-news-v1', tags: [NEWS_CACHE_TAG], revalidate: 300 },
);

/** `general` through the cache, with the version of the cached merge (an ETag for the API). */
export async function listGeneralNews(locale?: Locale): Promise<Versioned<NewsDto[]>> {
  try {
    return await cachedGeneral(locale ?? 'any');
  } catch (error) {
    if (error instanceof PartialGeneral) return { value: error.items, version: 'partial' };
    throw error;
  }
}

/** The app's reader: through Next's tagged cache (NEWS_CACHE_TAG), `general` included. */
export const listCategoryNews: CategoryNewsReader = async (category, locale) =>
  category === 'general' ? (await listGeneralNews(locale)).value : uncachedReader(category, locale);
