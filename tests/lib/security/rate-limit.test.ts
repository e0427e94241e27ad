/** @jest-environment node */
import crypto from 'node:crypto';
import Redis from 'ioredis';
import type { AppError } from '@/lib/errors';
import { tempDir } from '../../helpers/databases';
import { describeWithRedis, describeWithRedisServer, startOwnRedis, TEST_REDIS_URL, type OwnRedis } from '../../helpers/redis';

type RateLimitModule = typeof import('@/lib/security/rate-limit');

async function loadWith(vars: Record<string, string | undefined>): Promise<RateLimitModule> {
  process.env.DATA_DIR = tempDir();
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  delete (globalThis as { __rateLimiters?: unknown }).__rateLimiters;
  jest.resetModules();
  return import('@/lib/security/rate-limit');
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    // Modules are re-imported per case, so AppError is compared by shape, not by class identity.
    if (error instanceof Error && error.name === 'AppError') return error as AppError;
    throw error;
  }
  throw new Error('expected the attempt to be refused');
}

describe('rate limits in memory', () => {
  let limits: RateLimitModule;
  beforeEach(async () => {
    limits = await loadWith({ REDIS_URL: undefined, TRUST_PROXY: undefined });
  });

  it('lets the allowed attempts per account through, then answers 429 with Retry-After (sign-up)', async () => {
    const allowed = limits.RATE_LIMITS.register.perAccount.points;
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      await limits.consumeRateLimit('register', { ip: `10.0.0.${attempt}`, account: 'Editor@Example.com' });
    }
    const refusals = async () => Number(/^rate_limit_refusals_total\{limit="register"\} (\d+)$/m.exec((await (await import('@/lib/ops/metrics.cjs')).metricsText()).body)?.[1] ?? 0);
    const counted = await refusals();
    const error = await refusal(limits.consumeRateLimit('register', { ip: '10.0.0.200', account: 'editor@example.com ' }));
    expect(error.status).toBe(429);
    expect(error.message).toBe(`Too many attempts. Please try again in ${error.headers?.['Retry-After']} seconds.`);
    // The refusal is counted for the operator's metrics, by limit.
    expect(await refusals()).toBe(counted + 1);
    expect(Number(error.headers?.['Retry-After'])).toBeGreaterThan(0);
    expect(Number(error.headers?.['Retry-After'])).toBeLessThanOrEqual(limits.RATE_LIMITS.register.perAccount.duration);
    // Another account from a fresh address is not affected.
    await expect(limits.consumeRateLimit('register', { ip: '10.0.0.201', account: 'other@example.com' })).resolves.toBeUndefined();
  });

  it('no lock-out by strangers: an attacker’s failures from one address never refuse the owner at another', async () => {
    const allowed = limits.RATE_LIMITS.adminLogin.perAccountIp.points;
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      await limits.consumeRateLimit('adminLogin', { ip: '203.0.113.66', account: 'admin@example.com' });
    }
    expect((await refusal(limits.consumeRateLimit('adminLogin', { ip: '203.0.113.66', account: 'admin@example.com' }))).status).toBe(429);
    await expect(limits.consumeRateLimit('adminLogin', { ip: '198.51.100.1', account: 'admin@example.com' })).resolves.toBeUndefined();
  });

  it('many addresses against one account only slow it down: growing gaps answered 429 with Retry-After, never a sleep or a hard lock', async () => {
    const policy = limits.RATE_LIMITS.adminLogin.accountSlowdown;
    expect(limits.slowdownDelayMs(policy, policy.after)).toBe(0);
    expect(limits.slowdownDelayMs(policy, policy.after + 1)).toBe(policy.baseMs);
    expect(limits.slowdownDelayMs(policy, policy.after + 2)).toBe(policy.baseMs * 2);
    expect(limits.slowdownDelayMs(policy, policy.after + 1000)).toBe(policy.maxMs);
    for (let attempt = 0; attempt < policy.after; attempt += 1) {
      await limits.consumeRateLimit('adminLogin', { ip: `10.9.0.${attempt}`, account: 'admin@example.com' });
    }
    const started = Date.now();
    // The first attempt past the allowance goes through at once and starts a gap…
    await expect(limits.consumeRateLimit('adminLogin', { ip: '10.9.1.1', account: 'admin@example.com' })).resolves.toBeUndefined();
    // …inside which the next one is refused with the wait, without waiting itself.
    const error = await refusal(limits.consumeRateLimit('adminLogin', { ip: '10.9.1.2', account: 'admin@example.com' }));
    expect(Date.now() - started).toBeLessThan(policy.baseMs);
    expect(error.status).toBe(429);
    expect(Number(error.headers?.['Retry-After'])).toBe(1);
    // After the gap, one more goes through.
    await new Promise((resolve) => setTimeout(resolve, policy.baseMs + 50));
    await expect(limits.consumeRateLimit('adminLogin', { ip: '10.9.1.3', account: 'admin@example.com' })).resolves.toBeUndefined();
  });

  it('parallel guesses on a slowed account (issue 25 item 7): one of twenty gets through, the rest 429 at once', async () => {
    const policy = limits.RATE_LIMITS.login.accountSlowdown;
    for (let attempt = 0; attempt < policy.after; attempt += 1) {
      await limits.consumeRateLimit('login', { ip: `10.8.0.${attempt}`, account: 'owner@example.com' });
    }
    const started = Date.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => limits.consumeRateLimit('login', { ip: `10.8.1.${i}`, account: 'owner@example.com' })));
    // Before: all twenty went through, each merely sleeping in its own request.
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected').map((outcome) => outcome.reason as AppError);
    expect(refused).toHaveLength(19);
    expect(refused.every((error) => error.status === 429 && Number(error.headers?.['Retry-After']) >= 1)).toBe(true);
    expect(Date.now() - started).toBeLessThan(policy.baseMs);
  });

  it("the owner's remembered device is not slowed by a spray against the account; its address limits still hold", async () => {
    const policy = limits.RATE_LIMITS.login.accountSlowdown;
    for (let attempt = 0; attempt < policy.after + 5; attempt += 1) {
      await limits.consumeRateLimit('login', { ip: `10.7.0.${attempt}`, account: 'owner@example.com' }).catch(() => undefined);
    }
    expect((await refusal(limits.consumeRateLimit('login', { ip: '10.7.1.1', account: 'owner@example.com' }))).status).toBe(429);
    await expect(limits.consumeRateLimit('login', { ip: '10.7.1.2', account: 'owner@example.com', rememberedDevice: true })).resolves.toBeUndefined();
    const perAccountIp = limits.RATE_LIMITS.login.perAccountIp.points;
    for (let attempt = 1; attempt < perAccountIp; attempt += 1) await limits.consumeRateLimit('login', { ip: '10.7.1.2', account: 'owner@example.com', rememberedDevice: true });
    expect((await refusal(limits.consumeRateLimit('login', { ip: '10.7.1.2', account: 'owner@example.com', rememberedDevice: true }))).status).toBe(429);
  });

  it('closing the store starts every count afresh; closing again, or with no Redis at all, is harmless', async () => {
    const allowed = limits.RATE_LIMITS.forgotPassword.perAccount.points;
    for (let attempt = 0; attempt < allowed; attempt += 1) await limits.consumeRateLimit('forgotPassword', { ip: `10.5.0.${attempt}`, account: 'close@example.com' });
    expect((await refusal(limits.consumeRateLimit('forgotPassword', { ip: '10.5.1.1', account: 'close@example.com' }))).status).toBe(429);
    await limits.closeRateLimitStore();
    await limits.closeRateLimitStore();
    await expect(limits.consumeRateLimit('forgotPassword', { ip: '10.5.1.2', account: 'close@example.com' })).resolves.toBeUndefined();
  });

  it('the search page count (issue 25, registered for proxy.ts at start-up): undefined 30 times a minute per address, then the seconds to wait', async () => {
    const holder = globalThis as { __shortnewsSearchPageCount?: (ip: string) => Promise<number | undefined> };
    delete holder.__shortnewsSearchPageCount;
    limits.shareSearchPageLimit();
    const count = holder.__shortnewsSearchPageCount!;
    for (let i = 0; i < limits.RATE_LIMITS.searchPage.perIp.points; i += 1) await expect(count('192.0.2.50')).resolves.toBeUndefined();
    const wait = await count('192.0.2.50');
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    await expect(count('192.0.2.51')).resolves.toBeUndefined();
    // Its own count: the API's searches from that address are not used up.
    await expect(limits.consumeRateLimit('search', { ip: '192.0.2.50' })).resolves.toBeUndefined();
    // A store that fails is an error for the caller (the proxy then counts in memory), never a made-up wait.
    (globalThis as unknown as { __rateLimiters: Map<string, unknown> }).__rateLimiters.set('searchPage:perIp', { consume: () => Promise.reject(new Error('store down')) });
    await expect(count('192.0.2.52')).rejects.toThrow('store down');
    delete holder.__shortnewsSearchPageCount;
  });

  /** Puts a stand-in for the account gate in the process's limiter set (the seam every limiter goes through). */
  function standInGate(name: 'login' | 'adminLogin', gate: { get(key: string): Promise<unknown>; consume(key: string): Promise<unknown>; block(key: string, seconds: number): Promise<unknown> }) {
    const store = globalThis as unknown as { __rateLimiters?: Map<string, unknown> };
    (store.__rateLimiters ??= new Map()).set(`${name}:accountGate`, gate);
  }

  it('a guess that finds the gate taken but not yet shut (a parallel guess in flight) is told the whole gap it must wait', async () => {
    const policy = limits.RATE_LIMITS.login.accountSlowdown;
    for (let attempt = 0; attempt < policy.after; attempt += 1) await limits.consumeRateLimit('login', { ip: `10.6.0.${attempt}`, account: 'race@example.com' });
    const shut: number[] = [];
    // Another request consumed the gate a moment ago (consumedPoints 1, 400 ms left of its second) and has not blocked it yet.
    const taken = { msBeforeNext: 400, remainingPoints: 0, consumedPoints: 1, isFirstInDuration: false };
    standInGate('login', {
      get: async () => taken,
      consume: async () => {
        throw { ...taken, consumedPoints: 2 };
      },
      block: async (_key, seconds) => shut.push(seconds),
    });
    const waits: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) waits.push((await refusal(limits.consumeRateLimit('login', { ip: `10.6.1.${attempt}`, account: 'race@example.com' }))).headers!['Retry-After']);
    // The gaps of attempts after+1, +2, +3: 1, 2 and 4 s — not the 400 ms left of the other's gate.
    expect(waits).toEqual(['1', '2', '4']);
    expect(shut).toEqual([]);
  });

  it('a failing gate store is an error, not a 429 with a made-up wait', async () => {
    const policy = limits.RATE_LIMITS.adminLogin.accountSlowdown;
    for (let attempt = 0; attempt < policy.after; attempt += 1) await limits.consumeRateLimit('adminLogin', { ip: `10.4.0.${attempt}`, account: 'store@example.com' });
    standInGate('adminLogin', { get: async () => null, consume: () => Promise.reject(new Error('gate store down')), block: async () => undefined });
    const failure = await limits.consumeRateLimit('adminLogin', { ip: '10.4.1.1', account: 'store@example.com' }).then(() => undefined, (error: unknown) => error as Error);
    expect(failure?.message).toBe('gate store down');
    expect(failure?.name).not.toBe('AppError');
  });

  it('a failing refund store is an error after a success, not a silent "no refund"', async () => {
    const store = globalThis as unknown as { __rateLimiters?: Map<string, unknown> };
    (store.__rateLimiters ??= new Map()).set('login:refund', { consume: () => Promise.reject(new Error('refund store down')) });
    await limits.consumeRateLimit('login', { ip: '10.3.0.1', account: 'refund@example.com' });
    await expect(limits.recordSuccess('login', { ip: '10.3.0.1', account: 'refund@example.com' })).rejects.toThrow('refund store down');
  });

  it('counts per address across accounts', async () => {
    const allowed = limits.RATE_LIMITS.forgotPassword.perIp.points;
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      await limits.consumeRateLimit('forgotPassword', { ip: '192.0.2.7', account: `user${attempt}@example.com` });
    }
    expect((await refusal(limits.consumeRateLimit('forgotPassword', { ip: '192.0.2.7', account: 'new@example.com' }))).status).toBe(429);
    await expect(limits.consumeRateLimit('forgotPassword', { ip: '192.0.2.8', account: 'new@example.com' })).resolves.toBeUndefined();
  });

  it('forgets an account after a success', async () => {
    const allowed = limits.RATE_LIMITS.login.perAccountIp.points;
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      await limits.consumeRateLimit('login', { ip: '10.1.0.1', account: 'reader@example.com' });
    }
    await limits.recordSuccess('login', { ip: '10.1.0.1', account: 'reader@example.com' });
    await expect(limits.consumeRateLimit('login', { ip: '10.1.0.1', account: 'reader@example.com' })).resolves.toBeUndefined();
  });

  it('an office address: each colleague\'s successful login gives its attempt back once', async () => {
    const allowed = limits.RATE_LIMITS.adminLogin.perIp.points;
    // Twice the allowance of successful logins from one office address, each by another editor…
    for (let attempt = 0; attempt < allowed * 2; attempt += 1) {
      const account = `editor${attempt}@example.com`;
      await limits.consumeRateLimit('adminLogin', { ip: '198.51.100.4', account });
      await limits.recordSuccess('adminLogin', { ip: '198.51.100.4', account });
    }
    // …then the full allowance of failures, and only then a refusal.
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      await limits.consumeRateLimit('adminLogin', { ip: '198.51.100.4', account: `guess${attempt}@example.com` });
    }
    expect((await refusal(limits.consumeRateLimit('adminLogin', { ip: '198.51.100.4', account: 'one-more@example.com' }))).status).toBe(429);
  });

  it('the alternate-guess attack (issue 25 item 7): a wrong guess, a login to an own account, again and again, reaches the ceiling', async () => {
    const allowed = limits.RATE_LIMITS.login.perIp.points;
    let guesses = 0;
    let refused: AppError | undefined;
    // Before: every own login gave its attempt back, so the guesses never stopped.
    for (let round = 0; round < allowed * 2 && !refused; round += 1) {
      try {
        await limits.consumeRateLimit('login', { ip: '203.0.113.99', account: `victim${round}@example.com` });
        guesses += 1;
        await limits.consumeRateLimit('login', { ip: '203.0.113.99', account: 'mine@example.com' });
        await limits.recordSuccess('login', { ip: '203.0.113.99', account: 'mine@example.com' });
      } catch (error) {
        refused = error as AppError;
      }
    }
    expect(refused?.status).toBe(429);
    // The own account bought one extra attempt, once: no more than half the allowance went to guesses.
    expect(guesses).toBeLessThanOrEqual(Math.ceil((allowed + 1) / 2));
  });

  it('a success from an IPv6 address gives its attempt back to its /64 and to its /48 alike', async () => {
    const ip = '2001:db8:5:1::/64';
    for (let attempt = 0; attempt < 2; attempt += 1) await limits.consumeRateLimit('login', { ip, account: 'mine6@example.com' });
    const store = (globalThis as unknown as { __rateLimiters: Map<string, { get(key: string): Promise<{ consumedPoints: number } | null> }> }).__rateLimiters;
    const used = async () => [(await store.get('login:perIp')!.get(ip))?.consumedPoints, (await store.get('login:per48')!.get('2001:db8:5::/48'))?.consumedPoints];
    expect(await used()).toEqual([2, 2]);
    await limits.recordSuccess('login', { ip, account: 'mine6@example.com' });
    expect(await used()).toEqual([1, 1]);
  });

  it('IPv6 counts per /64 and per /48 (issue 25 item 7): rotating /64s inside one /48 reaches a ceiling', async () => {
    const allowed = limits.RATE_LIMITS.forgotPassword.perIp.points;
    expect(limits.net48Key('2001:db8:1:2::/64')).toBe('2001:db8:1::/48');
    expect(limits.net48Key('192.0.2.1')).toBeUndefined();
    expect(limits.net48Key('2001:db8:abcd:12::/64')).toBe('2001:db8:abcd::/48');
    // Only the /64 keys addressKey makes: nothing before or after them.
    expect(limits.net48Key('0:2001:db8:1:2::/64')).toBeUndefined();
    expect(limits.net48Key('2001:db8:1:2::/64/x')).toBeUndefined();
    let accepted = 0;
    // A fresh /64 for every attempt: the per-/64 count alone never refuses.
    for (let n = 0; n < allowed * limits.PER_48_FACTOR + 5; n += 1) {
      try {
        await limits.consumeRateLimit('forgotPassword', { ip: `2001:db8:7:${n.toString(16)}::/64`, account: `user${n}@example.com` });
        accepted += 1;
      } catch (error) {
        expect((error as AppError).status).toBe(429);
      }
    }
    expect(accepted).toBe(allowed * limits.PER_48_FACTOR);
    // Another /48 is not affected.
    await expect(limits.consumeRateLimit('forgotPassword', { ip: '2001:db8:8:1::/64', account: 'other@example.com' })).resolves.toBeUndefined();
  });

  it('takes the address the server stamped on the request; IPv6 counts per /64', async () => {
    const request = new Request('http://localhost/api/x', { headers: { 'x-forwarded-for': '10.0.0.1', 'x-real-ip': '10.0.0.1' } });
    expect(limits.clientIp(request)).toBe('10.0.0.1');
    expect(limits.clientIp(new Request('http://localhost/'))).toBe('unknown');
    const v6 = (address: string) => limits.clientIp(new Request('http://localhost/', { headers: { 'x-real-ip': address } }));
    expect(v6('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(v6('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(v6('2001:0db8:0001:0002:ffff::9')).toBe('2001:db8:1:2::/64');
    expect(v6('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(v6('2001:db8:1:3::1')).not.toBe(v6('2001:db8:1:2::1'));
  });
});

/** Several instances share their counts through Redis when REDIS_URL is set. */
describeWithRedis('rate limits shared through Redis', () => {
  const opened: RateLimitModule[] = [];
  afterAll(async () => {
    for (const limits of opened) await limits.closeRateLimitStore();
  });

  it('refuses on a second "instance" what the first one used up', async () => {
    const account = `redis-${Date.now()}-${Math.random()}@example.com`;
    // Keys of this run only: the machine's Redis keeps other runs' per-address counts for 15 minutes.
    const REDIS_KEY_PREFIX = `test-rl-shared-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const first = await loadWith({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX });
    opened.push(first);
    const allowed = first.RATE_LIMITS.resetPassword.perAccount.points;
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      await first.consumeRateLimit('resetPassword', { ip: `198.51.100.${attempt}`, account });
    }
    // A fresh module with fresh limiter objects: only Redis remembers the attempts.
    const second = await loadWith({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX });
    opened.push(second);
    expect((await refusal(second.consumeRateLimit('resetPassword', { ip: '198.51.100.250', account }))).status).toBe(429);
  });
});

/** Keys live under REDIS_KEY_PREFIX (`<prefix>:rl:<limit>:<scope>…`): several sites or test runs share one Redis. */
describeWithRedis('rate limit keys in Redis', () => {
  let limits: RateLimitModule | undefined;
  afterAll(async () => limits?.closeRateLimitStore());

  it('are all under the prefix; the first attempt waits for the connection, not for the 2 s cap', async () => {
    const prefix = `test-rl-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    limits = await loadWith({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const started = Date.now();
    await limits.consumeRateLimit('resetPassword', { ip: '198.51.100.7', account: 'prefix@example.com' });
    expect(Date.now() - started).toBeLessThan(1500);
    const inspector = new Redis(TEST_REDIS_URL);
    try {
      const ours = await inspector.keys(`${prefix}:*`);
      expect(ours.sort()).toEqual([`${prefix}:rl:resetPassword:perAccount:${ours.find((key) => key.includes('perAccount:'))!.split('perAccount:')[1]}`, `${prefix}:rl:resetPassword:perIp:198.51.100.7`].sort());
      // The account is stored hashed, never as the address.
      expect(ours.join(' ')).not.toContain('prefix@example.com');
      // The hash of the address as typed in lower case (so counts survive a release and a change of case).
      const hash = crypto.createHash('sha256').update('prefix@example.com').digest('hex');
      expect(ours).toContain(`${prefix}:rl:resetPassword:perAccount:${hash}`);
    } finally {
      await inspector.quit();
    }
  });
});

/** The documented fallback: when Redis goes away mid-run, limits keep holding in memory (no 500s, still a 429). */
describeWithRedisServer('rate limits when Redis drops mid-run', () => {
  let redis: OwnRedis | undefined;
  let limits: RateLimitModule | undefined;
  // The module's "counting in memory meanwhile" warnings would fill the log.
  beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  afterAll(async () => {
    await limits?.closeRateLimitStore();
    await redis?.stop();
    jest.restoreAllMocks();
  });

  it('counts in Redis, then in memory once Redis is gone', async () => {
    redis = await startOwnRedis();
    limits = await loadWith({ REDIS_URL: redis.url });
    const allowed = limits.RATE_LIMITS.resetPassword.perAccount.points;
    const account = 'drop@example.com';
    // Two attempts counted in Redis…
    await limits.consumeRateLimit('resetPassword', { ip: '198.51.100.1', account });
    await limits.consumeRateLimit('resetPassword', { ip: '198.51.100.2', account });
    // (they really are in Redis: another client sees the account's counter at 2)
    const inspector = new Redis(redis.url);
    const keys = await inspector.keys('*');
    const counts = await Promise.all(keys.map((key) => inspector.get(key)));
    await inspector.quit();
    expect(counts.map(Number)).toContain(2);

    // …then Redis dies (the test's own server, never the machine's).
    await redis.stop();

    // No attempt fails with anything but a rate-limit answer: the in-memory limiter takes over and
    // allows its own full allowance, then refuses.
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      await expect(limits.consumeRateLimit('resetPassword', { ip: `198.51.100.${10 + attempt}`, account })).resolves.toBeUndefined();
    }
    expect((await refusal(limits.consumeRateLimit('resetPassword', { ip: '198.51.100.99', account }))).status).toBe(429);
  });
});

/** A port nobody answers: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** REDIS_URL names a Redis that never answers (a typo, a store not up yet): the limits hold in memory, promptly. */
describe('rate limits when Redis is unreachable from the start', () => {
  let limits: RateLimitModule | undefined;
  afterAll(async () => {
    await limits?.closeRateLimitStore();
    jest.restoreAllMocks();
  });

  it('waits for the connection once (2 s at most), then counts in memory: the allowance, a 429, and the operator is told', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    limits = await loadWith({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, REDIS_KEY_PREFIX: 'test-rl-unreachable' });
    const allowed = limits.RATE_LIMITS.resetPassword.perAccount.points;
    const account = 'unreachable@example.com';
    const started = Date.now();
    await expect(limits.consumeRateLimit('resetPassword', { ip: '198.51.100.1', account })).resolves.toBeUndefined();
    const first = Date.now() - started;
    // The first attempt waited for a connection that never came, capped at 2 s, and no longer.
    expect(first).toBeGreaterThanOrEqual(1900);
    expect(first).toBeLessThan(6000);
    // Later attempts do not wait for Redis again: no queue of commands for a store that is not there.
    const later = Date.now();
    for (let attempt = 1; attempt < allowed; attempt += 1) {
      await expect(limits.consumeRateLimit('resetPassword', { ip: `198.51.100.${1 + attempt}`, account })).resolves.toBeUndefined();
    }
    const refused = await refusal(limits.consumeRateLimit('resetPassword', { ip: '198.51.100.99', account }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(Date.now() - later).toBeLessThan(3000);
    // The operator reads why: the connection's error, and that counting goes on in memory.
    expect(warn.mock.calls.map(([message]) => String(message))).toContainEqual(expect.stringMatching(/^\[rate-limit\] Redis: \S.*; counting in memory meanwhile$/));
  });
});

describeWithRedisServer('rate limits on graceful shutdown', () => {
  it('the shutdown hooks close the Redis connection the limits opened', async () => {
    const redis = await startOwnRedis();
    const inspector = new Redis(redis.url);
    const clients = async () => String(await inspector.client('LIST')).trim().split('\n').length;
    try {
      delete (globalThis as { __shortnewsLifecycle?: unknown }).__shortnewsLifecycle;
      const limits = await loadWith({ REDIS_URL: redis.url });
      await limits.consumeRateLimit('resetPassword', { ip: '198.51.100.1', account: 'shutdown@example.com' });
      expect(await clients()).toBe(2); // the inspector and the limits' connection

      // What scripts/server-runtime.cjs does after the last request: run every registered hook.
      const { hooks } = (globalThis as unknown as { __shortnewsLifecycle: { hooks: { name: string; close(): Promise<unknown> }[] } }).__shortnewsLifecycle;
      expect(hooks.map((hook) => hook.name)).toEqual(['rate-limit redis']);
      await Promise.all(hooks.map((hook) => hook.close()));
      // QUIT is answered before the server drops the connection: wait (bounded) for it to go.
      for (let attempt = 0; attempt < 50 && (await clients()) > 1; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await clients()).toBe(1);
    } finally {
      await inspector.quit();
      await redis.stop();
    }
  });
});
