/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createHeadlinesClient, type HeadlinesFailure } from '@/lib/headlines/fetch-headlines';
import { metrics, metricsText, recordDatabaseError, recordHeadlinesCall, recordRateLimitRefusal, recordRequest, routeOf, routePatterns, setJobQueueSource, setPoolSource } from '@/lib/ops/metrics.cjs';
import { tempDir } from '../../helpers/databases';

/**
 * The metrics registry (lib/ops/metrics.cjs): route patterns from the build's route list, labels
 * from closed sets only (junk requests never make a series), every named metric in the text format,
 * and the sources the database and the job queue register.
 */
const MANIFEST = {
  '/[locale]/[device]/[category]/page': '/[locale]/[device]/[category]',
  '/[locale]/[device]/[category]/page/[page]/page': '/[locale]/[device]/[category]/page/[page]',
  '/[locale]/[device]/blogs/(list)/page': '/[locale]/[device]/blogs',
  '/[locale]/[device]/blogs/[blogId]/page': '/[locale]/[device]/blogs/[blogId]',
  '/[locale]/[device]/admin/(protected)/page': '/[locale]/[device]/admin',
  '/_not-found/page': '/_not-found',
  '/api/auth/[...nextauth]/route': '/api/auth/[...nextauth]',
  '/api/news/[category]/route': '/api/news/[category]',
  '/api/news/add/route': '/api/news/add',
  '/api/metrics/route': '/api/metrics',
  '/uploads/[name]/route': '/uploads/[name]',
  '/robots.txt/route': '/robots.txt',
};

function patternsOf(manifest: Record<string, string>) {
  const root = tempDir('shortnews-routes-');
  fs.mkdirSync(path.join(root, '.next'));
  fs.writeFileSync(path.join(root, '.next', 'app-path-routes-manifest.json'), JSON.stringify(manifest));
  return routePatterns(root);
}

const series = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe('route patterns', () => {
  const patterns = patternsOf(MANIFEST);

  it.each([
    ['/en/general', '/[locale]/[category]'],
    ['/hi/stocks/page/3', '/[locale]/[category]/page/[page]'],
    ['/en/blogs', '/[locale]/blogs'],
    ['/hi/blogs/0b6e4c8a', '/[locale]/blogs/[blogId]'],
    ['/en/admin', '/[locale]/admin'],
    ['/api/news/add', '/api/news/add'],
    ['/api/news/stocks', '/api/news/[category]'],
    ['/api/auth/callback/credentials', '/api/auth/[...nextauth]'],
    ['/uploads/0123456789abcdef0123456789abcdef.webp', '/uploads/[name]'],
    ['/robots.txt', '/robots.txt'],
    ['/', '/'],
    ['/en', '/[locale]'],
    ['/_next/static/chunks/app.js', '/_next/static'],
    ['/_next/image', '/_next'],
    ['/favicon.svg', 'static_file'],
    ['/wp-login.php', 'static_file'],
    ['/en/general.php', 'static_file'],
    ['/a/b/c/d/e/f', 'other'],
  ])('%s → %s', (pathname, pattern) => {
    expect(routeOf(pathname, patterns)).toBe(pattern);
  });

  it('knows no route without a build, and never answers with the path itself', () => {
    const none = routePatterns(tempDir('shortnews-no-build-'));
    expect(routeOf('/api/news/add', none)).toBe('other');
    expect(routeOf('/en', none)).toBe('/[locale]');
  });

  it('matches every route of this app as it is built (the real app directory, through the same rules)', () => {
    // The build's manifest is derived from app/: build an equivalent one from the files.
    const manifest: Record<string, string> = {};
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === 'route.ts' || entry.name === 'page.tsx') {
          const route = `/${path.relative('app', dir).split(path.sep).join('/')}`;
          manifest[`${route}/${entry.name.replace(/\.tsx?$/, '')}`] = route.replace(/\/\([^/]+\)/g, '').replace(/^\/$/, '');
        }
      }
    };
    walk('app');
    const real = patternsOf(manifest);
    expect(routeOf('/api/metrics', real)).toBe('/api/metrics');
    expect(routeOf('/en/news/123', real)).toBe('/[locale]/news/[id]');
    expect(routeOf('/hi/search', real)).toBe('/[locale]/search');
    expect(routeOf('/en/admin/news/new', real)).toBe('/[locale]/admin/news/new');
    expect(routeOf('/rss/en/general.xml', real)).toBe('/rss/[locale]/[file]');
  });
});

describe('the registry', () => {
  // The route list as a build would give it (Jest runs before any build in CI).
  beforeAll(() => {
    metrics().routes = patternsOf(MANIFEST);
  });

  it('counts requests by route pattern, method and status class, with latency and the page cache verdict; junk makes no series', async () => {
    recordRequest({ method: 'GET', path: '/en/general', status: 200, seconds: 0.012, cache: 'HIT' });
    recordRequest({ method: 'GET', path: '/en/stocks', status: 200, seconds: 0.3, cache: 'MISS' });
    recordRequest({ method: 'POST', path: '/api/news/add', status: 201, seconds: 0.5 });
    const before = (await metricsText()).body;
    // A scanner's junk: random paths, query strings, odd methods and statuses.
    for (let index = 0; index < 300; index++) {
      recordRequest({ method: ['GET', 'PROPFIND', 'BREW', `X${index}`][index % 4], path: `/junk-${index}/x${index}/${'a'.repeat(index % 7)}?q=${index}`, status: [404, 400, 999, 405][index % 4], seconds: 0.001, cache: `weird-${index}` });
    }
    const { body, contentType } = await metricsText();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).not.toMatch(/junk-|weird-|PROPFIND|BREW|X\d/);
    // 300 junk requests added at most a handful of series (route "other", method "other", a few status classes).
    const added = series(body, 'http_requests_total').length - series(before, 'http_requests_total').length;
    expect(added).toBeLessThanOrEqual(4);
    expect(body).toContain('http_requests_total{route="/[locale]/[category]",method="GET",status_class="2xx"} 2');
    expect(body).toMatch(/http_request_duration_seconds_bucket\{le="0\.025",route="\/\[locale\]\/\[category\]",method="GET",status_class="2xx"\} 1/);
    expect(body).toContain('page_cache_requests_total{result="hit"} 1');
    expect(body).toContain('page_cache_requests_total{result="miss"} 1');
    expect(body).toContain('page_cache_requests_total{result="stale"} 0');
    // Node.js defaults.
    expect(body).toMatch(/^process_cpu_user_seconds_total /m);
    expect(body).toMatch(/^nodejs_heap_size_used_bytes /m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('counts headlines calls and failures by key slot (the client reports each call, never the key)', async () => {
    const calls: [number, HeadlinesFailure | undefined][] = [];
    const client = createHeadlinesClient({
      url: 'http://headlines.invalid',
      keys: ['first-secret-key', 'second-secret-key'],
      timeoutMs: 1000,
      negativeTtlMs: 0,
      onCall: (slot, failure) => {
        calls.push([slot, failure]);
        recordHeadlinesCall(slot, failure);
      },
      fetchImpl: async (url) =>
        String(url).includes('first-secret-key')
          ? new Response('quota', { status: 429 })
          : Response.json({ totalArticles: 1, articles: [{ title: 'A', description: 'B', url: 'https://example.com/a', image: null, publishedAt: new Date().toISOString(), source: { name: 'S', url: 'https://example.com' } }] }),
    });
    await client.fetchHeadlines({ category: 'general', page: 1, lang: 'en' });
    expect(calls).toEqual([
      [1, 'http_429'],
      [2, undefined],
    ]);
    const { body } = await metricsText();
    expect(body).toContain('headlines_requests_total{key_slot="1"} 1');
    expect(body).toContain('headlines_requests_total{key_slot="2"} 1');
    expect(body).toContain('headlines_request_failures_total{key_slot="1",reason="http_429"} 1');
    expect(body).not.toContain('secret-key');
  });

  it('counts rate-limit refusals by limit and database errors by kind (all kinds shown, also at 0)', async () => {
    recordRateLimitRefusal('login');
    recordDatabaseError('unavailable');
    const { body } = await metricsText();
    expect(body).toContain('rate_limit_refusals_total{limit="login"} 1');
    expect(body).toContain('db_errors_total{kind="unavailable"} 1');
    expect(body).toContain('db_errors_total{kind="query"} 0');
    expect(body).toContain('db_errors_total{kind="connection_lost"} 0');
  });

  it('reads the pool and the job queue from the sources registered with it, at each scrape', async () => {
    expect(series((await metricsText()).body, 'db_pool_connections')).toEqual([]);
    setPoolSource(() => ({ total: 4, idle: 3, waiting: 0 }));
    let due = 2;
    setJobQueueSource(async () => [
      { task: 'publish-scheduled', state: 'due', count: due },
      { task: 'publish-scheduled', state: 'scheduled', count: 5 },
    ]);
    let body = (await metricsText()).body;
    expect(body).toContain('db_pool_connections{state="total"} 4');
    expect(body).toContain('db_pool_connections{state="idle"} 3');
    expect(body).toContain('jobs_queue_depth{task="publish-scheduled",state="due"} 2');
    due = 0;
    body = (await metricsText()).body;
    expect(body).toContain('jobs_queue_depth{task="publish-scheduled",state="due"} 0');
    // A queue that cannot be read (database away) leaves its gauge out; the scrape still answers.
    setJobQueueSource(async () => {
      throw new Error('database away');
    });
    body = (await metricsText()).body;
    expect(series(body, 'jobs_queue_depth')).toEqual([]);
    expect(body).toContain('db_pool_connections{state="total"} 4');
    setPoolSource(undefined);
    setJobQueueSource(undefined);
  });
});

/** PGlite always; the PostgreSQL server of DATABASE_URL when it is set (its own database, nothing written). */
const engines = [{ name: 'pglite', databaseUrl: undefined }, ...(process.env.DATABASE_URL ? [{ name: 'postgres', databaseUrl: process.env.DATABASE_URL }] : [])];

describe.each(engines)('database errors and pool on $name', ({ databaseUrl }) => {
  it("reports failed statements to the listener, and the pool's connections on the server", async () => {
    const { openDatabase } = await import('@/lib/db/open');
    const { sql } = await import('drizzle-orm');
    const dataDir = tempDir();
    const errors: string[] = [];
    const database = await openDatabase({ dataDir, databaseUrl, migrate: false, onError: (_error, where) => errors.push(where) });
    try {
      await database.db.execute(sql`select 1`);
      expect(errors).toEqual([]);
      if (databaseUrl) expect(database.poolStats!()).toEqual({ total: 1, idle: 1, waiting: 0 });
      else expect(database.poolStats).toBeUndefined();
      await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
      expect(errors).toEqual(['query']);
      // node-postgres's pool drops a connection whose statement failed; the next statement opens one again.
      await database.db.execute(sql`select 1`);
      if (databaseUrl) expect(database.poolStats!()).toEqual({ total: 1, idle: 1, waiting: 0 });
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('METRICS_PORT: the loopback listener', () => {
  it('answers GET /metrics without a token, on 127.0.0.1 only, and nothing else', async () => {
    const { startMetricsServer } = await import('@/lib/ops/metrics-server');
    const server = await startMetricsServer(0);
    try {
      const { address, port } = server.address() as { address: string; port: number };
      expect(address).toBe('127.0.0.1');
      const get = (pathname: string, method = 'GET') =>
        new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
          const request = http.request({ host: '127.0.0.1', port, path: pathname, method }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }));
          });
          request.on('error', reject);
          request.end();
        });
      const metrics = await get('/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(metrics.body).toContain('# TYPE http_requests_total counter');
      expect((await get('/api/metrics')).status).toBe(200);
      expect((await get('/')).status).toBe(404);
      expect((await get('/metrics', 'POST')).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
