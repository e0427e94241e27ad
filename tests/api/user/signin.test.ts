/** @jest-environment node */
import { encode } from 'next-auth/jwt';
import { databaseTargets } from '../../helpers/databases';
import { accountsTestEnv, call, freshIp, resetRateLimits, useDatabase } from '../../helpers/accounts-api';

accountsTestEnv();
const SECRET = process.env.NEXTAUTH_SECRET!;

describe.each(databaseTargets())('sign-in contracts and sessions on $name', (target) => {
  let signin: typeof import('@/app/api/user/signin/route');
  let register: typeof import('@/app/api/user/register/route');
  let me: typeof import('@/app/api/user/me/route');
  let logout: typeof import('@/app/api/user/logout/route');
  let options: typeof import('@/lib/auth/options');
  let cleanup: () => Promise<void>;

  const reader = { fullName: 'Ravi Kumar', email: 'ravi@example.com', password: 'a good long password', agreeToTerms: true };

  beforeAll(async () => {
    const opened = await target.open();
    cleanup = opened.cleanup;
    useDatabase(opened);
    signin = await import('@/app/api/user/signin/route');
    register = await import('@/app/api/user/register/route');
    me = await import('@/app/api/user/me/route');
    logout = await import('@/app/api/user/logout/route');
    options = await import('@/lib/auth/options');
    expect((await call(register.POST, { path: '/api/user/register', body: reader })).status).toBe(201);
    // Opening a database (and argon2) is slow when the whole suite shares two CPUs.
  }, 120_000);
  afterAll(async () => cleanup());
  beforeEach(resetRateLimits);

  async function tokenFor(email = reader.email, password = reader.password): Promise<string> {
    const { status, body } = await call(signin.POST, { path: '/api/user/signin', body: { email, password } });
    expect(status).toBe(200);
    return body.token as string;
  }

  async function sessionCookieFor(userId: string, claims: Record<string, unknown> = {}): Promise<string> {
    const value = await encode({ token: { sub: userId, role: 'user', authTime: Date.now(), ...claims }, secret: SECRET });
    return `${(await import('@/lib/auth/tokens')).sessionCookieName()}=${value}`;
  }

  it('answers 200 {token}; the token is accepted as Authorization: Bearer', async () => {
    const { status, body } = await call(signin.POST, { path: '/api/user/signin', body: { email: ' RAVI@example.com', password: reader.password } });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['token']);
    const who = await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(who.status).toBe(200);
    expect(who.body.user).toEqual({ id: expect.any(String), fullName: 'Ravi Kumar', email: 'ravi@example.com', role: 'user' });
  });

  it('gives the same 401 answer for a wrong password and for an unknown email (no enumeration)', async () => {
    const wrong = await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email, password: 'not the password' } });
    const unknown = await call(signin.POST, { path: '/api/user/signin', body: { email: 'nobody@example.com', password: 'not the password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid email or password. Please try again.', message: 'Invalid email or password. Please try again.', code: 'auth.errors.invalidCredentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a missing field with 422 and the issue', async () => {
    const { status, body } = await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email } });
    expect(status).toBe(422);
    expect(body.issues).toEqual([{ path: 'password', message: 'Password is required.', code: 'auth.validation.passwordRequired' }]);
  });

  it('refuses a forged, tampered or missing bearer token with 401', async () => {
    const token = await tokenFor();
    const [header, payload] = token.split('.');
    for (const bad of [`${header}.${payload}.AAAA`, 'not-a-token', '']) {
      const { status } = await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${bad}` } });
      expect(status).toBe(401);
    }
    expect((await call(me.GET, { path: '/api/user/me' })).status).toBe(401);
  });

  it('counts failures per (account, address): 429 with Retry-After there, while the owner signs in from elsewhere', async () => {
    const { RATE_LIMITS } = await import('@/lib/security/rate-limit');
    const attacker = freshIp();
    for (let attempt = 0; attempt < RATE_LIMITS.login.perAccountIp.points; attempt += 1) {
      expect((await call(signin.POST, { path: '/api/user/signin', ip: attacker, body: { email: reader.email, password: `wrong ${attempt}` } })).status).toBe(401);
    }
    const refused = await call(signin.POST, { path: '/api/user/signin', ip: attacker, body: { email: reader.email, password: reader.password } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.error).toMatch(/Too many attempts/);
    expect((await call(signin.POST, { path: '/api/user/signin', ip: freshIp(), body: { email: reader.email, password: reader.password } })).status).toBe(200);
  });

  it('counts attempts per address across accounts', async () => {
    const { RATE_LIMITS } = await import('@/lib/security/rate-limit');
    const ip = freshIp();
    for (let attempt = 0; attempt < RATE_LIMITS.login.perIp.points; attempt += 1) {
      await call(signin.POST, { path: '/api/user/signin', ip, body: { email: `u${attempt}@example.com`, password: 'whatever it is' } });
    }
    expect((await call(signin.POST, { path: '/api/user/signin', ip, body: { email: reader.email, password: reader.password } })).status).toBe(429);
    expect((await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email, password: reader.password } })).status).toBe(200);
  });

  it('a success forgets the account’s failed attempts', async () => {
    const { RATE_LIMITS } = await import('@/lib/security/rate-limit');
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < RATE_LIMITS.login.perAccountIp.points - 1; attempt += 1) {
        await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email, password: 'wrong again' } });
      }
      await tokenFor();
    }
  });

  it('after logout, the old bearer token and the old session cookie are refused; a new login works', async () => {
    const token = await tokenFor();
    const who = await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${token}` } });
    const userId = (who.body.user as { id: string }).id;
    const cookie = await sessionCookieFor(userId);
    expect((await call(me.GET, { path: '/api/user/me', headers: { cookie } })).status).toBe(200);

    expect((await call(logout.POST, { path: '/api/user/logout', method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    expect((await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await call(me.GET, { path: '/api/user/me', headers: { cookie } })).status).toBe(401);
    const fresh = await tokenFor();
    expect((await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${fresh}` } })).status).toBe(200);
  });

  it('the site’s logout (next-auth signOut event) revokes the session cookie it came from', async () => {
    const who = await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${await tokenFor()}` } });
    const userId = (who.body.user as { id: string }).id;
    const cookie = await sessionCookieFor(userId);
    expect((await call(me.GET, { path: '/api/user/me', headers: { cookie } })).status).toBe(200);
    await options.authOptions().events!.signOut!({ token: { sub: userId }, session: undefined as never });
    expect((await call(me.GET, { path: '/api/user/me', headers: { cookie } })).status).toBe(401);
  });

  it('a session without Remember Me ends after a day; one with it lasts', async () => {
    const who = await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${await tokenFor()}` } });
    const userId = (who.body.user as { id: string }).id;
    const ended = await sessionCookieFor(userId, { expiresAt: Date.now() - 1000 });
    const running = await sessionCookieFor(userId, { expiresAt: Date.now() + (await import('@/lib/auth/tokens')).SHORT_SESSION_MS });
    expect((await call(me.GET, { path: '/api/user/me', headers: { cookie: ended } })).status).toBe(401);
    expect((await call(me.GET, { path: '/api/user/me', headers: { cookie: running } })).status).toBe(200);
  });

  it('the credentials providers are rate limited too (reader and admin login pages)', async () => {
    const provider = options.authOptions().providers.find((p) => (p as { options?: { id?: string } }).options?.id === 'admin-credentials') as unknown as {
      options: { authorize: (credentials: Record<string, string>, request: { headers: Record<string, string> }) => Promise<unknown> };
    };
    const { RATE_LIMITS } = await import('@/lib/security/rate-limit');
    const attempt = (ip: string) => provider.options.authorize({ email: 'boss@example.com', password: 'guess' }, { headers: { 'x-real-ip': ip } });
    const attacker = freshIp();
    for (let i = 0; i < RATE_LIMITS.adminLogin.perAccountIp.points; i += 1) await expect(attempt(attacker)).resolves.toBeNull();
    await expect(attempt(attacker)).rejects.toThrow('RateLimited');
    // A reader is not an admin: the admin provider refuses the right password.
    const readerLogin = provider.options.authorize({ email: reader.email, password: reader.password }, { headers: { 'x-real-ip': freshIp() } });
    await expect(readerLogin).resolves.toBeNull();
  });

  it('remembers the device: a signed, httpOnly cookie per account, only for /api (issue 25 item 7)', async () => {
    const { headers } = await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email, password: reader.password } });
    const cookie = headers.get('set-cookie') ?? '';
    // The test site is https (accountsTestEnv): the __Secure- prefix and Secure.
    expect(cookie).toMatch(/^__Secure-sn-device-[0-9a-f]{16}=\d+\.[A-Za-z0-9_-]{43}; Path=\/api; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure$/);
    // Nothing of the address in the clear; another account gets another cookie name.
    expect(cookie).not.toContain('ravi');
    const { rememberedDeviceCookieName } = await import('@/lib/auth/remembered-device');
    expect(cookie.startsWith(`${rememberedDeviceCookieName(reader.email)}=`)).toBe(true);
    expect(rememberedDeviceCookieName('someone@example.com')).not.toBe(rememberedDeviceCookieName(reader.email));
  });

  it('a spray against the account from many addresses: the owner is refused elsewhere (429, Retry-After) but signs in on a device that signed in before', async () => {
    const { RATE_LIMITS } = await import('@/lib/security/rate-limit');
    const first = await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email, password: reader.password } });
    const device = (first.headers.get('set-cookie') ?? '').split(';')[0];
    // The attacker: one wrong guess from each of many addresses, past the account's allowance.
    for (let attempt = 0; attempt <= RATE_LIMITS.login.accountSlowdown.after; attempt += 1) {
      await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email, password: `guess ${attempt}` } });
    }
    const elsewhere = await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email, password: reader.password } });
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A forged cookie (another signature) or another account's does not help…
    const [name, value] = device.split('=');
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call(signin.POST, { path: '/api/user/signin', headers: { cookie: forged }, body: { email: reader.email, password: reader.password } })).status).toBe(429);
    const { rememberedDeviceCookie } = await import('@/lib/auth/remembered-device');
    const others = rememberedDeviceCookie('someone-else@example.com').split(';')[0].replace(/^[^=]+/, name);
    expect((await call(signin.POST, { path: '/api/user/signin', headers: { cookie: others }, body: { email: reader.email, password: reader.password } })).status).toBe(429);
    // …the owner's own device does.
    const owner = await call(signin.POST, { path: '/api/user/signin', headers: { cookie: `theme=dark; ${device}` }, body: { email: reader.email, password: reader.password } });
    expect(owner.status).toBe(200);
    // A wrong password on the remembered device is still a 401.
    expect((await call(signin.POST, { path: '/api/user/signin', headers: { cookie: device }, body: { email: reader.email, password: 'not it at all' } })).status).toBe(401);
  });

  it('the login pages (next-auth credentials): a session cookie set means a remembered device; the provider reads the cookie', async () => {
    const { credentialsSignInEmail, rememberDeviceOnSignIn, rememberedDeviceCookie, rememberedDeviceCookieName, isRememberedDevice } = await import('@/lib/auth/remembered-device');
    const form = (path: string) => new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email: reader.email, password: 'x', csrfToken: 't' }).toString() });
    expect(await credentialsSignInEmail(form('/api/auth/callback/credentials'))).toBe(reader.email);
    expect(await credentialsSignInEmail(form('/api/auth/callback/admin-credentials'))).toBe(reader.email);
    expect(await credentialsSignInEmail(form('/api/auth/callback/google'))).toBeUndefined();
    expect(await credentialsSignInEmail(new Request('http://localhost:3000/api/auth/callback/credentials', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.test"}' }))).toBe('a@b.test');
    const signedIn = new Response(null, { headers: [['set-cookie', '__Secure-next-auth.session-token=abc; Path=/; HttpOnly']] });
    const device = rememberDeviceOnSignIn(reader.email, signedIn).headers.getSetCookie().find((cookie) => cookie.startsWith(`${rememberedDeviceCookieName(reader.email)}=`));
    expect(isRememberedDevice(device!.split(';')[0], reader.email)).toBe(true);
    // A failed sign-in (no session cookie) remembers nothing; the cookie expires after 90 days.
    expect(rememberDeviceOnSignIn(reader.email, new Response(null, { status: 401 })).headers.getSetCookie()).toEqual([]);
    expect(isRememberedDevice(device!.split(';')[0], reader.email, Date.now() + 91 * 24 * 3_600_000)).toBe(false);
    // The credentials provider reads it: past the account's slowdown, the remembered device still signs in.
    const { RATE_LIMITS } = await import('@/lib/security/rate-limit');
    const provider = options.authOptions().providers.find((p) => (p as { options?: { id?: string } }).options?.id === 'credentials') as unknown as {
      options: { authorize: (credentials: Record<string, string>, request: { headers: Record<string, string> }) => Promise<unknown> };
    };
    for (let attempt = 0; attempt <= RATE_LIMITS.login.accountSlowdown.after; attempt += 1) {
      await provider.options.authorize({ email: reader.email, password: `guess ${attempt}` }, { headers: { 'x-real-ip': freshIp() } }).catch(() => null);
    }
    await expect(provider.options.authorize({ email: reader.email, password: reader.password }, { headers: { 'x-real-ip': freshIp() } })).rejects.toThrow('RateLimited');
    const cookie = rememberedDeviceCookie(reader.email).split(';')[0];
    await expect(provider.options.authorize({ email: reader.email, password: reader.password }, { headers: { 'x-real-ip': freshIp(), cookie } })).resolves.toMatchObject({ email: reader.email });
  });
});
