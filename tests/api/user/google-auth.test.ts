/** @jest-environment node */
import { databaseTargets } from '../../helpers/databases';
import { accountsTestEnv, call, resetRateLimits, startGoogleKeys, useDatabase } from '../../helpers/accounts-api';

accountsTestEnv();

// One local key set for the whole file: the app reads GOOGLE_JWKS_URL once.
let google: Awaited<ReturnType<typeof startGoogleKeys>>;
beforeAll(async () => {
  google = await startGoogleKeys();
  process.env.GOOGLE_JWKS_URL = google.url;
});
afterAll(async () => google.close());

describe.each(databaseTargets())('POST /api/user/google-auth on $name', (target) => {
  let route: typeof import('@/app/api/user/google-auth/route');
  let register: typeof import('@/app/api/user/register/route');
  let me: typeof import('@/app/api/user/me/route');
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await target.open();
    cleanup = opened.cleanup;
    useDatabase(opened);
    route = await import('@/app/api/user/google-auth/route');
    register = await import('@/app/api/user/register/route');
    me = await import('@/app/api/user/me/route');
    // Opening a database (and argon2) is slow when the whole suite shares two CPUs.
  }, 120_000);
  afterAll(async () => cleanup());
  beforeEach(resetRateLimits);

  const identity = { sub: '1098765432101234567', email: 'Meera@Gmail.com', name: 'Meera Iyer' };

  it('accepts an ID token signed by the key set: 200 {token}, a reader account linked to the Google subject', async () => {
    const { status, body } = await call(route.POST, { path: '/api/user/google-auth', body: { token: await google.sign(identity) } });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['token']);
    const who = await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(who.body.user).toEqual({ id: expect.any(String), fullName: 'Meera Iyer', email: 'meera@gmail.com', role: 'user' });

    // The same Google account again: the same reader.
    const again = await call(route.POST, { path: '/api/user/google-auth', body: { token: await google.sign(identity) } });
    const whoAgain = await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${again.body.token}` } });
    expect((whoAgain.body.user as { id: string }).id).toBe((who.body.user as { id: string }).id);
  });

  it.each([
    ['signed by another key', async () => google.sign(identity, { key: google.otherKey })],
    ['signed by another key under an unknown key id', async () => google.sign(identity, { key: google.otherKey, kid: 'elsewhere' })],
    ['for another audience', async () => google.sign({ ...identity, aud: 'someone-else.apps.googleusercontent.com' })],
    ['from another issuer', async () => google.sign({ ...identity, iss: 'https://evil.example.com' })],
    ['expired', async () => google.sign(identity, { expiresIn: '-1m' })],
    ['with an unverified email', async () => google.sign({ ...identity, email_verified: false })],
    ['without an email', async () => google.sign({ sub: identity.sub })],
    ['that is not a JWT', async () => 'not.a.token'],
  ])('refuses a token %s with 401', async (_name, make) => {
    const { status, body } = await call(route.POST, { path: '/api/user/google-auth', body: { token: await make() } });
    expect(status).toBe(401);
    expect(body.error).toBe('Google signup failed.');
    expect(body).not.toHaveProperty('token');
  });

  it('refuses a body without a token with 401', async () => {
    expect((await call(route.POST, { path: '/api/user/google-auth', body: {} })).status).toBe(401);
  });

  it('never takes over an existing password account with the same email', async () => {
    const owner = { fullName: 'Kabir', email: 'kabir@example.com', password: 'kabir password 1', agreeToTerms: true };
    expect((await call(register.POST, { path: '/api/user/register', body: owner })).status).toBe(201);
    const { status, body } = await call(route.POST, {
      path: '/api/user/google-auth',
      body: { token: await google.sign({ sub: '555', email: 'KABIR@example.com', name: 'Not Kabir' }) },
    });
    expect(status).toBe(409);
    expect(body).not.toHaveProperty('token');
    expect(body.error).toMatch(/already exists/);
  });

  it('the site’s Google sign-in (next-auth callbacks) signs in as the linked reader and refuses a password account’s email', async () => {
    const { authOptions } = await import('@/lib/auth/options');
    const { callbacks } = authOptions();
    const account = (sub: string) => ({ provider: 'google', type: 'oauth' as const, providerAccountId: sub });
    const signIn = callbacks!.signIn! as (params: unknown) => Promise<string | boolean>;
    const jwt = callbacks!.jwt! as (params: unknown) => Promise<Record<string, unknown>>;

    const fresh = { sub: '777', email: 'new.reader@gmail.com', email_verified: true, name: 'New Reader' };
    expect(await signIn({ account: account('777'), profile: fresh, user: { id: '777', email: fresh.email } })).toBe(true);
    const token = await jwt({ token: { sub: '777' }, user: { id: '777', email: fresh.email, name: fresh.name }, account: account('777') });
    expect(token.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(token.role).toBe('user');
    expect(typeof token.authTime).toBe('number');

    expect(await signIn({ account: account('778'), profile: { ...fresh, sub: '778', email_verified: false }, user: { id: '778' } })).toBe(false);
    const owner = { fullName: 'Zoya', email: 'zoya@example.com', password: 'zoya password 1', agreeToTerms: true };
    expect((await call(register.POST, { path: '/api/user/register', body: owner })).status).toBe(201);
    expect(await signIn({ account: account('779'), profile: { sub: '779', email: 'zoya@example.com', email_verified: true }, user: { id: '779' } })).toBe(
      '/en/login?error=GoogleAccountExists',
    );
  });
});
