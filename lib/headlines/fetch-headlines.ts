import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Locale } from '@/lib/categories';
import { env } from '@/lib/env';
import { createCallPolicy } from './call-policy';
import { AppError } from '@/lib/errors';
import { parseHeadlinesBody, type HeadlineArticle, type HeadlinesPage } from '@/lib/headlines/validate-articles';
import { recordHeadlinesCall } from '@/lib/ops/metrics.cjs';

export type { HeadlineArticle, HeadlinesPage };

export type HeadlinesQuery = { category: string; page: number; lang: Locale };

export type HeadlinesClient = { fetchHeadlines(query: HeadlinesQuery): Promise<HeadlinesPage> };

export type HeadlinesClientOptions = {
  url?: string;
  keys: string[];
  timeoutMs: number;
  ttlMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** How long a key that answered 401/403/429 is skipped (call-policy.ts). */
  breakerMs?: number;
  /** How long a failed page is not asked again (call-policy.ts). */
  negativeTtlMs?: number;
  /** The deepest page ever asked for (call-policy.ts; HEADLINES_MAX_PAGE): deeper pages are own news only. */
  maxPage?: number;
  /** Told of every call: the key's slot (1 = first key) and why it failed, if it did (metrics; never the key). */
  onCall?: (slot: number, failure?: HeadlinesFailure) => void;
};

export type HeadlinesFailure = 'http_401_403' | 'http_429' | 'http_4xx' | 'http_5xx' | 'timeout' | 'network' | 'invalid';

const DEFAULT_TTL_MS = 5 * 60 * 1000;
const DEFAULT_TIMEOUT_MS = 8000;
const PAGE_SIZE = 10;
// Bounds memory: categories × pages × locales a crawler can reach is otherwise unbounded.
const MAX_CACHE_ENTRIES = 500;

type CacheEntry = { value: HeadlinesPage; storedAt: number };

type Attempt = { ok: true; page: HeadlinesPage } | { ok: false; reason: string; status?: number };

/** The closed set of failure kinds a metric may carry. */
function failureKind(attempt: Attempt): HeadlinesFailure | undefined {
  if (attempt.ok) return undefined;
  const { status, reason } = attempt;
  if (status === 401 || status === 403) return 'http_401_403';
  if (status === 429) return 'http_429';
  if (status !== undefined) return status >= 500 ? 'http_5xx' : 'http_4xx';
  if (reason.startsWith('timed out')) return 'timeout';
  if (reason.startsWith('network')) return 'network';
  return 'invalid';
}

type PatchedFetch = typeof fetch & { _nextOriginalFetch?: typeof fetch };

function unpatchedFetch(): typeof fetch {
  return (globalThis.fetch as PatchedFetch)._nextOriginalFetch ?? globalThis.fetch;
}

/** Our route categories are not the upstream's: "national" is India's general news, "international" everyone's. */
function upstreamQuery(category: string): { category: string; country: string } {
  if (category === 'national') return { category: 'general', country: 'in' };
  if (category === 'international') return { category: 'general', country: 'any' };
  return { category, country: 'any' };
}

function normalisePage(page: number): number {
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function describeError(error: unknown, timeoutMs: number): string {
  // Duck-typed: the timeout's DOMException need not be an Error of this realm (it is not under Jest).
  const { name, cause } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; cause?: { code?: unknown } };
  if (name === 'TimeoutError' || name === 'AbortError') return `timed out after ${timeoutMs} ms`;
  // Only the name and the cause's code: messages may echo the request URL, and the URL holds the key.
  const detail = typeof cause?.code === 'string' ? cause.code : typeof name === 'string' ? name : 'unknown';
  return `network error (${detail})`;
}

/**
 * A headlines client with its own cache. A pure factory so tests can point it at a fake server and a
 * fake clock; the app uses the process-wide one behind `fetchHeadlines`.
 */
export function createHeadlinesClient(options: HeadlinesClientOptions): HeadlinesClient {
  const keys = options.keys.filter((key) => key.trim() !== '');
  const baseUrl = options.url?.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs > 0 ? options.timeoutMs : DEFAULT_TIMEOUT_MS;
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  // Next patches the global fetch: a `no-store` call through it would turn every feed page that asks
  // for headlines into a per-request render (D15). We cache ourselves, so the unpatched fetch is used.
  const fetchImpl = options.fetchImpl ?? ((input: string, init?: RequestInit) => unpatchedFetch()(input, init));
  const now = options.now ?? Date.now;
  const policy = createCallPolicy({ now, breakerMs: options.breakerMs, negativeTtlMs: options.negativeTtlMs, maxPage: options.maxPage });

  // No ttl on the LRU itself: expired entries must stay around to be served when the upstream is down.
  const cache = new LRUCache<string, CacheEntry>({ max: MAX_CACHE_ENTRIES });
  // One upstream call per cache key at a time: a burst of visitors must not burn the keys' quota.
  const inFlight = new Map<string, Promise<HeadlinesPage>>();

  async function attempt(url: string): Promise<Attempt> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        // We cache ourselves, with stale-serving; Next's data cache must not add a second layer.
        cache: 'no-store',
      });
    } catch (error) {
      return { ok: false, reason: describeError(error, timeoutMs) };
    }
    if (!response.ok) {
      // Free the connection: the error body is of no use to us.
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, reason: `HTTP ${response.status}`, status: response.status };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      return { ok: false, reason: describeError(error, timeoutMs) };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, reason: 'invalid JSON' };
    }
    // Article by article (validate-articles.ts): one bad article is repaired or dropped, not the page.
    const parsed = parseHeadlinesBody(json, new Date(now()));
    if (!parsed.ok) return parsed;
    if (parsed.dropped > 0) console.warn(`[headlines] dropped ${parsed.dropped} article(s) with nothing to show`);
    return { ok: true, page: parsed.page };
  }

  /** Tries each key in order; any failure moves on, because a key may be out of quota while the next is fine. */
  async function fetchUpstream(query: { category: string; page: number; lang: Locale }): Promise<HeadlinesPage | undefined> {
    if (!baseUrl || keys.length === 0) return undefined;
    const upstream = upstreamQuery(query.category);
    for (const [index, key] of keys.entries()) {
      // A key that answered 401/403/429 waits out its cool-down instead of being tried first every time.
      if (!policy.isKeyAvailable(index)) continue;
      const params = new URLSearchParams({
        category: upstream.category,
        page: String(query.page),
        lang: query.lang,
        country: upstream.country,
        max: String(PAGE_SIZE),
        apikey: key,
      });
      const result = await attempt(`${baseUrl}/top-headlines?${params}`);
      options.onCall?.(index + 1, failureKind(result));
      policy.recordKeyResult(index, result.ok ? 'ok' : result.status);
      if (result.ok) return result.page;
      // Index only: the key itself is a secret and logs are not.
      console.warn(`[headlines] key #${index + 1} of ${keys.length} failed for ${query.category}/${query.lang}/page ${query.page}: ${result.reason.split(key).join('***')}`);
    }
    return undefined;
  }

  /** The page with its total capped at the ceiling, so a feed's pager never links past it. */
  function capped(page: HeadlinesPage): HeadlinesPage {
    const totalArticles = policy.cappedTotal(page.totalArticles, PAGE_SIZE);
    return totalArticles === page.totalArticles ? page : { ...page, totalArticles };
  }

  async function fetchHeadlines(query: HeadlinesQuery): Promise<HeadlinesPage> {
    return capped(await fetchPage(query));
  }

  async function fetchPage(query: HeadlinesQuery): Promise<HeadlinesPage> {
    const normalised = { category: query.category, page: normalisePage(query.page), lang: query.lang };
    // Keyed by what the upstream is asked, not by our route category: "general" and "international"
    // are the same upstream query and must share one call, one cache entry and one known total.
    const upstream = upstreamQuery(normalised.category);
    const feedKey = `${upstream.category}\u0000${upstream.country}\u0000${normalised.lang}`;
    const cacheKey = `${feedKey}\u0000${normalised.page}`;

    // Quota protection (call-policy.ts): past the ceiling, past the known last page, or failed moments ago → no call.
    // Past the ceiling the headlines have nothing for a page: the feed is its own news alone there.
    if (policy.beyondCeiling(normalised.page)) return { articles: [], totalArticles: 0 };
    const cached = cache.get(cacheKey);
    if (cached && now() - cached.storedAt < ttlMs) return cached.value;
    const lastTotal = policy.pastLastPage(feedKey, normalised.page, PAGE_SIZE);
    if (lastTotal !== undefined) return { articles: [], totalArticles: lastTotal };
    if (policy.recentlyFailed(cacheKey)) {
      if (cached) return cached.value;
      throw new AppError('upstream_unavailable', 'The headlines service is unavailable.');
    }

    const pending = inFlight.get(cacheKey);
    if (pending) return pending;

    const request = (async () => {
      const fresh = await fetchUpstream(normalised);
      if (fresh) {
        cache.set(cacheKey, { value: fresh, storedAt: now() });
        policy.recordTotal(feedKey, fresh.totalArticles);
        policy.recordSuccess(cacheKey);
        return fresh;
      }
      // A failure is remembered briefly (negative cache): the last good answer meanwhile.
      if (baseUrl && keys.length > 0) policy.recordFailure(cacheKey);
      const stale = cache.get(cacheKey)?.value;
      if (stale) return stale;
      // Without a service configured the feed is the site's own news alone (D5): empty, not a failure.
      if (!baseUrl || keys.length === 0) return { articles: [], totalArticles: 0 };
      // Nothing to show and the service did not answer: the feed must say so, not look empty (SPEC §2).
      throw new AppError('upstream_unavailable', 'The headlines service is unavailable.');
    })().finally(() => inFlight.delete(cacheKey));
    inFlight.set(cacheKey, request);
    return request;
  }

  return { fetchHeadlines };
}

// On globalThis so that dev-mode module reloads keep one cache (and one quota spend) per process.
const globalForHeadlines = globalThis as typeof globalThis & { __shortnewsHeadlinesClient?: HeadlinesClient };

/**
 * Third-party headlines for a feed page. An outage gives the last good answer; with none, it throws
 * AppError `upstream_unavailable` so the feed can tell a failure from an empty page.
 */
export function fetchHeadlines(query: HeadlinesQuery): Promise<HeadlinesPage> {
  globalForHeadlines.__shortnewsHeadlinesClient ??= createHeadlinesClient({ ...env().headlines, onCall: recordHeadlinesCall });
  return globalForHeadlines.__shortnewsHeadlinesClient.fetchHeadlines(query);
}
