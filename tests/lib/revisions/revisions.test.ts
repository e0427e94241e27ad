/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, blogs, news, revisions } from '@/models/schema';
import { databaseTargets } from '../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';
import { testImage } from '../../helpers/images';

/**
 * Issue 26, revisions: every save of a story or a post (create, edit, status change, the scheduler's
 * publish, restore) leaves one revision; the History API lists them newest first, shows one with its
 * fields, and restores an old one as a new revision without touching the others. On PGlite and on
 * the PostgreSQL server, through the route handlers as an API client calls them.
 */
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

type Summary = { id: string; createdAt: string; author: string | null; status: string; title: string; action: string; version: number; restoredFrom: string | null };
type Staff = { id: string; email: string; name: string; role: 'user' | 'writer' | 'editor' | 'admin'; token: string };

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe.each(databaseTargets())('revisions on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;
  let writer: Staff;
  let otherWriter: Staff;
  let editor: Staff;
  let newsRoutes: { list: typeof import('@/app/api/admin/news/[id]/revisions/route'); one: typeof import('@/app/api/admin/news/[id]/revisions/[revisionId]/route'); restore: typeof import('@/app/api/admin/news/[id]/revisions/[revisionId]/restore/route') };
  let blogRoutes: { list: typeof import('@/app/api/admin/blogs/[id]/revisions/route'); one: typeof import('@/app/api/admin/blogs/[id]/revisions/[revisionId]/route'); restore: typeof import('@/app/api/admin/blogs/[id]/revisions/[revisionId]/restore/route') };
  let manage: typeof import('@/lib/news/manage-news');
  let schemas: typeof import('@/lib/news/schemas');

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database);
    writer = await ctx.staff('writer');
    otherWriter = await ctx.staff('writer');
    editor = await ctx.staff('editor');
    newsRoutes = {
      list: await import('@/app/api/admin/news/[id]/revisions/route'),
      one: await import('@/app/api/admin/news/[id]/revisions/[revisionId]/route'),
      restore: await import('@/app/api/admin/news/[id]/revisions/[revisionId]/restore/route'),
    };
    blogRoutes = {
      list: await import('@/app/api/admin/blogs/[id]/revisions/route'),
      one: await import('@/app/api/admin/blogs/[id]/revisions/[revisionId]/route'),
      restore: await import('@/app/api/admin/blogs/[id]/revisions/[revisionId]/restore/route'),
    };
    manage = await import('@/lib/news/manage-news');
    schemas = await import('@/lib/news/schemas');
  }, 300_000);
  afterAll(async () => {
    releaseTestDatabase();
    await database.cleanup();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const base = { description: 'The rate is 6.5 %.', category: 'india' };

  async function story(actor: Staff | typeof ctx.admin, fields: Record<string, string>) {
    return manage.createNews({ actor, input: schemas.createNewsSchema.parse({ ...base, ...fields }), photo: await testImage({ width: 40, height: 30 }) });
  }
  async function edit(actor: Staff | typeof ctx.admin, id: string, fields: Record<string, string>, photo: Buffer | null = null) {
    return manage.updateNews({ actor, id, input: schemas.updateNewsSchema.parse({ ...base, ...fields }), photo });
  }

  async function list(kind: 'news' | 'blogs', id: string, token: string | null = ctx.adminToken) {
    const routes = kind === 'news' ? newsRoutes : blogRoutes;
    return routes.list.GET(new Request(`http://localhost/api/admin/${kind}/${id}/revisions`, { headers: token ? bearer(token) : {} }), { params: Promise.resolve({ id }) });
  }
  async function history(kind: 'news' | 'blogs', id: string): Promise<Summary[]> {
    const response = await list(kind, id);
    expect(response.status).toBe(200);
    return (await response.json()) as Summary[];
  }
  async function one(kind: 'news' | 'blogs', id: string, revisionId: string, token = ctx.adminToken) {
    const routes = kind === 'news' ? newsRoutes : blogRoutes;
    return routes.one.GET(new Request(`http://localhost/api/admin/${kind}/${id}/revisions/${revisionId}`, { headers: bearer(token) }), { params: Promise.resolve({ id, revisionId }) });
  }
  async function restore(kind: 'news' | 'blogs', id: string, revisionId: string, token: string | null = ctx.adminToken, body?: string, type = 'application/json') {
    const routes = kind === 'news' ? newsRoutes : blogRoutes;
    const headers: Record<string, string> = { ...(token ? bearer(token) : {}), ...(body !== undefined ? { 'content-type': type } : {}) };
    return routes.restore.POST(new Request(`http://localhost/api/admin/${kind}/${id}/revisions/${revisionId}/restore`, { method: 'POST', headers, body }), { params: Promise.resolve({ id, revisionId }) });
  }

  it('news: create, edit, submit and publish each leave one revision, listed newest first with who, when, status and title', async () => {
    const created = await story(writer, { title: 'Rate cut first draft', status: 'draft' });
    await edit(writer, created.id, { title: 'Rate cut second draft', version: '1' });
    await edit(writer, created.id, { title: 'Rate cut second draft', status: 'review', version: '2' });
    await edit(editor, created.id, { title: 'RBI cuts the repo rate', status: 'published', version: '3' });

    const lines = await history('news', created.id);
    expect(lines.map(({ author, status, title, action, version }) => ({ author, status, title, action, version }))).toEqual([
      { author: editor.name, status: 'published', title: 'RBI cuts the repo rate', action: 'edit', version: 4 },
      { author: writer.name, status: 'review', title: 'Rate cut second draft', action: 'edit', version: 3 },
      { author: writer.name, status: 'draft', title: 'Rate cut second draft', action: 'edit', version: 2 },
      { author: writer.name, status: 'draft', title: 'Rate cut first draft', action: 'create', version: 1 },
    ]);
    const times = lines.map((line) => Date.parse(line.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(lines[0]).sort()).toEqual(['action', 'author', 'createdAt', 'id', 'restoredFrom', 'status', 'title', 'version']);

    const detail = await one('news', created.id, lines[3].id);
    expect(detail.status).toBe(200);
    expect(detail.headers.get('cache-control')).toMatch(/no-store/);
    expect(await detail.json()).toMatchObject({ id: lines[3].id, title: 'Rate cut first draft', description: base.description, category: 'india', categories: ['india'], language: 'both', photo: created.photo, content: null, status: 'draft' });
  });

  it('restore brings an old revision back as a new one, keeps the status and never rewrites history (audit news.restore)', async () => {
    const created = await story(editor, { title: 'Repo rate at 6.25 %' });
    const replaced = await edit(editor, created.id, { title: 'Repo rate at 6.5 %', description: 'Corrected figure.', category: 'india,banking', language: 'en', version: '1' }, await testImage({ width: 50, height: 50, color: '#a33' }));
    expect(replaced.photo).not.toBe(created.photo);
    const before = await database.db.select().from(revisions).where(eq(revisions.newsId, created.id)).orderBy(asc(revisions.itemVersion));
    const first = (await history('news', created.id)).find((line) => line.version === 1)!;

    const response = await restore('news', created.id, first.id, editor.token);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { revision: Summary; item: { title: string; description: string; categories: string[]; language: string; photo: string; status: string; version: number } };
    expect(body.item).toMatchObject({ title: 'Repo rate at 6.25 %', description: base.description, categories: ['india'], language: 'both', photo: created.photo, status: 'published', version: 3 });
    expect(body.revision).toMatchObject({ action: 'restore', restoredFrom: first.id, author: editor.name, status: 'published', title: 'Repo rate at 6.25 %', version: 3 });

    // The older revisions are exactly as they were; the restore is one more on top.
    const after = await database.db.select().from(revisions).where(eq(revisions.newsId, created.id)).orderBy(asc(revisions.itemVersion));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    expect((await history('news', created.id))[0].id).toBe(body.revision.id);
    // The replaced photo was kept for history: the restored story shows it.
    expect(fs.existsSync(path.join(database.dataDir, created.photo!))).toBe(true);
    const [row] = await database.db.select().from(news).where(eq(news.id, created.id));
    expect(row).toMatchObject({ title: 'Repo rate at 6.25 %', photo: created.photo, version: 3 });
    const audit = await database.db.select().from(auditLog).where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'news.restore')));
    expect(audit).toEqual([expect.objectContaining({ actorEmail: editor.email, details: expect.objectContaining({ revisionId: first.id, restoredVersion: 1, version: 3 }) })]);

    // Deleting the story removes its history and every photo it kept.
    await manage.deleteNews({ actor: editor, id: created.id });
    expect(await database.db.select().from(revisions).where(eq(revisions.newsId, created.id))).toEqual([]);
    expect(fs.existsSync(path.join(database.dataDir, created.photo!))).toBe(false);
    expect(fs.existsSync(path.join(database.dataDir, replaced.photo!))).toBe(false);
  });

  it('who may restore: editors and admins anything; a writer their own draft or item in review only', async () => {
    const own = await story(writer, { title: 'Writer draft one', status: 'draft' });
    await edit(writer, own.id, { title: 'Writer draft two', status: 'draft', version: '1' });
    const [, oldest] = await history('news', own.id);
    expect((await restore('news', own.id, oldest.id, writer.token)).status).toBe(201);

    // Another writer's draft: 403 with the reason, nothing written.
    const refused = await restore('news', own.id, oldest.id, otherWriter.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'apiErrors.publication.notYourItem' });
    // Their own story once it is published: an editor's business now.
    await edit(editor, own.id, { title: 'Writer draft one', status: 'published' });
    expect((await restore('news', own.id, oldest.id, writer.token)).status).toBe(403);
    expect((await restore('news', own.id, oldest.id, ctx.adminToken)).status).toBe(201);
    // Readers and anonymous callers never reach it.
    expect((await restore('news', own.id, oldest.id, ctx.readerToken)).status).toBe(403);
    expect((await restore('news', own.id, oldest.id, null)).status).toBe(401);
    expect((await list('news', own.id, ctx.readerToken)).status).toBe(403);
    expect((await list('news', own.id, null)).status).toBe(401);
    // Writers read any item's history (they see the newsroom's list too).
    expect((await list('news', own.id, otherWriter.token)).status).toBe(200);
    expect((await history('news', own.id)).map((line) => line.action)).toEqual(['restore', 'edit', 'restore', 'edit', 'create']);
  });

  it('unknown items and revisions are 404, another item’s revision too; a stale version is 409; bad bodies 4xx in JSON', async () => {
    const a = await story(editor, { title: 'Item A' });
    const b = await story(editor, { title: 'Item B' });
    const [ofB] = await history('news', b.id);
    for (const response of [await list('news', NO_SUCH_ID), await list('news', 'not-a-uuid'), await one('news', a.id, ofB.id), await one('news', a.id, 'junk'), await restore('news', a.id, ofB.id), await restore('news', NO_SUCH_ID, ofB.id)]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: expect.any(String), code: expect.stringMatching(/^apiErrors\./) });
    }
    expect(await (await one('news', a.id, ofB.id)).json()).toMatchObject({ code: 'apiErrors.publication.revisionNotFound' });

    await edit(editor, a.id, { title: 'Item A edited', version: '1' });
    const [, first] = await history('news', a.id);
    const stale = await restore('news', a.id, first.id, ctx.adminToken, JSON.stringify({ version: 1 }));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'apiErrors.publication.staleVersion', error: expect.stringContaining('changed by someone else') });
    expect((await restore('news', a.id, first.id, ctx.adminToken, JSON.stringify({ version: 2 }))).status).toBe(201);

    expect((await restore('news', a.id, first.id, ctx.adminToken, JSON.stringify({ version: 'two' }))).status).toBe(422);
    expect((await restore('news', a.id, first.id, ctx.adminToken, '[]')).status).toBe(422);
    expect((await restore('news', a.id, first.id, ctx.adminToken, '{')).status).toBe(400);
    expect((await restore('news', a.id, first.id, ctx.adminToken, 'version=2', 'application/x-www-form-urlencoded')).status).toBe(415);
  });

  it('a story from before revisions (no history) keeps its old state as the baseline at its first edit, and it can be restored', async () => {
    const [seeded] = await database.db.insert(news).values({ title: 'Seeded story', description: 'As the seed wrote it.', categories: ['india'], photo: '/uploads/seeded.webp' }).returning();
    await edit(editor, seeded.id, { title: 'Seeded story, edited' });
    const lines = await history('news', seeded.id);
    expect(lines.map(({ action, title, author, version }) => ({ action, title, author, version }))).toEqual([
      { action: 'edit', title: 'Seeded story, edited', author: editor.name, version: 2 },
      { action: 'baseline', title: 'Seeded story', author: null, version: 1 },
    ]);
    const response = await restore('news', seeded.id, lines[1].id);
    expect(response.status).toBe(201);
    expect((await response.json()).item).toMatchObject({ title: 'Seeded story', description: 'As the seed wrote it.', photo: '/uploads/seeded.webp' });
  });

  it('the scheduler publishing a story leaves exactly one revision, authored by who scheduled it', async () => {
    const scheduled = await story(editor, { title: 'Goes live at six', status: 'scheduled', publishAt: new Date(Date.now() + 60_000).toISOString() });
    const { publishDueItem } = await import('@/lib/publication/publish-due-item');
    const later = new Date(Date.now() + 120_000);
    const by = { id: editor.id, email: editor.email };
    const runs = await Promise.all([publishDueItem({ kind: 'news', id: scheduled.id, actor: by, now: later }), publishDueItem({ kind: 'news', id: scheduled.id, actor: by, now: later })]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await publishDueItem({ kind: 'news', id: scheduled.id, actor: by, now: later })).toBe(false);
    const lines = await history('news', scheduled.id);
    expect(lines.map(({ action, status, author }) => ({ action, status, author }))).toEqual([
      { action: 'publish', status: 'published', author: editor.name },
      { action: 'create', status: 'scheduled', author: editor.name },
    ]);
  });

  it('blogs: create and edits leave revisions with the body; restore brings back title, body and cover, re-sanitized', async () => {
    const { createBlog, updateBlog, deleteBlog } = await import('@/lib/blogs/blog-service');
    const { newBlogSchema, blogUpdateSchema } = await import('@/lib/blogs/schemas');
    const editorUser = { id: editor.id, email: editor.email, name: editor.name, role: editor.role };
    const post = await createBlog({ input: newBlogSchema.parse({ title: 'Monsoon diary', categories: 'travel', content: JSON.stringify(['First paragraph.', 'Second paragraph.']) }), cover: await testImage({ width: 60, height: 40 }), actor: editorUser });
    const edited = await updateBlog({ id: post.id, input: blogUpdateSchema.parse({ title: 'Monsoon diary, revised', content: ['Only paragraph now.'], imageUrl: 'https://example.com/cover.png', version: 1 }), actor: editorUser });
    expect(edited.version).toBe(2);

    const lines = await history('blogs', post.id);
    expect(lines.map(({ action, title }) => ({ action, title }))).toEqual([
      { action: 'edit', title: 'Monsoon diary, revised' },
      { action: 'create', title: 'Monsoon diary' },
    ]);
    const first = (await (await one('blogs', post.id, lines[1].id)).json()) as { content: unknown; photo: string; language: string | null; description: string };
    expect(first).toMatchObject({ content: ['First paragraph.', 'Second paragraph.'], photo: post.coverImage, language: null, description: expect.stringContaining('First paragraph.') });
    // The cover replaced by a URL is kept for history.
    expect(fs.existsSync(path.join(database.dataDir, post.coverImage!))).toBe(true);

    // A body stored before today's sanitizer rules is cleaned again on its way back.
    await database.db.update(revisions).set({ content: ['First paragraph. <img src=x onerror=alert(1)>'] }).where(eq(revisions.id, lines[1].id));
    const response = await restore('blogs', post.id, lines[1].id, editor.token);
    expect(response.status).toBe(201);
    const { item } = (await response.json()) as { item: { title: string; content: string[]; coverImage: string; status: string } };
    expect(item).toMatchObject({ title: 'Monsoon diary', coverImage: post.coverImage, status: 'published' });
    expect(item.content).toEqual(['First paragraph. <img src="x" />']);
    expect((await history('blogs', post.id)).map((line) => line.action)).toEqual(['restore', 'edit', 'create']);
    expect((await database.db.select().from(blogs).where(eq(blogs.id, post.id)))[0].version).toBe(3);

    // A news revision is not a blog's, and the other way round.
    const newsStory = await story(editor, { title: 'Not a blog' });
    const [newsRevision] = await history('news', newsStory.id);
    expect((await restore('blogs', post.id, newsRevision.id)).status).toBe(404);
    expect((await list('blogs', newsStory.id)).status).toBe(404);

    await deleteBlog({ id: post.id, actor: editorUser });
    expect(fs.existsSync(path.join(database.dataDir, post.coverImage!))).toBe(false);
    expect(await database.db.select().from(revisions).where(eq(revisions.blogId, post.id))).toEqual([]);
  });
});
