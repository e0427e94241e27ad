/** @jest-environment node */
import { CUSTOM_ONLY_CATEGORIES } from '@/lib/categories';
import type { HeadlinesPage, HeadlinesQuery } from '@/lib/headlines/fetch-headlines';
import { createCategoryNewsReader } from '@/lib/news/category-news';
import { AppError } from '@/lib/errors';
import { createFeedService, customNewsToArticle } from '@/lib/news/feed';
import type { NewsDto } from '@/lib/news/news-dto';

function dto(overrides: Partial<NewsDto> & { title: string }): NewsDto {
  const id = overrides.id ?? `id-${overrides.title}`;
  return {
    _id: id,
    id,
    description: `About ${overrides.title}`,
    category: (overrides.categories ?? ['stocks']).join(','),
    categories: ['stocks'],
    language: 'both',
    photo: '/uploads/0123456789abcdef0123456789abcdef.webp',
    url: `https://example.com/${encodeURIComponent(overrides.title)}`,
    source: { name: 'Desk' },
    publishedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    status: 'published',
    breaking: false,
    translationOf: null,
    publishAt: null,
    ...overrides,
  };
}

function headlines(query: HeadlinesQuery, count: number, total: number): HeadlinesPage {
  return {
    totalArticles: total,
    articles: Array.from({ length: count }, (_, i) => ({
      title: `${query.category} ${query.lang} p${query.page} #${i + 1}`,
      description: 'From the wire',
      url: `https://wire.test/${query.category}/${query.page}/${i + 1}`,
      image: i === 0 ? 'https://wire.test/pic.jpg' : null,
      publishedAt: '2026-01-02T00:00:00.000Z',
      source: { name: 'Wire' },
    })),
  };
}

function service(byCategory: Record<string, NewsDto[] | Error>, options: { total?: number; headlinesFail?: boolean } = {}) {
  const readCategory = jest.fn(async (category: string, locale?: string) => {
    const value = locale ? (byCategory[category] ?? []) : [];
    if (value instanceof Error) throw value;
    return value;
  });
  const fetchHeadlines = jest.fn(async (query: HeadlinesQuery) => {
    if (options.headlinesFail) throw new Error('boom');
    return headlines(query, 10, options.total ?? 35);
  });
  const logError = jest.fn();
  const listCategoryNews = createCategoryNewsReader({ readCategory, logError });
  const feed = createFeedService({ listCategoryNews, fetchHeadlines, logError, now: () => new Date('2026-05-05T05:05:05.000Z') });
  return { feed, readCategory, fetchHeadlines, logError };
}

describe('getFeed', () => {
  it('general: every custom-only category read in parallel, merged newest first without duplicates, then the headlines', async () => {
    const { feed, readCategory, fetchHeadlines } = service({
      stocks: [dto({ title: 'Sensex at record', publishedAt: '2026-03-01T10:00:00.000Z' }), dto({ title: 'Old stocks story', publishedAt: '2026-01-01T10:00:00.000Z' })],
      banking: [
        // The same story in another category (rule 1), and a near-duplicate (rule 3).
        dto({ title: '  sensex at record ', url: 'https://other.test/1', publishedAt: '2026-02-01T10:00:00.000Z' }),
        dto({ title: 'RBI keeps repo rate unchanged at 6.5%', publishedAt: '2026-03-02T10:00:00.000Z' }),
      ],
      ipo: [
        dto({ title: 'RBI keeps repo rate unchanged at 6.5 %', url: 'https://x.test/2', publishedAt: '2026-02-15T10:00:00.000Z' }),
        // The same link as the stocks story (rule 2).
        dto({ title: 'Completely different title', url: 'https://example.com/Old%20stocks%20story', publishedAt: '2025-12-01T10:00:00.000Z' }),
      ],
    });

    const page = await feed.getFeed({ category: 'general', locale: 'en', page: 1 });

    expect(readCategory).toHaveBeenCalledTimes(CUSTOM_ONLY_CATEGORIES.length);
    expect(new Set(readCategory.mock.calls.map(([category]) => category))).toEqual(new Set(CUSTOM_ONLY_CATEGORIES));
    expect(readCategory.mock.calls.every(([, locale]) => locale === 'en')).toBe(true);
    expect(fetchHeadlines).toHaveBeenCalledWith({ category: 'general', page: 1, lang: 'en' });

    const custom = page.articles.filter((article) => article.isCustom).map((article) => article.title);
    expect(custom).toEqual(['RBI keeps repo rate unchanged at 6.5%', 'Sensex at record', 'Old stocks story']);
    expect(page.customCount).toBe(3);
    expect(page.articles.slice(0, 3).every((article) => article.isCustom)).toBe(true);
    expect(page.articles.slice(3).map((article) => article.title)).toEqual(Array.from({ length: 10 }, (_, i) => `general en p1 #${i + 1}`));
    expect(page.total).toBe(35);
    expect(page.page).toBe(1);
  });

  it('a failing category is logged and counts as empty; the rest of the feed stands', async () => {
    const { feed, logError } = service({ stocks: new Error('database down'), banking: [dto({ title: 'Bank story' })] });
    const page = await feed.getFeed({ category: 'general', locale: 'hi' });
    expect(page.articles.filter((article) => article.isCustom).map((article) => article.title)).toEqual(['Bank story']);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(String(logError.mock.calls[0][0])).toContain('"stocks"');
  });

  it('a custom-only category never asks the headlines service; its total is its own story count', async () => {
    const { feed, fetchHeadlines } = service({ banking: [dto({ title: 'A', publishedAt: '2026-01-01T00:00:00.000Z' }), dto({ title: 'B', publishedAt: '2026-02-01T00:00:00.000Z' })] });
    const page = await feed.getFeed({ category: 'banking', locale: 'en', page: 1 });
    expect(fetchHeadlines).not.toHaveBeenCalled();
    expect(page).toMatchObject({ total: 2, customCount: 2, page: 1 });
    expect(page.articles.map((article) => article.title)).toEqual(['B', 'A']);
  });

  it('pages the site\'s own news ten at a time, newest first, every story on exactly one page', async () => {
    const stories = Array.from({ length: 23 }, (_, i) => dto({ title: `Bank story ${i + 1}`, publishedAt: new Date(Date.UTC(2026, 0, 30 - i)).toISOString() }));
    const { feed, fetchHeadlines } = service({ banking: stories });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => feed.getFeed({ category: 'banking', locale: 'en', page })));
    expect(pages.map((page) => page.articles.length)).toEqual([10, 10, 3, 0]);
    expect(pages.map((page) => page.total)).toEqual([23, 23, 23, 23]);
    expect(pages.flatMap((page) => page.articles.map((article) => article.title))).toEqual(stories.map((story) => story.title));
    expect(fetchHeadlines).not.toHaveBeenCalled();
  });

  it('a later page carries that page of the own news, then that headlines page; total covers both sources', async () => {
    const own = Array.from({ length: 45 }, (_, i) => dto({ title: `Own sports ${i + 1}`, publishedAt: new Date(Date.UTC(2026, 2, 50 - i)).toISOString() }));
    const { feed, fetchHeadlines } = service({ sports: own }, { total: 25 });
    const page = await feed.getFeed({ category: 'sports', locale: 'hi', page: 3 });
    expect(fetchHeadlines).toHaveBeenCalledWith({ category: 'sports', page: 3, lang: 'hi' });
    expect(page.customCount).toBe(10);
    expect(page.articles.slice(0, 10).map((article) => article.title)).toEqual(own.slice(20, 30).map((story) => story.title));
    expect(page.total).toBe(45);
    expect(page.articles).toHaveLength(20);
    expect(page.articles[10]).toEqual({
      title: 'sports hi p3 #1',
      description: 'From the wire',
      url: 'https://wire.test/sports/3/1',
      publishedAt: '2026-01-02T00:00:00.000Z',
      urlToImage: 'https://wire.test/pic.jpg',
      image: 'https://wire.test/pic.jpg',
      source: { name: 'Wire' },
      isCustom: false,
      category: 'sports',
    });
  });

  it('past the own news a page carries only its headlines page', async () => {
    const { feed } = service({ sports: [dto({ title: 'Own sports story' })] });
    const page = await feed.getFeed({ category: 'sports', locale: 'en', page: 2 });
    expect(page.customCount).toBe(0);
    expect(page.articles.map((article) => article.title)).toEqual(Array.from({ length: 10 }, (_, i) => `sports en p2 #${i + 1}`));
    expect(page.total).toBe(35);
  });

  it('treats a page below 1 or not whole as page 1', async () => {
    const { feed, fetchHeadlines } = service({});
    for (const page of [0, -1, 2.5, Number.NaN]) expect((await feed.getFeed({ category: 'science', locale: 'en', page })).page).toBe(1);
    expect(fetchHeadlines.mock.calls.every(([query]) => query.page === 1)).toBe(true);
  });

  it('a headlines failure leaves the own news, with their count as total (no Load More for one page)', async () => {
    const { feed, logError } = service({ sports: [dto({ title: 'Own sports story' })] }, { headlinesFail: true });
    const page = await feed.getFeed({ category: 'sports', locale: 'en' });
    expect(page).toMatchObject({ total: 1, customCount: 1, failed: true });
    expect(page.articles.map((article) => article.title)).toEqual(['Own sports story']);
    expect(logError).toHaveBeenCalled();
  });

  it('both sources failing is a failed page, not an empty one (issue 12)', async () => {
    const { feed } = service({ sports: new Error('database down') }, { headlinesFail: true });
    expect(await feed.getFeed({ category: 'sports', locale: 'hi' })).toEqual({ articles: [], total: 0, customCount: 0, page: 1, failed: true });
  });

  it('a failed Load More page and a failed custom-only category are marked failed too', async () => {
    expect((await service({}, { headlinesFail: true }).feed.getFeed({ category: 'science', locale: 'en', page: 2 })).failed).toBe(true);
    expect((await service({ banking: new Error('database down') }).feed.getFeed({ category: 'banking', locale: 'en' })).failed).toBe(true);
  });

  it('an empty result is not a failure', async () => {
    const { feed } = service({}, { total: 0 });
    const page = await feed.getFeed({ category: 'banking', locale: 'en' });
    expect(page).toEqual({ articles: [], total: 0, customCount: 0, page: 1 });
    expect('failed' in (await feed.getFeed({ category: 'science', locale: 'en' }))).toBe(false);
  });
});

describe("the feed's own log lines (no logError given: the app's)", () => {
  afterEach(() => jest.restoreAllMocks());

  function feedWith(headlinesError: Error) {
    const listCategoryNews = createCategoryNewsReader({ readCategory: async () => [], logError: jest.fn() });
    return createFeedService({
      listCategoryNews,
      fetchHeadlines: async () => {
        throw headlinesError;
      },
    });
  }

  it('the headlines service unavailable (an AppError): one line with its message, no stack', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await feedWith(new AppError('upstream_unavailable', 'The headlines service is unavailable.')).getFeed({ category: 'science', locale: 'hi', page: 2 });
    expect(page.failed).toBe(true);
    expect(error.mock.calls).toEqual([['[feed] headlines of "science" (hi) page 2 failed: The headlines service is unavailable.']]);
  });

  it('anything else keeps the error itself, its stack with it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'articles')");
    await feedWith(bug).getFeed({ category: 'science', locale: 'en' });
    expect(error.mock.calls).toEqual([['[feed] headlines of "science" (en) page 1 failed', bug]]);
  });
});

describe('customNewsToArticle', () => {
  const now = new Date('2026-05-05T05:05:05.000Z');

  it('maps an item to a custom card', () => {
    const item = dto({ title: 'Gold climbs', source: { name: 'Bullion Desk' }, publishedAt: '2026-04-01T00:00:00.000Z' });
    expect(customNewsToArticle(item, 'stocks', now)).toEqual({
      title: 'Gold climbs',
      description: 'About Gold climbs',
      url: 'https://example.com/Gold%20climbs',
      publishedAt: '2026-04-01T00:00:00.000Z',
      photo: '/uploads/0123456789abcdef0123456789abcdef.webp',
      source: { name: 'Bullion Desk' },
      isCustom: true,
      category: 'stocks',
      uniqueId: 'id-Gold climbs',
    });
  });

  it('fills the SPEC §3 defaults: No Title, No Description, "#", the category\'s source name, now', () => {
    const article = customNewsToArticle({ categories: ['corporate-actions'], source: { name: null } }, 'general', now);
    expect(article).toMatchObject({ title: 'No Title', description: 'No Description', url: '#', publishedAt: now.toISOString(), photo: null, source: { name: 'Corporate Actions News' } });
    expect(article.uniqueId).toBeUndefined();
    expect(customNewsToArticle({}, 'general', now).source.name).toBe('Custom News');
    expect(customNewsToArticle({ by: 'A. Writer', createdAt: '2026-01-01T00:00:00.000Z' }, 'ipo', now)).toMatchObject({ source: { name: 'A. Writer' }, publishedAt: '2026-01-01T00:00:00.000Z' });
  });
});

describe('createCategoryNewsReader', () => {
  it('general keeps the newest items up to its limit', async () => {
    const read = createCategoryNewsReader({
      readCategory: async (category) => [dto({ title: `${category} story`, publishedAt: category === 'ipo' ? '2026-09-01T00:00:00.000Z' : '2026-01-01T00:00:00.000Z' })],
      generalLimit: 3,
    });
    const items = await read('general', 'en');
    expect(items).toHaveLength(3);
    expect(items[0].title).toBe('ipo story');
  });


  it('one category: newest first, and a failure is the caller\'s to see', async () => {
    const read = createCategoryNewsReader({
      readCategory: async (category) => {
        if (category === 'ipo') throw new Error('down');
        return [dto({ title: 'older', publishedAt: '2026-01-01T00:00:00.000Z' }), dto({ title: 'newer', publishedAt: '2026-02-01T00:00:00.000Z' })];
      },
      logError: jest.fn(),
    });
    expect((await read('stocks', 'en')).map((item) => item.title)).toEqual(['newer', 'older']);
    await expect(read('ipo', 'en')).rejects.toThrow('down');
  });
});
