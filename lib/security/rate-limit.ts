import 'server-only';
import crypto from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '@/lib/errors';
import { env } from '@/lib/env';
import { onShutdown } from '@/lib/ops/lifecycle';
import { recordRateLimitRefusal } from '@/lib/ops/metrics.cjs';

import { SEARCH_LIMIT, shareSearchPageCount } from './search-limit';

export { addressKey, clientIp } from './client-address';

type Window = { points: number; duration: number };
/**
 * A per-account count that never locks the account: past `after` attempts within `duration`, each
 * further attempt must wait a growing gap after the previous one (doubling from `baseMs`, at most
 * `maxMs`); one sent sooner is answered 429 with Retry-After (issue 25 item 7: it was a sleep inside
 * each request, so parallel guesses were not slowed at all).
 */
type Slowdown = { after: number; duration: number; baseMs: number; maxMs: number };
type Policy = { perIp: Window; perAccount?: Window; perAccountIp?: Window; accountSlowdown?: Slowdown };

/**
 * IPv6 clients count per /64 and also per /48 (issue 25 item 7): a home or office usually holds a
 * whole /48 (65,536 /64s). The /48 allows this many times the per-address points.
 */
export const PER_48_FACTOR = 4;

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
    accountSlowdown: { after: 20, duration: 15 * 60, baseMs: 1000, maxMs: 60_000 },
  },
  adminLogin: {
    perIp: { points: 20, duration: 15 * 60 },
    perAccountIp: { points: 5, duration: 15 * 60 },
    accountSlowdown: { after: 10, duration: 15 * 60, baseMs: 1000, maxMs: 60_000 },
  },
  register: { perIp: { points: 20, duration: 60 * 60 }, perAccount: { points: 5, duration: 60 * 60 } },
  forgotPassword: { perIp: { points: 10, duration: 15 * 60 }, perAccount: { points: 3, duration: 15 * 60 } },
  resetPassword: { perIp: { points: 20, duration: 15 * 60 }, perAccount: { points: 5, duration: 15 * 60 } },
  /** Anonymous feed pages (each may cost a headlines call): per address only. */
  feed: { perIp: { points: 120, duration: 60 } },
  /** Push subscriptions (issue 27): a browser subscribes a handful of times; per address only. */
  pushSubscriptions: { perIp: { points: 60, duration: 60 * 60 } },
  /** Real readers' vitals (POST /api/vitals): one report per page view, per address only. */
  vitals: { perIp: { points: 60, duration: 60 } },
  /** GET /api/search (issue 25 item 4): each may run the typo arm; the search page counts apart. */
  search: { perIp: SEARCH_LIMIT },
  /** `/{lang}/search?q=` pages, counted by proxy.ts through `shareSearchPageCount` (lib/boot.ts). */
  searchPage: { perIp: SEARCH_LIMIT },
} as const satisfies Record<string, Policy>;

type Scope = 'perIp' | 'per48' | 'perAccount' | 'perAccountIp' | 'accountSlowdown' | 'accountGate' | 'refund';
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
        // Stryker disable next-line CallExpression: equivalent — the timer would only resolve the settled promise again, up to 2 s later.
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
  if (scope === 'per48') return { points: policy.perIp.points * PER_48_FACTOR, duration: policy.perIp.duration };
  // One refund per (account, address) and window: a success gives the address its attempt back once.
  if (scope === 'refund') return { points: 1, duration: policy.perIp.duration };
  // The gap between attempts on a slowed account: one attempt, then the key is blocked for the gap.
  if (scope === 'accountGate') return { points: 1, duration: 1 };
  // The slowdown never refuses: its points are a ceiling no one reaches, it only counts.
  if (scope === 'accountSlowdown') {
    // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable — callers ask only for windows their policy has; the throw names a programming error.
    if (!policy.accountSlowdown) throw new Error(`rate limit ${name} has no slowdown`);
    return { points: 1_000_000, duration: policy.accountSlowdown.duration };
  }
  const window = policy[scope];
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable — callers ask only for windows their policy has; the throw names a programming error.
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

/** The /48 of an IPv6 address key (`2001:db8:1:2::/64` → `2001:db8:1::/48`); undefined for IPv4. */
export function net48Key(ip: string): string | undefined {
  const match = /^([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):[0-9a-f]+::\/64$/.exec(ip);
  return match ? `${match[1]}::/48` : undefined;
}

function refusedFor(name: RateLimitName, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  recordRateLimitRefusal(name);
  return new AppError('rate_limited', `Too many attempts. Please try again in ${seconds} seconds.`, { headers: { 'Retry-After': String(seconds) } });
}

/**
 * Counts one attempt; over the limit → 429 with Retry-After (seconds). Call before doing the work.
 * `account` is the e-mail address (or token) the attempt is about, when there is one.
 * `rememberedDevice`: the request carries this account's remembered-device cookie (a device the
 * owner signed in on before): the account's slowdown does not apply to it, so a spray against the
 * account from elsewhere cannot keep its owner out; every per-address limit still does.
 */
export async function consumeRateLimit(name: RateLimitName, subject: { ip: string; account?: string; rememberedDevice?: boolean }): Promise<void> {
  const policy: Policy = RATE_LIMITS[name];
  const checks: Promise<unknown>[] = [(await limiter(name, 'perIp')).consume(subject.ip)];
  const wide = net48Key(subject.ip);
  if (wide) checks.push((await limiter(name, 'per48')).consume(wide));
  const account = subject.account ? accountKey(subject.account) : undefined;
  if (account && policy.perAccount) checks.push((await limiter(name, 'perAccount')).consume(account));
  if (account && policy.perAccountIp) checks.push((await limiter(name, 'perAccountIp')).consume(`${account}:${subject.ip}`));
  const results = await Promise.allSettled(checks);
  const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (refused) {
    if (isRateLimiterRes(refused.reason)) throw refusedFor(name, refused.reason.msBeforeNext);
    throw refused.reason;
  }
  if (account && policy.accountSlowdown && !subject.rememberedDevice) await passAccountGate(name, policy.accountSlowdown, account);
}

/**
 * The account's slowdown: every attempt is counted; past `after`, an attempt is let through only
 * when the gap since the last one let through is over, and the next gap starts then. The gate is
 * taken with one atomic consume, so of N parallel guesses one gets through and the rest get 429.
 */
async function passAccountGate(name: RateLimitName, slowdown: Slowdown, account: string): Promise<void> {
  const counted = await (await limiter(name, 'accountSlowdown')).consume(account);
  const gap = slowdownDelayMs(slowdown, counted.consumedPoints);
  if (gap === 0) return;
  const gate = await limiter(name, 'accountGate');
  const blocked = await gate.get(account);
  if (blocked && blocked.msBeforeNext > 0 && blocked.consumedPoints > 1) throw refusedFor(name, blocked.msBeforeNext);
  try {
    await gate.consume(account);
  } catch (refusal) {
    if (isRateLimiterRes(refusal)) throw refusedFor(name, Math.max(refusal.msBeforeNext, gap));
    throw refusal;
  }
  await gate.block(account, Math.ceil(gap / 1000));
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
  // Stryker disable next-line ConditionalExpression: equivalent — the shape test below also accepts this library's own instances (its fields are numbers).
  if (value instanceof RateLimiterRes) return true;
  const candidate = value as Partial<RateLimiterRes> | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.msBeforeNext === 'number' && typeof candidate.remainingPoints === 'number';
}

/**
 * After a success: the account's failed attempts are forgotten. The attempt is given back to the
 * address at most once per (account, address) and window (issue 25 item 7): an attacker who
 * alternated a wrong guess with a login to an account of their own never reached the per-address
 * ceiling; now each own account buys one extra guess per window, and accounts are themselves
 * limited (sign-up: 20 an hour per address).
 */
export async function recordSuccess(name: RateLimitName, subject: { ip: string; account: string }): Promise<void> {
  const policy: Policy = RATE_LIMITS[name];
  const account = accountKey(subject.account);
  if (policy.perAccount) await (await limiter(name, 'perAccount')).delete(account);
  if (policy.perAccountIp) await (await limiter(name, 'perAccountIp')).delete(`${account}:${subject.ip}`);
  // Stryker disable next-line ConditionalExpression: equivalent — recordSuccess is called for the two login limits only, and both have a slowdown.
  if (policy.accountSlowdown) {
    await (await limiter(name, 'accountSlowdown')).delete(account);
    await (await limiter(name, 'accountGate')).delete(account);
  }
  const refund = await (await limiter(name, 'refund')).consume(`${account}:${subject.ip}`).then(
    () => true,
    (refusal: unknown) => {
      if (isRateLimiterRes(refusal)) return false;
      throw refusal;
    },
  );
  if (refund) {
    await (await limiter(name, 'perIp')).reward(subject.ip, 1);
    const wide = net48Key(subject.ip);
    // Stryker disable next-line ConditionalExpression: equivalent — for IPv4 it would reward the /48 count's key "undefined", which no address has.
    if (wide) await (await limiter(name, 'per48')).reward(wide, 1);
  }
}

/**
 * Gives the proxy's search-page count (lib/security/search-limit.ts) this module's `searchPage`
 * limit: in Redis with REDIS_URL, so every instance counts the same searches (issue 25: it was
 * per instance); in this process's memory without it. Called once at start-up (lib/boot.ts).
 */
export function shareSearchPageLimit(): void {
  shareSearchPageCount(async (ip) => {
    try {
      await consumeRateLimit('searchPage', { ip });
      return undefined;
    } catch (error) {
      // A refusal always carries Retry-After ≥ 1 (refusedFor); anything else is the store failing.
      // Stryker disable next-line OptionalChaining: equivalent — every rate_limited error comes from refusedFor, which always sets headers.
      if ((error as AppError).code === 'rate_limited') return Number((error as AppError).headers?.['Retry-After']);
      throw error;
    }
  });
}
