import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';

/** Cache tag of every read of the site's own news (feed pages, /api/news, RSS, sitemap). */
export const NEWS_CACHE_TAG = 'news';
/** Cache tag of every read of blogs (blog list, detail, sitemap). */
export const BLOGS_CACHE_TAG = 'blogs';

/**
 * The one invalidation every news write calls (D9): the tag expires at once, so the next request of
 * any reader is rendered from the database — read-your-writes for editors, no stale feed for readers.
 * Outside a Next.js request (scripts, Jest) there is no cache to invalidate and this is a no-op.
 */
export async function invalidateNewsCache(): Promise<void> {
  await expire(NEWS_CACHE_TAG);
}

/** The same for blogs. */
export async function invalidateBlogsCache(): Promise<void> {
  await expire(BLOGS_CACHE_TAG);
}

type SharedCache = { expireTag: (tag: string) => Promise<void> };

async function expire(tag: string): Promise<void> {
  // With REDIS_URL (lib/cache/redis-cache-handler.mjs), Next expires the tag in Redis only after the
  // response is sent (waitUntil): another instance could still serve the old page to the editor's
  // next request. The write waits for the shared expiry instead.
  const shared = (globalThis as typeof globalThis & { __shortnewsSharedCache?: SharedCache }).__shortnewsSharedCache;
  // The write itself is stored: a Redis that is away is logged (by the handler), never a failed write.
  if (shared) await shared.expireTag(tag).catch(() => undefined);
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // "static generation store missing": outside a request (the job queue publishing a scheduled
    // item, lib/jobs). Expire the tag in this process's own cache directly.
    if (!/static generation store|outside a request scope|Invariant/i.test(String(error))) throw error;
    await expireOutsideRequest(tag);
  }
}

type IncrementalCache = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> };

/**
 * Next's own expiry of a tag without a request: the server's incremental cache (set on globalThis
 * by Next once it served a request; it forwards to the configured cache handler) or, before any
 * request, the process's tags manifest that the default cache checks every entry against. In Jest
 * and scripts neither holds anything and this changes nothing.
 */
async function expireOutsideRequest(tag: string): Promise<void> {
  const incremental = (globalThis as typeof globalThis & { __incrementalCache?: IncrementalCache }).__incrementalCache;
  try {
    if (incremental) {
      await incremental.revalidateTag([tag], { expire: 0 });
      return;
    }
    const { tagsManifest } = (await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js')) as {
      tagsManifest: Map<string, { expired?: number; stale?: number }>;
    };
    const now = Date.now();
    tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now });
  } catch (error) {
    console.error(`[cache] could not expire "${tag}" outside a request; pages refresh within their revalidate time:`, error);
  }
}

/** How long a feed page that could not read a source stays cached (seconds), instead of 5 minutes. */
export const FAILED_FEED_REVALIDATE_SECONDS = 15;

const briefCacheMarker = unstable_cache(async () => true, ['feed-failure-marker'], { revalidate: FAILED_FEED_REVALIDATE_SECONDS });

/**
 * Called by a feed page rendered while a source failed: a cached read with a short revalidate
 * lowers the page's own (Next keeps the shortest of a render's reads), so readers get the news
 * back within seconds of the outage ending instead of the failure for 5 minutes. Outside a
 * Next.js render this is a no-op.
 */
export async function keepFailedFeedBriefly(): Promise<void> {
  try {
    await briefCacheMarker();
  } catch (error) {
    if (!/incrementalCache missing|outside a request scope|Invariant/i.test(String(error))) throw error;
  }
}
