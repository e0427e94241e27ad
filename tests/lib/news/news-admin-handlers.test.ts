/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { testImage } from '../../helpers/images';
import { eq } from 'drizzle-orm';
import { auditLog, news } from '@/models/schema';
import { databaseTargets } from '../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';

type Handlers = typeof import('@/lib/news/news-admin-handlers');
type Item = { _id: string; id: string; title: string; description: string; category: string; categories: string[]; language: string; photo: string; url: string | null; version: number };

const UPLOAD_LIMIT = 300 * 1024;

async function jpeg(width = 120, height = 80, hue = 200): Promise<Buffer> {
  return testImage({ format: 'jpeg', width, height, color: { r: hue, g: 80, b: 40 }, exif: { Copyright: 'secret-exif-marker' } });
}

/** A small PNG that declares 30 000 × 30 000 pixels (900 megapixels): a decompression bomb. */
function pixelFlood(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = zlib.deflateSync(Buffer.alloc(200 * 30001));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

function fields(values: Record<string, string>, photo?: { bytes: Uint8Array | Buffer; name?: string; type?: string }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  if (photo) form.set('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }), photo.name ?? 'photo.jpg');
  return form;
}

const valid = { title: 'Markets rally', description: 'Stocks rose across the board.', category: 'Stocks,India', url: 'https://example.com/rally' };

describe.each(databaseTargets())('newsroom API on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let handlers: Handlers;
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database, { UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) });
    handlers = await import('@/lib/news/news-admin-handlers');
    // PGlite start-up, migrations and two argon2 hashes: slow on a loaded machine.
  }, 300_000);
  afterAll(async () => {
    releaseTestDatabase();
    await database.cleanup();
  });

  const uploads = () => (fs.existsSync(path.join(database.dataDir, 'uploads')) ? fs.readdirSync(path.join(database.dataDir, 'uploads')).sort() : []);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const params = (id: string) => ({ params: Promise.resolve({ category: id }) });

  function add(form: FormData, headers: Record<string, string> = auth(ctx.adminToken)) {
    return handlers.addNewsHandler(new Request('http://localhost/api/news/add', { method: 'POST', body: form, headers }), { params: Promise.resolve({}) });
  }
  function put(id: string, form: FormData, headers: Record<string, string> = auth(ctx.adminToken)) {
    return handlers.updateNewsHandler(new Request(`http://localhost/api/news/${id}`, { method: 'PUT', body: form, headers }), params(id));
  }
  function del(id: string, headers: Record<string, string> = auth(ctx.adminToken)) {
    return handlers.deleteNewsHandler(new Request(`http://localhost/api/news/${id}`, { method: 'DELETE', headers }), params(id));
  }
  async function created(overrides: Record<string, string> = {}): Promise<Item> {
    const response = await add(fields({ ...valid, ...overrides }, { bytes: await jpeg() }));
    expect(response.status).toBe(201);
    return (await response.json()) as Item;
  }

  it('adds a news item: 201 with the item, the photo re-encoded to WebP without metadata, plus a small variant, and an audit row', async () => {
    const before = uploads();
    const response = await add(fields({ ...valid, language: 'hi' }, { bytes: await jpeg(2000, 1000), name: '../../evil.jpg' }));
    expect(response.status).toBe(201);
    const item = (await response.json()) as Item;
    expect(item).toMatchObject({ title: 'Markets rally', category: 'stocks,india', categories: ['stocks', 'india'], language: 'hi', url: 'https://example.com/rally', version: 1 });
    expect(item._id).toBe(item.id);
    // A generated name: the client's "../../evil.jpg" is ignored.
    expect(item.photo).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const name = item.photo.slice('/uploads/'.length);
    expect(uploads()).toEqual([...before, name, name.replace('.webp', '-sm.webp')].sort());
    expect(fs.existsSync(path.join(database.dataDir, '..', 'evil.jpg'))).toBe(false);
    const stored = fs.readFileSync(path.join(database.dataDir, 'uploads', name));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(1600);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('secret-exif-marker')).toBe(false);
    expect((await sharp(fs.readFileSync(path.join(database.dataDir, 'uploads', name.replace('.webp', '-sm.webp')))).metadata()).width).toBe(640);

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, item.id)).orderBy(auditLog.id);
    // Created and, without a status, published at once (issue 26): two entries of the audit log.
    expect(audit).toEqual([
      expect.objectContaining({ action: 'news.create', actorEmail: ctx.admin.email, entityType: 'news' }),
      expect.objectContaining({ action: 'news.publish', actorEmail: ctx.admin.email, entityType: 'news' }),
    ]);
    expect(item).toMatchObject({ status: 'published', publishAt: null });
  });

  it('defaults the language to both', async () => {
    expect((await created()).language).toBe('both');
  });

  it('refuses anonymous callers with 401 and signed-in readers with 403, whatever extra headers they send', async () => {
    const extras: Record<string, string>[] = [{}, { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' }, { rsc: '1' }, { 'next-router-prefetch': '1' }];
    for (const extra of extras) {
      const form = async () => fields(valid, { bytes: await jpeg() });
      expect((await add(await form(), extra)).status).toBe(401);
      expect((await add(await form(), { ...extra, ...auth(ctx.readerToken) })).status).toBe(403);
      expect((await add(await form(), { ...extra, authorization: 'Bearer not-a-token' })).status).toBe(401);
    }
    const item = await created();
    expect((await put(item.id, fields(valid))).status).toBe(200);
    expect((await put(item.id, fields(valid), {})).status).toBe(401);
    expect((await put(item.id, fields(valid), auth(ctx.readerToken))).status).toBe(403);
    expect((await del(item.id, {})).status).toBe(401);
    expect((await del(item.id, auth(ctx.readerToken))).status).toBe(403);
    expect((await database.db.select().from(news).where(eq(news.id, item.id))).length).toBe(1);
  });

  it('accepts the session cookie of an admin, not of a reader', async () => {
    const { encode } = await import('next-auth/jwt');
    const cookie = async (account: { id: string; role: 'user' | 'writer' | 'editor' | 'admin' }) =>
      `next-auth.session-token=${await encode({ token: { sub: account.id, role: account.role, authTime: Date.now() }, secret: process.env.NEXTAUTH_SECRET! })}`;
    // What a browser sends from our own pages (the CSRF check of issue 11 wants it with a cookie).
    const ownPage = { 'sec-fetch-site': 'same-origin' };
    expect((await add(fields(valid, { bytes: await jpeg() }), { cookie: await cookie(ctx.admin), ...ownPage })).status).toBe(201);
    expect((await add(fields(valid, { bytes: await jpeg() }), { cookie: await cookie(ctx.reader), ...ownPage })).status).toBe(403);
    // The admin's cookie on a post from another origin (a sibling port or subdomain) is refused.
    const crossSite = await add(fields(valid, { bytes: await jpeg() }), { cookie: await cookie(ctx.admin), origin: 'http://localhost:9999' });
    expect(crossSite.status).toBe(403);
  });

  it('answers invalid fields with 422 and their issues, and sends nothing to storage', async () => {
    const before = uploads();
    const cases: [Record<string, string>, string][] = [
      [{ ...valid, category: '' }, 'category'],
      [{ ...valid, category: 'stocks,astrology' }, 'category.1'],
      [{ ...valid, title: '   ' }, 'title'],
      [{ ...valid, description: '' }, 'description'],
      [{ ...valid, url: 'javascript:alert(1)' }, 'url'],
      [{ ...valid, language: 'fr' }, 'language'],
    ];
    for (const [values, issuePath] of cases) {
      const response = await add(fields(values, { bytes: await jpeg() }));
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: string; message: string; issues: { path: string; message: string }[] };
      expect(body.issues.map((issue) => issue.path)).toContain(issuePath);
      expect(typeof body.message).toBe('string');
    }
    const noCategory = (await (await add(fields({ ...valid, category: ' , ' }, { bytes: await jpeg() }))).json()) as { message: string };
    expect(noCategory.message).toBe('Please select at least one category.');
    const noPhoto = await add(fields(valid));
    expect(noPhoto.status).toBe(422);
    expect(((await noPhoto.json()) as { issues: { path: string }[] }).issues[0].path).toBe('photo');
    expect(uploads()).toEqual(before);
  });

  it('refuses upload abuse: non-image bytes named .png, SVG with script, HTML, oversized files and pixel floods', async () => {
    const before = uploads();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const cases: [Uint8Array | Buffer, string, string, number][] = [
      [Buffer.from('this is plain text, not a picture at all'), 'photo.png', 'image/png', 415],
      [svg, 'photo.svg', 'image/svg+xml', 415],
      [svg, 'photo.png', 'image/png', 415],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'photo.jpg', 'image/jpeg', 415],
      [Buffer.concat([await jpeg(), Buffer.alloc(UPLOAD_LIMIT)]), 'big.jpg', 'image/jpeg', 413],
      // AVIF is not among the accepted formats either.
      [await testImage({ format: 'avif', width: 16, height: 16, color: '#888' }), 'photo.avif', 'image/avif', 415],
      [pixelFlood(), 'flood.png', 'image/png', 413],
    ];
    expect(cases[cases.length - 1][0].length).toBeLessThan(UPLOAD_LIMIT);
    for (const [bytes, name, type, status] of cases) {
      const response = await add(fields(valid, { bytes, name, type }));
      expect({ name, status: response.status }).toEqual({ name, status });
      const body = (await response.json()) as { error: string };
      expect(typeof body.error).toBe('string');
    }
    expect(uploads()).toEqual(before);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const response = await handlers.addNewsHandler(
      new Request('http://localhost/api/news/add', { method: 'POST', body: JSON.stringify(valid), headers: { ...auth(ctx.adminToken), 'content-type': 'application/json' } }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(415);
  });

  it('answers a full disk with 507 and leaves neither a file nor a row', async () => {
    const rowsBefore = (await database.db.select().from(news)).length;
    const before = uploads();
    const fsp = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
    const spy = jest.spyOn(fsp, 'writeFile').mockImplementation(async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    try {
      const response = await add(fields(valid, { bytes: await jpeg() }));
      expect(response.status).toBe(507);
      expect(((await response.json()) as { message: string }).message).toMatch(/no room/i);
    } finally {
      spy.mockRestore();
    }
    expect(uploads()).toEqual(before);
    expect((await database.db.select().from(news)).length).toBe(rowsBefore);
  });

  it('edits an item: 200 with the new fields and version; a new photo replaces the old one, whose file its revision keeps', async () => {
    const item = await created();
    const oldName = item.photo.slice('/uploads/'.length);
    const response = await put(item.id, fields({ ...valid, title: 'Markets rally again', category: 'banking', url: '', version: '1' }, { bytes: await jpeg(300, 200, 30) }));
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Item;
    expect(updated).toMatchObject({ id: item.id, title: 'Markets rally again', category: 'banking', url: null, version: 2, language: 'both' });
    expect(updated.photo).not.toBe(item.photo);
    // Kept for the History panel: restoring the first revision brings it back (removed with the item).
    expect(uploads()).toContain(oldName);
    expect(uploads()).toContain(updated.photo.slice('/uploads/'.length));

    // Without a new photo the current one is kept; without a version the last save wins.
    const kept = (await (await put(item.id, fields({ ...valid, title: 'Third title' }))).json()) as Item;
    expect(kept).toMatchObject({ photo: updated.photo, title: 'Third title', version: 3 });
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.entityId, item.id))).map((row) => row.action).sort();
    expect(actions).toEqual(['news.create', 'news.publish', 'news.update', 'news.update']);
  });

  it('answers a malformed id with 400, an unknown one with 404, a stale version with 409', async () => {
    expect((await put('not-an-id', fields(valid))).status).toBe(400);
    expect((await del('../etc')).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await put(unknown, fields(valid));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect((await del(unknown)).status).toBe(404);

    const item = await created();
    expect((await put(item.id, fields({ ...valid, version: '1' }))).status).toBe(200);
    const before = uploads();
    const stale = await put(item.id, fields({ ...valid, title: 'Overwritten?', version: '1' }, { bytes: await jpeg() }));
    expect(stale.status).toBe(409);
    expect(uploads()).toEqual(before);
    expect((await put(item.id, fields({ ...valid, category: 'weather' }))).status).toBe(422);
    expect((await put(item.id, fields({ ...valid, version: 'x' }))).status).toBe(422);
    const [row] = await database.db.select().from(news).where(eq(news.id, item.id));
    expect(row.title).toBe(valid.title);
  });

  it('two editors saving the same version at once: one 200, one 409', async () => {
    const item = await created();
    const responses = await Promise.all([
      put(item.id, fields({ ...valid, title: 'Editor A', version: '1' }, { bytes: await jpeg(100, 100, 10) })),
      put(item.id, fields({ ...valid, title: 'Editor B', version: '1' }, { bytes: await jpeg(100, 100, 250) })),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const [row] = await database.db.select().from(news).where(eq(news.id, item.id));
    expect(row.version).toBe(2);
    const winner = (await responses.find((response) => response.status === 200)!.json()) as Item;
    expect(row.title).toBe(winner.title);
    // The loser's photo was removed again: the winner's and the first one (kept by its revision) remain.
    const loser = ['Editor A', 'Editor B'].find((title) => title !== winner.title);
    expect(loser).toBeDefined();
    const names = uploads();
    expect(names).toContain(winner.photo.slice('/uploads/'.length));
    expect(names).toContain(item.photo.slice('/uploads/'.length));
    const photosOfItem = names.filter((name) => !name.endsWith('-sm.webp'));
    await del(item.id);
    expect(uploads().filter((name) => !name.endsWith('-sm.webp')).length).toBe(photosOfItem.length - 2);
  });

  it('deletes an item, its photo files and writes an audit row', async () => {
    const item = await created();
    const name = item.photo.slice('/uploads/'.length);
    const response = await del(item.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, item: { id: item.id } });
    expect((await database.db.select().from(news).where(eq(news.id, item.id))).length).toBe(0);
    expect(uploads()).not.toContain(name);
    expect(uploads()).not.toContain(name.replace('.webp', '-sm.webp'));
    expect((await del(item.id)).status).toBe(404);
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.entityId, item.id))).map((row) => row.action).sort();
    expect(actions).toEqual(['news.create', 'news.delete', 'news.publish']);
  });

  it('leaves no orphan file when the row cannot be written', async () => {
    const { createNews } = await import('@/lib/news/manage-news');
    const { createNewsSchema } = await import('@/lib/news/schemas');
    const before = uploads();
    const rowsBefore = (await database.db.select().from(news)).length;
    // An actor that does not exist breaks the row's foreign key inside the transaction.
    await expect(
      createNews({ actor: { id: '00000000-0000-4000-8000-000000000001', email: 'ghost@test.example', role: 'admin' }, input: createNewsSchema.parse(valid), photo: await jpeg() }),
    ).rejects.toThrow();
    expect(uploads()).toEqual(before);
    expect((await database.db.select().from(news)).length).toBe(rowsBefore);
  });

  describe('roles and states (issue 26)', () => {
    const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
    const put = (id: string, form: FormData, token: string, extra: Record<string, string> = {}) =>
      handlers.updateNewsHandler(new Request(`http://localhost/api/news/${id}`, { method: 'PUT', body: form, headers: { ...auth(token), ...extra } }), params(id));
    const remove = (id: string, token: string) => handlers.deleteNewsHandler(new Request(`http://localhost/api/news/${id}`, { method: 'DELETE', headers: auth(token) }), params(id));

    it('a writer saves a draft and submits it; publishing, scheduling or no status is a 403 JSON', async () => {
      const writer = await ctx.staff('writer');
      const draft = await add(fields({ ...valid, status: 'draft' }, { bytes: await jpeg() }), auth(writer.token));
      expect(draft.status).toBe(201);
      const item = (await draft.json()) as Item & { status: string };
      expect(item.status).toBe('draft');
      for (const extra of [{}, { status: 'published' }, { status: 'scheduled', publishAt: inAnHour() }] as Record<string, string>[]) {
        const refused = await add(fields({ ...valid, ...extra }, { bytes: await jpeg() }), auth(writer.token));
        expect(refused.status).toBe(403);
        expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/Writers/), code: 'apiErrors.publication.writerCannotPublish' });
      }
      const submitted = await put(item.id, fields({ ...valid, status: 'review' }), writer.token);
      expect(submitted.status).toBe(200);
      expect(await submitted.json()).toMatchObject({ status: 'review' });
      expect((await put(item.id, fields({ ...valid, status: 'published' }), writer.token)).status).toBe(403);
      // Another writer may neither edit nor delete it; an editor publishes it.
      const other = await ctx.staff('writer');
      expect((await put(item.id, fields({ ...valid, status: 'draft' }), other.token)).status).toBe(403);
      expect((await remove(item.id, other.token)).status).toBe(403);
      const editor = await ctx.staff('editor');
      const published = await put(item.id, fields({ ...valid, status: 'published' }), editor.token);
      expect(published.status).toBe(200);
      expect(await published.json()).toMatchObject({ status: 'published' });
      // Published: its writer may no longer change or delete it.
      expect((await put(item.id, fields({ ...valid, status: 'draft' }), writer.token)).status).toBe(403);
      expect((await remove(item.id, writer.token)).status).toBe(403);
      const actions = (await database.db.select().from(auditLog).where(eq(auditLog.entityId, item.id)).orderBy(auditLog.id)).map((row) => row.action);
      expect(actions).toEqual(['news.create', 'news.update', 'news.submit', 'news.update', 'news.publish']);
    });

    it('scheduling needs a future publishAt: 400 in the caller\'s language otherwise; readers never see a scheduled story', async () => {
      const editor = await ctx.staff('editor');
      const past = await add(fields({ ...valid, status: 'scheduled', publishAt: new Date(Date.now() - 60_000).toISOString() }, { bytes: await jpeg() }), auth(editor.token));
      expect(past.status).toBe(400);
      expect(await past.json()).toMatchObject({ code: 'apiErrors.publication.publishAtPast', message: expect.stringMatching(/past/) });
      const hindi = await handlers.addNewsHandler(
        new Request('http://localhost/api/news/add', { method: 'POST', body: fields({ ...valid, status: 'scheduled' }, { bytes: await jpeg() }), headers: { ...auth(editor.token), 'accept-language': 'hi-IN,hi;q=0.9' } }),
        { params: Promise.resolve({}) },
      );
      expect(hindi.status).toBe(400);
      const body = (await hindi.json()) as { message: string; code: string };
      expect(body.code).toBe('apiErrors.publication.publishAtMissing');
      expect(body.message).toMatch(/[\u0900-\u097F]/);
      expect((await add(fields({ ...valid, publishAt: 'tomorrow' }, { bytes: await jpeg() }), auth(editor.token))).status).toBe(422);

      const scheduled = await add(fields({ ...valid, status: 'scheduled', publishAt: inAnHour() }, { bytes: await jpeg() }), auth(editor.token));
      expect(scheduled.status).toBe(201);
      const item = (await scheduled.json()) as Item & { status: string; publishAt: string };
      expect(item).toMatchObject({ status: 'scheduled', publishAt: expect.any(String) });
      const { findStory } = await import('@/lib/news/get-story');
      expect(await findStory(item.id)).toBeNull();
    });
  });
});
