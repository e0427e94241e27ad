import 'server-only';
import crypto from 'node:crypto';
import { unstable_cache } from 'next/cache';

/** A cached value and the id of the computation that produced it (a fresh random id per read of the database). */
export type Versioned<T> = { value: T; version: string };

const holder = globalThis as typeof globalThis & { __shortnewsBootId?: string };
/**
 * Distinguishes this process's entries: Next's data cache survives a restart on disk, while a tag
 * expired before the restart may be forgotten (lib/blogs/cached-blogs.ts); with `perProcess` an
 * entry from before the restart is never read.
 */
const bootId = (holder.__shortnewsBootId ??= crypto.randomUUID());

/**
 * A read through Next's data cache (tagged, so the writes' invalidateNewsCache / invalidateBlogsCache
 * make the next read fresh, on every instance with REDIS_URL), whose answer carries `version`: the
 * same version means the same cached computation, i.e. no database read. Route handlers send it as
 * a weak ETag, which is how tests observe a cache hit without timing anything (issue 11 item 13).
 * Outside Next (scripts, Jest) there is no data cache and every call reads.
 */
export function versionedCache<A extends string[], T>(
  read: (...args: A) => Promise<T>,
  options: { key: string; tags: string[]; revalidate: number; perProcess?: boolean },
): (...args: A) => Promise<Versioned<T>> {
  const compute = async (...args: A): Promise<Versioned<T>> => ({ value: await read(...args), version: crypto.randomUUID() });
  const cached = unstable_cache(compute, options.perProcess ? [options.key, bootId] : [options.key], { tags: options.tags, revalidate: options.revalidate });
  return async (...args) => {
    try {
      return await cached(...args);
    } catch (error) {
      if (!/incrementalCache missing/i.test(String(error))) throw error;
      return compute(...args);
    }
  };
}

/** The version as a weak ETag header value. */
export function versionEtag(version: string): string {
  return `W/"${version}"`;
}
