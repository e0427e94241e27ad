/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import util from 'node:util';
import { databaseTargets } from '../../helpers/databases';
import { accountsTestEnv, call, outboxMails, resetLinkIn, resetRateLimits, useDatabase } from '../../helpers/accounts-api';
import { startFakeHeadlines, type FakeHeadlines } from '../../helpers/fake-headlines-server';

// Outside Next there is no data cache: the feed's cached reads pass through (third-party module).
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

// Two keys the fake service refuses (401 and 500), so the feed logs a failure for each.
const KEYS = ['k3y-refused-0123456789abcdef', 'k3y-broken-fedcba9876543210'];
const { dataDir } = accountsTestEnv({ HEADLINES_FAILURE_CACHE_MS: '0' });

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * Issue 11 item 8, repro row "reset links in logs": in production without SMTP_URL every reset link
 * was printed in the server log. Every line written while a reader registers, signs in (wrong, then
 * right password), asks for a reset, resets, and while the headlines keys fail, is captured here:
 * console.* (which the server's preload turns into pino lines) and raw stdout/stderr writes.
 */
let headlinesPort: number | undefined;

describe.each(databaseTargets())('no secret in any log line, in production, on $name', (target) => {
  let cleanup: () => Promise<void>;
  let headlines: FakeHeadlines;
  const lines: string[] = [];
  const restore: Array<() => void> = [];
  const savedNodeEnv = process.env.NODE_ENV;

  function capture() {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const original = console[method];
      console[method] = (...args: unknown[]) => void lines.push(util.format(...args));
      restore.push(() => (console[method] = original));
    }
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write;
      stream.write = ((chunk: unknown, ...rest: unknown[]) => {
        lines.push(String(chunk));
        return (original as (...a: unknown[]) => boolean).call(stream, chunk, ...rest);
      }) as typeof stream.write;
      restore.push(() => (stream.write = original));
    }
  }

  beforeAll(async () => {
    // Each database gets an empty outbox: the mails of the run before (the other engine) hold tokens this one never issued.
    fs.rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
    // The same port for both engines: the app reads its configuration once per process.
    headlines = await startFakeHeadlines({ port: headlinesPort, keys: { [KEYS[1]]: { status: 500 } } });
    headlinesPort = Number(new URL(headlines.url).port);
    process.env.HEADLINES_API_URL = headlines.url;
    process.env.HEADLINES_API_KEYS = KEYS.join(',');
    delete (globalThis as { __shortnewsHeadlinesClient?: unknown }).__shortnewsHeadlinesClient;
    const opened = await target.open();
    cleanup = opened.cleanup;
    useDatabase(opened);
  }, 120_000);
  afterAll(async () => {
    (process.env as Record<string, string | undefined>).NODE_ENV = savedNodeEnv;
    delete (globalThis as { __shortnewsHeadlinesClient?: unknown }).__shortnewsHeadlinesClient;
    await headlines.close();
    await cleanup();
  });
  beforeEach(resetRateLimits);

  it('register, sign-in (wrong and right), forgot, reset and a headlines failure log no token, password or key', async () => {
    const register = (await import('@/app/api/user/register/route')).POST as Handler;
    const signin = (await import('@/app/api/user/signin/route')).POST as Handler;
    const forgot = (await import('@/app/api/user/forgot-password/route')).POST as Handler;
    const reset = (await import('@/app/api/user/reset-password/route')).POST as Handler;
    const feed = (await import('@/app/api/feed/[category]/route')).GET as Handler;
    const secrets = { password: 'first secret passphrase', wrong: 'wrong secret passphrase', next: 'second secret passphrase' };

    (process.env as Record<string, string | undefined>).NODE_ENV = 'production';
    capture();
    let mailFile: string | undefined;
    const found: string[] = [];
    try {
      const reader = { fullName: 'Log Reader', email: 'log.reader@example.com', agreeToTerms: true };
      expect((await call(register, { path: '/api/user/register', body: { ...reader, password: secrets.password } })).status).toBe(201);
      expect((await call(signin, { path: '/api/user/signin', body: { email: reader.email, password: secrets.wrong } })).status).toBe(401);
      const signedIn = await call(signin, { path: '/api/user/signin', body: { email: reader.email, password: secrets.password } });
      expect(signedIn.status).toBe(200);
      found.push(String(signedIn.body.token));

      expect((await call(forgot, { path: '/api/user/forgot-password', body: { email: reader.email } })).status).toBe(200);
      const [mail] = await outboxMails(dataDir, 1);
      const link = resetLinkIn(mail);
      const token = link.split('/').pop()!;
      found.push(link, token, encodeURIComponent(token));
      // The delivery logs after the answer; wait for its line.
      for (let i = 0; i < 100 && !lines.some((line) => line.includes('written to the outbox')); i += 1) await new Promise((r) => setTimeout(r, 50));
      mailFile = lines.find((line) => line.includes('written to the outbox'));

      expect((await call(reset, { path: '/api/user/reset-password', body: { token: `${token}x`, password: secrets.next, confirmPassword: secrets.next } })).status).toBe(400);
      expect((await call(reset, { path: '/api/user/reset-password', body: { token, password: secrets.next, confirmPassword: secrets.next } })).status).toBe(200);

      const response = await feed(new Request('http://localhost/api/feed/technology?page=2&lang=en', { headers: { 'x-real-ip': '203.0.113.9' } }), {
        params: Promise.resolve({ category: 'technology' }),
      });
      await response.text();
    } finally {
      for (const undo of restore.splice(0)) undo();
    }

    // The capture saw the lines that matter (so the test cannot pass by seeing nothing).
    expect(mailFile).toMatch(/password reset mail written to the outbox, .*outbox.*\.eml/);
    expect(lines.filter((line) => line.includes('[headlines] key #'))).toHaveLength(2);
    expect(headlines.requests.map((request) => request.key)).toEqual(KEYS);

    const needles = [secrets.password, secrets.wrong, secrets.next, ...KEYS, ...found].filter((needle) => needle.length >= 8);
    const leaks = lines.flatMap((line) => needles.filter((needle) => line.includes(needle)).map((needle) => `${needle} in: ${line.trim().slice(0, 300)}`));
    expect(leaks).toEqual([]);
  }, 120_000);

  it('logs the link only under next dev (NODE_ENV=development)', async () => {
    const { outboxLogLine } = await import('@/lib/accounts/password-reset');
    const link = 'https://news.example.org/en/reset-password/abc';
    expect(outboxLogLine('/data/outbox/1.eml', link, 'development')).toContain(link);
    for (const nodeEnv of ['production', 'test', undefined]) expect(outboxLogLine('/data/outbox/1.eml', link, nodeEnv)).not.toContain(link);
  });
});
