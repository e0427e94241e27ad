/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';
import { databaseTargets } from '../../helpers/databases';
import { testImage } from '../../helpers/images';
import { startLocalS3, type LocalS3 } from '../../helpers/s3-server';

/**
 * Every stored picture goes through lib/storage, whichever backend runs: news photos, blog covers
 * and body images with their small variants are uploaded, served under /uploads/<name>, replaced and
 * deleted through the real route handlers, and the backend (a folder, or a real local S3 server)
 * holds exactly the pictures the rows point at. On S3: a bucket that is down answers 503 and leaves
 * no row and no object behind; a row that fails removes its new objects; S3_PUBLIC_URL redirects.
 */
type Backend = { name: 'local folder' | 'S3 bucket'; env: () => Record<string, string>; objects: () => string[]; bytes: (name: string) => Buffer | undefined };

let s3: LocalS3;
let uploadsFolder = '';
const backends: Backend[] = [
  {
    name: 'local folder',
    env: () => ({}),
    objects: () => (fs.existsSync(uploadsFolder) ? fs.readdirSync(uploadsFolder).sort() : []),
    bytes: (name) => (fs.existsSync(path.join(uploadsFolder, name)) ? fs.readFileSync(path.join(uploadsFolder, name)) : undefined),
  },
  {
    name: 'S3 bucket',
    env: () => s3.env,
    objects: () => [...s3.objects().keys()].sort(),
    bytes: (name) => s3.objects().get(name),
  },
];

beforeAll(async () => {
  s3 = await startLocalS3({ bucket: 'shortnews-uploads' });
});
afterAll(async () => {
  await s3?.close();
});

const none = { params: Promise.resolve({}) };
const nameOf = (url: string) => url.replace('/uploads/', '');
const withSmall = (url: string) => [nameOf(url), nameOf(url).replace(/\.webp$/, '-sm.webp')];

describe.each(backends)('uploads in the $name', (backend) => {
  const target = databaseTargets()[0];
  let database: Awaited<ReturnType<typeof target.open>>;
  let headers: Record<string, string>;
  let routes: {
    news: typeof import('@/lib/news/news-admin-handlers');
    blogs: typeof import('@/app/api/blogs/route');
    blog: typeof import('@/app/api/blogs/[id]/route');
    upload: typeof import('@/app/api/blogs/upload/route');
    uploads: typeof import('@/app/uploads/[name]/route');
  };

  beforeAll(async () => {
    database = await target.open();
    uploadsFolder = path.join(database.dataDir, 'uploads');
    const { adminToken } = await useTestDatabase(database, backend.env());
    headers = { authorization: `Bearer ${adminToken}` };
    routes = {
      news: await import('@/lib/news/news-admin-handlers'),
      blogs: await import('@/app/api/blogs/route'),
      blog: await import('@/app/api/blogs/[id]/route'),
      upload: await import('@/app/api/blogs/upload/route'),
      uploads: await import('@/app/uploads/[name]/route'),
    };
  }, 120_000);

  afterAll(async () => {
    releaseTestDatabase();
    await database?.cleanup();
  });

  async function photo(color: string): Promise<Blob> {
    return new Blob([new Uint8Array(await testImage({ color, width: 200, height: 120 }))]);
  }

  async function addNews(title: string, color = '#c33'): Promise<Response> {
    const form = new FormData();
    form.set('title', title);
    form.set('description', 'A story with a photo.');
    form.set('category', 'stocks');
    form.set('photo', await photo(color), 'photo.png');
    return routes.news.addNewsHandler(new Request('http://localhost/api/news/add', { method: 'POST', body: form, headers }), none);
  }

  async function replaceNewsPhoto(id: string, color: string): Promise<Response> {
    const form = new FormData();
    form.set('title', 'Replaced photo');
    form.set('description', 'The same story with a new photo.');
    form.set('category', 'stocks');
    form.set('photo', await photo(color), 'new.png');
    return routes.news.updateNewsHandler(new Request(`http://localhost/api/news/${id}`, { method: 'PUT', body: form, headers }), { params: Promise.resolve({ category: id }) });
  }

  async function addBlog(title: string): Promise<Response> {
    const form = new FormData();
    form.set('title', title);
    form.set('categories', 'Tech');
    form.set('content', JSON.stringify([{ title: 'One', paragraphs: ['Body text.'] }]));
    form.set('coverImage', await photo('#36c'), 'cover.png');
    return routes.blogs.POST(new Request('http://localhost/api/blogs', { method: 'POST', body: form, headers }), none);
  }

  async function serve(name: string): Promise<Response> {
    return routes.uploads.GET(new Request(`http://localhost/uploads/${name}`), { params: Promise.resolve({ name }) });
  }

  async function referencedPictures(): Promise<string[]> {
    const result = await database.db.execute(sql`select photo as url from news where photo like '/uploads/%' union all select cover_image from blogs where cover_image like '/uploads/%'`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { url: string }[] }).rows) as { url: string }[];
    return rows.flatMap((row) => withSmall(row.url));
  }

  it('stores, serves, replaces and deletes news photos (the replaced one kept by the history until the story goes), blog covers and body images with their small variants', async () => {
    const created = await addNews('Photo story');
    expect(created.status).toBe(201);
    const item = (await created.json()) as { _id: string; photo: string };
    expect(backend.objects()).toEqual(expect.arrayContaining(withSmall(item.photo)));

    // Served under its public URL with the bytes the backend holds and the cache headers of a stored picture.
    const served = await serve(nameOf(item.photo));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), backend.bytes(nameOf(item.photo))!)).toBe(0);
    expect((await serve(nameOf(item.photo).replace('.webp', '-sm.webp'))).status).toBe(200);
    expect((await serve('0123456789abcdef0123456789abcdef.webp')).status).toBe(404);

    // Replacing the photo stores the new one; the old one stays while the story's history (its revisions) names it.
    const replaced = await replaceNewsPhoto(item._id, '#3c3');
    expect(replaced.status).toBe(200);
    const after = (await replaced.json()) as { photo: string };
    expect(after.photo).not.toBe(item.photo);
    expect(backend.objects()).toEqual(expect.arrayContaining([...withSmall(after.photo), ...withSmall(item.photo)]));

    // A blog's cover and a body image uploaded for its editor.
    const blogResponse = await addBlog('Blog with a cover');
    expect(blogResponse.status).toBe(201);
    const blog = (await blogResponse.json()) as { _id: string; coverImage: string };
    const form = new FormData();
    form.set('image', await photo('#999'), 'body.png');
    const uploaded = await routes.upload.POST(new Request('http://localhost/api/blogs/upload', { method: 'POST', body: form, headers }), none);
    expect(uploaded.status).toBe(201);
    const body = (await uploaded.json()) as { imageUrl: string; smallUrl: string };
    expect(backend.objects()).toEqual(expect.arrayContaining([...withSmall(blog.coverImage), nameOf(body.imageUrl), nameOf(body.smallUrl)]));
    expect((await serve(nameOf(body.imageUrl))).status).toBe(200);

    // Deleting the items removes their pictures; what is left is exactly what rows point at (and the body image).
    const deleted = await routes.news.deleteNewsHandler(new Request(`http://localhost/api/news/${item._id}`, { method: 'DELETE', headers }), { params: Promise.resolve({ category: item._id }) });
    expect(deleted.status).toBe(200);
    expect((await routes.blog.DELETE(new Request(`http://localhost/api/blogs/${blog._id}`, { method: 'DELETE', headers }), { params: Promise.resolve({ id: blog._id }) })).status).toBe(204);
    expect(backend.objects()).toEqual([...(await referencedPictures()), nameOf(body.imageUrl), nameOf(body.smallUrl)].sort());
    expect((await serve(nameOf(after.photo))).status).toBe(404);
    // The replaced photo went with the story's history.
    for (const gone of withSmall(item.photo)) expect(backend.objects()).not.toContain(gone);
  });

  it('removes the new pictures again when the row cannot be written', async () => {
    const before = backend.objects();
    // A real database failure inside the write transaction, after the pictures were stored.
    await database.db.execute(sql.raw("create or replace function refuse_news() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$"));
    await database.db.execute(sql.raw('create trigger refuse_news before insert on news for each row execute function refuse_news()'));
    try {
      const response = await addNews('Refused by the database');
      expect(response.status).toBe(500);
    } finally {
      await database.db.execute(sql.raw('drop trigger refuse_news on news'));
    }
    expect(backend.objects()).toEqual(before);
  });

  if (backend.name === 'S3 bucket') {
    it('answers 503 while the bucket is down, stores no row and no object, and works again when it is back', async () => {
      const kept = await addNews('Stored before the outage');
      const keptPhoto = ((await kept.json()) as { photo: string }).photo;
      const objectsBefore = backend.objects();
      const rowsBefore = await referencedPictures();
      await s3.stop();
      try {
        const news = await addNews('Sent during the outage');
        expect(news.status).toBe(503);
        expect(news.headers.get('retry-after')).toBe('5');
        expect(await news.json()).toEqual({
          error: expect.stringMatching(/picture store is not available/),
          message: expect.stringMatching(/nothing was saved/),
          code: 'apiErrors.storage.unavailable',
        });
        expect((await addBlog('Blog during the outage')).status).toBe(503);
        const served = await serve(nameOf(keptPhoto));
        expect(served.status).toBe(503);
        expect(served.headers.get('retry-after')).toBe('5');
      } finally {
        await s3.start();
      }
      expect(await referencedPictures()).toEqual(rowsBefore);
      expect(backend.objects()).toEqual(objectsBefore);
      expect((await addNews('After the outage')).status).toBe(201);
      expect((await serve(nameOf(keptPhoto))).status).toBe(200);
    });

    it('redirects /uploads/<name> to S3_PUBLIC_URL when one is set', async () => {
      process.env.S3_PUBLIC_URL = 'https://cdn.example.com/pictures/';
      jest.resetModules();
      try {
        const { GET } = await import('@/app/uploads/[name]/route');
        const name = '0123456789abcdef0123456789abcdef-sm.webp';
        const response = await GET(new Request(`http://localhost/uploads/${name}`), { params: Promise.resolve({ name }) });
        expect(response.status).toBe(302);
        expect(response.headers.get('location')).toBe(`https://cdn.example.com/pictures/${name}`);
        const junk = await GET(new Request('http://localhost/uploads/..%2Fetc'), { params: Promise.resolve({ name: '../etc' }) });
        expect(junk.status).toBe(404);
      } finally {
        delete process.env.S3_PUBLIC_URL;
        jest.resetModules();
      }
    });
  }
});
