import 'server-only';
import { and, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db';
import { NEWS_CACHE_TAG } from '@/lib/news/cache';
import { toNewsDto, type NewsDto } from '@/lib/news/news-dto';
import { news } from '@/models/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One published story of the site's own news by id; null when there is none (a malformed id
 * included) or when it is not published (a draft's URL is a 404 to readers, issue 26).
 */
export async function findStory(id: string): Promise<NewsDto | null> {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(news).where(and(eq(news.id, id.toLowerCase()), eq(news.status, 'published'))).limit(1);
  return row ? toNewsDto(row) : null;
}

/** One story in any state, for the newsroom (edit, preview); never cached. */
export async function findStoryForStaff(id: string): Promise<NewsDto | null> {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(news).where(eq(news.id, id.toLowerCase())).limit(1);
  return row ? toNewsDto(row) : null;
}

/** Thrown inside the cached read so that an unknown id leaves nothing in the cache. */
class NoSuchStory extends Error {}

const cachedStory = unstable_cache(
  async (id: string): Promise<NewsDto> => {
    const story = await findStory(id);
    if (!story) throw new NoSuchStory();
    return story;
  },
  ['story-v1'],
  { tags: [NEWS_CACHE_TAG], revalidate: 300 },
);

/**
 * `findStory` through Next's data cache, refreshed with every news write (NEWS_CACHE_TAG). Only
 * stories are cached (issue 25 item 2): a malformed id never reaches the cache, and an unknown one
 * throws inside it, which Next does not store — junk URLs (`/en/news/junk1…`) used to write one
 * cache entry each (a file under .next/cache, or a Redis key with REDIS_URL). An unknown id costs
 * one indexed read per request instead.
 */
export async function getStoryCached(id: string): Promise<NewsDto | null> {
  if (!UUID.test(id)) return null;
  try {
    return await cachedStory(id.toLowerCase());
  } catch (error) {
    if (error instanceof NoSuchStory) return null;
    throw error;
  }
}

export type StoryTranslation = { id: string; language: 'en' | 'hi' };

/**
 * Issue 27: the published version of a story in the other language — the one it names
 * (`translationOf`) or the one that names it; null when there is none (or it is not published).
 */
export async function findStoryTranslation(story: Pick<NewsDto, 'id' | 'translationOf'>): Promise<StoryTranslation | null> {
  const db = await getDb();
  const link = story.translationOf ? eq(news.id, story.translationOf) : eq(news.translationOf, story.id);
  const [row] = await db.select({ id: news.id, language: news.language }).from(news).where(and(link, eq(news.status, 'published'))).limit(1);
  return row && row.language !== 'both' ? { id: row.id, language: row.language } : null;
}

/** `findStoryTranslation` through Next's data cache (NEWS_CACHE_TAG). */
export const getStoryTranslationCached = unstable_cache(findStoryTranslation, ['story-translation-v1'], { tags: [NEWS_CACHE_TAG], revalidate: 300 });
