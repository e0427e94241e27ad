/** @jest-environment node */
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
    const error = await refusal(limits.consumeRateLimit('register', { ip: '10.0.0.200', account: 'editor@example.com ' }));
    expect(error.status).toBe(429);
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

  it('many addresses against one account only slow it down, with growing delays, never a hard lock', async () => {
    const policy = limits.RATE_LIMITS.adminLogin.accountSlowdown;
    expect(limits.slowdownDelayMs(policy, policy.after)).toBe(0);
    expect(limits.slowdownDelayMs(policy, policy.after + 1)).toBe(policy.baseMs);
    expect(limits.slowdownDelayMs(policy, policy.after + 2)).toBe(policy.baseMs * 2);
    expect(limits.slowdownDelayMs(policy, policy.after + 1000)).toBe(policy.maxMs);
    for (let attempt = 0; attempt < policy.after; attempt += 1) {
      await limits.consumeRateLimit('adminLogin', { ip: `10.9.0.${attempt}`, account: 'admin@example.com' });
    }
    const started = Date.now();
    await expect(limits.consumeRateLimit('adminLogin', { ip: '10.9.1.1', account: 'admin@example.com' })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(policy.baseMs - 20);
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

  it('counts only failures against an address: successful logins give their attempt back', async () => {
    const allowed = limits.RATE_LIMITS.adminLogin.perIp.points;
    // Twice the allowance of successful logins from one office address…
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
    const first = await loadWith({ REDIS_URL: TEST_REDIS_URL });
    opened.push(first);
    const allowed = first.RATE_LIMITS.resetPassword.perAccount.points;
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      await first.consumeRateLimit('resetPassword', { ip: `198.51.100.${attempt}`, account });
    }
    // A fresh module with fresh limiter objects: only Redis remembers the attempts.
    const second = await loadWith({ REDIS_URL: TEST_REDIS_URL });
    opened.push(second);
    expect((await refusal(second.consumeRateLimit('resetPassword', { ip: '198.51.100.250', account }))).status).toBe(429);
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
