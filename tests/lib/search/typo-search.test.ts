/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { blogs, news, searchWords } from '@/models/schema';
import { searchQuerySchema } from '@/lib/search/schemas';
import { searchSite } from '@/lib/search/search';
import { databaseTargets } from '../../helpers/databases';

const query = (input: Record<string, string>) => searchQuerySchema.parse(input);

describe.each(databaseTargets())('search that forgives typos (issue 27) on $name', (target) => {
  let opened: Awaited<ReturnType<typeof target.open>>;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 9, minutes));
  const search = (q: string, more: Record<string, string> = {}) => searchSite(query({ q, ...more }), { db: opened.db });
  const lexicon = async (scope: 'news-en' | 'news-hi' | 'blogs', word: string) =>
    (await opened.db.select({ docs: searchWords.docs }).from(searchWords).where(and(eq(searchWords.scope, scope), eq(searchWords.word, word))))[0]?.docs ?? 0;

  beforeAll(async () => {
    opened = await target.open();
    await opened.db.insert(news).values([
      { title: 'Chip benchmark shows faster phones', description: 'A new benchmark of mobile chips.', categories: ['technology'], language: 'en', publishedAt: at(1) },
      { title: 'Government raises fuel policy limits', description: 'The government set a new policy on fuel.', categories: ['india'], language: 'en', publishedAt: at(2) },
      { title: 'Election dates announced for three states', description: 'Voting in the election begins next month.', categories: ['india'], language: 'both', publishedAt: at(3) },
      { title: 'प्रधानमंत्री ने नई सरकार की योजना बताई', description: 'प्रधानमंत्री ने दिल्ली में योजना की घोषणा की।', categories: ['india'], language: 'hi', publishedAt: at(4) },
      { title: 'Coast guard rescues fishermen', description: 'The coast guard acted fast.', categories: ['india'], language: 'en', publishedAt: at(5) },
      { title: 'Coast road opens', description: 'A coast road opens to traffic.', categories: ['india'], language: 'en', publishedAt: at(6) },
      { title: 'Toast of the town', description: 'A chef wins.', categories: ['india'], language: 'en', publishedAt: at(7) },
      // A draft with a secret word: no search, no suggestion may ever show it.
      { title: 'Embargoed merger of Quixotronics', description: 'Quixotronics buys a rival.', categories: ['business'], language: 'en', status: 'draft', publishedAt: at(8) },
    ]);
    await opened.db.insert(blogs).values({ title: 'Reading a balance sheet', excerpt: 'Assets and liabilities explained.', authorName: 'Asha Rao' });
  });

  afterAll(async () => {
    await opened?.cleanup();
  });

  it.each([
    ['becnhmark', 'benchmark', 'Chip benchmark shows faster phones'],
    ['benchmrak', 'benchmark', 'Chip benchmark shows faster phones'],
    ['goverment', 'government', 'Government raises fuel policy limits'],
    ['elecsion', 'election', 'Election dates announced for three states'],
    ['Goverment  POLICY', 'government policy', 'Government raises fuel policy limits'],
    ['electtion dates', 'election dates', 'Election dates announced for three states'],
  ])('%j finds its story, with "did you mean %s"', async (typed, corrected, title) => {
    const results = await search(typed);
    expect(results.didYouMean).toBe(corrected);
    expect(results.query).toBe(typed);
    expect(results.results.map((hit) => hit.title)).toEqual([title]);
    // The snippet marks the corrected word.
    expect(results.results[0].snippetHtml).toMatch(/<mark>/);
  });

  it('a word found as typed is never corrected, an inflection of a published word neither', async () => {
    expect(await search('benchmark')).toMatchObject({ didYouMean: null, total: 1 });
    // "policies" is in no story ("policy" is): full text finds it by its stem, so only the typo is corrected.
    const both = await search('policies goverment');
    expect(both.didYouMean).toBe('policies government');
    expect(both.results.map((hit) => hit.title)).toEqual(['Government raises fuel policy limits']);
  });

  it('Hindi: a missing matra and swapped letters find the story; the English search does not suggest Hindi words', async () => {
    const matra = await search('प्रधनमंत्री', { lang: 'hi' });
    expect(matra.didYouMean).toBe('प्रधानमंत्री');
    expect(matra.results.map((hit) => hit.title)).toEqual(['प्रधानमंत्री ने नई सरकार की योजना बताई']);
    expect(matra.results[0].path).toMatch(/^\/hi\/news\//);
    const swapped = await search('सकरार योजना', { lang: 'hi' });
    expect(swapped.didYouMean).toBe('सरकार योजना');
    expect(swapped.total).toBe(1);
    expect(await search('प्रधनमंत्री', { lang: 'en' })).toMatchObject({ didYouMean: null, total: 0 });
    // A `both` story is in both lexicons.
    expect(await search('elecsion', { lang: 'hi' })).toMatchObject({ didYouMean: 'election', total: 1 });
  });

  it('odd queries never fail: one 200-letter word, 24 words (8 are looked at), emoji, marks alone', async () => {
    for (const q of ['ab'.repeat(100), Array.from({ length: 24 }, (_, i) => `wordy${String.fromCharCode(97 + (i % 26))}x`).join(' '), '🙂🙂 goverment', '\u093e\u093e\u093e\u093e\u093e', "goverment's \"elecsion\" -x"]) {
      await expect(search(q)).resolves.toHaveProperty('results');
    }
    expect((await search("goverment's")).didYouMean).toBe("government's");
  });

  it('short words are never corrected; too many typos find nothing; stop words are never looked up', async () => {
    // "coas" is one letter from "coast" but has four letters.
    expect(await search('coas')).toMatchObject({ didYouMean: null, total: 0 });
    expect(await search('gvrmnentt')).toMatchObject({ didYouMean: null, total: 0 });
    expect(await search('there these those')).toMatchObject({ didYouMean: null, total: 0 });
  });

  it('of two words one typo away, the one in more stories wins', async () => {
    // "hoast": one letter from "coast" (2 stories) and "toast" (1).
    expect(await lexicon('news-en', 'coast')).toBe(2);
    expect(await lexicon('news-en', 'toast')).toBe(1);
    expect((await search('hoast')).didYouMean).toBe('coast');
  });

  it('blogs have their own lexicon', async () => {
    const results = await search('balanse sheet', { type: 'blogs' });
    expect(results).toMatchObject({ didYouMean: 'balance sheet', total: 1 });
    expect(results.results[0].path).toMatch(/^\/en\/blogs\//);
    expect(await lexicon('blogs', 'asha')).toBe(1);
    expect(await lexicon('news-en', 'balance')).toBe(0);
  });

  it("a draft's words are never in the lexicon nor suggested; publishing adds them, unpublishing and deleting take them out", async () => {
    expect(await lexicon('news-en', 'quixotronics')).toBe(0);
    expect(await search('quixotrnics')).toMatchObject({ didYouMean: null, total: 0, results: [] });
    const [draft] = await opened.db.select({ id: news.id }).from(news).where(eq(news.status, 'draft'));

    await opened.db.update(news).set({ status: 'published' }).where(eq(news.id, draft.id));
    expect(await lexicon('news-en', 'quixotronics')).toBe(1);
    expect(await search('quixotrnics')).toMatchObject({ didYouMean: 'quixotronics', total: 1 });

    // An edit changes the words: the old ones leave, the new ones come.
    await opened.db.update(news).set({ title: 'Merger of Zephyrlabs', description: 'Zephyrlabs buys a rival.' }).where(eq(news.id, draft.id));
    expect(await lexicon('news-en', 'quixotronics')).toBe(0);
    expect(await lexicon('news-en', 'zephyrlabs')).toBe(1);

    await opened.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, draft.id));
    expect(await lexicon('news-en', 'zephyrlabs')).toBe(0);
    expect(await lexicon('news-en', 'merger')).toBe(0);

    await opened.db.update(news).set({ status: 'published' }).where(eq(news.id, draft.id));
    expect(await lexicon('news-en', 'zephyrlabs')).toBe(1);
    await opened.db.delete(news).where(eq(news.id, draft.id));
    expect(await lexicon('news-en', 'zephyrlabs')).toBe(0);
    expect(await search('zephyrlab')).toMatchObject({ didYouMean: null, total: 0 });
  });

  it('a save that changes no searched text leaves the counts alone; a language change moves the words', async () => {
    const [story] = await opened.db.select({ id: news.id }).from(news).where(eq(news.title, 'Toast of the town'));
    await opened.db.update(news).set({ photo: '/uploads/x.jpg', version: 2 }).where(eq(news.id, story.id));
    expect(await lexicon('news-en', 'toast')).toBe(1);
    await opened.db.update(news).set({ language: 'hi' }).where(eq(news.id, story.id));
    expect(await lexicon('news-en', 'toast')).toBe(0);
    expect(await lexicon('news-hi', 'toast')).toBe(1);
    await opened.db.update(news).set({ language: 'en' }).where(eq(news.id, story.id));
    expect(await lexicon('news-en', 'toast')).toBe(1);
    expect(await lexicon('news-hi', 'toast')).toBe(0);
  });

  it('keeps only words: no numbers, links or words under four letters', async () => {
    await opened.db.insert(news).values({ title: 'Visit example.com for 2026 tips', description: 'Call 555-1234 or mail a@b.org now.', categories: ['india'], language: 'en', publishedAt: at(9) });
    const words = (await opened.db.select({ word: searchWords.word }).from(searchWords).where(eq(searchWords.scope, 'news-en'))).map((row) => row.word);
    expect(words).toEqual(expect.arrayContaining(['visit', 'tips', 'call', 'mail']));
    for (const word of words) expect(word).toMatch(/^[^\d.@/-]{4,40}$/u);
    expect(words).not.toContain('for');
  });

  it("the migration's backfill of what was published before it gives the lexicon the triggers keep", async () => {
    const all = () => opened.db.select().from(searchWords).orderBy(asc(searchWords.scope), asc(searchWords.word));
    const kept = await all();
    expect(kept.length).toBeGreaterThan(20);
    const migration = fs.readFileSync(path.join(process.cwd(), 'models/migrations/0012_search_lexicon_upkeep.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').filter((statement) => /^\s*(--.*\n)*\s*INSERT INTO search_words/.test(statement));
    expect(backfill).toHaveLength(2);
    await opened.db.delete(searchWords);
    for (const statement of backfill) await opened.db.execute(sql.raw(statement));
    expect(await all()).toEqual(kept);
  });
});
