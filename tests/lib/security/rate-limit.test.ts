/** @jest-environment node */
import type { AppError } from '@/lib/errors';
import { tempDir } from '../../helpers/databases';

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

  it('lets the allowed attempts per account through, then answers 429 with Retry-After', async () => {
    const allowed = limits.RATE_LIMITS.adminLogin.perAccount.points;
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      await limits.consumeRateLimit('adminLogin', { ip: `10.0.0.${attempt}`, account: 'Editor@Example.com' });
    }
    const error = await refusal(limits.consumeRateLimit('adminLogin', { ip: '10.0.0.200', account: 'editor@example.com ' }));
    expect(error.status).toBe(429);
    expect(Number(error.headers?.['Retry-After'])).toBeGreaterThan(0);
    expect(Number(error.headers?.['Retry-After'])).toBeLessThanOrEqual(limits.RATE_LIMITS.adminLogin.perAccount.duration);
    // Another account from a fresh address is not affected.
    await expect(limits.consumeRateLimit('adminLogin', { ip: '10.0.0.201', account: 'other@example.com' })).resolves.toBeUndefined();
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
    const allowed = limits.RATE_LIMITS.login.perAccount.points;
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      await limits.consumeRateLimit('login', { ip: `10.1.0.${attempt}`, account: 'reader@example.com' });
    }
    await limits.recordSuccess('login', { ip: '10.1.0.0', account: 'reader@example.com' });
    await expect(limits.consumeRateLimit('login', { ip: '10.1.1.1', account: 'reader@example.com' })).resolves.toBeUndefined();
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

  it('takes the address from the request: forwarded only behind a trusted proxy', async () => {
    const request = new Request('http://localhost/api/x', { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1', 'x-real-ip': '10.0.0.1' } });
    expect(limits.clientIp(request)).toBe('10.0.0.1');
    const trusting = await loadWith({ TRUST_PROXY: 'true' });
    expect(trusting.clientIp(request)).toBe('203.0.113.9');
    expect(trusting.clientIp(new Request('http://localhost/'))).toBe('unknown');
  });
});

/** Several instances share their counts through Redis when REDIS_URL is set (skipped only when no Redis answers). */
describe('rate limits shared through Redis', () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let available = false;

  beforeAll(async () => {
    const { default: Redis } = await import('ioredis');
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await probe.connect();
      available = (await probe.ping()) === 'PONG';
    } catch {
      available = false;
    } finally {
      probe.disconnect();
    }
  });

  const opened: RateLimitModule[] = [];
  afterAll(async () => {
    for (const limits of opened) await limits.closeRateLimitStore();
  });

  it('refuses on a second "instance" what the first one used up', async () => {
    if (!available) {
      console.warn(`Redis not reachable at ${url}: shared-store case not exercised on this machine`);
      return;
    }
    const account = `redis-${Date.now()}-${Math.random()}@example.com`;
    const first = await loadWith({ REDIS_URL: url });
    opened.push(first);
    const allowed = first.RATE_LIMITS.resetPassword.perAccount.points;
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      await first.consumeRateLimit('resetPassword', { ip: `198.51.100.${attempt}`, account });
    }
    // A fresh module with fresh limiter objects: only Redis remembers the attempts.
    const second = await loadWith({ REDIS_URL: url });
    opened.push(second);
    expect((await refusal(second.consumeRateLimit('resetPassword', { ip: '198.51.100.250', account }))).status).toBe(429);
  });
});
