/**
 * The process's one Prometheus registry (prom-client) and every metric of the app, in one module
 * (issue 29; STYLE "metrics in one registry"). CommonJS because two worlds use it: the server
 * preload (scripts/server-runtime.cjs, outside the bundle: request counts and latency, page-cache
 * results) and the bundled app (headlines calls, rate-limit refusals, database errors, the
 * /api/metrics route). The registry lives on globalThis, the one object both see, so there is one
 * per process whichever side asks first.
 *
 * Labels come from closed sets only — a route pattern from the build's route list (never the raw
 * URL), the method from the HTTP verbs, the status class, a key's position in HEADLINES_API_KEYS
 * (never the key), a rate limit's name — so no request can create a new series.
 */
// A CommonJS module shared with the preload, so require() it is.
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs');
const path = require('node:path');

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];
const PAGE_CACHE_RESULTS = ['hit', 'stale', 'miss'];
const DATABASE_ERROR_KINDS = ['unavailable', 'query', 'connection_lost'];
const HEADLINES_FAILURES = ['http_401_403', 'http_429', 'http_4xx', 'http_5xx', 'timeout', 'network', 'invalid'];
/** Routes the build does not list but the site answers (redirects to a locale's front page). */
const EXTRA_ROUTES = ['/', '/[locale]'];

function create() {
  const client = require('prom-client');
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const labelled = { route: ['route', 'method', 'status_class'] };
  const httpRequests = new client.Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern, method and status class.', labelNames: labelled.route, registers });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its response, by route pattern, method and status class.',
    labelNames: labelled.route,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const pageCache = new client.Counter({
    name: 'page_cache_requests_total',
    help: "Pages answered from Next's page cache (hit; stale: served while it is rebuilt) or rendered (miss), by what x-nextjs-cache says.",
    labelNames: ['result'],
    registers,
  });
  const headlinesCalls = new client.Counter({ name: 'headlines_requests_total', help: 'Calls to the headlines service, by the key slot used (1 = first key of HEADLINES_API_KEYS).', labelNames: ['key_slot'], registers });
  const headlinesFailures = new client.Counter({ name: 'headlines_request_failures_total', help: 'Failed calls to the headlines service, by key slot and reason.', labelNames: ['key_slot', 'reason'], registers });
  const rateLimited = new client.Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused with 429 by a rate limit, by limit.', labelNames: ['limit'], registers });
  const databaseErrors = new client.Counter({
    name: 'db_errors_total',
    help: 'Database errors: unavailable (server away or out of connections), query (any other failed statement), connection_lost (an idle pooled connection died).',
    labelNames: ['kind'],
    registers,
  });
  for (const kind of DATABASE_ERROR_KINDS) databaseErrors.inc({ kind }, 0);
  for (const result of PAGE_CACHE_RESULTS) pageCache.inc({ result }, 0);

  const sources = { pool: undefined, jobs: undefined };
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total, idle, and requests waiting for one (absent on the embedded database).',
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      const stats = sources.pool?.();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting']) this.set({ state }, stats[state]);
    },
  });
  new client.Gauge({
    name: 'jobs_queue_depth',
    help: 'Jobs in the queue, by task and state (due, scheduled, running, failed); the same on every instance of a fleet: use max().',
    labelNames: ['task', 'state'],
    registers,
    async collect() {
      this.reset();
      if (!sources.jobs) return;
      try {
        for (const row of await sources.jobs()) this.set({ task: row.task, state: row.state }, row.count);
      } catch {
        // The database is away: the gauge is left out of this scrape rather than failing it.
      }
    },
  });

  return { client, registry, httpRequests, httpDuration, pageCache, headlinesCalls, headlinesFailures, rateLimited, databaseErrors, sources, routes: undefined };
}

/** The process's metrics, created on first use. */
function metrics() {
  globalThis.__shortnewsMetrics ??= create();
  return globalThis.__shortnewsMetrics;
}

/**
 * The route patterns of the build, as a visitor's URL shows them: from `.next/app-path-routes-manifest.json`,
 * with the internal `[device]` segment (proxy.ts rewrites /en/x to /en/desktop/x) and route groups left out.
 */
function routePatterns(root = process.cwd()) {
  let listed = [];
  try {
    listed = Object.values(JSON.parse(fs.readFileSync(path.join(root, '.next', 'app-path-routes-manifest.json'), 'utf8')));
  } catch {
    // No build (next dev, tests): every path is "other".
  }
  const patterns = new Set(EXTRA_ROUTES);
  for (const route of listed) {
    if (typeof route !== 'string' || route.startsWith('/_')) continue;
    patterns.add(route.replace(/^\/\[locale\]\/\[device\]/, '/[locale]').replace(/\/\([^/]+\)/g, ''));
  }
  // Static segments win over dynamic ones, as in Next's own matching.
  return [...patterns]
    .map((pattern) => ({ pattern, segments: pattern.split('/').filter(Boolean) }))
    .sort((a, b) => score(b.segments) - score(a.segments));
}

function score(segments) {
  return segments.reduce((total, segment, index) => total + (segment.startsWith('[') ? 1 : 3) * 10 ** (6 - Math.min(index, 6)), 0);
}

function matches(segments, parts) {
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index];
    if (segment.startsWith('[...') || segment.startsWith('[[...')) return parts.length >= index + (segment.startsWith('[[') ? 0 : 1);
    if (index >= parts.length) return false;
    if (!segment.startsWith('[') && segment !== parts[index]) return false;
  }
  return segments.length === parts.length;
}

/** A request path's route pattern (`/[locale]/blogs/[blogId]`), or a fixed word: never the path itself. */
function routeOf(pathname, patterns = metrics().routes) {
  if (pathname.startsWith('/_next/static/')) return '/_next/static';
  if (pathname.startsWith('/_next/')) return '/_next';
  const list = patterns ?? (metrics().routes = routePatterns());
  const parts = pathname.split('/').filter(Boolean);
  // A name with an extension is a file (public/, a route such as /uploads/[name]), never a page:
  // pages are what proxy.ts rewrites, and it leaves such paths alone.
  const isFile = /\.[A-Za-z0-9]{1,8}$/.test(pathname);
  const found = list.find(({ pattern, segments }) => !(isFile && (pattern === '/' || pattern.startsWith('/[locale]'))) && matches(segments, parts));
  if (found) return found.pattern;
  return isFile ? 'static_file' : 'other';
}

const statusClass = (status) => STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other';

/** One answered request (the preload calls this when the response is done). */
function recordRequest({ method, path: pathname, status, seconds, cache }) {
  const m = metrics();
  const labels = { route: routeOf(pathname), method: METHODS.has(method) ? method : 'other', status_class: statusClass(status) };
  m.httpRequests.inc(labels);
  m.httpDuration.observe(labels, seconds);
  const result = typeof cache === 'string' ? cache.toLowerCase() : '';
  if (PAGE_CACHE_RESULTS.includes(result)) m.pageCache.inc({ result });
}

/** One call to the headlines service with the key at `slot` (1-based); `failure` is undefined for a good answer. */
function recordHeadlinesCall(slot, failure) {
  const m = metrics();
  const key_slot = String(slot);
  m.headlinesCalls.inc({ key_slot });
  if (failure) m.headlinesFailures.inc({ key_slot, reason: HEADLINES_FAILURES.includes(failure) ? failure : 'network' });
}

function recordRateLimitRefusal(limit) {
  metrics().rateLimited.inc({ limit: String(limit) });
}

function recordDatabaseError(kind) {
  metrics().databaseErrors.inc({ kind: DATABASE_ERROR_KINDS.includes(kind) ? kind : 'query' });
}

/** The PostgreSQL pool's counts, read at each scrape; undefined (the embedded database) leaves the gauge empty. */
function setPoolSource(source) {
  metrics().sources.pool = source;
}

/** The job queue's depth by task and state, read at each scrape. */
function setJobQueueSource(source) {
  metrics().sources.jobs = source;
}

/** The exposition: Prometheus's text format and its content type. */
async function metricsText() {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}

module.exports = {
  metrics,
  metricsText,
  recordRequest,
  recordHeadlinesCall,
  recordRateLimitRefusal,
  recordDatabaseError,
  setPoolSource,
  setJobQueueSource,
  routeOf,
  routePatterns,
  HEADLINES_FAILURES,
};
