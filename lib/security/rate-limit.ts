import 'server-only';
import crypto from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '@/lib/errors';
import { env } from '@/lib/env';

/**
 * Attempts allowed per window, counted per client address and, where an account is named, per
 * account (so one address cannot spray one account and many addresses cannot hammer one account).
 */
export const RATE_LIMITS = {
  login: { perIp: { points: 50, duration: 15 * 60 }, perAccount: { points: 10, duration: 15 * 60 } },
  adminLogin: { perIp: { points: 20, duration: 15 * 60 }, perAccount: { points: 5, duration: 15 * 60 } },
  register: { perIp: { points: 20, duration: 60 * 60 }, perAccount: { points: 5, duration: 60 * 60 } },
  forgotPassword: { perIp: { points: 10, duration: 15 * 60 }, perAccount: { points: 3, duration: 15 * 60 } },
  resetPassword: { perIp: { points: 20, duration: 15 * 60 }, perAccount: { points: 5, duration: 15 * 60 } },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

type Limiters = Map<string, RateLimiterAbstract>;
/** One set of limiters per process, shared by every route bundle that imports this module. */
const globalStore = globalThis as unknown as { __rateLimiters?: Limiters };
let redis: Promise<import('ioredis').default> | undefined;

/** Connects once; waits (briefly) for the connection so the first attempts are counted in Redis too. */
function redisClient(url: string): Promise<import('ioredis').default> {
  redis ??= import('ioredis').then(async ({ default: Redis }) => {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on('error', (error: Error) => console.warn(`[rate-limit] Redis: ${error.message}; counting in memory meanwhile`));
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return client;
  });
  return redis;
}

/** Closes the shared Redis connection (tests, graceful shutdown). */
export async function closeRateLimitStore(): Promise<void> {
  const client = await redis;
  redis = undefined;
  globalStore.__rateLimiters = undefined;
  client?.disconnect();
}

async function limiter(name: RateLimitName, scope: 'perIp' | 'perAccount'): Promise<RateLimiterAbstract> {
  const limiters = (globalStore.__rateLimiters ??= new Map());
  const key = `${name}:${scope}`;
  let found = limiters.get(key);
  if (!found) {
    const { points, duration } = RATE_LIMITS[name][scope];
    const keyPrefix = `rl:${key}`;
    const { redisUrl } = env();
    found = redisUrl
      ? new RateLimiterRedis({
          storeClient: await redisClient(redisUrl),
          keyPrefix,
          points,
          duration,
          // When Redis is unreachable, limits still hold per process.
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
        })
      : new RateLimiterMemory({ keyPrefix, points, duration });
    limiters.set(key, found);
  }
  return found;
}

/** Account keys are hashed so the store never holds e-mail addresses or tokens. */
function accountKey(account: string): string {
  return crypto.createHash('sha256').update(account.trim().toLowerCase()).digest('hex');
}

/** The client's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is set. */
export function clientIp(request: Request): string {
  if (env().trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  // Next.js does not expose the socket address to route handlers; x-real-ip / x-forwarded-for are
  // set by `next start` itself for the direct peer.
  return request.headers.get('x-real-ip') ?? request.headers.get('x-forwarded-for')?.split(',').pop()?.trim() ?? 'unknown';
}

/**
 * Counts one attempt; over the limit → 429 with Retry-After (seconds). Call before doing the work.
 * `account` is the e-mail address (or token) the attempt is about, when there is one.
 */
export async function consumeRateLimit(name: RateLimitName, subject: { ip: string; account?: string }): Promise<void> {
  const checks: Promise<unknown>[] = [(await limiter(name, 'perIp')).consume(subject.ip)];
  if (subject.account) checks.push((await limiter(name, 'perAccount')).consume(accountKey(subject.account)));
  const results = await Promise.allSettled(checks);
  const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!refused) return;
  if (isRateLimiterRes(refused.reason)) {
    const seconds = Math.max(1, Math.ceil(refused.reason.msBeforeNext / 1000));
    throw new AppError('rate_limited', `Too many attempts. Please try again in ${seconds} seconds.`, { headers: { 'Retry-After': String(seconds) } });
  }
  throw refused.reason;
}

/**
 * A refusal from rate-limiter-flexible. Judged by shape as well as class: a second copy of the
 * library (another route bundle, or a test's module registry) throws instances of its own class.
 */
function isRateLimiterRes(value: unknown): value is RateLimiterRes {
  if (value instanceof RateLimiterRes) return true;
  const candidate = value as Partial<RateLimiterRes> | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.msBeforeNext === 'number' && typeof candidate.remainingPoints === 'number';
}

/** After a success, the account's failed attempts are forgotten (the per-address count stays). */
export async function resetAccountLimit(name: RateLimitName, account: string): Promise<void> {
  await (await limiter(name, 'perAccount')).delete(accountKey(account));
}
