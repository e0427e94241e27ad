/** @jest-environment node */
import { blogs, news, users } from '@/models/schema';
import { attachDatabase, databaseTargets, detachDatabase } from '../../helpers/databases';

/**
 * Issue 26: only `published` news and blogs exist for the public — the feed's reads, a story's
 * page, /api/news/*, /api/blogs*, search (and so RSS, the sitemap and JSON-LD, which read the same
 * services) — while the newsroom's own reads see every state. On PGlite and the PostgreSQL server.
 */
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

const STATES = ['draft', 'review', 'scheduled', 'published', 'unpublished'] as const;
const WORD = 'Zanzibarquux';

describe.each(databaseTargets())('what readers see of each status on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  const newsIds: Record<string, string> = {};
  const blogIds: Record<string, string> = {};

  beforeAll(async () => {
    database = await target.open();
    process.env.DATA_DIR = database.dataDir;
    attachDatabase(database);
    jest.resetModules();
    for (const status of STATES) {
      const publishAt = status === 'scheduled' ? new Date(Date.now() + 3_600_000) : null;
      const [item] = await database.db
        .insert(news)
        .values({ title: `${WORD} ${status} story`, description: `The ${status} one.`, categories: ['india'], language: 'both', status, publishAt })
        .returning();
      newsIds[status] = item.id;
      const [post] = await database.db
        .insert(blogs)
        .values({ title: `${WORD} ${status} post`, excerpt: `The ${status} post.`, content: ['Body.'], status, publishAt })
        .returning();
      blogIds[status] = post.id;
    }
  });

  afterAll(async () => {
    detachDatabase();
    await database.cleanup();
  });

  it('a row added without a status is published (what the migration gives existing rows)', async () => {
    const [item] = await database.db.insert(news).values({ title: 'Plain', description: 'd', categories: ['india'] }).returning();
    const [post] = await database.db.insert(blogs).values({ title: 'Plain post' }).returning();
    expect([item.status, post.status]).toEqual(['published', 'published']);
    expect(post.publishedAt).toBeInstanceOf(Date);
  });

  it('the database refuses an unknown status and a scheduled item without its time', async () => {
    await expect(database.db.insert(news).values({ title: 'x', description: 'd', categories: ['india'], status: 'live' as never })).rejects.toThrow();
    await expect(database.db.insert(news).values({ title: 'x', description: 'd', categories: ['india'], status: 'scheduled' })).rejects.toThrow();
  });

  it('accepts the newsroom roles and refuses others', async () => {
    for (const role of ['writer', 'editor', 'admin', 'user'] as const) {
      await database.db.insert(users).values({ email: `${role}@roles.test`, fullName: role, role });
    }
    await expect(database.db.insert(users).values({ email: 'boss@roles.test', fullName: 'x', role: 'owner' as never })).rejects.toThrow();
  });

  it('news: the API, the story page and search show the published story only; staff reads show all', async () => {
    const { GET } = await import('@/app/api/news/[category]/route');
    const titles = async (path: string, category: string) =>
      ((await (await GET(new Request(`http://localhost${path}`), { params: Promise.resolve({ category }) })).json()) as { title: string }[]).map((item) => item.title).filter((title) => title.startsWith(WORD));
    expect(await titles('/api/news/all', 'all')).toEqual([`${WORD} published story`]);
    expect(await titles('/api/news/india', 'india')).toEqual([`${WORD} published story`]);
    expect(await titles('/api/news/general?lang=en', 'general')).toEqual([`${WORD} published story`]);

    const { findStory, findStoryForStaff } = await import('@/lib/news/get-story');
    for (const status of STATES) {
      expect({ status, found: (await findStory(newsIds[status]))?.status ?? null }).toEqual({ status, found: status === 'published' ? 'published' : null });
      expect((await findStoryForStaff(newsIds[status]))?.status).toBe(status);
    }

    const { searchSite } = await import('@/lib/search/search');
    const hits = await searchSite({ q: WORD, lang: 'en', type: 'news', page: 1 });
    expect(hits.results.map((hit) => hit.title)).toEqual([`${WORD} published story`]);

    const { listCustomNews } = await import('@/lib/news/list-custom-news');
    const staff = await listCustomNews({ includeUnpublished: true });
    expect(staff.filter((row) => row.title.startsWith(WORD)).map((row) => row.status).sort()).toEqual([...STATES].sort());
  });

  it('blogs: GET /api/blogs, /api/blogs/{id} and search show the published post only; a draft is a 404', async () => {
    const list = await import('@/app/api/blogs/route');
    const one = await import('@/app/api/blogs/[id]/route');
    const posts = (await (await list.GET(new Request('http://localhost/api/blogs'), { params: Promise.resolve({}) })).json()) as { title: string; status: string }[];
    expect(posts.filter((post) => post.title.startsWith(WORD)).map((post) => post.title)).toEqual([`${WORD} published post`]);
    for (const status of STATES) {
      const response = await one.GET(new Request(`http://localhost/api/blogs/${blogIds[status]}`), { params: Promise.resolve({ id: blogIds[status] }) });
      expect({ status, code: response.status }).toEqual({ status, code: status === 'published' ? 200 : 404 });
    }
    const { searchSite } = await import('@/lib/search/search');
    const hits = await searchSite({ q: WORD, lang: 'en', type: 'blogs', page: 1 });
    expect(hits.results.map((hit) => hit.title)).toEqual([`${WORD} published post`]);

    const { listBlogs, getBlogForStaff } = await import('@/lib/blogs/blog-service');
    const staff = await listBlogs({ includeUnpublished: true });
    expect(staff.filter((post) => post.title.startsWith(WORD)).map((post) => post.status).sort()).toEqual([...STATES].sort());
    expect((await getBlogForStaff(blogIds.draft))?.status).toBe('draft');
  });
});
