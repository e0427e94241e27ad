/** @jest-environment node */
import { encode } from 'next-auth/jwt';
import { databaseTargets } from '../../../helpers/databases';
import { accountsTestEnv, call, resetRateLimits, useDatabase } from '../../../helpers/accounts-api';

accountsTestEnv();

type Bookmark = { title: string; url: string; bookmarkedAt: string };

describe.each(databaseTargets())('/api/user/bookmarks on $name', (target) => {
  let route: typeof import('@/app/api/user/bookmarks/route');
  let cleanup: () => Promise<void>;
  let token: string;
  let otherToken: string;

  const auth = (t = token) => ({ authorization: `Bearer ${t}` });
  const article = (title: string, extra: Record<string, unknown> = {}) => ({ title, description: 'd', url: `https://wire.test/${encodeURIComponent(title)}`, publishedAt: '2026-11-23T09:00:00.000Z', source: { name: 'Wire' }, isCustom: false, category: 'general', ...extra });
  const list = async (lang = 'en', t = token) => {
    const { status, body } = await call(route.GET, { path: `/api/user/bookmarks?lang=${lang}`, headers: auth(t) });
    expect(status).toBe(200);
    return (body.bookmarks as Bookmark[]).map((b) => b.title);
  };
  const put = (body: unknown, t = token) => call(route.PUT, { path: '/api/user/bookmarks', method: 'PUT', body, headers: auth(t) });
  const del = (body: unknown, t = token) => call(route.DELETE, { path: '/api/user/bookmarks', method: 'DELETE', body, headers: auth(t) });

  beforeAll(async () => {
    const opened = await target.open();
    cleanup = opened.cleanup;
    useDatabase(opened);
    route = await import('@/app/api/user/bookmarks/route');
    const register = await import('@/app/api/user/register/route');
    const signin = await import('@/app/api/user/signin/route');
    for (const email of ['asha@example.com', 'other@example.com']) {
      expect((await call(register.POST, { path: '/api/user/register', body: { fullName: 'Reader', email, password: 'a good long password', agreeToTerms: true } })).status).toBe(201);
    }
    token = (await call(signin.POST, { path: '/api/user/signin', body: { email: 'asha@example.com', password: 'a good long password' } })).body.token as string;
    otherToken = (await call(signin.POST, { path: '/api/user/signin', body: { email: 'other@example.com', password: 'a good long password' } })).body.token as string;
  }, 120_000);
  afterAll(async () => cleanup());
  beforeEach(resetRateLimits);

  it('is for signed-in readers only', async () => {
    expect((await call(route.GET, { path: '/api/user/bookmarks?lang=en' })).status).toBe(401);
    expect((await call(route.PUT, { path: '/api/user/bookmarks', method: 'PUT', body: { lang: 'en', articles: [article('x')] } })).status).toBe(401);
  });

  it('keeps each language and each reader apart; newest first', async () => {
    expect((await put({ lang: 'en', articles: [article('One', { bookmarkedAt: '2026-11-23T09:00:00.000Z' })] })).status).toBe(200);
    const { status, body } = await put({ lang: 'en', articles: [article('Two', { bookmarkedAt: '2026-11-23T10:00:00.000Z' })] });
    expect(status).toBe(200);
    expect((body.bookmarks as Bookmark[]).map((b) => b.title)).toEqual(['Two', 'One']);
    await put({ lang: 'hi', articles: [article('दो')] });
    expect(await list('hi')).toEqual(['दो']);
    expect(await list('en', otherToken)).toEqual([]);
  });

  it('a removal holds everywhere: an older copy merged later does not bring it back; a newer bookmark does', async () => {
    await put({ lang: 'en', articles: [article('Gone', { bookmarkedAt: '2026-11-23T08:00:00.000Z' })] });
    expect((await del({ lang: 'en', title: 'Gone' })).status).toBe(200);
    expect(await list()).not.toContain('Gone');
    // Another device still holds the old copy and merges it (or an undated one from before sync).
    await put({ lang: 'en', articles: [article('Gone', { bookmarkedAt: '2026-11-23T08:00:00.000Z' }), article('Gone')] });
    expect(await list()).not.toContain('Gone');
    // Bookmarked again, after the removal: back.
    await put({ lang: 'en', articles: [article('Gone', { bookmarkedAt: new Date().toISOString() })] });
    expect(await list()).toContain('Gone');
    // Removing what the account never had is fine, and then holds too.
    expect((await call(route.DELETE, { path: '/api/user/bookmarks?lang=en&title=Never', method: 'DELETE', headers: auth() })).status).toBe(200);
    await put({ lang: 'en', articles: [article('Never')] });
    expect(await list()).not.toContain('Never');
  });

  it.each([
    ['not JSON', 'PUT', '{', 400],
    ['no lang', 'PUT', JSON.stringify({ articles: [{ title: 'a' }] }), 422],
    ['unknown lang', 'PUT', JSON.stringify({ lang: 'fr', articles: [{ title: 'a' }] }), 422],
    ['no articles', 'PUT', JSON.stringify({ lang: 'en', articles: [] }), 422],
    ['a javascript: link', 'PUT', JSON.stringify({ lang: 'en', articles: [{ title: 'x', url: 'javascript:alert(1)' }] }), 422],
    ['a data: image', 'PUT', JSON.stringify({ lang: 'en', articles: [{ title: 'x', photo: 'data:image/svg+xml,<svg onload=alert(1)>' }] }), 422],
    ['a huge title', 'PUT', JSON.stringify({ lang: 'en', articles: [{ title: 'x'.repeat(501) }] }), 422],
    ['too many at once', 'PUT', JSON.stringify({ lang: 'en', articles: Array.from({ length: 201 }, (_, i) => ({ title: `t${i}` })) }), 422],
    ['a bad date', 'PUT', JSON.stringify({ lang: 'en', articles: [{ title: 'x', bookmarkedAt: 'yesterday' }] }), 422],
    ['delete without title', 'DELETE', JSON.stringify({ lang: 'en' }), 422],
  ])('refuses %s with a 4xx JSON', async (_name, method, rawBody, status) => {
    const handler = method === 'PUT' ? route.PUT : route.DELETE;
    const response = await call(handler, { path: '/api/user/bookmarks', method, rawBody, headers: { ...auth(), 'content-type': 'application/json' } });
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual(expect.any(String));
  });

  it('takes writes carried by the session cookie from our own pages only (CSRF)', async () => {
    const me = await call((await import('@/app/api/user/me/route')).GET, { path: '/api/user/me', headers: auth() });
    const { sessionCookieName } = await import('@/lib/auth/tokens');
    const cookie = `${sessionCookieName()}=${await encode({ token: { sub: (me.body.user as { id: string }).id, role: 'user', authTime: Date.now() }, secret: process.env.NEXTAUTH_SECRET! })}`;
    const body = { lang: 'en', articles: [article('Via cookie')] };
    const crossSite = await call(route.PUT, { path: '/api/user/bookmarks', method: 'PUT', body, headers: { cookie, origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(await list()).not.toContain('Via cookie');
    const ownPage = await call(route.PUT, { path: '/api/user/bookmarks', method: 'PUT', body, headers: { cookie, origin: 'http://localhost:3000' } });
    expect(ownPage.status).toBe(200);
    expect(await list()).toContain('Via cookie');
  });

  it('keeps only the newest removals of a language (issue 25 item 9): a flood of made-up titles does not grow the table', async () => {
    const { MAX_BOOKMARK_TOMBSTONES } = await import('@/lib/bookmarks/schemas');
    const { getDb } = await import('@/lib/db');
    const { userBookmarks } = await import('@/models/schema');
    const { and, eq, isNotNull } = await import('drizzle-orm');
    const me = await call((await import('@/app/api/user/me/route')).GET, { path: '/api/user/me', headers: auth(otherToken) });
    const userId = (me.body.user as { id: string }).id;
    const db = await getDb();
    // A full set of old removals, as MAX_BOOKMARK_TOMBSTONES DELETE calls would leave them (written at once: the test stays fast).
    const old = Date.parse('2026-01-01T00:00:00.000Z');
    await db.insert(userBookmarks).values(
      Array.from({ length: MAX_BOOKMARK_TOMBSTONES }, (_, index) => {
        const at = new Date(old + index * 1000);
        return { userId, locale: 'en' as const, title: `flood ${String(index).padStart(4, '0')}`, article: null, bookmarkedAt: at, deletedAt: at };
      }),
    );
    await put({ lang: 'en', articles: [article('Still here')] }, otherToken);
    for (const title of ['made up 1', 'made up 2', 'x'.repeat(500)]) expect((await del({ lang: 'en', title }, otherToken)).status).toBe(200);
    const tombstones = await db
      .select({ title: userBookmarks.title })
      .from(userBookmarks)
      .where(and(eq(userBookmarks.userId, userId), eq(userBookmarks.locale, 'en'), isNotNull(userBookmarks.deletedAt)));
    const titles = tombstones.map((row) => row.title);
    expect(titles).toHaveLength(MAX_BOOKMARK_TOMBSTONES);
    // The three new removals are kept, the three oldest went; live bookmarks are untouched.
    expect(titles).toEqual(expect.arrayContaining(['made up 1', 'made up 2', 'x'.repeat(500)]));
    expect(titles).not.toEqual(expect.arrayContaining(['flood 0000']));
    expect(titles.filter((title) => ['flood 0000', 'flood 0001', 'flood 0002'].includes(title))).toEqual([]);
    expect(titles).toContain('flood 0003');
    expect(await list('en', otherToken)).toEqual(['Still here']);
    // A removal still holds against an older copy merged later.
    await put({ lang: 'en', articles: [article('made up 1', { bookmarkedAt: '2026-01-01T00:00:00.000Z' })] }, otherToken);
    expect(await list('en', otherToken)).toEqual(['Still here']);
  });

  it('every answer about the signed-in reader is private, no-store (issue 25 item 9): me, bookmarks, read, logout, their errors, sign-in\'s token', async () => {
    const me = await import('@/app/api/user/me/route');
    const read = await import('@/app/api/user/read/route');
    const signin = await import('@/app/api/user/signin/route');
    const answers = {
      me: await call(me.GET, { path: '/api/user/me', headers: auth() }),
      'me without a session (401)': await call(me.GET, { path: '/api/user/me' }),
      'bookmarks GET': await call(route.GET, { path: '/api/user/bookmarks?lang=en', headers: auth() }),
      'bookmarks PUT': await put({ lang: 'en', articles: [article('Private')] }),
      'bookmarks PUT refused (422)': await put({ lang: 'fr', articles: [] }),
      'bookmarks DELETE': await del({ lang: 'en', title: 'Private' }),
      'read GET': await call(read.GET, { path: '/api/user/read', headers: auth() }),
      'read PUT': await call(read.PUT, { path: '/api/user/read', method: 'PUT', body: { stories: [{ key: 'news:private' }] }, headers: auth() }),
    };
    const cacheControl = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.headers.get('cache-control')]));
    expect(cacheControl).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, 'private, no-store'])));
    expect(answers.me.status).toBe(200);
    const token = await call(signin.POST, { path: '/api/user/signin', body: { email: 'asha@example.com', password: 'a good long password' } });
    expect(token.status).toBe(200);
    expect(token.headers.get('cache-control')).toBe('no-store');
  });
});
