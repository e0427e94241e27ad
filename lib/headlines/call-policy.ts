/**
 * How often the headlines service may be called (issue 11 item 4): its keys have a daily quota,
 * and an anonymous visitor must not be able to spend it.
 * - Past the last page: once a (category, language) total is known, pages beyond it are answered
 *   empty without a call.
 * - Circuit breaker: a key that answered 401/403/429 is skipped for a cool-down instead of being
 *   tried first on every call (the next key serves meanwhile).
 * - Negative cache: a failed (category, page, language) is not asked again for a short while; the
 *   stale answer or an empty page is served meanwhile.
 * - Ceiling (issue 25 item 3): pages past `maxPage` (HEADLINES_MAX_PAGE) are never asked for, and the
 *   totals given to the feed are capped there, so a crawler following pager links up to page 1000
 *   costs at most `maxPage` calls per (category, language) and window; deeper pages are own news only.
 * Single flight (one call per key at a time) lives in the client beside the cache.
 */
export type CallPolicyOptions = { breakerMs?: number; negativeTtlMs?: number; maxPage?: number; now?: () => number };

export const DEFAULT_BREAKER_MS = 10 * 60 * 1000;
export const DEFAULT_NEGATIVE_TTL_MS = 30 * 1000;
export const DEFAULT_MAX_PAGE = 5;
const MAX_TRACKED = 1000;

export type CallPolicy = ReturnType<typeof createCallPolicy>;

export function createCallPolicy(options: CallPolicyOptions = {}) {
  const now = options.now ?? Date.now;
  const breakerMs = options.breakerMs ?? DEFAULT_BREAKER_MS;
  const negativeTtlMs = options.negativeTtlMs ?? DEFAULT_NEGATIVE_TTL_MS;
  const maxPage = options.maxPage ?? DEFAULT_MAX_PAGE;
  const openUntil = new Map<number, number>();
  const totals = new Map<string, number>();
  const failedAt = new Map<string, number>();

  function bounded<K, V>(map: Map<K, V>, key: K, value: V): void {
    map.delete(key);
    map.set(key, value);
    if (map.size > MAX_TRACKED) map.delete(map.keys().next().value as K);
  }

  return {
    /** Whether key #index may be tried now (its breaker is closed or its cool-down is over). */
    isKeyAvailable(index: number): boolean {
      const until = openUntil.get(index);
      return until === undefined || now() >= until;
    },
    /** Records a key's answer: 401/403/429 open its breaker; any success closes it. */
    recordKeyResult(index: number, status: number | 'ok' | undefined): void {
      if (status === 'ok') openUntil.delete(index);
      else if (status === 401 || status === 403 || status === 429) openUntil.set(index, now() + breakerMs);
    },
    /** The feed's total for (category, language), learned from any page's answer. */
    recordTotal(feed: string, total: number): void {
      bounded(totals, feed, total);
    },
    /** Known to be past the last page: no call needed, the answer is an empty page with this total. */
    pastLastPage(feed: string, page: number, pageSize: number): number | undefined {
      // An unknown total is no last page at all.
      const total = totals.get(feed) ?? Infinity;
      if (page <= 1) return undefined;
      return (page - 1) * pageSize >= total ? total : undefined;
    },
    /** Past the ceiling: never asked upstream, whatever the total (the page is own news only). */
    beyondCeiling(page: number): boolean {
      return page > maxPage;
    },
    /** A total as the feed may see it: no more than `maxPage` pages, so pagers stop at the ceiling. */
    cappedTotal(total: number, pageSize: number): number {
      return Math.min(total, maxPage * pageSize);
    },
    recordFailure(cacheKey: string): void {
      bounded(failedAt, cacheKey, now());
    },
    recordSuccess(cacheKey: string): void {
      failedAt.delete(cacheKey);
    },
    /** A call for this key failed moments ago: do not ask again yet. */
    recentlyFailed(cacheKey: string): boolean {
      // A page that never failed failed infinitely long ago.
      const at = failedAt.get(cacheKey) ?? -Infinity;
      return now() - at < negativeTtlMs;
    },
  };
}
