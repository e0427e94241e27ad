/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHeadlinesClient, fetchHeadlines } from '@/lib/headlines/fetch-headlines';
import { fakeArticles, startFakeHeadlines, type FakeHeadlines, type KeyBehaviour } from '../../helpers/fake-headlines-server';

const TTL = 5 * 60 * 1000;

let server: FakeHeadlines | undefined;
let warn: jest.SpyInstance;

async function fake(keys: Record<string, KeyBehaviour>): Promise<FakeHeadlines> {
  server = await startFakeHeadlines({ keys });
  return server;
}

beforeEach(() => {
  // Failures are expected here; keep the output quiet but inspectable.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  warn.mockRestore();
  await server?.close();
  server = undefined;
});

describe('createHeadlinesClient', () => {
  it('asks for the category, page, language, ten articles and any country, with the key as apikey', async () => {
    const fh = await fake({ good: { articles: 10 } });
    const client = createHeadlinesClient({ url: fh.url, keys: ['good'], timeoutMs: 2000 });

    const page = await client.fetchHeadlines({ category: 'sports', page: 2, lang: 'hi' });

    expect(fh.requests).toEqual([{ key: 'good', category: 'sports', page: '2', lang: 'hi', country: 'any', max: '10', path: '/top-headlines' }]);
    // The upstream's 100 capped at the ceiling (HEADLINES_MAX_PAGE, 5 pages of 10): the pager stops at page 5.
    expect(page.totalArticles).toBe(50);
    expect(page.articles).toHaveLength(10);
    expect(page.articles[0]).toEqual({
      title: 'sports hi page 2 story 11',
      description: 'Summary of sports story 11',
      url: 'https://news.example.test/hi/sports/11',
      image: 'https://img.example.test/sports/11.jpg',
      publishedAt: fakeArticles({ category: 'sports', page: 2, lang: 'hi' }, 1)[0].publishedAt,
      source: { name: 'Fake Wire', url: 'https://news.example.test' },
    });
    expect(page.articles[1].image).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('fetches "national" as general news of India and "international" as general news of any country', async () => {
    const fh = await fake({ good: {} });
    const client = createHeadlinesClient({ url: `${fh.url}/`, keys: ['good'], timeoutMs: 2000 });

    const national = await client.fetchHeadlines({ category: 'national', page: 1, lang: 'en' });
    const international = await client.fetchHeadlines({ category: 'international', page: 1, lang: 'en' });

    expect(fh.requests.map(({ category, country }) => ({ category, country }))).toEqual([
      { category: 'general', country: 'in' },
      { category: 'general', country: 'any' },
    ]);
    // Two route categories, two cache entries, though both are "general" upstream.
    expect(national.articles[0].title).toBe('general en page 1 story 1');
    expect(international.articles).toHaveLength(10);
  });

  it.each([0, -3, 1.5, Number.NaN])('asks for page 1 when given page %p', async (pageNumber) => {
    const fh = await fake({ good: {} });
    const client = createHeadlinesClient({ url: fh.url, keys: ['good'], timeoutMs: 2000 });
    await client.fetchHeadlines({ category: 'science', page: pageNumber, lang: 'en' });
    expect(fh.requests.map((r) => r.page)).toEqual(['1']);
  });

  it('moves to the second key when the first is rate limited', async () => {
    const fh = await fake({ limited: { status: 429 }, good: { articles: 3 } });
    const client = createHeadlinesClient({ url: fh.url, keys: ['limited', 'good'], timeoutMs: 2000 });

    const page = await client.fetchHeadlines({ category: 'health', page: 1, lang: 'en' });

    expect(fh.requests.map((r) => r.key)).toEqual(['limited', 'good']);
    expect(page.articles.map((a) => a.title)).toEqual(['health en page 1 story 1', 'health en page 1 story 2', 'health en page 1 story 3']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/key #1 .*HTTP 429/);
  });

  it.each<[string, KeyBehaviour]>([
    ['401', { status: 401 }],
    ['403', { status: 403 }],
    ['503', { status: 503 }],
    ['a 301 with no location', { status: 301, body: '' }],
    ['invalid JSON', { body: 'not json' }],
    ['a body that does not match the contract', { body: JSON.stringify({ articles: 'none', totalArticles: 'many' }) }],
    ['a count that is not a number', { body: JSON.stringify({ articles: [], totalArticles: 'many' }) }],
  ])('moves to the next key on %s', async (_label, behaviour) => {
    const fh = await fake({ broken: behaviour, good: { articles: 2 } });
    const client = createHeadlinesClient({ url: fh.url, keys: ['broken', 'good'], timeoutMs: 2000 });

    const page = await client.fetchHeadlines({ category: 'technology', page: 1, lang: 'en' });

    expect(fh.requests.map((r) => r.key)).toEqual(['broken', 'good']);
    expect(page.articles).toHaveLength(2);
  });

  it('moves to the next key when one is too slow', async () => {
    // The slow key would answer 10 articles, but only after the test's time-out: one article from
    // the good key proves the client gave up on it (no wall-clock assertion needed).
    const fh = await fake({ slow: { delayMs: 60_000, articles: 10 }, good: { articles: 1 } });
    const client = createHeadlinesClient({ url: fh.url, keys: ['slow', 'good'], timeoutMs: 200 });

    const page = await client.fetchHeadlines({ category: 'science', page: 1, lang: 'en' });

    expect(page.articles).toHaveLength(1);
    expect(fh.requests.map((r) => r.key)).toEqual(['slow', 'good']);
    expect(String(warn.mock.calls[0][0])).toMatch(/key #1 .*timed out after 200 ms/);
  });

  it('says the service is unavailable (not an empty page) when every key fails', async () => {
    const fh = await fake({ a: { status: 429 }, b: { status: 500 }, c: { body: '<html>' } });
    const client = createHeadlinesClient({ url: fh.url, keys: ['a', 'b', 'c', 'unknown'], timeoutMs: 2000 });

    await expect(client.fetchHeadlines({ category: 'general', page: 1, lang: 'en' })).rejects.toMatchObject({ code: 'upstream_unavailable' });
    expect(fh.requests.map((r) => r.key)).toEqual(['a', 'b', 'c', 'unknown']);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('says the service is unavailable when it cannot be reached at all', async () => {
    const fh = await fake({});
    const deadUrl = fh.url;
    await fh.close();
    server = undefined;
    const client = createHeadlinesClient({ url: deadUrl, keys: ['k1', 'k2'], timeoutMs: 2000 });

    await expect(client.fetchHeadlines({ category: 'general', page: 1, lang: 'en' })).rejects.toMatchObject({ code: 'upstream_unavailable' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toMatch(/network error/);
  });

  it('gives an empty page without any request when there are no keys or no URL', async () => {
    const fh = await fake({ good: {} });
    const fetchImpl = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();

    const noKeys = createHeadlinesClient({ url: fh.url, keys: [], timeoutMs: 2000, fetchImpl });
    const noUrl = createHeadlinesClient({ keys: ['good'], timeoutMs: 2000, fetchImpl });

    await expect(noKeys.fetchHeadlines({ category: 'general', page: 1, lang: 'en' })).resolves.toEqual({ articles: [], totalArticles: 0 });
    await expect(noUrl.fetchHeadlines({ category: 'general', page: 1, lang: 'en' })).resolves.toEqual({ articles: [], totalArticles: 0 });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(fh.requests).toHaveLength(0);
  });

  it('answers a repeated query from the cache, but not another page, category or language', async () => {
    const fh = await fake({ good: {} });
    const client = createHeadlinesClient({ url: fh.url, keys: ['good'], timeoutMs: 2000 });

    const first = await client.fetchHeadlines({ category: 'sports', page: 1, lang: 'en' });
    const again = await client.fetchHeadlines({ category: 'sports', page: 1, lang: 'en' });
    expect(again).toEqual(first);
    expect(fh.requests).toHaveLength(1);

    await client.fetchHeadlines({ category: 'sports', page: 2, lang: 'en' });
    await client.fetchHeadlines({ category: 'sports', page: 1, lang: 'hi' });
    await client.fetchHeadlines({ category: 'science', page: 1, lang: 'en' });
    expect(fh.requests.map((r) => [r.category, r.page, r.lang])).toEqual([
      ['sports', '1', 'en'],
      ['sports', '2', 'en'],
      ['sports', '1', 'hi'],
      ['science', '1', 'en'],
    ]);
  });

  it('fetches again once the cached answer is five minutes old', async () => {
    const fh = await fake({ good: {} });
    let clock = 1_000_000;
    const client = createHeadlinesClient({ url: fh.url, keys: ['good'], timeoutMs: 2000, now: () => clock });

    await client.fetchHeadlines({ category: 'sports', page: 1, lang: 'en' });
    clock += TTL - 1;
    await client.fetchHeadlines({ category: 'sports', page: 1, lang: 'en' });
    expect(fh.requests).toHaveLength(1);

    clock += 1;
    await client.fetchHeadlines({ category: 'sports', page: 1, lang: 'en' });
    expect(fh.requests).toHaveLength(2);
  });

  it('caches a failure only briefly (issue 11): the next call within the negative TTL waits, a later one asks again', async () => {
    const fh = await fake({ flaky: { status: 500 } });
    let clock = 0;
    const client = createHeadlinesClient({ url: fh.url, keys: ['flaky'], timeoutMs: 2000, now: () => clock, negativeTtlMs: 30_000 });

    await expect(client.fetchHeadlines({ category: 'sports', page: 1, lang: 'en' })).rejects.toMatchObject({ code: 'upstream_unavailable' });
    fh.setBehaviour('flaky', { articles: 4 });
    await expect(client.fetchHeadlines({ category: 'sports', page: 1, lang: 'en' })).rejects.toMatchObject({ code: 'upstream_unavailable' });
    expect(fh.requests).toHaveLength(1);
    clock += 30_001;
    expect((await client.fetchHeadlines({ category: 'sports', page: 1, lang: 'en' })).articles).toHaveLength(4);
    expect(fh.requests).toHaveLength(2);
  });

  it('shares one upstream call among concurrent identical queries', async () => {
    const fh = await fake({ good: { delayMs: 100 } });
    const client = createHeadlinesClient({ url: fh.url, keys: ['good'], timeoutMs: 2000 });

    const pages = await Promise.all(Array.from({ length: 5 }, () => client.fetchHeadlines({ category: 'business', page: 1, lang: 'en' })));

    expect(fh.requests).toHaveLength(1);
    for (const page of pages) expect(page).toEqual(pages[0]);
    expect(pages[0].articles).toHaveLength(10);

    // Once settled, a later call for another query goes upstream again.
    await client.fetchHeadlines({ category: 'business', page: 2, lang: 'en' });
    expect(fh.requests).toHaveLength(2);
  });

  it('serves the last good answer, however old, when the service is down', async () => {
    const fh = await fake({ one: { articles: 5 }, two: { articles: 5 } });
    let clock = 0;
    const client = createHeadlinesClient({ url: fh.url, keys: ['one', 'two'], timeoutMs: 2000, now: () => clock });

    const good = await client.fetchHeadlines({ category: 'entertainment', page: 1, lang: 'hi' });
    fh.setBehaviour('one', { status: 500 });
    fh.setBehaviour('two', { status: 500 });
    clock += 10 * TTL;

    const stale = await client.fetchHeadlines({ category: 'entertainment', page: 1, lang: 'hi' });
    expect(stale).toEqual(good);
    expect(stale.articles).toHaveLength(5);
    expect(fh.requests.map((r) => r.key)).toEqual(['one', 'one', 'two']);

    // Back up (after the brief negative cache): the fresh answer replaces the stale one.
    fh.setBehaviour('two', { articles: 2 });
    clock += 60_000;
    const fresh = await client.fetchHeadlines({ category: 'entertainment', page: 1, lang: 'hi' });
    expect(fresh.articles).toHaveLength(2);
  });

  it("uses Next's unpatched fetch when there is one, so feed pages that ask for headlines stay cacheable", async () => {
    const fh = await fake({ good: { articles: 1 } });
    const original = globalThis.fetch;
    const unpatched = jest.fn(original);
    const patched = Object.assign(jest.fn(original), { _nextOriginalFetch: unpatched });
    globalThis.fetch = patched as unknown as typeof fetch;
    try {
      const client = createHeadlinesClient({ url: fh.url, keys: ['good'], timeoutMs: 2000 });
      expect((await client.fetchHeadlines({ category: 'world', page: 1, lang: 'en' })).articles).toHaveLength(1);
    } finally {
      globalThis.fetch = original;
    }
    expect(unpatched).toHaveBeenCalledTimes(1);
    expect(patched).not.toHaveBeenCalled();
  });

  it('never writes a key into the log', async () => {
    const keys = ['sk-limited-5d1e9a', 'sk-junk-77b0c2', 'sk-slow-03fa41', 'sk-forbidden-9c2e18', 'sk-unknown-aa4410'];
    const fh = await fake({
      'sk-limited-5d1e9a': { status: 429 },
      'sk-junk-77b0c2': { body: 'not json' },
      'sk-slow-03fa41': { delayMs: 2000 },
      'sk-forbidden-9c2e18': { status: 403 },
    });
    const client = createHeadlinesClient({ url: fh.url, keys, timeoutMs: 200 });
    await client.fetchHeadlines({ category: 'general', page: 1, lang: 'en' }).catch(() => undefined);

    // And with a fetch whose error message echoes the URL, as some do.
    const leaky = createHeadlinesClient({
      url: fh.url,
      keys: ['sk-leaky-e81f00'],
      timeoutMs: 200,
      fetchImpl: async (input) => {
        throw new Error(`request to ${String(input)} failed`);
      },
    });
    await leaky.fetchHeadlines({ category: 'general', page: 1, lang: 'en' }).catch(() => undefined);

    expect(warn).toHaveBeenCalledTimes(6);
    const logged = JSON.stringify(warn.mock.calls);
    for (const key of [...keys, 'sk-leaky-e81f00']) expect(logged).not.toContain(key);
    expect(logged).toContain('key #1 of 5');
    expect(logged).toContain('key #5 of 5');
  });
});

describe('one malformed article (issue 12)', () => {
  const good = fakeArticles({ category: 'science', page: 1, lang: 'en' }, 3);

  it('keeps the page: the article is repaired with SPEC defaults and the key is spent once', async () => {
    const broken = { title: 'No source here', description: 'Body', url: 'javascript:alert(1)', image: 'data:image/png;base64,AAAA', publishedAt: 'yesterday' };
    const fh = await fake({ first: { body: JSON.stringify({ totalArticles: 4, articles: [good[0], broken, good[1], good[2]] }) }, second: {} });
    const client = createHeadlinesClient({ url: fh.url, keys: ['first', 'second'], timeoutMs: 2000, now: () => Date.UTC(2026, 10, 23, 12) });

    const page = await client.fetchHeadlines({ category: 'science', page: 1, lang: 'en' });

    expect(fh.requests.map((r) => r.key)).toEqual(['first']);
    expect(page.totalArticles).toBe(4);
    expect(page.articles.map((a) => a.title)).toEqual([good[0].title, 'No source here', good[1].title, good[2].title]);
    expect(page.articles[1]).toEqual({
      title: 'No source here',
      description: 'Body',
      url: '#',
      image: null,
      publishedAt: '2026-11-23T12:00:00.000Z',
      source: { name: 'Unknown Source' },
    });
  });

  it('drops what cannot be shown and fills a missing title or description', async () => {
    const body = { totalArticles: 5, articles: [null, 'text', { url: 'https://x.test/a' }, { description: 'Only a body', source: { name: 'Wire' } }, { title: 'Only a title', image: 'http://img.test/a.jpg', source: { name: '', url: 'ftp://x' } }] };
    const fh = await fake({ only: { body: JSON.stringify(body) } });
    const client = createHeadlinesClient({ url: fh.url, keys: ['only'], timeoutMs: 2000 });

    const page = await client.fetchHeadlines({ category: 'health', page: 1, lang: 'hi' });

    expect(page.articles).toEqual([
      expect.objectContaining({ title: 'No Title', description: 'Only a body', source: { name: 'Wire' } }),
      expect.objectContaining({ title: 'Only a title', description: 'No Description', image: 'http://img.test/a.jpg', source: { name: 'Unknown Source' } }),
    ]);
  });

  it('still moves to the next key when the envelope itself is wrong', async () => {
    const fh = await fake({ first: { body: JSON.stringify({ articles: 'none' }) }, second: { articles: 2 } });
    const client = createHeadlinesClient({ url: fh.url, keys: ['first', 'second'], timeoutMs: 2000 });

    expect((await client.fetchHeadlines({ category: 'sports', page: 1, lang: 'en' })).articles).toHaveLength(2);
    expect(fh.requests.map((r) => r.key)).toEqual(['first', 'second']);
  });
});

describe('fetchHeadlines', () => {
  const saved = { ...process.env };

  afterEach(() => {
    process.env = { ...saved };
    delete (globalThis as { __shortnewsHeadlinesClient?: unknown }).__shortnewsHeadlinesClient;
  });

  it('uses one process-wide client configured from the environment', async () => {
    const fh = await fake({ envkey: { articles: 3 } });
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-test-'));
    process.env.HEADLINES_API_URL = fh.url;
    process.env.HEADLINES_API_KEYS = 'missing, envkey';

    const first = await fetchHeadlines({ category: 'international', page: 1, lang: 'en' });
    const second = await fetchHeadlines({ category: 'international', page: 1, lang: 'en' });

    expect(first.articles).toHaveLength(3);
    expect(second).toEqual(first);
    expect(fh.requests.map((r) => r.key)).toEqual(['missing', 'envkey']);
  });
});
