/** @jest-environment node */
import { databaseTargets } from '../../../helpers/databases';
import { accountsTestEnv, call, resetRateLimits, useDatabase } from '../../../helpers/accounts-api';

accountsTestEnv();

describe.each(databaseTargets())('/api/user/read on $name', (target) => {
  let route: typeof import('@/app/api/user/read/route');
  let cleanup: () => Promise<void>;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    const opened = await target.open();
    cleanup = opened.cleanup;
    useDatabase(opened);
    route = await import('@/app/api/user/read/route');
    const register = await import('@/app/api/user/register/route');
    const signin = await import('@/app/api/user/signin/route');
    await call(register.POST, { path: '/api/user/register', body: { fullName: 'Reader', email: 'read@example.com', password: 'a good long password', agreeToTerms: true } });
    token = (await call(signin.POST, { path: '/api/user/signin', body: { email: 'read@example.com', password: 'a good long password' } })).body.token as string;
  }, 120_000);
  afterAll(async () => cleanup());
  beforeEach(resetRateLimits);

  it('records read stories (first read wins) and lists them newest first; signed-in only', async () => {
    expect((await call(route.GET, { path: '/api/user/read' })).status).toBe(401);
    await call(route.PUT, { path: '/api/user/read', method: 'PUT', headers: auth(), body: { stories: [{ key: 'news:a', readAt: '2026-11-23T09:00:00.000Z' }, { key: 'url:https://x.test/b', readAt: '2026-11-23T10:00:00.000Z' }] } });
    await call(route.PUT, { path: '/api/user/read', method: 'PUT', headers: auth(), body: { stories: [{ key: 'news:a' }] } });
    const { status, body } = await call(route.GET, { path: '/api/user/read', headers: auth() });
    expect(status).toBe(200);
    expect(body.stories).toEqual([
      { key: 'url:https://x.test/b', readAt: '2026-11-23T10:00:00.000Z' },
      { key: 'news:a', readAt: '2026-11-23T09:00:00.000Z' },
    ]);
  });

  it.each([
    ['not JSON', '{', 400],
    ['no stories', JSON.stringify({ stories: [] }), 422],
    ['a key too long', JSON.stringify({ stories: [{ key: 'k'.repeat(601) }] }), 422],
    ['a bad date', JSON.stringify({ stories: [{ key: 'k', readAt: 'now' }] }), 422],
    ['too many', JSON.stringify({ stories: Array.from({ length: 201 }, (_, i) => ({ key: `k${i}` })) }), 422],
  ])('refuses %s with a 4xx JSON', async (_name, rawBody, status) => {
    const response = await call(route.PUT, { path: '/api/user/read', method: 'PUT', rawBody, headers: { ...auth(), 'content-type': 'application/json' } });
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual(expect.any(String));
  });
});
