/** @jest-environment node */
import { createCachedSearch, normalizedSearchKey, SEARCH_MAX_RUNNING } from '@/lib/search/cached-search';
import type { SearchQuery, SearchResults } from '@/lib/search/schemas';

/** Issue 25 item 4: a short server cache by normalized query, one search at a time per query. */
const input = (q: string, more: Partial<SearchQuery> = {}): SearchQuery => ({ q, lang: 'en', type: 'news', page: 1, ...more });

function fakeSearch() {
  const runs: SearchQuery[] = [];
  let fail = false;
  const run = async (query: SearchQuery): Promise<SearchResults> => {
    runs.push(query);
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (fail) throw new Error('statement timeout');
    return { query: query.q, lang: query.lang, type: query.type, page: query.page, pageSize: 10, total: runs.length, totalCapped: false, didYouMean: null, results: [] };
  };
  return { runs, run, failNext: (value: boolean) => (fail = value) };
}

describe('cached search', () => {
  it('one key for the same words in another case or spacing; language, type and page apart', () => {
    expect(normalizedSearchKey(input('  Copper\tRALLY '))).toBe(normalizedSearchKey(input('copper rally')));
    expect(normalizedSearchKey(input('copper', { lang: 'hi' }))).not.toBe(normalizedSearchKey(input('copper')));
    expect(normalizedSearchKey(input('copper', { type: 'blogs' }))).not.toBe(normalizedSearchKey(input('copper')));
    expect(normalizedSearchKey(input('copper', { page: 2 }))).not.toBe(normalizedSearchKey(input('copper')));
    expect(normalizedSearchKey(input('copper gold'))).not.toBe(normalizedSearchKey(input('copper')));
    // Runs of spaces are one space; but words stay apart.
    expect(normalizedSearchKey(input('copper   rally'))).toBe(normalizedSearchKey(input('copper rally')));
    expect(normalizedSearchKey(input('copper gold'))).not.toBe(normalizedSearchKey(input('coppergold')));
    // Lower case, not upper: "ß" and "SS" are different words to the full-text search.
    expect(normalizedSearchKey(input('straße'))).not.toBe(normalizedSearchKey(input('STRASSE')));
  });

  it('32 clients with the same search at once cost one search; repeats within 60 s none; each answer echoes its own spelling', async () => {
    let clock = 1_000_000;
    const fake = fakeSearch();
    const search = createCachedSearch(fake.run, { now: () => clock });
    const answers = await Promise.all(Array.from({ length: 32 }, (_, i) => search(input(i % 2 ? 'Copper' : 'copper'))));
    expect(fake.runs).toHaveLength(1);
    expect(answers[1].query).toBe('Copper');
    expect(answers[0].query).toBe('copper');
    clock += 59_999;
    expect((await search(input('COPPER'))).query).toBe('COPPER');
    expect(fake.runs).toHaveLength(1);
    clock += 1;
    await search(input('copper'));
    expect(fake.runs).toHaveLength(2);
  });

  it('runs at most four searches at once: a fifth distinct one is 503 "search is busy" at once, a repeat joins its flight', async () => {
    expect(SEARCH_MAX_RUNNING).toBe(4);
    const fake = fakeSearch();
    const search = createCachedSearch(fake.run);
    const running = ['gold', 'silver', 'copper', 'zinc'].map((q) => search(input(q)));
    // The same query as a running one shares it; a new one is refused without running.
    const joined = search(input('GOLD'));
    await expect(search(input('nickel'))).rejects.toMatchObject({ code: 'service_unavailable', status: 503, headers: { 'Retry-After': '10' } });
    await Promise.all([...running, joined]);
    expect(fake.runs.map((query) => query.q)).toEqual(['gold', 'silver', 'copper', 'zinc']);
    // Once they are done, the next one runs.
    await expect(search(input('nickel'))).resolves.toMatchObject({ query: 'nickel' });
    const one = createCachedSearch(fakeSearch().run, { maxRunning: 1 });
    const first = one(input('a'));
    await expect(one(input('b'))).rejects.toMatchObject({ status: 503 });
    await first;
  });

  it('keeps no failure: the next request searches again', async () => {
    const fake = fakeSearch();
    const search = createCachedSearch(fake.run);
    fake.failNext(true);
    await expect(search(input('nickel'))).rejects.toThrow('statement timeout');
    fake.failNext(false);
    await expect(search(input('nickel'))).resolves.toMatchObject({ query: 'nickel' });
    expect(fake.runs).toHaveLength(2);
  });

  it('the app\'s cachedSearch: one process-wide cache in front of searchSite, kept across module reloads', async () => {
    jest.resetModules();
    const searchSite = jest.fn(async (query: SearchQuery) => ({ query: query.q, lang: query.lang, type: query.type, page: query.page, pageSize: 10, total: 0, totalCapped: false, results: [] }));
    jest.doMock('@/lib/search/search', () => ({ searchSite }));
    delete (globalThis as { __shortnewsSearchCache?: unknown }).__shortnewsSearchCache;
    try {
      const { cachedSearch } = await import('@/lib/search/cached-search');
      await expect(cachedSearch(input('Gold'))).resolves.toMatchObject({ query: 'Gold' });
      expect(searchSite).toHaveBeenCalledWith(input('Gold'));
      jest.resetModules();
      jest.doMock('@/lib/search/search', () => ({ searchSite }));
      const again = await import('@/lib/search/cached-search');
      await again.cachedSearch(input('gold'));
      expect(searchSite).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { __shortnewsSearchCache?: unknown }).__shortnewsSearchCache;
      jest.dontMock('@/lib/search/search');
    }
  });
});
