import 'server-only';
import { and, arrayOverlaps, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/categories';
import { news, type NewsRow } from '@/models/schema';

/**
 * The site's own news, newest first: of some categories (all when omitted), and — for a locale's
 * feed — only its language and `both` (D11). Only `published` items (issue 26) unless
 * `includeUnpublished` (the newsroom's own lists: drafts, review, scheduled, unpublished too).
 */
export async function listCustomNews(options: { categories?: string[]; locale?: Locale; limit?: number; includeUnpublished?: boolean }): Promise<NewsRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(news)
    .where(
      and(
        options.includeUnpublished ? undefined : eq(news.status, 'published'),
        options.categories ? arrayOverlaps(news.categories, options.categories) : undefined,
        options.locale ? inArray(news.language, [options.locale, 'both']) : undefined,
      ),
    )
    .orderBy(desc(news.publishedAt))
    .limit(options.limit ?? 500);
}
