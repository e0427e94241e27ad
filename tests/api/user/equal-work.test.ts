/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { users } from '@/models/schema';
import { databaseTargets } from '../../helpers/databases';
import { accountsTestEnv, call, outboxMails, resetLinkIn, resetRateLimits, useDatabase } from '../../helpers/accounts-api';

const { dataDir } = accountsTestEnv();

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * Issue 11 items 12 and 2, proved by counting work instead of timing it: lib/security/work-observer.ts
 * reports every argon2 hash and verification and every reset token issued, so two answers an
 * attacker compares must report the same list.
 */
describe.each(databaseTargets())('equal work for answers an attacker compares, on $name', (target) => {
  let cleanup: () => Promise<void>;
  let signin: Handler;
  let forgot: Handler;
  let reset: Handler;
  let workDuring: typeof import('@/lib/security/work-observer').workDuring;
  const reader = { fullName: 'Work Reader', email: 'work.reader@example.com', password: 'a good long password', agreeToTerms: true };

  beforeAll(async () => {
    // Each database gets an empty outbox: the mails of the run before (the other engine) hold tokens this one never issued.
    fs.rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
    const opened = await target.open();
    cleanup = opened.cleanup;
    useDatabase(opened);
    const register = (await import('@/app/api/user/register/route')).POST as Handler;
    signin = (await import('@/app/api/user/signin/route')).POST as Handler;
    forgot = (await import('@/app/api/user/forgot-password/route')).POST as Handler;
    reset = (await import('@/app/api/user/reset-password/route')).POST as Handler;
    ({ workDuring } = await import('@/lib/security/work-observer'));
    expect((await call(register, { path: '/api/user/register', body: reader })).status).toBe(201);
    // An account that only signs in with Google: no password hash.
    await opened.db.insert(users).values({ email: 'google.only@example.com', fullName: 'Google Only', googleSubject: 'google-sub-1', passwordHash: null });
    // The dummy hash is made once per process; made here, so no case below pays for it alone.
    await call(signin, { path: '/api/user/signin', body: { email: 'nobody@example.com', password: 'warm up the dummy' } });
  }, 120_000);
  afterAll(async () => cleanup());
  beforeEach(resetRateLimits);

  const signIn = (email: string, password: string) => workDuring(() => call(signin, { path: '/api/user/signin', body: { email, password } }));

  it('sign-in: a Google-only account costs one argon2 verification, like a wrong password and an unknown email', async () => {
    const wrong = await signIn(reader.email, 'not the password');
    const google = await signIn('google.only@example.com', 'any password at all');
    const unknown = await signIn('nobody@example.com', 'not the password');
    const right = await signIn(reader.email, reader.password);
    expect(right.result.status).toBe(200);
    expect(right.work).toEqual(['argon2-verify']);
    for (const attempt of [wrong, google, unknown]) {
      expect(attempt.result.status).toBe(401);
      expect(attempt.result.body).toEqual(wrong.result.body);
      expect(attempt.work).toEqual(['argon2-verify']);
    }
  });

  it('forgot-password: an unknown email issues and hashes a token like a known one, and mails nothing', async () => {
    const ask = (email: string) => workDuring(() => call(forgot, { path: '/api/user/forgot-password', body: { email } }));
    const unknown = await ask('nobody@example.com');
    const known = await ask(reader.email);
    expect(unknown.result).toMatchObject({ status: 200, body: known.result.body });
    expect(known.work).toEqual(['reset-token']);
    expect(unknown.work).toEqual(known.work);
    const mails = await outboxMails(dataDir, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(reader.email);
  });

  it('reset-password: a bad token answers 400 without any argon2 hash; a good one hashes once', async () => {
    const tryReset = (token: string) =>
      workDuring(() => call(reset, { path: '/api/user/reset-password', body: { token, password: 'a new long password', confirmPassword: 'a new long password' } }));
    const made = await tryReset('made-up-token-made-up-token-made-up-token-1234');
    expect(made.result.status).toBe(400);
    expect(made.result.body.code).toBe('auth.errors.invalidResetToken');
    expect(made.work).toEqual([]);

    const [mail] = await outboxMails(dataDir, 1);
    const token = resetLinkIn(mail).split('/').pop()!;
    const good = await tryReset(token);
    expect(good.result.status).toBe(200);
    expect(good.work).toEqual(['argon2-hash']);
    // Spent now: the same token again is refused, again without hashing.
    const again = await tryReset(token);
    expect(again.result.status).toBe(400);
    expect(again.result.body.code).toBe('auth.errors.resetTokenUsed');
    expect(again.work).toEqual([]);
  });
});
