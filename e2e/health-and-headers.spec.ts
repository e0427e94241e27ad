import { expect, test } from './support/fixtures';
import { sampleUrl, scanPages } from './support/route-scan';
import { inOneCachePass } from './support/page-cache';

/**
 * What a load balancer and a shared cache see of one instance (issue 13): health endpoints, the
 * request id, and `Vary: User-Agent` on every page that differs by device — read off the wire of
 * `next start`, not from what the code sets.
 */
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

test.describe('health endpoints', () => {
  test('GET /api/health answers 200 JSON, never cached', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('GET /api/health/ready reports the database and Redis, no secrets, never cached', async ({ request }) => {
    const response = await request.get('/api/health/ready');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const body = await response.json();
    // The e2e server runs on the embedded database without Redis.
    expect(body).toEqual({ status: 'ready', draining: false, checks: { database: 'ok', redis: 'not_configured' } });
  });
});

test('every response carries an X-Request-Id of its own; the trusted proxy\'s id is kept, a malformed one replaced', async ({ request }) => {
  const ids = new Set<string>();
  for (const path of ['/en/general', '/api/news/stocks', '/api/health', '/favicon.svg', '/api/news/not-a-category']) {
    const id = (await request.get(path)).headers()['x-request-id'];
    expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
    ids.add(id);
  }
  expect(ids.size).toBe(5);
  // The e2e server runs with TRUST_PROXY=1, as behind nginx (deploy/): the proxy's id goes through.
  expect((await request.get('/api/health', { headers: { 'x-request-id': 'nginx-0af3' } })).headers()['x-request-id']).toBe('nginx-0af3');
  expect((await request.get('/api/health', { headers: { 'x-request-id': '<script>' } })).headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test.describe('Vary: User-Agent on device-dependent pages', () => {
  const pages = ['/en/general', '/hi/sports', '/en/blogs', '/en/aboutus', '/en/privacypolicy', '/en/login'];
  for (const path of pages) {
    test(`${path}: desktop and mobile answers say they vary by user agent, first and cached`, async ({ playwright }) => {
      for (const userAgent of [DESKTOP_UA, MOBILE_UA]) {
        const context = await playwright.request.newContext({ userAgent });
        // Twice: the first render and the answer from Next's cache (where Next rewrites Vary).
        for (let round = 0; round < 2; round++) {
          const response = await context.get(path);
          expect(response.status(), `${path} ${round}`).toBe(200);
          const vary = (response.headers()['vary'] ?? '').split(',').map((item) => item.trim().toLowerCase());
          expect(vary, `${path} for ${userAgent.slice(0, 30)}`).toContain('user-agent');
        }
        await context.dispose();
      }
    });
  }

  test('the two devices really get different pages at one URL (so Vary is needed)', async ({ playwright }) => {
    const bodies: string[] = [];
    for (const userAgent of [DESKTOP_UA, MOBILE_UA]) {
      const context = await playwright.request.newContext({ userAgent });
      bodies.push(await (await context.get('/en/general')).text());
      await context.dispose();
    }
    expect(bodies[0]).not.toBe(bodies[1]);
  });
});

/**
 * Issue 11 item 9, on the wire: every page of the site (scanned from the files, as the authorization
 * matrix does), in both locales, first render and cached, answers with the Content-Security-Policy
 * and COOP — the browser tests' CSP-violation watcher would pass just as well if the header vanished.
 * The e2e server's SITE_URL is http, so no HSTS here (tests/lib/security/csp.test.ts covers https).
 */
test('every page sends the Content-Security-Policy and COOP (no HSTS over http)', async ({ request }) => {
  const required = ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"];
  const pages = scanPages();
  expect(pages.length).toBeGreaterThan(20);
  const urls = ['/', '/en', ...pages.flatMap((page) => ['en', 'hi'].map((locale) => sampleUrl(page.template, { locale, category: 'general', page: '2' })))];
  const checked: string[] = [];
  for (const url of urls) {
    for (const round of [1, 2]) {
      // Redirects are not followed: the proxy's own redirects (/, /en, signed-out admin pages) must carry the headers too.
      const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false, headers: { 'user-agent': DESKTOP_UA } });
      const label = `${url} (${round}, ${response.status()})`;
      expect(response.status(), label).toBeLessThan(500);
      const headers = response.headers();
      const policy = (headers['content-security-policy'] ?? '').split(';').map((directive) => directive.trim());
      expect({ label, missing: required.filter((directive) => !policy.includes(directive)) }).toEqual({ label, missing: [] });
      expect({ label, coop: headers['cross-origin-opener-policy'] }).toEqual({ label, coop: 'same-origin' });
      expect({ label, hsts: headers['strict-transport-security'] }).toEqual({ label, hsts: undefined });
      checked.push(label);
    }
  }
  test.info().annotations.push({ type: 'pages', description: String(checked.length) });
});

/**
 * Issue 28 (throughput): a cached page's bytes, ETag and gzip come from the server preload's cache
 * (scripts/response-bytes.cjs) with Next's own ETag hash and compression turned off: read off the
 * wire of the real server that a reader's browser and a revalidating cache talk to.
 */
test.describe('a cached page on the wire', () => {
  test('carries one strong ETag, answers 304 to a current copy, and is gzipped, or in brotli once asked for again', async ({ playwright }) => {
    const context = await playwright.request.newContext({ userAgent: DESKTOP_UA });
    await inOneCachePass(async () => {
      await context.get('/hi/general', { headers: { 'accept-encoding': 'identity' } });
      const plain = await context.get('/hi/general', { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status()).toBe(200);
      expect(plain.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
      expect(plain.headers()['content-encoding']).toBeUndefined();
      const etag = plain.headers()['etag'];
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      const html = await plain.body();
      expect(Number(plain.headers()['content-length'])).toBe(html.length);
      expect(html.toString('utf8')).toContain('lang="hi"');

      const current = await context.get('/hi/general', { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } });
      expect(current.status()).toBe(304);
      expect((await current.body()).length).toBe(0);

      const gzipped = await context.get('/hi/general', { headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(gzipped.headers()['content-encoding']).toBe('gzip');
      expect(gzipped.headers()['vary']).toMatch(/Accept-Encoding/i);
      expect(gzipped.headers()['etag']).toBe(etag);
      // Playwright hands back the decoded body: the same page as the plain answer.
      expect((await gzipped.body()).equals(html)).toBe(true);

      // A browser names br too: a page asked for again gets its brotli, made in the background.
      let brotli = await context.get('/hi/general', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      for (let tries = 0; tries < 20 && brotli.headers()['content-encoding'] !== 'br'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        brotli = await context.get('/hi/general', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      }
      expect(brotli.headers()['content-encoding']).toBe('br');
      expect(brotli.headers()['vary']).toMatch(/Accept-Encoding/i);
      expect(brotli.headers()['etag']).toBe(etag);
      expect((await brotli.body()).equals(html)).toBe(true);
    });
    await context.dispose();
  });

  test('the page\'s scripts and the APIs are still compressed, streamed by the same middleware; the scripts in brotli for a browser', async ({ request }) => {
    const html = await (await request.get('/en/aboutus', { headers: { 'user-agent': DESKTOP_UA } })).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const chunk = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()['content-encoding']).toBe('gzip');
    // A browser that names br gets the build's files in brotli once one answer has been compressed
    // (the first, or a parallel test's): the same script, Next's caching headers kept.
    const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
    await expect
      .poll(async () => (await request.get(script!, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })).headers()['content-encoding'], { intervals: [100] })
      .toBe('br');
    const brotli = await request.get(script!, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect((await brotli.body()).equals(await plain.body())).toBe(true);
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await request.get('/api/news/general', { headers: { 'accept-encoding': 'gzip' } });
    expect(api.status()).toBe(200);
    expect(api.headers()['content-encoding']).toBe('gzip');
    expect(((await api.json()) as unknown[]).length).toBeGreaterThan(0);
  });
});
