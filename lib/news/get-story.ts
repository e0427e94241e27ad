import 'server-only';
import { eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db';
import { NEWS_CACHE_TAG } from '@/lib/news/cache';
import { toNewsDto, type NewsDto } from '@/lib/news/news-dto';
import { news } from '@/models/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One story of the site's own news by id; null when there is none (a malformed id included). */
export async function findStory(id: string): Promise<NewsDto | null> {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(news).where(eq(news.id, id.toLowerCase())).limit(1);
  return row ? toNewsDto(row) : null;
}

/** `findStory` through Next's data cache, refreshed with every news write (NEWS_CACHE_TAG). */
export const getStoryCached = unstable_cache(findStory, ['story-v1'], { tags: [NEWS_CACHE_TAG], revalidate: 300 });
