import { expect, test } from './support/fixtures';

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
