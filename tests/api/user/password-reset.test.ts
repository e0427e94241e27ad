/** @jest-environment node */
import { databaseTargets } from '../../helpers/databases';
import { accountsTestEnv, call, outboxMails, resetLinkIn, resetRateLimits, SITE_URL, useDatabase } from '../../helpers/accounts-api';
import { mailHeader, mailPart } from '../../helpers/mail';

const { dataDir } = accountsTestEnv();

describe.each(databaseTargets())('forgot and reset password on $name', (target) => {
  let forgot: typeof import('@/app/api/user/forgot-password/route');
  let reset: typeof import('@/app/api/user/reset-password/route');
  let register: typeof import('@/app/api/user/register/route');
  let signin: typeof import('@/app/api/user/signin/route');
  let me: typeof import('@/app/api/user/me/route');
  let cleanup: () => Promise<void>;
  let db: import('@/lib/db').Database;
  let mailsSoFar = 0;

  const reader = { fullName: 'Nisha', email: 'nisha@example.com', password: 'first password 1', agreeToTerms: true };

  beforeAll(async () => {
    const opened = await target.open();
    cleanup = opened.cleanup;
    db = opened.db;
    useDatabase(opened);
    forgot = await import('@/app/api/user/forgot-password/route');
    reset = await import('@/app/api/user/reset-password/route');
    register = await import('@/app/api/user/register/route');
    signin = await import('@/app/api/user/signin/route');
    me = await import('@/app/api/user/me/route');
    expect((await call(register.POST, { path: '/api/user/register', body: reader })).status).toBe(201);
    mailsSoFar = (await outboxMails(dataDir, 0, 0)).length;
    // Opening a database (and argon2) is slow when the whole suite shares two CPUs.
  }, 120_000);
  afterAll(async () => cleanup());
  beforeEach(resetRateLimits);

  /** Asks for a reset link and returns the token of the mail that arrives. */
  async function requestToken(options: { headers?: Record<string, string>; locale?: string } = {}): Promise<{ token: string; link: string; mail: string }> {
    const { status } = await call(forgot.POST, { path: '/api/user/forgot-password', body: { email: reader.email, locale: options.locale }, headers: options.headers });
    expect(status).toBe(200);
    mailsSoFar += 1;
    const mails = await outboxMails(dataDir, mailsSoFar);
    expect(mails).toHaveLength(mailsSoFar);
    const mail = mails[mails.length - 1];
    const link = resetLinkIn(mail);
    return { token: link.split('/').pop()!, link, mail };
  }

  it('answers the same 200 {message} for an existing and an unknown email, and mails only the existing one', async () => {
    // The unknown email first: a mail for it would be written before the known one's.
    const unknown = await call(forgot.POST, { path: '/api/user/forgot-password', body: { email: 'ghost@example.com' } });
    const known = await call(forgot.POST, { path: '/api/user/forgot-password', body: { email: reader.email } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.body)).toEqual(['message']);
    expect(unknown.body).toEqual(known.body);
    mailsSoFar += 1;
    const mails = await outboxMails(dataDir, mailsSoFar);
    expect(mails).toHaveLength(mailsSoFar);
    expect(mails[mails.length - 1]).toMatch(/^To: nisha@example\.com$/m);
    // And nothing is left to send later for an unknown email (no waiting for a mail that may come).
    const { requestPasswordReset } = await import('@/lib/accounts/password-reset');
    expect(await requestPasswordReset({ email: 'ghost@example.com', locale: 'en' })).toEqual({});
  });

  it('builds the link from SITE_URL, never from the Host or X-Forwarded-Host header; the mail has a text and an HTML part', async () => {
    const { link, mail, token } = await requestToken({ headers: { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' } });
    expect(link).toBe(`${SITE_URL}/en/reset-password/${token}`);
    expect(mail).not.toMatch(/evil\.example\.com/);
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    expect(mail).toMatch(/Reset your ShortNews password/);
    // ≥ 128 random bits: 32 bytes in base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('writes the mail in the reader’s language, linking to the Hindi page', async () => {
    const { link, mail } = await requestToken({ locale: 'hi' });
    expect(link).toContain('/hi/reset-password/');
    expect(mailHeader(mail, 'Subject')).toBe('अपना ShortNews पासवर्ड बदलें');
    const text = mailPart(mail, 'text/plain');
    expect(text).toContain('नमस्ते Nisha,');
    expect(text).toContain('किसी ने आपके ShortNews खाते का पासवर्ड बदलने का अनुरोध किया है।');
    expect(text).toContain(link);
    expect(mailPart(mail, 'text/html')).toMatch(/<html lang="hi">/);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await requestToken();
    const { passwordResetTokens } = await import('@/models/schema');
    const rows = await db.select().from(passwordResetTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers stable error codes beside the English texts, for the page to show in its language', async () => {
    const { status, body } = await call(reset.POST, { path: '/api/user/reset-password', body: { token: 'x', password: 'short', confirmPassword: 'short' } });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'auth.validation.passwordTooShort', issues: [{ path: 'password', code: 'auth.validation.passwordTooShort' }] });
    expect(typeof body.message).toBe('string');
  });

  it('refuses a mismatch with 422 "Passwords do not match." and changes nothing', async () => {
    const { token } = await requestToken();
    const { status, body } = await call(reset.POST, { path: '/api/user/reset-password', body: { token, password: 'new password 22', confirmPassword: 'new password 23' } });
    expect(status).toBe(422);
    expect(body.error).toBe('Passwords do not match.');
    expect((await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email, password: reader.password } })).status).toBe(200);
  });

  it('refuses an unknown token with 400 {error}', async () => {
    const { status, body } = await call(reset.POST, { path: '/api/user/reset-password', body: { token: 'A'.repeat(43), password: 'new password 22', confirmPassword: 'new password 22' } });
    expect(status).toBe(400);
    expect(body.error).toMatch(/invalid or has expired/);
    expect(body.code).toBe('auth.errors.invalidResetToken');
  });

  it('resets once: the new password works, the old password, the old sessions and a second use of the link are refused', async () => {
    const before = await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email, password: reader.password } });
    const oldToken = before.body.token as string;
    expect((await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${oldToken}` } })).status).toBe(200);
    const { token } = await requestToken();

    const done = await call(reset.POST, { path: '/api/user/reset-password', body: { token, password: 'second password 2', confirmPassword: 'second password 2' } });
    expect(done.status).toBe(200);
    expect(Object.keys(done.body)).toEqual(['message']);

    expect((await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${oldToken}` } })).status).toBe(401);
    expect((await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email, password: reader.password } })).status).toBe(401);
    const after = await call(signin.POST, { path: '/api/user/signin', body: { email: reader.email, password: 'second password 2' } });
    expect(after.status).toBe(200);
    expect((await call(me.GET, { path: '/api/user/me', headers: { authorization: `Bearer ${after.body.token}` } })).status).toBe(200);

    const reused = await call(reset.POST, { path: '/api/user/reset-password', body: { token, password: 'third password 3', confirmPassword: 'third password 3' } });
    // The reader is told why (issue 12): this link was used already.
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: 'This reset link has already been used. Please request a new one if you need to.', code: 'auth.errors.resetTokenUsed' });
  });

  it('a reset spends every other link sent earlier', async () => {
    const first = await requestToken();
    const second = await requestToken();
    expect((await call(reset.POST, { path: '/api/user/reset-password', body: { token: second.token, password: 'fourth password', confirmPassword: 'fourth password' } })).status).toBe(200);
    expect((await call(reset.POST, { path: '/api/user/reset-password', body: { token: first.token, password: 'fifth password', confirmPassword: 'fifth password' } })).status).toBe(400);
  });

  it('refuses a link older than one hour', async () => {
    const { token } = await requestToken();
    const { passwordResetTokens } = await import('@/models/schema');
    const { hashResetToken } = await import('@/lib/accounts/password-reset');
    const { eq } = await import('drizzle-orm');
    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    const { status, body } = await call(reset.POST, { path: '/api/user/reset-password', body: { token, password: 'sixth password', confirmPassword: 'sixth password' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'This reset link has expired. Please request a new one.', code: 'auth.errors.resetTokenExpired' });
    const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('limits forgot-password per account and reset attempts per address: 429 with Retry-After', async () => {
    const { RATE_LIMITS } = await import('@/lib/security/rate-limit');
    let last = { status: 0, headers: new Headers() };
    for (let i = 0; i <= RATE_LIMITS.forgotPassword.perAccount.points; i += 1) {
      last = await call(forgot.POST, { path: '/api/user/forgot-password', body: { email: 'someone@example.com' } });
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip = '203.0.113.9';
    for (let i = 0; i <= RATE_LIMITS.resetPassword.perIp.points; i += 1) {
      last = await call(reset.POST, { path: '/api/user/reset-password', ip, body: { token: `guess-${i}`, password: 'guess password', confirmPassword: 'guess password' } });
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
