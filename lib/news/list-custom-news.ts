import 'server-only';
import { and, arrayOverlaps, desc, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/categories';
import { news, type NewsRow } from '@/models/schema';

/** The site's own news of some categories in one locale's feed (its language and `both`, D11), newest first. */
export async function listCustomNews(options: { categories: string[]; locale: Locale; limit?: number }): Promise<NewsRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(news)
    .where(and(arrayOverlaps(news.categories, options.categories), inArray(news.language, [options.locale, 'both'])))
    .orderBy(desc(news.publishedAt))
    .limit(options.limit ?? 100);
}
