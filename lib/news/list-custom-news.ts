import 'server-only';
import { and, arrayOverlaps, desc, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/categories';
import { news, type NewsRow } from '@/models/schema';

/**
 * The site's own news, newest first: of some categories (all when omitted), and — for a locale's
 * feed — only its language and `both` (D11).
 */
export async function listCustomNews(options: { categories?: string[]; locale?: Locale; limit?: number }): Promise<NewsRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(news)
    .where(
      and(
        options.categories ? arrayOverlaps(news.categories, options.categories) : undefined,
        options.locale ? inArray(news.language, [options.locale, 'both']) : undefined,
      ),
    )
    .orderBy(desc(news.publishedAt))
    .limit(options.limit ?? 500);
}
