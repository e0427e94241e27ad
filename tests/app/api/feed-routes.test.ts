/** @jest-environment node */
import { news } from '@/models/schema';
import { attachDatabase, databaseTargets, detachDatabase } from '../../helpers/databases';
import { startFakeHeadlines, type FakeHeadlines } from '../../helpers/fake-headlines-server';

// Outside Next there is no data cache: pass the reads through, but remember how they were tagged.
const cacheOptions: unknown[] = [];
jest.mock('next/cache', () => ({
  unstable_cache: (fn: unknown, _keys: unknown, options: unknown) => {
    cacheOptions.push(options);
    return fn;
  },
  revalidateTag: jest.fn(),
}));

type Handler = (request: Request, context: { params: Promise<{ category: string }> }) => Promise<Response>;
type NewsItem = { _id: string; id: string; title: string; category: string; categories: string[]; language: string; publishedAt: string; source: { name: string | null } };

const hoursAgo = (hours: number) => new Date(Date.UTC(2026, 10, 20, 12) - hours * 3_600_000);

describe.each(databaseTargets())('news and feed routes on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let headlines: FakeHeadlines;
  let newsGet: Handler;
  let feedGet: Handler;
  const saved = { ...process.env };

  const call = (handler: Handler, path: string, category: string) => handler(new Request(`http://localhost${path}`), { params: Promise.resolve({ category }) });

  beforeAll(async () => {
    database = await target.open();
    headlines = await startFakeHeadlines({ keys: { good: { totalArticles: 15 } } });
    process.env.DATA_DIR = database.dataDir;
    process.env.HEADLINES_API_URL = headlines.url;
    process.env.HEADLINES_API_KEYS = 'good';
    // Recovery is asked at once below; the failure cache itself is tested with a fake clock (call-policy).
    process.env.HEADLINES_FAILURE_CACHE_MS = '0';
    delete (globalThis as { __shortnewsHeadlinesClient?: unknown }).__shortnewsHeadlinesClient;
    // The routes' getDb() finds this test's database.
    attachDatabase(database);
    await database.db.insert(news).values([
      { title: 'Stocks in English', description: 'd', categories: ['stocks'], language: 'en', publishedAt: hoursAgo(1), sourceName: 'Desk' },
      { title: 'शेयर बाज़ार हिन्दी में', description: 'd', categories: ['stocks'], language: 'hi', publishedAt: hoursAgo(2) },
      { title: 'Banks for everyone', description: 'd', categories: ['banking', 'stocks'], language: 'both', publishedAt: hoursAgo(3) },
      { title: 'banks for everyone ', description: 'copy', categories: ['ipo'], language: 'both', publishedAt: hoursAgo(4) },
    ]);
    jest.resetModules();
    ({ GET: newsGet } = await import('@/app/api/news/[category]/route'));
    ({ GET: feedGet } = await import('@/app/api/feed/[category]/route'));
  });

  afterAll(async () => {
    process.env = { ...saved };
    detachDatabase();
    delete (globalThis as { __shortnewsHeadlinesClient?: unknown }).__shortnewsHeadlinesClient;
    await headlines.close();
    await database.cleanup();
  });

  it('reads the site\'s own news through the cache tagged "news"', () => {
    expect(cacheOptions).toContainEqual({ tags: ['news'], revalidate: 300 });
  });

  it('GET /api/news/{category}: the category\'s items in the contract shape, newest first', async () => {
    const response = await call(newsGet, '/api/news/stocks', 'stocks');
    expect(response.status).toBe(200);
    const items = (await response.json()) as NewsItem[];
    expect(items.map((item) => item.title)).toEqual(['Stocks in English', 'शेयर बाज़ार हिन्दी में', 'Banks for everyone']);
    expect(items[2]).toMatchObject({ category: 'banking,stocks', categories: ['banking', 'stocks'], language: 'both' });
    expect(items[0]._id).toBe(items[0].id);
    expect(items[0].source).toEqual({ name: 'Desk' });
  });

  it('GET /api/news/general merges the custom categories without duplicates; ?lang keeps that language and both', async () => {
    const items = (await (await call(newsGet, '/api/news/general?lang=hi', 'general')).json()) as NewsItem[];
    expect(items.map((item) => item.title)).toEqual(['शेयर बाज़ार हिन्दी में', 'Banks for everyone']);
  });

  it('GET /api/news/all answers every item', async () => {
    const items = (await (await call(newsGet, '/api/news/all', 'all')).json()) as NewsItem[];
    expect(items).toHaveLength(4);
  });

  it.each([
    ['/api/news/nope', 'nope', 404],
    ['/api/news/bookmarks', 'bookmarks', 404],
    ['/api/news/stocks?lang=fr', 'stocks', 400],
  ])('GET %s → %i JSON', async (path, category, status) => {
    const response = await call(newsGet, path, category);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: expect.any(String), message: expect.any(String), code: expect.stringMatching(/^apiErrors\.status\./) });
  });

  it('GET /api/feed/{category}: page 1 own news and headlines, page 2 headlines only', async () => {
    const first = await (await call(feedGet, '/api/feed/general?lang=en', 'general')).json();
    expect(first).toMatchObject({ page: 1, total: 15, customCount: 2 });
    expect(first.articles.map((a: { title: string }) => a.title).slice(0, 3)).toEqual(['Stocks in English', 'Banks for everyone', 'general en page 1 story 1']);
    expect(first.articles).toHaveLength(12);

    const second = await (await call(feedGet, '/api/feed/general?lang=en&page=2', 'general')).json();
    expect(second).toMatchObject({ page: 2, total: 15, customCount: 0 });
    expect(second.articles).toHaveLength(5);
    expect(headlines.requests.map((r) => [r.category, r.page, r.lang])).toEqual([
      ['general', '1', 'en'],
      ['general', '2', 'en'],
    ]);
  });

  it('GET /api/feed/{category}: a headlines outage with nothing to show is a 502 JSON error, not an empty page (issue 12)', async () => {
    headlines.setCategoryMode('science', 'hi', 'fail');
    try {
      const failed = await call(feedGet, '/api/feed/science?lang=hi&page=2', 'science');
      expect(failed.status).toBe(502);
      expect(await failed.json()).toMatchObject({ code: 'apiErrors.status.upstream_unavailable', message: expect.any(String) });
    } finally {
      headlines.setCategoryMode('science', 'hi', 'normal');
    }
    const back = await call(feedGet, '/api/feed/science?lang=hi&page=2', 'science');
    expect(back.status).toBe(200);
    expect((await back.json()).failed).toBeUndefined();
  });

  it.each([
    ['/api/feed/nope', 'nope', 404],
    ['/api/feed/sports?page=x', 'sports', 422],
    ['/api/feed/sports?page=-1', 'sports', 422],
    ['/api/feed/sports?lang=de', 'sports', 422],
  ])('GET %s → %i JSON', async (path, category, status) => {
    const response = await call(feedGet, path, category);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });
});
