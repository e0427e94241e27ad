/** @jest-environment node */
import { NextRequest } from 'next/server';
import { tempDir } from '../../helpers/databases';
import { describeWithRedis, TEST_REDIS_URL } from '../../helpers/redis';

/**
 * Issue 25 item 4: the search page (/{lang}/search?q=…) runs a search per view, so the proxy counts
 * it per address like GET /api/search: 30 a minute, then 429 with Retry-After, in the page's language.
 */
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0';

/** A fresh process's proxy: no limiter, no shared count (each "instance" of the fleet test starts so). */
function freshProcess() {
  jest.resetModules();
  const globals = globalThis as { __shortnewsSearchPageLimiter?: unknown; __shortnewsSearchPageCount?: unknown; __rateLimiters?: unknown };
  delete globals.__shortnewsSearchPageLimiter;
  delete globals.__shortnewsSearchPageCount;
  delete globals.__rateLimiters;
}

async function proxyModule() {
  freshProcess();
  return import('@/proxy');
}

const visit = (proxy: (request: NextRequest) => Promise<Response>, path: string, ip: string) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { 'user-agent': DESKTOP, 'x-real-ip': ip } }));

describe('search page limit (proxy)', () => {
  it('30 searches a minute per address, then 429 with Retry-After and a page in its language; others unaffected', async () => {
    const { proxy } = await proxyModule();
    for (let i = 0; i < 30; i += 1) {
      const response = await visit(proxy, `/en/search?q=market${i}`, '192.0.2.10');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-middleware-rewrite')).toContain('/en/desktop/search');
    }
    const refused = await visit(proxy, '/en/search?q=market', '192.0.2.10');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // The page security headers are on it too.
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await refused.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/Too many searches from your address\. Please try again in \d+ seconds\./);
    // The same address in Hindi: the Hindi page.
    const hindi = await visit(proxy, '/hi/search?q=%E0%A4%B8%E0%A5%8B%E0%A4%A8%E0%A4%BE', '192.0.2.10');
    expect(hindi.status).toBe(429);
    expect(await hindi.text()).toContain('बहुत ज़्यादा खोजें');
    // Another address searches; the reader pages and an empty search page are never counted.
    expect((await visit(proxy, '/en/search?q=market', '192.0.2.11')).status).toBe(200);
    expect((await visit(proxy, '/en/general', '192.0.2.10')).status).toBe(200);
    expect((await visit(proxy, '/en/search', '192.0.2.10')).status).toBe(200);
    expect((await visit(proxy, '/en/search?q=%20', '192.0.2.10')).status).toBe(200);
  });

  it('an empty search page or other pages never use up the limit', async () => {
    const { proxy } = await proxyModule();
    for (let i = 0; i < 40; i += 1) await visit(proxy, i % 2 ? '/en/search' : '/en/technology', '192.0.2.20');
    expect((await visit(proxy, '/en/search?q=gold', '192.0.2.20')).status).toBe(200);
  });
});

/**
 * Several instances (issue 25): the app registers its `searchPage` limit at start-up (lib/boot.ts
 * → shareSearchPageLimit), which counts in Redis with REDIS_URL, and the proxy counts through it.
 * Before, each instance counted in its own memory: 15 searches on each of two instances, then 15
 * more on the first, all passed.
 */
describeWithRedis('search page limit across instances (Redis)', () => {
  const opened: { closeRateLimitStore(): Promise<void> }[] = [];
  const saved = { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX, DATA_DIR: process.env.DATA_DIR };
  afterAll(async () => {
    for (const limits of opened) await limits.closeRateLimitStore();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    freshProcess();
  });

  /** One instance: its own modules and globals, the app's count shared as lib/boot.ts does. */
  async function startInstance(prefix: string) {
    freshProcess();
    process.env.DATA_DIR = tempDir('shortnews-search-limit-');
    process.env.REDIS_URL = TEST_REDIS_URL;
    process.env.REDIS_KEY_PREFIX = prefix;
    const limits = await import('@/lib/security/rate-limit');
    opened.push(limits);
    limits.shareSearchPageLimit();
    return (await import('@/proxy')).proxy;
  }

  it('30 searches a minute per address, counted together by every instance; Retry-After from the shared count', async () => {
    const prefix = `test-search-page-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const first = await startInstance(prefix);
    for (let i = 0; i < 15; i += 1) expect((await visit(first, `/en/search?q=gold${i}`, '192.0.2.30')).status).toBe(200);
    const second = await startInstance(prefix);
    for (let i = 0; i < 15; i += 1) expect((await visit(second, `/hi/search?q=gold${i}`, '192.0.2.30')).status).toBe(200);
    // The 31st, on either instance: 429 in the page's language.
    const refused = await visit(second, '/en/search?q=gold', '192.0.2.30');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.text()).toMatch(/Too many searches from your address\. Please try again in \d+ seconds\./);
    expect((await visit(first, '/hi/search?q=gold', '192.0.2.30')).status).toBe(429);
    // Another address is not affected; the API's own count is apart.
    expect((await visit(first, '/en/search?q=gold', '192.0.2.31')).status).toBe(200);
    const limits = await import('@/lib/security/rate-limit');
    await expect(limits.consumeRateLimit('search', { ip: '192.0.2.30' })).resolves.toBeUndefined();
  });

  it('a shared count that fails counts in memory instead of failing the page', async () => {
    freshProcess();
    const { shareSearchPageCount } = await import('@/lib/security/search-limit');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    shareSearchPageCount(async () => {
      throw new Error('store gone');
    });
    const { proxy } = await import('@/proxy');
    try {
      for (let i = 0; i < 30; i += 1) expect((await visit(proxy, `/en/search?q=x${i}`, '192.0.2.40')).status).toBe(200);
      expect((await visit(proxy, '/en/search?q=x', '192.0.2.40')).status).toBe(429);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('store gone'));
    } finally {
      warn.mockRestore();
    }
  });
});
