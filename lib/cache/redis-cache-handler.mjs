/**
 * Next.js's page and data cache on Redis, for several instances (issue 13, ARCHITECTURE "Caching").
 * Configured in next.config.ts only when REDIS_URL is set; without it Next keeps its own per-process
 * cache (the embedded default). Next loads this file itself at run time, outside the app bundle,
 * so it is plain JavaScript and reads process.env directly.
 *
 * The library (@fortedigital/nextjs-cache-handler, made for Next 15/16's `cacheHandler`) does the
 * work: entries, tags, expiry and `revalidateTag` across instances. What we add, and why:
 * - the key prefix: REDIS_KEY_PREFIX (shared Redis; tests use a random one) plus the build id, so
 *   two builds never read each other's pages;
 * - every expired tag's time is recorded (the library records only implicit path tags), so an
 *   entry written with data older than an editor's write is refused on every instance;
 * - a failed invalidation is retried and logged instead of being dropped silently;
 * - writes expire their tag before they answer (globalThis.__shortnewsSharedCache, used by
 *   lib/news/cache.ts): Next itself runs the expiry after the response (waitUntil), so another
 *   instance could serve the old page to the editor's very next request;
 * - keys expire with EXPIREAT (the library's default): its ioredis adapter loses `this` on the
 *   SET … EXAT path, and every write failed silently;
 * - the Redis connection is bounded (no offline queue: a request never waits on a Redis that is
 *   away, it renders from the database) and closed on graceful shutdown.
 */
import fs from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';

const REVALIDATED_TAGS_KEY = '__revalidated_tags__';

function waitForReady(client, timeoutMs) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function registerShutdown(name, close) {
  const lifecycle = (globalThis.__shortnewsLifecycle ??= { draining: false, hooks: [] });
  lifecycle.hooks.push({ name, close });
}

async function createConfig(buildId) {
  const client = new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  client.on('error', (error) => console.warn(`[cache] Redis: ${error.message}; pages and reads render from the database meanwhile`));
  registerShutdown('cache redis', () => client.quit());
  await waitForReady(client, 2_000);

  const keyPrefix = `${process.env.REDIS_KEY_PREFIX || 'shortnews'}:cache:${buildId ?? 'dev'}:`;
  const redis = createRedisHandler({ client: ioredisAdapter(client), keyPrefix, timeoutMs: 1_000 });

  async function revalidateTag(tag) {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.hset(keyPrefix + REVALIDATED_TAGS_KEY, tag, Date.now());
        await redis.revalidateTag(tag);
        return;
      } catch (error) {
        if (attempt >= 3) {
          console.error(`[cache] could not expire tag "${tag}" in Redis; other instances may serve it until it expires`, error);
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  // What Next's own file cache never puts on disk stays out of Redis too (issue 25 item 2): with this
  // handler every not-found render of a cached route (/en/news/<junk>, /en/general/page/<junk>) and
  // every null entry was a key (100 keys for 500 junk URLs in e2e/fleet.spec.ts).
  async function set(key, entry, ctx) {
    if (!isWorthKeeping(entry?.value)) return;
    await redis.set(key, entry, ctx);
  }

  return { handlers: [{ ...redis, name: 'shortnews-redis', revalidateTag, set }] };
}

/** A page or route answer that is not an error, or any other non-empty entry (data, fetch). */
export function isWorthKeeping(value) {
  if (value === null || value === undefined) return false;
  if ((value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE' || value.kind === 'PAGES') && typeof value.status === 'number' && value.status >= 400) return false;
  return true;
}

function sharedConfig(buildId) {
  globalThis.__shortnewsCacheConfig ??= createConfig(buildId ?? fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim());
  return globalThis.__shortnewsCacheConfig;
}

globalThis.__shortnewsSharedCache = {
  async expireTag(tag) {
    const { handlers } = await sharedConfig();
    await handlers[0].revalidateTag(tag);
  },
};

CacheHandler.onCreation(({ buildId }) => sharedConfig(buildId));

export default CacheHandler;
