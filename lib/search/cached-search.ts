import 'server-only';
import { LRUCache } from 'lru-cache';
import type { SearchQuery, SearchResults } from './schemas';
import { searchBusyError, searchSite } from './search';

/**
 * A short server cache of search answers (issue 25 item 4), keyed by the normalized query: the same
 * words in another case or spacing are one entry (neither changes what PostgreSQL's full-text or
 * trigram match finds), per language, type and page.
 * One search runs at a time per key (single flight): 32 clients asking the same thing cost one
 * statement. Failures are not kept. Per process; 60 s is short enough that a story published or
 * taken down shows in search within a minute (the news tag does not reach this cache).
 */
export const SEARCH_CACHE_TTL_MS = 60_000;
const SEARCH_CACHE_ENTRIES = 500;
/**
 * At most this many searches run at once in a process (cache hits and shared flights do not count);
 * one more answers 503 "search is busy" at once. The embedded database runs on the server's own
 * event loop: 60 searches arriving together (two addresses' whole minute) held every page of the
 * site for seconds (bench/search-flood.sh), whatever the per-address limit.
 */
export const SEARCH_MAX_RUNNING = 4;

/** The cache key of a query: lower case, whitespace collapsed. */
export function normalizedSearchKey(input: SearchQuery): string {
  const q = input.q.toLowerCase().replace(/\s+/g, ' ').trim();
  return JSON.stringify([input.type, input.lang, input.page, q]);
}

export type CachedSearch = (input: SearchQuery) => Promise<SearchResults>;

export function createCachedSearch(run: (input: SearchQuery) => Promise<SearchResults>, options: { ttlMs?: number; now?: () => number; maxRunning?: number } = {}): CachedSearch {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? SEARCH_CACHE_TTL_MS;
  const maxRunning = options.maxRunning ?? SEARCH_MAX_RUNNING;
  const cache = new LRUCache<string, { value: SearchResults; at: number }>({ max: SEARCH_CACHE_ENTRIES });
  const inFlight = new Map<string, Promise<SearchResults>>();
  return async (input) => {
    const key = normalizedSearchKey(input);
    const hit = cache.get(key);
    // The answer echoes the reader's own spelling of the query, whoever asked first.
    if (hit && now() - hit.at < ttlMs) return { ...hit.value, query: input.q };
    let pending = inFlight.get(key);
    if (!pending) {
      if (inFlight.size >= maxRunning) throw searchBusyError();
      pending = run(input)
        .then((value) => {
          cache.set(key, { value, at: now() });
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return { ...(await pending), query: input.q };
  };
}

const globalForSearch = globalThis as typeof globalThis & { __shortnewsSearchCache?: CachedSearch };

/** searchSite through the process-wide cache: what GET /api/search and the search page call. */
export function cachedSearch(input: SearchQuery): Promise<SearchResults> {
  globalForSearch.__shortnewsSearchCache ??= createCachedSearch((query) => searchSite(query));
  return globalForSearch.__shortnewsSearchCache(input);
}
