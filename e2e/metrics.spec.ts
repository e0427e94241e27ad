import { expect, test } from './support/fixtures';
import { E2E_METRICS_TOKEN } from './support/metrics';

/**
 * Issue 29, metrics: GET /api/metrics of the production server (started with METRICS_TOKEN,
 * e2e/support/serve.ts) as Prometheus reads it. Refused without the token — a reader's or an admin's
 * session is no key — and, after a few requests of a visitor, carries the named series by route
 * pattern; junk URLs add no series. (The authorization matrix and the fuzz suite cover the route too.)
 */
const authorization = `Bearer ${E2E_METRICS_TOKEN}`;

/** Sample lines `name{labels} value` of one metric, as label string → value. */
function samples(text: string, name: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`).exec(line);
    if (match) found.set(match[1] ?? '', Number(match[2]));
  }
  return found;
}

test.describe('GET /api/metrics', () => {
  test('is refused without the scrape token: 401 JSON with a Bearer challenge, whoever asks', async ({ request, readerRequest, adminRequest }) => {
    for (const [who, context] of [
      ['anonymous', request],
      ['reader', readerRequest],
      ['admin', adminRequest],
    ] as const) {
      for (const header of [undefined, 'Bearer wrong-token-wrong-token-wrong', `Bearer ${E2E_METRICS_TOKEN.slice(0, -1)}`]) {
        const response = await context.get('/api/metrics', { headers: header ? { authorization: header } : {} });
        expect({ who, header, status: response.status() }).toEqual({ who, header, status: 401 });
        expect(response.headers()['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(await response.json()).toMatchObject({ error: expect.any(String), code: 'apiErrors.status.unauthorized' });
      }
    }
  });

  test('carries the named series after a few requests, by route pattern, never by URL', async ({ request, marker }) => {
    const junk = `zz${marker.replace(/[^a-z0-9]/gi, '')}`;
    // A visitor: the same page twice (rendered, then from the page cache), the APIs, a picture that
    // is not there, a Load More page (a headlines call), and a scanner's junk.
    for (const path of ['/en/aboutus', '/en/aboutus', '/en/business', '/api/news/stocks', '/api/feed/business?page=7', '/uploads/0123456789abcdef0123456789abcdef.webp', `/${junk}/a/b/c`, `/api/${junk}`, `/en/${junk}.php`]) {
      await request.get(path, { failOnStatusCode: false });
    }
    // A rate limit that refuses: the fourth reset request for one account within 15 minutes.
    let refused = false;
    for (let attempt = 0; attempt < 6 && !refused; attempt++) {
      const response = await request.post('/api/user/forgot-password', { data: { email: `metrics-${junk}@example.com` } });
      refused = response.status() === 429;
    }
    expect(refused).toBe(true);

    const response = await request.get('/api/metrics', { headers: { authorization } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers()['cache-control']).toBe('no-store');
    const text = await response.text();

    const requests = samples(text, 'http_requests_total');
    expect(requests.get('{route="/[locale]/aboutus",method="GET",status_class="2xx"}')).toBeGreaterThanOrEqual(2);
    expect(requests.get('{route="/api/news/[category]",method="GET",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(requests.get('{route="/uploads/[name]",method="GET",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(requests.get('{route="/api/user/forgot-password",method="POST",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(samples(text, 'http_request_duration_seconds_count').get('{route="/[locale]/aboutus",method="GET",status_class="2xx"}')).toBeGreaterThanOrEqual(2);
    expect(samples(text, 'page_cache_requests_total').get('{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(samples(text, 'headlines_requests_total').size).toBeGreaterThanOrEqual(1);
    for (const labels of samples(text, 'headlines_requests_total').keys()) expect(labels).toMatch(/^\{key_slot="[12]"\}$/);
    expect(samples(text, 'rate_limit_refusals_total').get('{limit="forgotPassword"}')).toBeGreaterThanOrEqual(1);
    expect(samples(text, 'db_errors_total').get('{kind="unavailable"}')).toBe(0);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);

    // No label carries the URL: the junk paths are counted under fixed words, the keys never appear.
    expect(text).not.toContain(junk);
    expect(text).not.toMatch(/page=7|stocks"|0123456789abcdef/);
    const routes = new Set([...requests.keys()].map((labels) => /route="([^"]*)"/.exec(labels)![1]));
    // (Junk that scripts/request-guard.cjs answers before Next.js is not seen by the preload at all.)
    for (const route of routes) expect(route).toMatch(/^(\/[A-Za-z0-9_.\-[\]/]*|other|static_file)$/);
  });
});
