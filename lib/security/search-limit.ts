// Searches per client address (issue 25 item 4). No 'server-only' marker: proxy.ts counts the search
// page with it, and the proxy is not bundled in the react-server layer.
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { clientIp } from './client-address';

/**
 * The 429 page's words. Here and not in messages/*.json: the build precompiles those catalogs for
 * next-intl (next.config `messages.precompile`), so an import of them outside next-intl gives
 * compiled messages, not text (it answered 500 instead of 429 in the production build).
 */
export const TOO_MANY_SEARCHES = {
  en: { title: 'Too many searches', text: (seconds: number) => `Too many searches from your address. Please try again in ${seconds} seconds.`, home: 'Back to the news' },
  hi: { title: 'बहुत ज़्यादा खोजें', text: (seconds: number) => `आपके पते से बहुत ज़्यादा खोजें हुई हैं। ${seconds} सेकंड बाद फिर कोशिश करें।`, home: 'ख़बरों पर लौटें' },
} as const;

/** 30 searches a minute per address: the API (lib/security/rate-limit.ts `search`) and the page each. */
export const SEARCH_LIMIT = { points: 30, duration: 60 } as const;

/**
 * The app's count (lib/security/rate-limit.ts `searchPage`), which lives in Redis when REDIS_URL is
 * set: registered at start-up by lib/boot.ts, so every instance of a fleet counts the same searches.
 * Answers undefined while under the limit, else the seconds to wait.
 */
export type SharedSearchPageCount = (ip: string) => Promise<number | undefined>;

const holder = globalThis as typeof globalThis & { __shortnewsSearchPageLimiter?: RateLimiterMemory; __shortnewsSearchPageCount?: SharedSearchPageCount };

/** Called once at start-up (lib/boot.ts) with the app's shared count. */
export function shareSearchPageCount(count: SharedSearchPageCount): void {
  holder.__shortnewsSearchPageCount = count;
}

/**
 * Counts one search page with a query from this request's address: undefined while under the limit,
 * else the seconds to wait (Retry-After). The proxy is bundled apart from the app's modules, but it
 * runs in the same Node process (Next 16's proxy runtime is nodejs), so it finds the count the app
 * registered on globalThis at start-up: Redis-backed with REDIS_URL, fleet-wide (issue 25). Before
 * that (or outside a server: Jest, `next dev` before instrumentation ran) it counts in this
 * process's memory.
 */
export async function searchPageRetryAfter(request: Request): Promise<number | undefined> {
  const ip = clientIp(request);
  const shared = holder.__shortnewsSearchPageCount;
  if (shared) {
    try {
      return await shared(ip);
    } catch (error) {
      // Never a 500 for a count: this process's memory counts meanwhile.
      console.warn(`[search-limit] shared count failed (${error instanceof Error ? error.message : String(error)}); counting in memory`);
    }
  }
  holder.__shortnewsSearchPageLimiter ??= new RateLimiterMemory({ keyPrefix: 'search-page', ...SEARCH_LIMIT });
  try {
    await holder.__shortnewsSearchPageLimiter.consume(ip);
    return undefined;
  } catch (refusal) {
    const waitMs = (refusal as { msBeforeNext?: unknown }).msBeforeNext;
    if (typeof waitMs !== 'number') throw refusal;
    return Math.max(1, Math.ceil(waitMs / 1000));
  }
}
