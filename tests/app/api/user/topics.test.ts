/** @jest-environment node */
import { databaseTargets } from '../../../helpers/databases';
import { accountsTestEnv, call, resetRateLimits, useDatabase } from '../../../helpers/accounts-api';

accountsTestEnv();

/** Issue 27: a signed-in reader's For you choices follow the account (GET/PUT /api/user/topics). */
describe.each(databaseTargets())('/api/user/topics on $name', (target) => {
  let route: typeof import('@/app/api/user/topics/route');
  let cleanup: () => Promise<void>;
  const tokens: string[] = [];
  const auth = (index = 0) => ({ authorization: `Bearer ${tokens[index]}` });

  beforeAll(async () => {
    const opened = await target.open();
    cleanup = opened.cleanup;
    useDatabase(opened);
    route = await import('@/app/api/user/topics/route');
    const register = await import('@/app/api/user/register/route');
    const signin = await import('@/app/api/user/signin/route');
    for (const email of ['topics-a@example.com', 'topics-b@example.com']) {
      await call(register.POST, { path: '/api/user/register', body: { fullName: 'Reader', email, password: 'a good long password', agreeToTerms: true } });
      tokens.push((await call(signin.POST, { path: '/api/user/signin', body: { email, password: 'a good long password' } })).body.token as string);
    }
  }, 120_000);
  afterAll(async () => cleanup());
  beforeEach(resetRateLimits);

  const put = (body: unknown, index = 0, headers: Record<string, string> = {}) => call(route.PUT, { path: '/api/user/topics', method: 'PUT', body, headers: { ...auth(index), ...headers } });

  it('signed out: 401 for both methods, never a cached answer', async () => {
    for (const response of [await call(route.GET, { path: '/api/user/topics' }), await call(route.PUT, { path: '/api/user/topics', method: 'PUT', body: { followed: ['stocks'] } })]) {
      expect(response.status).toBe(401);
      expect(response.body.error).toEqual(expect.any(String));
    }
  });

  it('starts empty; a PUT replaces the lists it sends and keeps the others; each reader sees only their own; private, no-store', async () => {
    const empty = await call(route.GET, { path: '/api/user/topics', headers: auth() });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ followed: [], hiddenSources: [], lessLike: [], updatedAt: null });
    expect(empty.headers.get('cache-control')).toBe('private, no-store');

    const saved = await put({ followed: ['stocks', 'sports', 'stocks'], hiddenSources: ['  Daily Gossip  '] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ followed: ['stocks', 'sports'], hiddenSources: ['Daily Gossip'], lessLike: [] });
    expect(saved.headers.get('cache-control')).toBe('private, no-store');

    const lessLike = await put({ lessLike: ['cryptocurrencies'] });
    expect(lessLike.body).toMatchObject({ followed: ['stocks', 'sports'], hiddenSources: ['Daily Gossip'], lessLike: ['cryptocurrencies'] });
    expect(Date.parse(lessLike.body.updatedAt as string)).toBeGreaterThanOrEqual(Date.parse(saved.body.updatedAt as string));

    // Unfollowing everything is a list too.
    expect((await put({ followed: [] })).body).toMatchObject({ followed: [], hiddenSources: ['Daily Gossip'] });
    // The other reader's choices are their own.
    expect((await call(route.GET, { path: '/api/user/topics', headers: auth(1) })).body).toEqual({ followed: [], hiddenSources: [], lessLike: [], updatedAt: null });
  });

  it.each([
    ['not JSON', '{', 400],
    ['an array', '[]', 422],
    ['nothing to change', '{}', 422],
    ['an unknown field', JSON.stringify({ followed: ['stocks'], admin: true }), 422],
    ['an unknown category', JSON.stringify({ followed: ['stocks', 'gossip'] }), 422],
    ['Top stories (everyone sees it)', JSON.stringify({ followed: ['general'] }), 422],
    ['bookmarks', JSON.stringify({ lessLike: ['bookmarks'] }), 422],
    ['a list that is a string', JSON.stringify({ followed: 'stocks' }), 422],
    ['a category that is a number', JSON.stringify({ followed: [1] }), 422],
    ['an empty source name', JSON.stringify({ hiddenSources: ['  '] }), 422],
    ['a source name of 121 characters', JSON.stringify({ hiddenSources: ['s'.repeat(121)] }), 422],
    ['101 hidden sources', JSON.stringify({ hiddenSources: Array.from({ length: 101 }, (_, i) => `Source ${i}`) }), 422],
    ['a NUL in a source', JSON.stringify({ hiddenSources: ['a\u0000b'] }), 400],
    ['a lone surrogate', '{"hiddenSources":["\\ud800"]}', 400],
  ])('refuses %s (body %s) with a %i JSON error and stores nothing', async (_name, rawBody, status) => {
    const before = (await call(route.GET, { path: '/api/user/topics', headers: auth(1) })).body;
    const response = await call(route.PUT, { path: '/api/user/topics', method: 'PUT', rawBody, headers: { ...auth(1), 'content-type': 'application/json' } });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error: expect.any(String), message: expect.any(String), code: expect.any(String) });
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts|stack/i);
    expect((await call(route.GET, { path: '/api/user/topics', headers: auth(1) })).body).toEqual(before);
  });

  it('names the error by code, in Hindi for a Hindi caller', async () => {
    const english = await put({ followed: ['gossip'] });
    expect(english.body).toMatchObject({ code: 'apiErrors.topics.categoryInvalid', message: expect.stringContaining('Unknown category') });
    const hindi = await put({ followed: ['gossip'] }, 0, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' });
    expect(hindi.body).toMatchObject({ code: 'apiErrors.topics.categoryInvalid', message: expect.stringContaining('अज्ञात श्रेणी') });
    expect(hindi.body.error).toBe(english.body.error);
  });
});
