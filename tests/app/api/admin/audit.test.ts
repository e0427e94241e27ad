/** @jest-environment node */
import { auditLog } from '@/models/schema';
import { databaseTargets } from '../../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../../helpers/app-context';

type Entry = { id: number; at: string; actor: { id: string | null; email: string | null }; action: string; entityType: string; entityId: string | null; title: string | null };
type Page = { entries: Entry[]; page: number; pageSize: number; total: number; pages: number };

const NEWS_ID = '11111111-1111-4111-8111-111111111111';
const BLOG_ID = '22222222-2222-4222-8222-222222222222';

/** Issue 26: GET /api/admin/audit — who did what and when, filtered, paged, for editors and admins. */
describe.each(databaseTargets())('GET /api/admin/audit on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;
  let route: typeof import('@/app/api/admin/audit/route');
  let editor: Awaited<ReturnType<typeof ctx.staff>>;
  let writer: Awaited<ReturnType<typeof ctx.staff>>;

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database);
    route = await import('@/app/api/admin/audit/route');
    editor = await ctx.staff('editor');
    writer = await ctx.staff('writer');
    const base = Date.UTC(2026, 9, 1, 6, 0); // 1 Oct 2026, 11:30 India time
    // 120 edits by the writer, one a minute, then a few entries the filters pick out.
    await database.db.insert(auditLog).values(
      Array.from({ length: 120 }, (_, index) => ({ actorId: writer.id, actorEmail: writer.email, action: 'news.update', entityType: 'news', entityId: NEWS_ID, details: { title: 'RBI keeps the repo rate at 6.5%' }, createdAt: new Date(base + index * 60_000) })),
    );
    await database.db.insert(auditLog).values([
      // 24 Nov 23:30 and 25 Nov 00:30 India time: either side of the India midnight.
      { actorId: editor.id, actorEmail: editor.email, action: 'news.publish', entityType: 'news', entityId: NEWS_ID, details: { title: 'RBI keeps the repo rate at 6.5%' }, createdAt: new Date('2026-11-24T18:00:00Z') },
      { actorId: editor.id, actorEmail: editor.email, action: 'blog.publish', entityType: 'blog', entityId: BLOG_ID, details: { title: 'Why 100_percent matters' }, createdAt: new Date('2026-11-24T19:00:00Z') },
      { actorId: ctx.admin.id, actorEmail: ctx.admin.email, action: 'user.role', entityType: 'user', entityId: writer.id, details: { title: writer.email, from: 'user', to: 'writer' }, createdAt: new Date('2026-11-25T05:00:00Z') },
      { actorId: null, actorEmail: null, action: 'news.delete', entityType: 'news', entityId: '33333333-3333-4333-8333-333333333333', details: { title: 'Gone' }, createdAt: new Date('2026-11-25T06:00:00Z') },
    ]);
  }, 300_000);
  afterAll(async () => {
    releaseTestDatabase();
    await database.cleanup();
  });

  const get = (query: string, token?: string, headers: Record<string, string> = {}) =>
    route.GET(new Request(`http://localhost/api/admin/audit${query}`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } }), { params: Promise.resolve({}) });
  const page = async (query: string, token = editor.token): Promise<Page> => {
    const response = await get(query, token);
    expect({ query, status: response.status }).toEqual({ query, status: 200 });
    return (await response.json()) as Page;
  };

  it('401 anonymous, 403 for readers and writers; editors and admins read it, private and uncached', async () => {
    expect((await get('')).status).toBe(401);
    expect((await get('', ctx.readerToken)).status).toBe(403);
    const refused = await get('', writer.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'Your role may not do this.' });
    for (const token of [editor.token, ctx.adminToken]) {
      const response = await get('', token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('newest first, 50 a page, with the total', async () => {
    const first = await page('');
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 124, pages: 3 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries.slice(0, 4).map((entry) => entry.action)).toEqual(['news.delete', 'user.role', 'blog.publish', 'news.publish']);
    const times = first.entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = await page('?page=3');
    expect(last.entries).toHaveLength(24);
    expect(last.entries.at(-1)).toMatchObject({ at: '2026-10-01T06:00:00.000Z', actor: { email: writer.email }, title: 'RBI keeps the repo rate at 6.5%' });
    expect((await page('?page=4')).entries).toEqual([]);
    // No entry appears on two pages.
    const ids = [...first.entries, ...(await page('?page=2')).entries, ...last.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(124);
  });

  it('filters by person (email in any case, or id), action (a word or a full name) and item (id or words of the title)', async () => {
    expect((await page(`?actor=${encodeURIComponent(editor.email.toUpperCase())}`)).entries.map((entry) => entry.action)).toEqual(['blog.publish', 'news.publish']);
    expect((await page(`?actor=${ctx.admin.id}`)).entries.map((entry) => entry.action)).toEqual(['user.role']);
    expect((await page('?action=publish')).entries.map((entry) => entry.action)).toEqual(['blog.publish', 'news.publish']);
    expect((await page('?action=blog.publish')).total).toBe(1);
    expect((await page('?action=edit')).total).toBe(120);
    expect((await page('?action=role')).entries[0]).toMatchObject({ actor: { email: ctx.admin.email }, entityId: writer.id, title: writer.email });
    expect((await page('?action=delete')).entries[0]).toMatchObject({ actor: { id: null, email: null }, title: 'Gone' });
    expect((await page(`?item=${BLOG_ID}`)).entries.map((entry) => entry.action)).toEqual(['blog.publish']);
    expect((await page('?item=repo%20RATE')).total).toBe(121);
    // LIKE's own characters are taken literally: "6.5%" matches the RBI story, "100_" only the blog.
    expect((await page('?item=6.5%25')).total).toBe(121);
    expect((await page('?item=100_')).entries.map((entry) => entry.entityId)).toEqual([BLOG_ID]);
    expect((await page('?item=100x')).total).toBe(0);
    expect((await page(`?actor=${encodeURIComponent(writer.email)}&action=publish`)).total).toBe(0);
  });

  it('dates are India days (from and to inclusive) or ISO instants', async () => {
    // 25 Nov in India began at 24 Nov 18:30 UTC: the 18:00 UTC publish belongs to 24 Nov.
    expect((await page('?from=2026-11-25&to=2026-11-25')).entries.map((entry) => entry.action)).toEqual(['news.delete', 'user.role', 'blog.publish']);
    expect((await page('?to=2026-11-24&action=publish')).entries.map((entry) => entry.action)).toEqual(['news.publish']);
    expect((await page('?from=2026-11-24T18:30:00%2B00:00&to=2026-11-25T05:00:00Z')).entries.map((entry) => entry.action)).toEqual(['blog.publish']);
    expect((await page('?from=2026-10-01&to=2026-10-01')).total).toBe(120);
  });

  it.each([
    ['?page=0', 'pageInvalid'],
    ['?page=abc', 'pageInvalid'],
    ['?page=1e3', 'pageInvalid'],
    ['?page=10001', 'pageInvalid'],
    ['?page=1&page=2', 'repeated'],
    ['?action=promote', 'actionInvalid'],
    ['?action=news.', 'actionInvalid'],
    ['?actor=asha', 'actorInvalid'],
    ['?item=' + 'x'.repeat(201), 'itemInvalid'],
    ['?from=2026-02-30', 'dateInvalid'],
    ['?from=yesterday', 'dateInvalid'],
    ['?to=2026-11-25T10:00:00', 'dateInvalid'],
    ['?from=2026-11-26&to=2026-11-25', 'rangeInvalid'],
    ['?item=%00', 'notStorable'],
  ])('400 for %s (%s), in English and for a Hindi caller in Hindi', async (query, key) => {
    const response = await get(query, editor.token);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ code: `apiErrors.audit.${key}`, error: expect.any(String) });
    expect(body.message).toBe(body.error);
    const hindi = await (await get(query, editor.token, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' })).json();
    expect(hindi).toMatchObject({ code: `apiErrors.audit.${key}`, error: body.error });
    expect(hindi.message).toMatch(/[\u0900-\u097F]/);
  });

  it('a role change made through the Staff API shows up, with who made it', async () => {
    const staff = await import('@/app/api/admin/staff/route');
    const response = await staff.PUT(
      new Request('http://localhost/api/admin/staff', { method: 'PUT', body: JSON.stringify({ email: ctx.reader.email, role: 'writer' }), headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.adminToken}` } }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const [latest] = (await page('?action=role')).entries;
    expect(latest).toMatchObject({ actor: { id: ctx.admin.id, email: ctx.admin.email }, action: 'user.role', entityId: ctx.reader.id, title: ctx.reader.email });
    expect(Date.now() - Date.parse(latest.at)).toBeLessThan(60_000);
  });
});
