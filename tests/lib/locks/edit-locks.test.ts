/** @jest-environment node */
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, editLocks, news } from '@/models/schema';
import { databaseTargets } from '../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';
import { testImage } from '../../helpers/images';

/**
 * Issue 26, edit locks: opening an item takes its lock, a heartbeat keeps it, someone else is told
 * who edits it since when and may take over (the first editor's next heartbeat hears it), a save
 * by anyone but the holder is a 409 naming the holder, a stale version is a 409 — never a silent
 * overwrite. Through the route handlers, on PGlite and on the PostgreSQL server.
 */
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

type Lock = { holder: string; holderId: string; since: string; expiresAt: string; mine: boolean };
type Staff = { id: string; email: string; name: string; role: 'user' | 'writer' | 'editor' | 'admin'; token: string };

describe.each(databaseTargets())('edit locks on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;
  let asha: Staff;
  let ravi: Staff;
  let lockRoutes: { news: typeof import('@/app/api/admin/news/[id]/lock/route'); blogs: typeof import('@/app/api/admin/blogs/[id]/lock/route') };
  let handlers: typeof import('@/lib/news/news-admin-handlers');
  let blogRoute: typeof import('@/app/api/blogs/[id]/route');

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database);
    asha = await ctx.staff('editor');
    ravi = await ctx.staff('editor');
    lockRoutes = { news: await import('@/app/api/admin/news/[id]/lock/route'), blogs: await import('@/app/api/admin/blogs/[id]/lock/route') };
    handlers = await import('@/lib/news/news-admin-handlers');
    blogRoute = await import('@/app/api/blogs/[id]/route');
  }, 300_000);
  afterAll(async () => {
    releaseTestDatabase();
    await database.cleanup();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', id: string, token: string | null, body?: unknown, kind: 'news' | 'blogs' = 'news') {
    const route = lockRoutes[kind];
    const headers: Record<string, string> = { ...(token ? bearer(token) : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) };
    const request = new Request(`http://localhost/api/admin/${kind}/${id}/lock`, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    return route[method](request, { params: Promise.resolve({ id }) });
  }
  async function story(title: string) {
    const { createNews } = await import('@/lib/news/manage-news');
    const { createNewsSchema } = await import('@/lib/news/schemas');
    return createNews({ actor: ctx.admin, input: createNewsSchema.parse({ title, description: 'The rate is 6.25 %.', category: 'india' }), photo: await testImage({ width: 32, height: 32 }) });
  }
  function save(id: string, token: string, fields: Record<string, string>) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ description: 'The rate is 6.5 %.', category: 'india', ...fields })) form.set(key, value);
    return handlers.updateNewsHandler(new Request(`http://localhost/api/news/${id}`, { method: 'PUT', body: form, headers: bearer(token) }), { params: Promise.resolve({ category: id }) });
  }
  /** The database's clock moved on: the lock's last heartbeat was `seconds` ago. */
  async function age(id: string, seconds: number) {
    await database.db.update(editLocks).set({ heartbeatAt: sql`now() - make_interval(secs => ${seconds})` }).where(eq(editLocks.itemId, id));
  }

  it('the first editor takes the lock; the second is told who and since when (409 locked), and nobody else can save', async () => {
    const item = await story('Lock one');
    const first = await call('POST', item.id, asha.token, {});
    expect(first.status).toBe(200);
    const mine = (await first.json()) as Lock;
    expect(mine).toMatchObject({ holder: asha.name, holderId: asha.id, mine: true });
    expect(Date.parse(mine.expiresAt) - Date.now()).toBeGreaterThan(50_000);

    const second = await call('POST', item.id, ravi.token);
    expect(second.status).toBe(409);
    const refused = (await second.json()) as { code: string; error: string; lock: Lock };
    expect(refused).toMatchObject({ code: 'apiErrors.publication.locked', lock: { holder: asha.name, since: mine.since, mine: false } });
    expect((await (await call('GET', item.id, ravi.token)).json()) as Lock).toMatchObject({ holder: asha.name, mine: false });

    // Ravi's save while Asha edits: 409 naming her, nothing written; Asha's own save goes through.
    const blocked = await save(item.id, ravi.token, { title: 'Ravi overwrites', version: '1' });
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toMatchObject({ code: 'apiErrors.publication.lockedByOther', lock: { holder: asha.name } });
    expect((await database.db.select().from(news).where(eq(news.id, item.id)))[0].title).toBe('Lock one');
    expect((await save(item.id, asha.token, { title: 'Asha edits', version: '1' })).status).toBe(200);

    // Opening it again (a second tab, a reload) keeps Asha's "since".
    expect(((await (await call('POST', item.id, asha.token)).json()) as Lock).since).toBe(mine.since);
  });

  it('take-over: Ravi takes it (audit news.takeover); Asha’s next heartbeat is told (409 lockTaken) and her stale save is a 409', async () => {
    const item = await story('Lock two');
    expect((await call('POST', item.id, asha.token)).status).toBe(200);
    expect((await call('PUT', item.id, asha.token)).status).toBe(200);
    const taken = await call('POST', item.id, ravi.token, { takeOver: true });
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ holder: ravi.name, mine: true });
    const audit = await database.db.select().from(auditLog).where(and(eq(auditLog.entityId, item.id), eq(auditLog.action, 'news.takeover')));
    expect(audit).toEqual([expect.objectContaining({ actorEmail: ravi.email, details: expect.objectContaining({ from: asha.name }) })]);

    const beat = await call('PUT', item.id, asha.token);
    expect(beat.status).toBe(409);
    expect(await beat.json()).toMatchObject({ code: 'apiErrors.publication.lockTaken', lock: { holder: ravi.name, mine: false } });

    // Ravi saves; Asha's save from her old screen carries version 1: never a silent overwrite.
    expect((await save(item.id, ravi.token, { title: 'Ravi edits', version: '1' })).status).toBe(200);
    expect((await call('DELETE', item.id, ravi.token)).status).toBe(204);
    const stale = await save(item.id, asha.token, { title: 'Asha overwrites', version: '1' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'apiErrors.publication.staleVersion', error: expect.stringContaining('Reload') });
    expect((await database.db.select().from(news).where(eq(news.id, item.id)))[0].title).toBe('Ravi edits');
  });

  it('a lock without heartbeat for a minute is free; a heartbeat keeps it; release frees it at once', async () => {
    const item = await story('Lock three');
    expect((await call('POST', item.id, asha.token)).status).toBe(200);
    await age(item.id, 45);
    expect((await call('POST', item.id, ravi.token)).status).toBe(409);
    expect((await call('PUT', item.id, asha.token)).status).toBe(200);
    await age(item.id, 61);
    expect(await (await call('GET', item.id, ravi.token)).json()).toBeNull();
    expect((await call('POST', item.id, ravi.token)).status).toBe(200);
    // Asha's tab wakes up: told it is Ravi's now.
    expect((await call('PUT', item.id, asha.token)).status).toBe(409);
    // Ravi leaves: free for Asha again, and her heartbeat takes it back.
    expect((await call('DELETE', item.id, ravi.token)).status).toBe(204);
    expect((await call('PUT', item.id, asha.token)).status).toBe(200);
    // Releasing someone else's lock does nothing.
    expect((await call('DELETE', item.id, ravi.token)).status).toBe(204);
    expect(await (await call('GET', item.id, asha.token)).json()).toMatchObject({ holder: asha.name, mine: true });
  });

  it('two opening at the same moment: one lock, one 409', async () => {
    const item = await story('Lock race');
    const answers = await Promise.all([call('POST', item.id, asha.token), call('POST', item.id, ravi.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await database.db.select().from(editLocks).where(eq(editLocks.itemId, item.id))).toHaveLength(1);
  });

  it('blogs: the same lock guards the blog save; restore too', async () => {
    const { createBlog } = await import('@/lib/blogs/blog-service');
    const { newBlogSchema } = await import('@/lib/blogs/schemas');
    const post = await createBlog({ input: newBlogSchema.parse({ title: 'Locked post', categories: 'x', content: JSON.stringify(['Body.']) }), cover: await testImage(), actor: { ...ctx.admin, role: 'admin' } });
    expect((await call('POST', post.id, asha.token, undefined, 'blogs')).status).toBe(200);
    const blocked = await blogRoute.PUT(new Request(`http://localhost/api/blogs/${post.id}`, { method: 'PUT', headers: { ...bearer(ravi.token), 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Ravi', version: 1 }) }), { params: Promise.resolve({ id: post.id }) });
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toMatchObject({ code: 'apiErrors.publication.lockedByOther', lock: { holder: asha.name } });
    const restoreRoute = await import('@/app/api/admin/blogs/[id]/revisions/[revisionId]/restore/route');
    const revisions = await import('@/app/api/admin/blogs/[id]/revisions/route');
    const [first] = (await (await revisions.GET(new Request('http://localhost/x', { headers: bearer(ravi.token) }), { params: Promise.resolve({ id: post.id }) })).json()) as { id: string }[];
    const restore = await restoreRoute.POST(new Request('http://localhost/x', { method: 'POST', headers: bearer(ravi.token) }), { params: Promise.resolve({ id: post.id, revisionId: first.id }) });
    expect(restore.status).toBe(409);
  });

  it('401 anonymous, 403 reader, 404 unknown or junk item, 4xx JSON for bad bodies; Hindi callers get the Hindi text', async () => {
    const item = await story('Lock guards');
    expect((await call('POST', item.id, null)).status).toBe(401);
    expect((await call('POST', item.id, ctx.readerToken)).status).toBe(403);
    expect((await call('POST', '00000000-0000-4000-8000-000000000000', asha.token)).status).toBe(404);
    expect((await call('PUT', 'junk', asha.token)).status).toBe(404);
    expect((await call('POST', item.id, asha.token, '[]')).status).toBe(422);
    expect((await call('POST', item.id, asha.token, { takeOver: 'yes' })).status).toBe(422);
    expect((await call('POST', item.id, asha.token, '{')).status).toBe(400);
    expect((await call('POST', item.id, asha.token)).status).toBe(200);
    const request = new Request(`http://localhost/api/admin/news/${item.id}/lock`, { method: 'POST', headers: { ...bearer(ravi.token), 'accept-language': 'hi-IN,hi;q=0.9' } });
    const hindi = await lockRoutes.news.POST(request, { params: Promise.resolve({ id: item.id }) });
    expect(hindi.status).toBe(409);
    expect(await hindi.json()).toMatchObject({ code: 'apiErrors.publication.locked', message: expect.stringContaining('संपादित') });
  });
});
