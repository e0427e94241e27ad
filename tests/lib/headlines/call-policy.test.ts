/** @jest-environment node */
import { createHeadlinesClient } from '@/lib/headlines/fetch-headlines';
import { startFakeHeadlines, type FakeHeadlines, type KeyBehaviour } from '../../helpers/fake-headlines-server';

/** Issue 11 item 4: the headlines keys' quota cannot be burnt by anonymous visitors. */
let server: FakeHeadlines | undefined;
let warn: jest.SpyInstance;

async function fake(keys: Record<string, KeyBehaviour>): Promise<FakeHeadlines> {
  server = await startFakeHeadlines({ keys });
  return server;
}

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  warn.mockRestore();
  await server?.close();
  server = undefined;
});

describe('headlines call policy', () => {
  it('pages 2..60 of a 30-article feed: beyond the last page nothing reaches the upstream (the table: 118 calls before)', async () => {
    const fh = await fake({ spent: { status: 429 }, good: { totalArticles: 30 } });
    // A ceiling above the crawl: this is the last-page rule (the ceiling is tested below and in paged-feed-crawl).
    const client = createHeadlinesClient({ url: fh.url, keys: ['spent', 'good'], timeoutMs: 2000, maxPage: 60 });
    for (let page = 2; page <= 60; page += 1) {
      const answer = await client.fetchHeadlines({ category: 'technology', page, lang: 'en' });
      if (page > 3) expect(answer).toEqual({ articles: [], totalArticles: 30 });
    }
    // page 2 (the 429 key once, then the good key) and page 3: three calls, not 118.
    expect(fh.requests.map((request) => `${request.key}:${request.page}`)).toEqual(['spent:2', 'good:2', 'good:3']);
  });

  it('a key that answered 401/403/429 is skipped for its cool-down, then tried again', async () => {
    let clock = 1_000_000;
    const fh = await fake({ spent: { status: 429 }, good: {} });
    const client = createHeadlinesClient({ url: fh.url, keys: ['spent', 'good'], timeoutMs: 2000, now: () => clock, breakerMs: 60_000, ttlMs: 1 });
    for (const page of [1, 2, 3, 4]) await client.fetchHeadlines({ category: 'sports', page, lang: 'en' });
    expect(fh.requests.filter((request) => request.key === 'spent')).toHaveLength(1);
    clock += 61_000;
    await client.fetchHeadlines({ category: 'sports', page: 5, lang: 'en' });
    expect(fh.requests.filter((request) => request.key === 'spent')).toHaveLength(2);
  });

  it('past HEADLINES_MAX_PAGE nothing reaches the upstream, and totals stop at the ceiling (issue 25 item 3)', async () => {
    const fh = await fake({ good: { totalArticles: 10_000 } });
    const client = createHeadlinesClient({ url: fh.url, keys: ['good'], timeoutMs: 2000, maxPage: 3 });
    const answers = [];
    for (let page = 1; page <= 40; page += 1) answers.push(await client.fetchHeadlines({ category: 'health', page, lang: 'en' }));
    expect(fh.requests.map((request) => request.page)).toEqual(['1', '2', '3']);
    expect(answers.slice(0, 3).map((answer) => [answer.articles.length, answer.totalArticles])).toEqual([[10, 30], [10, 30], [10, 30]]);
    expect(answers.slice(3).every((answer) => answer.articles.length === 0 && answer.totalArticles === 0)).toBe(true);
  });

  it('"general" and "international" are one upstream query: one call, not two', async () => {
    const fh = await fake({ good: {} });
    const client = createHeadlinesClient({ url: fh.url, keys: ['good'], timeoutMs: 2000 });
    const general = await client.fetchHeadlines({ category: 'general', page: 2, lang: 'hi' });
    const international = await client.fetchHeadlines({ category: 'international', page: 2, lang: 'hi' });
    expect(international).toEqual(general);
    expect(fh.requests).toHaveLength(1);
  });

  it('a failure is cached briefly: N concurrent or repeated requests make at most one upstream call per key', async () => {
    let clock = 5_000_000;
    const fh = await fake({ broken: { status: 500, delayMs: 50 } });
    const client = createHeadlinesClient({ url: fh.url, keys: ['broken'], timeoutMs: 2000, now: () => clock, negativeTtlMs: 30_000 });
    // With nothing cached a failure is an error the feed shows (fidelity); either way, no further calls.
    const ask = () => client.fetchHeadlines({ category: 'world', page: 1, lang: 'hi' }).catch(() => ({ articles: [], totalArticles: 0 }));
    const answers = await Promise.all(Array.from({ length: 20 }, ask));
    for (let repeat = 0; repeat < 20; repeat += 1) answers.push(await ask());
    expect(answers.every((answer) => answer.articles.length === 0)).toBe(true);
    expect(fh.requests).toHaveLength(1);
    clock += 31_000;
    await ask();
    expect(fh.requests).toHaveLength(2);
  });
});
