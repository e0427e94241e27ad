import 'server-only';
import { revalidateTag } from 'next/cache';

/** Cache tag of every read of the site's own news (feed pages, /api/news, RSS, sitemap). */
export const NEWS_CACHE_TAG = 'news';
/** Cache tag of every read of blogs (blog list, detail, sitemap). */
export const BLOGS_CACHE_TAG = 'blogs';

/**
 * The one invalidation every news write calls (D9): the tag expires at once, so the next request of
 * any reader is rendered from the database — read-your-writes for editors, no stale feed for readers.
 * Outside a Next.js request (scripts, Jest) there is no cache to invalidate and this is a no-op.
 */
export function invalidateNewsCache(): void {
  expire(NEWS_CACHE_TAG);
}

/** The same for blogs. */
export function invalidateBlogsCache(): void {
  expire(BLOGS_CACHE_TAG);
}

function expire(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // "static generation store missing" outside a request: nothing is cached there.
    if (!/static generation store|outside a request scope|Invariant/i.test(String(error))) throw error;
  }
}
