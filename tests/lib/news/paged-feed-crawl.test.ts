/** @jest-environment node */
import { CUSTOM_ONLY_CATEGORIES, VALID_CATEGORIES, type Locale } from '@/lib/categories';
import type { NewsDto } from '@/lib/news/news-dto';
import { startFakeHeadlines, type FakeHeadlines } from '../../helpers/fake-headlines-server';

/**
 * Issue 25 item 3: a crawler following /{lang}/{category}/page/N links must not drain the headlines
 * quota. 300 paged URLs per category and language against a real (fake) headlines server through
 * the app's own feed service and process-wide client: at most one upstream call per (category,
 * page, language) and cache window, none past HEADLINES_MAX_PAGE. Before the ceiling the crawl cost
 * 300 calls per category and language (the upstream reports a large total, as the real one does).
 */
const HEADLINE_CATEGORIES = VALID_CATEGORIES.filter((category) => category !== 'bookmarks' && !(CUSTOM_ONLY_CATEGORIES as readonly string[]).includes(category));
const PAGES = 300;
// "general" and "international" ask the upstream the same thing (general news of any country): one feed upstream.
const UPSTREAM_FEEDS = HEADLINE_CATEGORIES.length - 1;

// 72 own sports stories in English: pages 6–8 past the ceiling are the newsroom's own news.
function ownNews(category: string, locale: Locale): NewsDto[] {
  if (category !== 'sports' || locale !== 'en') return [];
  return Array.from({ length: 72 }, (_, i) => {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    return {
      _id: id, id, title: `Own sports ${i + 1}`, description: 'd', category: 'sports', categories: ['sports'], language: 'en', photo: null, url: null,
      source: { name: 'Desk' }, publishedAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(), createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
      version: 1, status: 'published', breaking: false, translationOf: null, publishAt: null,
    } as unknown as NewsDto;
  });
}

/** Every (category, page, language) URL of the crawl, shuffled and with repeats, as a crawler with 16 workers would ask. */
async function crawl(getFeed: (query: { category: string; locale: Locale; page: number }) => Promise<{ articles: unknown[]; total: number }>) {
  const urls = HEADLINE_CATEGORIES.flatMap((category) => (['en', 'hi'] as const).flatMap((locale) => Array.from({ length: PAGES }, (_, i) => ({ category, locale, page: i + 1 }))));
  // Deterministic shuffle, then the first tenth again: repeats and concurrency on the same page.
  let seed = 7;
  const order = [...urls].sort(() => ((seed = (seed * 16807) % 2147483647) % 3) - 1).concat(urls.slice(0, urls.length / 10));
  const answers = new Map<string, { articles: unknown[]; total: number }>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < order.length) {
        const query = order[next++];
        answers.set(`${query.category}/${query.locale}/${query.page}`, await getFeed(query));
      }
    }),
  );
  return answers;
}

describe('a crawl of 300 paged feed URLs per category and language', () => {
  let headlines: FakeHeadlines;
  const saved = { ...process.env };
  let clock = Date.UTC(2026, 10, 25, 12);
  let now: jest.SpyInstance;

  async function feedService(env: Record<string, string | undefined>) {
    process.env = { ...saved, HEADLINES_API_URL: headlines.url, HEADLINES_API_KEYS: 'good', ...env };
    delete (globalThis as { __shortnewsHeadlinesClient?: unknown }).__shortnewsHeadlinesClient;
    jest.resetModules();
    const { createFeedService } = await import('@/lib/news/feed');
    const { fetchHeadlines } = await import('@/lib/headlines/fetch-headlines');
    return createFeedService({ listCategoryNews: async (category, locale) => ownNews(category, locale), fetchHeadlines }).getFeed;
  }

  /** Upstream calls per (upstream category, country, page, language). */
  function callsPerPage(): Map<string, number> {
    const calls = new Map<string, number>();
    for (const request of headlines.requests) {
      const key = `${request.category}/${request.country}/${request.page}/${request.lang}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
    }
    return calls;
  }

  beforeEach(async () => {
    // The upstream claims 10,000 articles per feed, as a real service's totals do: no "last page" to stop at.
    headlines = await startFakeHeadlines({ keys: { good: { totalArticles: 10_000 } } });
    now = jest.spyOn(Date, 'now').mockImplementation(() => clock);
  });

  afterEach(async () => {
    now.mockRestore();
    process.env = { ...saved };
    delete (globalThis as { __shortnewsHeadlinesClient?: unknown }).__shortnewsHeadlinesClient;
    await headlines.close();
  });

  it('costs at most one call per (category, page, language) and window, and nothing past page 5', async () => {
    const getFeed = await feedService({ HEADLINES_MAX_PAGE: undefined });
    const answers = await crawl(getFeed);

    const calls = callsPerPage();
    expect(Math.max(...calls.values())).toBe(1);
    expect(Math.max(...headlines.requests.map((request) => Number(request.page)))).toBe(5);
    // 6 upstream feeds × 2 languages × 5 pages: 60 calls for 4,620 page views (4,200 calls before the ceiling).
    expect(headlines.requests).toHaveLength(UPSTREAM_FEEDS * 2 * 5);

    // What a reader sees: page 5 is the last page with wire stories and its pager stops there…
    expect(answers.get('technology/en/5')).toMatchObject({ total: 50 });
    expect(answers.get('technology/en/5')?.articles).toHaveLength(10);
    expect(answers.get('technology/en/6')).toEqual(expect.objectContaining({ articles: [], total: 0 }));
    // …unless the newsroom has more: its own sports stories go on past the ceiling (72 → pages 6–8).
    expect(answers.get('sports/en/6')).toMatchObject({ total: 72 });
    expect(answers.get('sports/en/6')?.articles).toHaveLength(10);
    expect(answers.get('sports/en/8')?.articles).toHaveLength(2);
    expect(answers.get('sports/en/9')?.articles).toHaveLength(0);

    // The same crawl again inside the 5-minute window: no call at all.
    clock += 4 * 60_000;
    await crawl(getFeed);
    expect(headlines.requests).toHaveLength(UPSTREAM_FEEDS * 2 * 5);

    // The next window: one more call per page at most.
    clock += 2 * 60_000;
    await crawl(getFeed);
    expect(Math.max(...callsPerPage().values())).toBe(2);
    expect(headlines.requests).toHaveLength(UPSTREAM_FEEDS * 2 * 5 * 2);
  });

  it('HEADLINES_MAX_PAGE moves the ceiling', async () => {
    const getFeed = await feedService({ HEADLINES_MAX_PAGE: '2' });
    await crawl(getFeed);
    expect(new Set(headlines.requests.map((request) => request.page))).toEqual(new Set(['1', '2']));
    expect(headlines.requests).toHaveLength(UPSTREAM_FEEDS * 2 * 2);
  });
});
