import 'server-only';
import crypto from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '@/lib/errors';
import { env } from '@/lib/env';
import { onShutdown } from '@/lib/ops/lifecycle';

type Window = { points: number; duration: number };
/** A per-account count that never refuses: past `after` failures each attempt waits longer (doubling from `baseMs`, at most `maxMs`). */
type Slowdown = { after: number; duration: number; baseMs: number; maxMs: number };
type Policy = { perIp: Window; perAccount?: Window; perAccountIp?: Window; accountSlowdown?: Slowdown };

/**
 * Attempts allowed per window, counted per client address and, where an account is named, per
 * account. Logins count failures per (account, address) instead of per account, so a stranger's
 * wrong guesses never lock the real owner out; the account as a whole only slows down (growing
 * delays), it is never hard-locked. Sign-up, forgot and reset keep a per-account ceiling.
 */
export const RATE_LIMITS = {
  login: {
    perIp: { points: 50, duration: 15 * 60 },
    perAccountIp: { points: 10, duration: 15 * 60 },
    accountSlowdown: { after: 20, duration: 15 * 60, baseMs: 250, maxMs: 5000 },
  },
  adminLogin: {
    perIp: { points: 20, duration: 15 * 60 },
    perAccountIp: { points: 5, duration: 15 * 60 },
    accountSlowdown: { after: 10, duration: 15 * 60, baseMs: 250, maxMs: 5000 },
  },
  register: { perIp: { points: 20, duration: 60 * 60 }, perAccount: { points: 5, duration: 60 * 60 } },
  forgotPassword: { perIp: { points: 10, duration: 15 * 60 }, perAccount: { points: 3, duration: 15 * 60 } },
  resetPassword: { perIp: { points: 20, duration: 15 * 60 }, perAccount: { points: 5, duration: 15 * 60 } },
  /** Anonymous feed pages (each may cost a headlines call): per address only. */
  feed: { perIp: { points: 120, duration: 60 } },
} as const satisfies Record<string, Policy>;

type Scope = 'perIp' | 'perAccount' | 'perAccountIp' | 'accountSlowdown';
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
    // Graceful shutdown closes it after the last request (scripts/server-runtime.cjs).
    onShutdown('rate-limit redis', async () => {
      await client.quit().catch(() => client.disconnect());
    });
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

function windowOf(name: RateLimitName, scope: Scope): Window {
  const policy: Policy = RATE_LIMITS[name];
  // The slowdown never refuses: its points are a ceiling no one reaches, it only counts.
  if (scope === 'accountSlowdown') {
    if (!policy.accountSlowdown) throw new Error(`rate limit ${name} has no slowdown`);
    return { points: 1_000_000, duration: policy.accountSlowdown.duration };
  }
  const window = policy[scope];
  if (!window) throw new Error(`rate limit ${name} has no ${scope} window`);
  return window;
}

async function limiter(name: RateLimitName, scope: Scope): Promise<RateLimiterAbstract> {
  const limiters = (globalStore.__rateLimiters ??= new Map());
  const key = `${name}:${scope}`;
  let found = limiters.get(key);
  if (!found) {
    const { points, duration } = windowOf(name, scope);
    const { redisUrl, redisKeyPrefix } = env();
    // Prefixed like every key of ours: several sites (or test runs) can share one Redis.
    const keyPrefix = `${redisKeyPrefix}:rl:${key}`;
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

/**
 * The client's address as the server decided it (scripts/client-address.cjs stamps it on every
 * request from the connection and TRUST_PROXY, whatever the start command). IPv6 addresses count
 * per /64: one subscriber usually holds a whole /64, and could otherwise rotate through 2^64 keys.
 */
export function clientIp(request: Request): string {
  const stamped = request.headers.get('x-real-ip') ?? request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  return stamped ? addressKey(stamped) : 'unknown';
}

/** IPv4 as is; IPv6 as its /64 prefix (`2001:db8:1:2::/64`). */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Counts one attempt; over the limit → 429 with Retry-After (seconds). Call before doing the work.
 * `account` is the e-mail address (or token) the attempt is about, when there is one.
 */
export async function consumeRateLimit(name: RateLimitName, subject: { ip: string; account?: string }): Promise<void> {
  const policy: Policy = RATE_LIMITS[name];
  const checks: Promise<unknown>[] = [(await limiter(name, 'perIp')).consume(subject.ip)];
  const account = subject.account ? accountKey(subject.account) : undefined;
  if (account && policy.perAccount) checks.push((await limiter(name, 'perAccount')).consume(account));
  if (account && policy.perAccountIp) checks.push((await limiter(name, 'perAccountIp')).consume(`${account}:${subject.ip}`));
  const slowdown = account && policy.accountSlowdown ? (await limiter(name, 'accountSlowdown')).consume(account) : undefined;
  const results = await Promise.allSettled(checks);
  const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (refused) {
    if (isRateLimiterRes(refused.reason)) {
      const seconds = Math.max(1, Math.ceil(refused.reason.msBeforeNext / 1000));
      throw new AppError('rate_limited', `Too many attempts. Please try again in ${seconds} seconds.`, { headers: { 'Retry-After': String(seconds) } });
    }
    throw refused.reason;
  }
  if (slowdown && policy.accountSlowdown) {
    const counted = await slowdown.catch(() => undefined);
    const delay = slowdownDelayMs(policy.accountSlowdown, (counted as RateLimiterRes | undefined)?.consumedPoints ?? 0);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** The wait before the `attempt`-th attempt on one account within the window: none up to `after`, then doubling. */
export function slowdownDelayMs(policy: Slowdown, attempt: number): number {
  if (attempt <= policy.after) return 0;
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(20, attempt - policy.after - 1));
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

/**
 * After a success: the account's failed attempts are forgotten, and the attempt is given back to
 * the address, so only failures count against it (editors behind one office address are never
 * locked out by their own logins, while a guesser still is).
 */
export async function recordSuccess(name: RateLimitName, subject: { ip: string; account: string }): Promise<void> {
  const policy: Policy = RATE_LIMITS[name];
  const account = accountKey(subject.account);
  if (policy.perAccount) await (await limiter(name, 'perAccount')).delete(account);
  if (policy.perAccountIp) await (await limiter(name, 'perAccountIp')).delete(`${account}:${subject.ip}`);
  if (policy.accountSlowdown) await (await limiter(name, 'accountSlowdown')).delete(account);
  await (await limiter(name, 'perIp')).reward(subject.ip, 1);
}
