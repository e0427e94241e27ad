/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { databaseTargets } from '../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../helpers/app-context';

/**
 * Issue 14, "disk full": the uploads folder is a real 192 KB tmpfs (mounted for the test; needs
 * root, which CI has), and editors keep adding news and blogs until it is full. Every write answers
 * 201 or 507 JSON; afterwards every row's photo (and its small variant) is on disk and no file is
 * without its row — no temporary file either. Deleting an item frees room and the next write works.
 */
function canMountTmpfs(): boolean {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

// CI runs as root and must run this test: there a tmpfs that cannot be mounted fails it (in
// beforeAll) instead of skipping it. Elsewhere it is skipped, with the reason in its name.
const mountable = canMountTmpfs() || Boolean(process.env.CI);
const describeWithTmpfs = mountable ? describe : (describe.skip as typeof describe);
const title = mountable ? 'uploads on a full disk (real tmpfs)' : 'uploads on a full disk (skipped: a tmpfs cannot be mounted here; needs root and the mount capability, as CI has)';

describeWithTmpfs(title, () => {
  const target = databaseTargets()[0]; // PGlite: the database itself stays off the small disk
  let database: Awaited<ReturnType<typeof target.open>>;
  let uploads: string;
  let adminToken: string;
  let routes: { news: typeof import('@/lib/news/news-admin-handlers'); blogs: typeof import('@/app/api/blogs/route') };

  beforeAll(async () => {
    database = await target.open();
    uploads = path.join(database.dataDir, 'uploads');
    fs.mkdirSync(uploads);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=192k,mode=0755', 'tmpfs', uploads]);
    ({ adminToken } = await useTestDatabase(database));
    routes = { news: await import('@/lib/news/news-admin-handlers'), blogs: await import('@/app/api/blogs/route') };
  }, 120_000);

  afterAll(async () => {
    releaseTestDatabase();
    if (uploads) execFileSync('umount', ['-l', uploads], { stdio: 'ignore' });
    await database?.cleanup();
  });

  /** Noise compresses badly: each photo takes tens of KB on disk after re-encoding. */
  function noisyPng(): Promise<Buffer> {
    const width = 160;
    const height = 120;
    return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer();
  }

  async function add(kind: 'news' | 'blog', title: string): Promise<{ title: string; status: number; body: string }> {
    const form = new FormData();
    const image = new Blob([new Uint8Array(await noisyPng())]);
    const headers = { authorization: `Bearer ${adminToken}` };
    form.set('title', title);
    let response: Response;
    if (kind === 'news') {
      form.set('description', 'Added while the disk fills up.');
      form.set('category', 'stocks');
      form.set('photo', image, 'photo.png');
      response = await routes.news.addNewsHandler(new Request('http://localhost/api/news/add', { method: 'POST', body: form, headers }), { params: Promise.resolve({}) });
    } else {
      form.set('categories', 'Tech');
      form.set('content', JSON.stringify([{ title: 'One', paragraphs: ['Added while the disk fills up.'] }]));
      form.set('coverImage', image, 'cover.png');
      response = await routes.blogs.POST(new Request('http://localhost/api/blogs', { method: 'POST', body: form, headers }), { params: Promise.resolve({}) });
    }
    return { title, status: response.status, body: await response.text() };
  }

  async function storedPhotos(): Promise<{ id: string; title: string; photo: string }[]> {
    const { news, blogs } = await import('@/models/schema');
    const newsRows = await database.db.select({ id: news.id, title: news.title, photo: news.photo }).from(news);
    const blogRows = await database.db.select({ id: blogs.id, title: blogs.title, photo: blogs.coverImage }).from(blogs);
    return [...newsRows, ...blogRows].map((row) => ({ ...row, photo: path.basename(row.photo ?? '') }));
  }

  it('answers 507 JSON when the disk is full, leaves rows and files matched one to one, and works again once room is freed', async () => {
    const outcomes: { title: string; status: number; body: string }[] = [];
    for (let index = 0; index < 40 && outcomes.filter((o) => o.status === 507).length < 4; index++) {
      outcomes.push(await add(index % 3 === 2 ? 'blog' : 'news', `disk-${index}`));
    }
    const statuses = outcomes.map((o) => o.status);
    expect(statuses.filter((s) => s !== 201 && s !== 507)).toEqual([]);
    expect(statuses).toContain(201); // the disk held some before it was full
    expect(statuses.filter((s) => s === 507)).toHaveLength(4);
    for (const outcome of outcomes.filter((o) => o.status === 507)) {
      expect(JSON.parse(outcome.body)).toEqual({ error: expect.stringMatching(/no room/i), message: expect.stringMatching(/no room/i), code: 'apiErrors.status.insufficient_storage' });
    }

    const rows = await storedPhotos();
    expect(rows.map((r) => r.title).sort()).toEqual(outcomes.filter((o) => o.status === 201).map((o) => o.title).sort());
    const onDisk = fs.readdirSync(uploads).sort();
    expect(onDisk).toEqual(rows.flatMap((row) => [row.photo, row.photo.replace(/\.webp$/, '-sm.webp')]).sort());

    // An editor deletes an item: its files go, and the next upload fits again.
    const victim = rows[0];
    const { news } = await import('@/models/schema');
    const isNews = (await database.db.select({ id: news.id }).from(news)).some((row) => row.id === victim.id);
    const deleted = isNews
      ? await routes.news.deleteNewsHandler(new Request(`http://localhost/api/news/${victim.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${adminToken}` } }), { params: Promise.resolve({ category: victim.id }) })
      : await (await import('@/app/api/blogs/[id]/route')).DELETE(new Request(`http://localhost/api/blogs/${victim.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${adminToken}` } }), { params: Promise.resolve({ id: victim.id }) });
    expect(deleted.status).toBe(200);
    expect(fs.readdirSync(uploads)).not.toContain(victim.photo);
    const again = await add('news', 'after-room');
    expect(again.status).toBe(201);
  }, 120_000);
});
