import 'server-only';
import { isCategory, isLocale, type Locale } from '@/lib/categories';
import { AppError } from '@/lib/errors';
import type { FeedArticle } from '@/lib/news/article';
import { listCategoryNews } from '@/lib/news/category-news';
import { customNewsToArticle } from '@/lib/news/feed';

/** At most this many new stories in one answer (a feed open for hours asks for the newest, then reloads). */
export const MAX_NEW_STORIES = 20;

export type SinceAnswer = { category: string; lang: Locale; after: string; count: number; stories: FeedArticle[] };

/**
 * The site's own stories of a feed published after `after` (issue 27, live updates): what an open
 * feed polls. Read from the same cached list as the feed itself (NEWS_CACHE_TAG: fresh at once
 * after an editor's write), so a poll costs no database query. `after` is the newest story the
 * page was rendered with — the same for every reader of one cached page, so the answer is one URL
 * for all of them and a shared cache (nginx, a CDN) can keep it for the seconds it is valid.
 */
export async function storiesSince(options: { category: string; lang: string | null; after: string | null }): Promise<SinceAnswer> {
  const { category, lang, after } = options;
  if (!isCategory(category) || category === 'bookmarks') throw new AppError('not_found', `Unknown category "${category}".`);
  if (!isLocale(lang)) throw new AppError('bad_request', 'lang must be en or hi.');
  const afterTime = after && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(after) ? Date.parse(after) : Number.NaN;
  if (Number.isNaN(afterTime)) throw new AppError('bad_request', 'after must be a date and time in ISO 8601 with a time zone, e.g. 2026-11-25T10:00:00.000Z.');
  const items = await listCategoryNews(category, lang);
  const fresh = items.filter((item) => Date.parse(item.publishedAt) > afterTime);
  const stories = fresh.slice(0, MAX_NEW_STORIES).map((item) => customNewsToArticle(item, category, new Date(item.publishedAt)));
  return { category, lang, after: new Date(afterTime).toISOString(), count: fresh.length, stories };
}
