/** @jest-environment node */
import { blogs, news } from '@/models/schema';
import { databaseTargets } from '../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';

/**
 * Issue 26: the dashboard's "what waits for you" and the filtered lists it links to
 * (GET /api/admin/news?status=&mine=&when=), per role, with India days.
 */
describe.each(databaseTargets())('newsroom worklist on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;
  let route: typeof import('@/app/api/admin/news/route');
  let worklist: typeof import('@/lib/newsroom/worklist');
  let writer: Awaited<ReturnType<typeof ctx.staff>>;
  let editor: Awaited<ReturnType<typeof ctx.staff>>;
  const now = new Date();

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database);
    route = await import('@/app/api/admin/news/route');
    worklist = await import('@/lib/newsroom/worklist');
    writer = await ctx.staff('writer');
    editor = await ctx.staff('editor');
    const today = worklist.indiaToday(now);
    const item = (title: string, values: Partial<typeof news.$inferInsert>) => ({ title, description: `About ${title}.`, categories: ['india'], language: 'both' as const, ...values });
    await database.db.insert(news).values([
      item('Writer draft one', { status: 'draft', createdBy: writer.id }),
      item('Writer draft two', { status: 'draft', createdBy: writer.id }),
      item('Editor draft', { status: 'draft', createdBy: editor.id }),
      item('Writer in review', { status: 'review', createdBy: writer.id }),
      item('Editor in review', { status: 'review', createdBy: editor.id }),
      item('Goes live later today', { status: 'scheduled', publishAt: new Date(today.end.getTime() - 60_000), createdBy: editor.id }),
      item('Goes live tomorrow', { status: 'scheduled', publishAt: new Date(today.end.getTime() + 60 * 60_000), createdBy: editor.id }),
      item('Live', { status: 'published', createdBy: writer.id }),
    ]);
    await database.db.insert(blogs).values([
      { title: 'Blog in review', status: 'review', createdBy: writer.id },
      { title: 'Blog draft of the editor', status: 'draft', createdBy: editor.id },
    ]);
  }, 300_000);
  afterAll(async () => {
    releaseTestDatabase();
    await database.cleanup();
  });

  const list = async (query: string, token: string, headers: Record<string, string> = {}) =>
    route.GET(new Request(`http://localhost/api/admin/news${query}`, { headers: { authorization: `Bearer ${token}`, ...headers } }), { params: Promise.resolve({}) });
  const titles = async (query: string, token: string) => {
    const response = await list(query, token);
    expect({ query, status: response.status }).toEqual({ query, status: 200 });
    return ((await response.json()) as { title: string }[]).map((row) => row.title).sort();
  };

  it('an editor is waiting on everything in review, what goes live today (India day) and their own drafts', async () => {
    const rows = await worklist.waitingFor(database.db, editor, now);
    expect(rows.map(({ key, news: newsCount, blogs: blogCount }) => ({ key, news: newsCount, blogs: blogCount }))).toEqual([
      { key: 'review', news: 2, blogs: 1 },
      { key: 'scheduledToday', news: 1, blogs: 0 },
      { key: 'myDrafts', news: 1, blogs: 1 },
    ]);
  });

  it('a writer sees their drafts, their items waiting for an editor, and what goes live today', async () => {
    const rows = await worklist.waitingFor(database.db, writer, now);
    expect(rows.map(({ key, news: newsCount, blogs: blogCount }) => ({ key, news: newsCount, blogs: blogCount }))).toEqual([
      { key: 'myDrafts', news: 2, blogs: 0 },
      { key: 'myReview', news: 1, blogs: 1 },
      { key: 'scheduledToday', news: 1, blogs: 0 },
    ]);
  });

  it('the counts link to lists that show exactly those items', async () => {
    const rows = await worklist.waitingFor(database.db, editor, now);
    for (const row of rows) expect((await titles(worklist.filterQuery(row.filter), editor.token)).length).toBe(row.news);
    expect(await titles('?status=review', editor.token)).toEqual(['Editor in review', 'Writer in review']);
    expect(await titles('?status=draft&mine=1', writer.token)).toEqual(['Writer draft one', 'Writer draft two']);
    expect(await titles('?status=scheduled&when=today', writer.token)).toEqual(['Goes live later today']);
    expect(await titles('?status=scheduled', writer.token)).toEqual(['Goes live later today', 'Goes live tomorrow']);
    // Without a filter: the whole list, as before.
    expect(await titles('', editor.token)).toHaveLength(8);
  });

  it.each([
    ['?status=pending', 'statusInvalid'],
    ['?mine=yes', 'mineInvalid'],
    ['?when=tomorrow', 'whenInvalid'],
    ['?status=draft&status=review', 'repeated'],
  ])('400 for %s (%s), Hindi for a Hindi caller', async (query, key) => {
    const response = await list(query, editor.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: `apiErrors.lists.${key}` });
    const hindi = await (await list(query, editor.token, { 'accept-language': 'hi' })).json();
    expect(hindi.message).toMatch(/[\u0900-\u097F]/);
  });

  it('India days: 00:10 IST is today, 23:50 IST of the day before is not', () => {
    const { start, end } = worklist.indiaToday(new Date('2026-11-25T18:40:00Z')); // 26 Nov, 00:10 IST
    expect(start.toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(end.toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(worklist.indiaToday(new Date('2026-11-25T18:20:00Z')).start.toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });
});
