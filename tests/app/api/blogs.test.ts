/** @jest-environment node */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { attachDatabase, databaseTargets, detachDatabase } from '../../helpers/databases';
import { testImage } from '../../helpers/images';

/**
 * The /api/blogs contracts, called as Next calls the route handlers, on a fresh database: PGlite, and
 * the PostgreSQL server of DATABASE_URL when it is set. The handlers' process database (lib/db) is
 * pointed at the test's database.
 */
type Routes = {
  list: typeof import('@/app/api/blogs/route');
  one: typeof import('@/app/api/blogs/[id]/route');
  upload: typeof import('@/app/api/blogs/upload/route');
};
describe.each(databaseTargets())('/api/blogs on $name', (target) => {
  let database: Awaited<ReturnType<ReturnType<typeof databaseTargets>[number]['open']>>;
  let dataDir: string;
  let routes: Routes;
  let adminToken: string;
  let readerToken: string;
  let png: Buffer;

  const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
  const none = { params: Promise.resolve({}) };
  const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  function blogForm(fields: Partial<Record<'title' | 'categories' | 'content' | 'authorName', string>>, cover: Blob | null = new Blob([new Uint8Array(png)])): FormData {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
    if (cover) form.set('coverImage', cover, 'cover.png');
    return form;
  }

  const sections = JSON.stringify([
    { title: 'Introduction', paragraphs: ['First <b>bold</b> paragraph.', 'Second paragraph.'] },
    { title: 'Details', paragraphs: ['More text <script>window.pwned=1</script>here.'] },
  ]);

  function post(form: FormData, token = adminToken): Promise<Response> {
    return routes.list.POST(new Request('http://localhost/api/blogs', { method: 'POST', body: form, headers: bearer(token) }), none);
  }

  function put(id: string, body: unknown, token = adminToken): Promise<Response> {
    return routes.one.PUT(
      new Request(`http://localhost/api/blogs/${id}`, { method: 'PUT', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...bearer(token) } }),
      ctx(id),
    );
  }

  beforeAll(async () => {
    database = await target.open();
    process.env.DATA_DIR = database.dataDir;
    dataDir = database.dataDir;
    jest.resetModules();
    attachDatabase(database);
    const { getDb } = await import('@/lib/db');
    const { signApiToken } = await import('@/lib/auth/tokens');
    const { users } = await import('@/models/schema');
    const db = await getDb();
    const [admin] = await db.insert(users).values({ email: 'admin@test.example', fullName: 'Ada Admin', role: 'admin' }).returning();
    const [reader] = await db.insert(users).values({ email: 'reader@test.example', fullName: 'Ravi Reader', role: 'user' }).returning();
    adminToken = await signApiToken({ id: admin.id, email: admin.email, name: admin.fullName, role: 'admin' });
    readerToken = await signApiToken({ id: reader.id, email: reader.email, name: reader.fullName, role: 'user' });
    png = await testImage({ width: 40, height: 30, color: '#336699' });
    routes = {
      list: await import('@/app/api/blogs/route'),
      one: await import('@/app/api/blogs/[id]/route'),
      upload: await import('@/app/api/blogs/upload/route'),
    };
  });

  afterAll(async () => {
    detachDatabase();
    await database.cleanup();
  });

  describe('POST /api/blogs', () => {
    it('creates a blog from the multipart form: 201 with the contract shape, HTML sanitized, cover stored', async () => {
      const response = await post(blogForm({ title: 'My first post', categories: 'Tax, Legal, ,Tax', content: sections, authorName: 'Asha' }));
      expect(response.status).toBe(201);
      const blog = await response.json();
      expect(blog).toMatchObject({
        title: 'My first post',
        categories: ['Tax', 'Legal'],
        category: 'Tax',
        authorName: 'Asha',
        tableOfContents: ['Introduction', 'Details'],
        readTime: '1 min read',
        version: 1,
      });
      expect(blog._id).toBe(blog.id);
      expect(blog.coverImage).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      expect(blog.imageUrl).toBe(blog.coverImage);
      expect(JSON.stringify(blog.content)).not.toContain('script');
      expect(blog.content[1].paragraphs[0]).toBe('More text here.');

      const audit = await latestAuditActions();
      expect(audit).toContain('blog.create');
    });

    it('refuses a missing title, cover, section title or paragraph with 422 and the issue', async () => {
      const cases: [FormData, string][] = [
        [blogForm({ title: ' ', content: sections }), 'Title is required.'],
        [blogForm({ title: 'T', content: sections }, null), 'A cover image is required.'],
        [blogForm({ title: 'T', content: JSON.stringify([{ title: '', paragraphs: ['x'] }]) }), 'Every section needs a title.'],
        [blogForm({ title: 'T', content: JSON.stringify([{ title: 'A', paragraphs: ['  '] }]) }), 'Paragraphs cannot be empty.'],
        [blogForm({ title: 'T', content: 'not json' }), 'content must be a JSON list of sections.'],
        [blogForm({ title: 'T', content: '[]' }), 'Add at least one section.'],
      ];
      for (const [form, message] of cases) {
        const response = await post(form);
        const body = await response.json();
        expect({ status: response.status, message: body.message }).toEqual({ status: 422, message });
      }
    });

    it('refuses a cover that is not an image (415), a file over the limit (413) and a JSON body (415)', async () => {
      expect((await post(blogForm({ title: 'T', content: sections }, new Blob(['<svg onload="x()"/>'])))).status).toBe(415);
      expect((await post(blogForm({ title: 'T', content: sections }, new Blob([new Uint8Array(6 * 1024 * 1024)])))).status).toBe(413);
      const json = await routes.list.POST(
        new Request('http://localhost/api/blogs', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', ...bearer(adminToken) } }),
        none,
      );
      expect(json.status).toBe(415);
    });

    it('is for admins only: 401 anonymous, 403 for a reader, 401 for a forged token', async () => {
      expect((await post(blogForm({ title: 'T', content: sections }), '')).status).toBe(401);
      expect((await post(blogForm({ title: 'T', content: sections }), readerToken)).status).toBe(403);
      expect((await post(blogForm({ title: 'T', content: sections }), `${adminToken}x`)).status).toBe(401);
    });
  });

  describe('GET /api/blogs and /api/blogs/{id}', () => {
    it('lists blogs newest first and answers one blog by id', async () => {
      await post(blogForm({ title: 'Second post', categories: 'News', content: sections }));
      const list = await (await routes.list.GET(new Request('http://localhost/api/blogs'), none)).json();
      expect(list.map((b: { title: string }) => b.title).slice(0, 2)).toEqual(['Second post', 'My first post']);
      const one = await routes.one.GET(new Request('http://localhost/x'), ctx(list[0].id));
      expect(one.status).toBe(200);
      expect((await one.json()).title).toBe('Second post');
    });

    it('answers 404 JSON for an unknown id and for junk ids, never a 5xx', async () => {
      for (const id of ['3f1b1c9e-8d2a-4f6b-9a51-2b7c3d4e5f60', 'nope', "1' or '1'='1", '%00', 'x'.repeat(500)]) {
        const response = await routes.one.GET(new Request('http://localhost/x'), ctx(id));
        expect({ id, status: response.status }).toEqual({ id, status: 404 });
        expect(await response.json()).toMatchObject({ error: 'Blog not found.' });
      }
    });
  });

  describe('PUT /api/blogs/{id}', () => {
    async function anyBlog() {
      const list = await (await routes.list.GET(new Request('http://localhost/api/blogs'), none)).json();
      return list[0] as { id: string; version: number; content: unknown[]; coverImage: string };
    }

    it('updates title, content (paragraph text) and image and answers the updated blog', async () => {
      const blog = await anyBlog();
      const response = await put(blog.id, { title: 'Edited', content: 'One\n\n\n\nTwo <img src=x onerror=alert(1)>', imageUrl: 'https://example.com/a.png', version: blog.version });
      expect(response.status).toBe(200);
      const updated = await response.json();
      expect(updated).toMatchObject({ title: 'Edited', imageUrl: 'https://example.com/a.png', coverImage: 'https://example.com/a.png', version: blog.version + 1 });
      expect(updated.content).toEqual(['One', 'Two <img src="x" />']);
      // The replaced cover, stored by us, stays for the post's history (a restore brings it back; removed with the post).
      expect(fs.existsSync(`${dataDir}${blog.coverImage}`)).toBe(true);
    });

    it('takes the admin screen object {title, paragraphs} as one section', async () => {
      const blog = await anyBlog();
      const updated = await (await put(blog.id, { content: { title: 'Intro', paragraphs: ['A', 'B'] } })).json();
      expect(updated.content).toEqual([{ type: 'section', title: 'Intro', paragraphs: ['A', 'B'] }]);
      expect(updated.tableOfContents).toEqual(['Intro']);
    });

    it('refuses a stale version with 409', async () => {
      const blog = await anyBlog();
      const response = await put(blog.id, { title: 'Late edit', version: blog.version - 1 });
      expect(response.status).toBe(409);
      expect((await anyBlog()).version).toBe(blog.version);
    });

    it('lets one of two simultaneous edits of the same version win; the other gets 409', async () => {
      const blog = await anyBlog();
      const statuses = (await Promise.all([put(blog.id, { title: 'Editor A', version: blog.version }), put(blog.id, { title: 'Editor B', version: blog.version })])).map((r) => r.status);
      expect(statuses.sort()).toEqual([200, 409]);
      expect((await anyBlog()).version).toBe(blog.version + 1);
    });

    it('refuses bad input: 400 for a body that is not JSON, 422 for wrong shapes or unsafe URLs', async () => {
      const blog = await anyBlog();
      expect((await put(blog.id, '{oops')).status).toBe(400);
      expect((await put(blog.id, { title: '' })).status).toBe(422);
      expect((await put(blog.id, { imageUrl: 'javascript:alert(1)' })).status).toBe(422);
      expect((await put(blog.id, { content: [{ type: 'image', src: 'data:text/html,x' }] })).status).toBe(422);
      expect((await put(blog.id, { content: [{ type: 'table', headers: 'x' }] })).status).toBe(422);
    });

    it('answers 404 for unknown ids and is for admins only', async () => {
      const blog = await anyBlog();
      expect((await put('3f1b1c9e-8d2a-4f6b-9a51-2b7c3d4e5f60', { title: 'x' })).status).toBe(404);
      expect((await put('junk', { title: 'x' })).status).toBe(404);
      expect((await put(blog.id, { title: 'x' }, '')).status).toBe(401);
      expect((await put(blog.id, { title: 'x' }, readerToken)).status).toBe(403);
    });
  });

  describe('POST /api/blogs/upload', () => {
    function upload(form: FormData, token = adminToken) {
      return routes.upload.POST(new Request('http://localhost/api/blogs/upload', { method: 'POST', body: form, headers: bearer(token) }), none);
    }

    it('stores an image and answers its imageUrl', async () => {
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(png)]), 'x.png');
      const response = await upload(form);
      expect(response.status).toBe(201);
      const { imageUrl } = await response.json();
      expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      expect(fs.existsSync(`${dataDir}${imageUrl}`)).toBe(true);
    });

    it('refuses no file (422), a non-image (415), and anyone but an admin (401/403)', async () => {
      expect((await upload(new FormData())).status).toBe(422);
      const text = new FormData();
      text.set('image', new Blob(['hello']), 'x.png');
      expect((await upload(text)).status).toBe(415);
      expect((await upload(text, '')).status).toBe(401);
      expect((await upload(text, readerToken)).status).toBe(403);
    });
  });

  describe('DELETE /api/blogs/{id}', () => {
    it('is for admins only, deletes, then answers 404', async () => {
      const list = await (await routes.list.GET(new Request('http://localhost/api/blogs'), none)).json();
      const id = list[0].id as string;
      const del = (token: string) => routes.one.DELETE(new Request(`http://localhost/api/blogs/${id}`, { method: 'DELETE', headers: bearer(token) }), ctx(id));
      expect((await del('')).status).toBe(401);
      expect((await del(readerToken)).status).toBe(403);
      expect((await del(adminToken)).status).toBe(204);
      expect((await del(adminToken)).status).toBe(404);
      expect((await routes.one.GET(new Request('http://localhost/x'), ctx(id))).status).toBe(404);
      expect(await latestAuditActions()).toContain('blog.delete');
    });
  });

  async function latestAuditActions(): Promise<string[]> {
    const { getDb } = await import('@/lib/db');
    const { auditLog } = await import('@/models/schema');
    const db = await getDb();
    return (await db.select().from(auditLog).where(eq(auditLog.entityType, 'blog'))).map((row) => row.action);
  }
});
