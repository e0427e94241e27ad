/** @jest-environment node */
import { blogs, news } from '@/models/schema';
import { searchQuerySchema } from '@/lib/search/schemas';
import { searchSite } from '@/lib/search/search';
import { snippetHtml, snippetParts } from '@/lib/search/snippet';
import { databaseTargets } from '../../helpers/databases';
import * as schema from '@/models/schema';
import type { Database } from '@/lib/db/open';

const query = (input: Record<string, string>) => searchQuerySchema.parse(input);

describe('search query', () => {
  it('trims, strips control characters and applies defaults', () => {
    expect(query({ q: '  copper\u0001 price ' })).toEqual({ q: 'copper  price', lang: 'en', type: 'news', page: 1 });
  });

  it.each([
    [{}, 'q'],
    [{ q: '   ' }, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ q: 'a', lang: 'fr' }, 'lang'],
    [{ q: 'a', type: 'videos' }, 'type'],
    [{ q: 'a', page: '0' }, 'page'],
    [{ q: 'a', page: '51' }, 'page'],
    [{ q: 'a', page: '1e3' }, 'page'],
  ])('refuses %j (%s)', (input, field) => {
    const result = searchQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path[0]).toBe(field);
  });
});

describe('snippets', () => {
  it('escapes the story text and marks only the matches', () => {
    const parts = snippetParts('a <script>x</script> \u0001copper\u0002 & "more"');
    expect(parts).toEqual([
      { text: 'a <script>x</script> ', match: false },
      { text: 'copper', match: true },
      { text: ' & "more"', match: false },
    ]);
    expect(snippetHtml(parts)).toBe('a &lt;script&gt;x&lt;/script&gt; <mark>copper</mark> &amp; &quot;more&quot;');
  });
});

describe.each(databaseTargets())('searchSite on $name', (target) => {
  let opened: Awaited<ReturnType<typeof target.open>>;

  beforeAll(async () => {
    opened = await target.open();
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 9, minutes));
    await opened.db.insert(news).values([
      { title: 'Copper hits a record as miners rally', description: 'Copper prices rose to a record high on supply worries.', categories: ['stocks'], language: 'en', publishedAt: at(1) },
      { title: 'Banks lead the market higher', description: 'Lenders gained after copper miners reported profits.', categories: ['banking'], language: 'both', publishedAt: at(2) },
      { title: 'सोने के दाम लगातार तीसरे दिन बढ़े', description: 'सर्राफा बाज़ार में सोना महँगा हुआ।', categories: ['stocks'], language: 'hi', publishedAt: at(3) },
      // No stop word itself, but close to them in trigrams: only the typo arm could find this title for a query of stop words.
      { title: 'Thereabouts otherwise whichever', description: 'Near enough.', categories: ['stocks'], language: 'en', publishedAt: at(5) },
      { title: 'Hidden <b>markup</b> story', description: 'A <script>alert(1)</script> description about inflation.', categories: ['stocks'], language: 'en', publishedAt: at(4) },
      ...Array.from({ length: 12 }, (_, i) => ({ title: `Inflation report number ${i}`, description: 'Inflation eased again.', categories: ['business'], language: 'en' as const, publishedAt: at(10 + i) })),
    ]);
    await opened.db.insert(blogs).values({ title: 'How to read a balance sheet', excerpt: 'Assets, liabilities and equity explained.', authorName: 'Asha Rao' });
  });

  afterAll(async () => {
    await opened?.cleanup();
  });

  it('ranks English matches (stemmed) with highlighted snippets, title matches first', async () => {
    const results = await searchSite(query({ q: 'copper' }), { db: opened.db });
    expect(results.results.map((r) => r.title)).toEqual(['Copper hits a record as miners rally', 'Banks lead the market higher']);
    expect(results.total).toBe(2);
    expect(results.results[0].path).toMatch(/^\/en\/news\/[0-9a-f-]{36}$/);
    expect(results.results[0].snippetHtml).toContain('<mark>Copper</mark>');
    const stemmed = await searchSite(query({ q: 'rallies' }), { db: opened.db });
    expect(stemmed.results.map((r) => r.title)).toEqual(['Copper hits a record as miners rally']);
  });

  /** The same connection, through a drizzle instance that records every statement searchSite sends. */
  async function recorded(): Promise<{ db: Database; statements: { sql: string; params: unknown[] }[] }> {
    const statements: { sql: string; params: unknown[] }[] = [];
    const { drizzle } = opened.kind === 'postgres' ? await import('drizzle-orm/node-postgres') : await import('drizzle-orm/pglite');
    const client = (opened.db as unknown as { $client: unknown }).$client;
    const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql: sql.replace(/\s+/g, ' '), params }) };
    const db = (drizzle as (client: unknown, config: unknown) => unknown)(client, { schema, logger }) as Database;
    return { db, statements };
  }
  // The typo lookup (issue 27): candidates for the query's words from the lexicon of published words.
  const typoArms = (statements: { sql: string; params: unknown[] }[]) => statements.filter((statement) => statement.sql.includes('"search_words"'));
  const STOP_WORDS = ['there', 'these', 'those', 'their', 'which', 'about', 'other'];

  it('a query of stop words only finds nothing and runs no full-text or typo search (issue 25 item 4)', async () => {
    const { db, statements } = await recorded();
    const results = await searchSite(query({ q: STOP_WORDS.join(' ') }), { db });
    // Before issue 25: the typo arm ran on every such request, and found "Thereabouts otherwise whichever".
    expect(results).toMatchObject({ total: 0, results: [] });
    expect(typoArms(statements)).toEqual([]);
    expect(statements.some((statement) => statement.sql.includes('ts_rank_cd'))).toBe(false);
  });

  it("the issue's query (stop words and 'would'): the typo lookup has 'would' alone, never the stop words", async () => {
    const { db, statements } = await recorded();
    await searchSite(query({ q: 'there these those their which would about other' }), { db });
    const arms = typoArms(statements);
    expect(arms).toHaveLength(1);
    expect(arms[0].params).toContain('would');
    // Before issue 25: each of the eight words was compared with every title on its own (`'there' <% title`, …).
    expect(arms[0].params.filter((param) => STOP_WORDS.includes(param as string))).toEqual([]);
  });

  it('a real word beside stop words still searches, typos included', async () => {
    const { db, statements } = await recorded();
    expect((await searchSite(query({ q: 'their coper' }), { db })).results.map((hit) => hit.title)).toContain('Copper hits a record as miners rally');
    expect(typoArms(statements)[0].params).toContain('coper');
  });

  it('runs every search under the statement time-out (SEARCH_STATEMENT_TIMEOUT_MS, 2 s by default)', async () => {
    const { db, statements } = await recorded();
    await searchSite(query({ q: 'copper' }), { db });
    expect(statements.map((statement) => statement.sql)).toContain('set local statement_timeout = 2000');
  });

  it('finds a misspelt English query through the lexicon of published words', async () => {
    const results = await searchSite(query({ q: 'coper' }), { db: opened.db });
    expect(results.didYouMean).toBe('copper');
    expect(results.results[0]?.title).toBe('Copper hits a record as miners rally');
    // Two misspelt words: each is corrected.
    const two = await searchSite(query({ q: 'coper minrs' }), { db: opened.db });
    expect(two.didYouMean).toBe('copper miners');
    expect(two.results.map((r) => r.title)).toEqual(['Copper hits a record as miners rally', 'Banks lead the market higher']);
  });

  it('never reads the news table for typos: the news statements are the full-text ones only', async () => {
    const { db, statements } = await recorded();
    await searchSite(query({ q: 'coper' }), { db });
    const onNews = statements.filter((statement) => /from "news"/.test(statement.sql));
    expect(onNews.length).toBe(2);
    for (const statement of onNews) expect(statement.sql).not.toMatch(/<%|%>|"title" %/);
  });

  it('finds a Hindi story in Hindi, and not in the English search', async () => {
    const hindi = await searchSite(query({ q: 'सोने', lang: 'hi' }), { db: opened.db });
    expect(hindi.results.map((r) => r.title)).toEqual(['सोने के दाम लगातार तीसरे दिन बढ़े']);
    expect(hindi.results[0].path.startsWith('/hi/news/')).toBe(true);
    const byText = await searchSite(query({ q: 'सर्राफा', lang: 'hi' }), { db: opened.db });
    expect(byText.results[0].snippetHtml).toContain('<mark>सर्राफा</mark>');
    expect((await searchSite(query({ q: 'सोने', lang: 'en' }), { db: opened.db })).total).toBe(0);
    // English-only stories are not in Hindi results; `both` stories are.
    expect((await searchSite(query({ q: 'copper', lang: 'hi' }), { db: opened.db })).results.map((r) => r.title)).toEqual(['Banks lead the market higher']);
  });

  it('pages the results and counts them all', async () => {
    const first = await searchSite(query({ q: 'inflation' }), { db: opened.db });
    expect(first.total).toBe(13);
    expect(first.results).toHaveLength(10);
    const second = await searchSite(query({ q: 'inflation', page: '2' }), { db: opened.db });
    expect(second.results).toHaveLength(3);
    expect(new Set([...first.results, ...second.results].map((r) => r.id)).size).toBe(13);
    expect(first.totalCapped).toBe(false);
    // A page past the last one is empty, and still tells how many there are.
    const past = await searchSite(query({ q: 'inflation', page: '3' }), { db: opened.db });
    expect(past).toMatchObject({ total: 13, totalCapped: false, results: [] });
  });

  it('counts a common word up to the last page a reader can reach, and says there are more', async () => {
    const at = (n: number) => new Date(Date.UTC(2026, 9, 1) + n * 60_000);
    await opened.db.insert(news).values(
      Array.from({ length: 505 }, (_, n) => ({ title: `Zinc smelter update ${n}`, description: 'Zinc output rose.', categories: ['business'], language: 'en' as const, publishedAt: at(n) })),
    );
    const first = await searchSite(query({ q: 'zinc' }), { db: opened.db });
    expect(first).toMatchObject({ total: 500, totalCapped: true });
    // Equal matches: the newest first.
    expect(first.results.map((r) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Zinc smelter update ${504 - i}`));
    const last = await searchSite(query({ q: 'zinc', page: '50' }), { db: opened.db });
    expect(last.results).toHaveLength(10);
    expect(new Set([...first.results, ...last.results].map((r) => r.id)).size).toBe(20);
  });

  it('keeps markup in stories as text in the snippet', async () => {
    const results = await searchSite(query({ q: 'markup inflation' }), { db: opened.db });
    const hit = results.results.find((r) => r.title.includes('markup'));
    // Tags are text to the search parser: never markup in the snippet, only our <mark>s.
    expect(hit?.snippetHtml).not.toMatch(/<(?!\/?mark>)/);
    expect(hit?.snippetHtml).toContain('alert(1)');
    expect(hit?.snippetHtml).toContain('<mark>inflation</mark>');
  });

  it('searches blogs by title, excerpt and author; query syntax never fails', async () => {
    const results = await searchSite(query({ q: 'balance sheet', type: 'blogs' }), { db: opened.db });
    expect(results.results.map((r) => r.title)).toEqual(['How to read a balance sheet']);
    expect(results.results[0].path).toMatch(/^\/en\/blogs\//);
    expect((await searchSite(query({ q: 'Asha', type: 'blogs' }), { db: opened.db })).total).toBe(1);
    for (const q of ['"unterminated', '!!! & | :*', "' or 1=1 --", '()', '-']) {
      await expect(searchSite(query({ q }), { db: opened.db })).resolves.toHaveProperty('results');
    }
  });
});
