/** @jest-environment node */
import { databaseTargets } from '../../helpers/databases';
import { accountsTestEnv, call, freshIp, resetRateLimits, useDatabase } from '../../helpers/accounts-api';

accountsTestEnv();

type Route = typeof import('@/app/api/user/register/route');

describe.each(databaseTargets())('POST /api/user/register on $name', (target) => {
  let route: Route;
  let cleanup: () => Promise<void>;
  let verifyPassword: typeof import('@/lib/auth/password').verifyPassword;
  let findUserByEmail: typeof import('@/lib/auth/users').findUserByEmail;

  beforeAll(async () => {
    const opened = await target.open();
    cleanup = opened.cleanup;
    useDatabase(opened);
    route = await import('@/app/api/user/register/route');
    ({ verifyPassword } = await import('@/lib/auth/password'));
    ({ findUserByEmail } = await import('@/lib/auth/users'));
    // Opening a database (and argon2) is slow when the whole suite shares two CPUs.
  }, 120_000);
  afterAll(async () => cleanup());
  beforeEach(resetRateLimits);

  const valid = { fullName: 'Asha Rao', email: 'Asha.Rao@Example.com ', password: 'correct horse battery', agreeToTerms: true };

  it('creates a reader account: 201 with the SPEC message, the email lower-cased, the password hashed with argon2id', async () => {
    const { status, body } = await call(route.POST, { path: '/api/user/register', body: valid });
    expect(status).toBe(201);
    expect(body.message).toBe('Account created successfully!');
    expect(body.user).toEqual({ id: expect.any(String), fullName: 'Asha Rao', email: 'asha.rao@example.com' });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
    const row = await findUserByEmail('asha.rao@example.com');
    expect(row?.role).toBe('user');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash, 'correct horse battery')).toBe(true);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('answers 409 with a message for an email that is taken (whatever its case)', async () => {
    const { status, body } = await call(route.POST, { path: '/api/user/register', body: { ...valid, email: 'ASHA.RAO@example.com' } });
    expect(status).toBe(409);
    expect(body).toEqual({ error: expect.stringMatching(/already exists/), message: expect.stringMatching(/already exists/), code: 'auth.errors.emailTaken' });
  });

  it.each([
    ['missing full name', { ...valid, email: 'a1@example.com', fullName: '  ' }, 'fullName', 'Full name is required.'],
    ['bad email', { ...valid, email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['short password', { ...valid, email: 'a2@example.com', password: 'short' }, 'password', 'Password must be at least 8 characters.'],
    ['terms not agreed', { ...valid, email: 'a3@example.com', agreeToTerms: false }, 'agreeToTerms', 'You must agree to the Terms of Service and Privacy Policy.'],
    ['terms missing', { fullName: 'X', email: 'a4@example.com', password: 'long enough pw' }, 'agreeToTerms', 'You must agree to the Terms of Service and Privacy Policy.'],
  ])('refuses %s with 422 and the issue', async (_name, payload, field, message) => {
    const { status, body } = await call(route.POST, { path: '/api/user/register', body: payload });
    expect(status).toBe(422);
    expect(body.issues).toEqual(expect.arrayContaining([{ path: field, message, code: expect.stringMatching(/^auth\.validation\./) }]));
    expect(typeof body.error).toBe('string');
  });

  it('accepts a 64-character password and uses all of it (no truncation)', async () => {
    const long = 'p'.repeat(63) + 'A';
    const { status } = await call(route.POST, { path: '/api/user/register', body: { ...valid, email: 'long@example.com', password: long } });
    expect(status).toBe(201);
    const row = await findUserByEmail('long@example.com');
    expect(await verifyPassword(row?.passwordHash, long)).toBe(true);
    expect(await verifyPassword(row?.passwordHash, 'p'.repeat(63) + 'B')).toBe(false);
  });

  it('answers 415 to a form body and 400 to a body that is not JSON', async () => {
    const form = await call(route.POST, { path: '/api/user/register', rawBody: 'fullName=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect(form.body.error).toEqual(expect.any(String));
    const broken = await call(route.POST, { path: '/api/user/register', rawBody: '{"fullName":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
  });

  it('answers 413 to a body over the limit, and 4xx (never 500) to arrays, huge numbers and deep nesting', async () => {
    const big = await call(route.POST, { path: '/api/user/register', body: { fullName: 'x'.repeat(70 * 1024), email: 'big@example.com', password: 'long enough 1', agreeToTerms: true } });
    expect(big.status).toBe(413);
    for (const body of [[], [{ email: 'a@example.com' }], { fullName: 1e308, email: 12345678901234567890, password: -0, agreeToTerms: 'yes' }, JSON.parse('['.repeat(40) + ']'.repeat(40)), null, 'text']) {
      const { status } = await call(route.POST, { path: '/api/user/register', body });
      expect([JSON.stringify(body).slice(0, 40), status >= 400 && status < 500]).toEqual([JSON.stringify(body).slice(0, 40), true]);
    }
  });

  it('limits repeated sign-ups from one address: 429 with Retry-After', async () => {
    const ip = freshIp();
    let last = { status: 0, headers: new Headers() };
    for (let attempt = 0; attempt < 25 && last.status !== 429; attempt += 1) {
      last = await call(route.POST, { path: '/api/user/register', ip, body: { ...valid, email: `spam${attempt}@example.com`, password: 'x' } });
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
