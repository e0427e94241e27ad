import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from '@/lib/zod';
import { DEFAULT_PUSH_ENDPOINT_ALLOW, parseEndpointAllowList, type EndpointPattern } from '@/lib/push/endpoint-allow';
import { resolveVapidKeys, type VapidKeys } from '@/lib/push/vapid-keys';

/**
 * Environment schema, shared by the app (lib/env.ts) and the command-line scripts (scripts/).
 * Kept free of 'server-only' so that plain Node scripts can load it.
 */
export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`)
      .optional(),
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a whole number from 1 to 65535' }).int('must be a whole number from 1 to 65535').min(1, 'must be a whole number from 1 to 65535').max(65535, 'must be a whole number from 1 to 65535').default(3000),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  NEXTAUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  NEXTAUTH_URL: optionalUrl(['http:', 'https:']),
  SITE_URL: optionalUrl(['http:', 'https:']),
  SITE_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default('ShortNews')),
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an email address').default('contact@example.com')),
  HEADLINES_API_URL: optionalUrl(['http:', 'https:']),
  HEADLINES_API_KEYS: optionalString,
  HEADLINES_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(60000).default(8000)),
  HEADLINES_FAILURE_CACHE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600000).default(30000)),
  // Issue 25 item 3: the deepest feed page that may cost a headlines call; deeper pages are own news only.
  HEADLINES_MAX_PAGE: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'must be a whole number from 1 to 100' }).int('must be a whole number from 1 to 100').min(1, 'must be a whole number from 1 to 100').max(100, 'must be a whole number from 1 to 100').default(5)),
  // Issue 25 item 4: how long one search statement may run on a PostgreSQL server before it is cancelled (503).
  SEARCH_STATEMENT_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'must be a whole number of milliseconds from 100 to 60000' }).int('must be a whole number of milliseconds from 100 to 60000').min(100, 'must be a whole number of milliseconds from 100 to 60000').max(60_000, 'must be a whole number of milliseconds from 100 to 60000').default(2000)),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('ShortNews <no-reply@example.com>')),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_JWKS_URL: optionalUrl(['http:', 'https:']),
  GOOGLE_WELL_KNOWN_URL: optionalUrl(['http:', 'https:']),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an email address').default('admin@example.com')),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
  UPLOAD_MAX_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1024).default(5 * 1024 * 1024)),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  VITALS_SAMPLE_RATE: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'must be a number from 0 to 1' }).min(0, 'must be a number from 0 to 1').max(1, 'must be a number from 0 to 1').default(0.1)),
  REDIS_KEY_PREFIX: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits or _ . : -').default('shortnews')),
  UPLOADS_DIR: optionalString,
  // Issue 26: how often this instance's job runner looks for due jobs (scheduled publishing); 0 = this instance runs no jobs.
  JOB_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int('must be a whole number of milliseconds').min(0).max(60_000).default(5_000)),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lower-case letters, digits, dots or hyphens').optional()),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().trim().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1 (or auto)').default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' }).optional()),
  S3_PUBLIC_URL: optionalUrl(['http:', 'https:']),
  // Read by scripts/server-runtime.cjs, which runs before this check; checked here so `npm start` refuses a value such as `65s` (parseInt: 65 ms).
  KEEP_ALIVE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'must be a whole number of milliseconds from 1000 to 600000' }).int('must be a whole number of milliseconds from 1000 to 600000').min(1000, 'must be a whole number of milliseconds from 1000 to 600000').max(600_000, 'must be a whole number of milliseconds from 1000 to 600000').default(65_000)),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int('must be a whole number of milliseconds').min(0).max(120_000).default(10_000)),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['json', 'pretty']).optional()),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^(true|false|[0-9])$/i, 'must be the number of trusted reverse proxies (0-9), or true (1) / false (0)')
      .optional(),
  ),
  BODY_MAX_BYTES: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'must be a whole number of bytes' }).int().min(1024, 'must be at least 1024').max(16 * 1024 * 1024, 'must be at most 16777216').default(64 * 1024)),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().trim().min(16, 'must be at least 16 characters (e.g. openssl rand -hex 32)').regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces').optional()),
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a whole number from 1 to 65535' }).int('must be a whole number from 1 to 65535').min(1, 'must be a whole number from 1 to 65535').max(65535, 'must be a whole number from 1 to 65535').optional(),
  ),
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL (RFC 8292: how the push service reaches you)')
      .optional(),
  ),
  PUSH_ENDPOINT_ALLOW: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .superRefine((value, ctx) => {
        try {
          parseEndpointAllowList(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `must be hosts, *.domains or host:port, comma-separated: ${(error as Error).message}` });
        }
      })
      .optional(),
  ),
  PUSH_HOURLY_CAP: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be from 1 to 100').max(100, 'must be from 1 to 100').default(6)),
  PUSH_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(500).max(60_000).default(10_000)),
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  databaseUrl?: string;
  authSecret: string;
  siteUrl: string;
  siteName: string;
  contactEmail: string;
  headlines: { url?: string; keys: string[]; timeoutMs: number; negativeTtlMs: number; maxPage: number };
  /** statement_timeout of a search on a PostgreSQL server (PGlite cannot cancel a statement). */
  searchStatementTimeoutMs: number;
  smtpUrl?: string;
  mailFrom: string;
  google: { clientId?: string; clientSecret?: string; jwksUrl: string; wellKnownUrl?: string };
  adminEmail: string;
  adminPassword?: string;
  uploadMaxBytes: number;
  redisUrl?: string;
  /** The share of page views whose vitals are sent (issue 28): 0 sends none, 1 every one. */
  vitalsSampleRate: number;
  /** Prefix of every key we write to Redis (cache, rate limits): several sites or test runs can share one Redis. */
  redisKeyPrefix: string;
  /** Uploaded images in a folder (default DATA_DIR/uploads); the source of `npm run uploads:migrate` when they move to a bucket. */
  uploadsDir: string;
  /** Where stored pictures live: that folder, or an S3 bucket when S3_BUCKET is set (lib/storage). */
  storage: StorageConfig;
  /** How many reverse proxies in front are trusted to write X-Forwarded-For (0: none; scripts/client-address.cjs). */
  trustProxy: number;
  /** Largest JSON body a route handler reads (413 beyond). */
  bodyMaxBytes: number;
  /** GET /api/metrics answers only with this bearer token (absent: 404 there). */
  metricsToken?: string;
  /** A second listener on 127.0.0.1 serving /metrics without a token (lib/ops/metrics-server.ts). */
  metricsPort?: number;
  /** Seed demo content into an empty database at start: on for the embedded database, opt-in for a server. */
  seedDemo: boolean;
  /** Breaking-news alerts by Web Push (issue 27); `vapid` undefined = alerts off (a fleet without keys). */
  push: {
    vapid?: VapidKeys;
    /** Hosts the server may send pushes to (PUSH_ENDPOINT_ALLOW). */
    endpointAllow: EndpointPattern[];
    /** http:// endpoints (local stand-ins) only outside production. */
    allowHttp: boolean;
    /** Alerts one browser gets at most per hour. */
    hourlyCap: number;
    timeoutMs: number;
  };
  /** The job runner's poll interval (ms); 0: this instance runs no jobs (lib/jobs). */
  jobPollMs: number;
};

export type S3Config = {
  bucket: string;
  /** An S3-compatible store (MinIO, R2, …); unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** A public bucket or CDN base: /uploads/<name> then redirects to `${publicUrl}/<name>`. */
  publicUrl?: string;
};

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Config);

/** The storage backend, chosen here and nowhere else: S3_BUCKET set → the bucket, else the folder. */
function storageConfig(v: z.output<typeof schema>, uploadsDir: string): StorageConfig {
  const s3Named = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'] as const).find((name) => v[name] !== undefined);
  if (!v.S3_BUCKET) {
    if (s3Named) throw new EnvError(`Invalid environment variable S3_BUCKET: required when ${s3Named} is set`);
    return { kind: 'local', dir: uploadsDir };
  }
  if (Boolean(v.S3_ACCESS_KEY_ID) !== Boolean(v.S3_SECRET_ACCESS_KEY)) {
    const missing = v.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new EnvError(`Invalid environment variable ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`);
  }
  return {
    kind: 's3',
    bucket: v.S3_BUCKET,
    endpoint: v.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: v.S3_REGION,
    credentials: v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY ? { accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: v.S3_FORCE_PATH_STYLE === 'true' || v.S3_FORCE_PATH_STYLE === '1',
    publicUrl: v.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** Reads or creates the auth secret kept in DATA_DIR, so sessions survive restarts of the embedded default. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // another process wrote it first: use theirs
    return fs.readFileSync(file, 'utf8').trim();
  }
}

export function loadEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    throw new EnvError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  const v = parsed.data;
  const dataDir = path.resolve(v.DATA_DIR);
  const siteUrl = (v.SITE_URL ?? v.NEXTAUTH_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, '');

  let authSecret = v.NEXTAUTH_SECRET;
  if (!authSecret) {
    if (v.DATABASE_URL && v.NODE_ENV === 'production') {
      throw new EnvError('Invalid environment variable NEXTAUTH_SECRET: required with DATABASE_URL in production (every instance must share it)');
    }
    authSecret = persistedSecret(dataDir);
  }

  if (v.METRICS_PORT !== undefined && v.METRICS_PORT === v.PORT) throw new EnvError('Invalid environment variable METRICS_PORT: must differ from PORT');
  const uploadsDir = v.UPLOADS_DIR ? path.resolve(v.UPLOADS_DIR) : path.join(dataDir, 'uploads');
  const storage = storageConfig(v, uploadsDir);

  return {
    nodeEnv: v.NODE_ENV,
    port: v.PORT,
    dataDir,
    databaseUrl: v.DATABASE_URL,
    authSecret,
    siteUrl,
    siteName: v.SITE_NAME,
    contactEmail: v.CONTACT_EMAIL,
    headlines: {
      url: v.HEADLINES_API_URL,
      keys: (v.HEADLINES_API_KEYS ?? '').split(',').map((k) => k.trim()).filter(Boolean),
      timeoutMs: v.HEADLINES_TIMEOUT_MS,
      negativeTtlMs: v.HEADLINES_FAILURE_CACHE_MS,
      maxPage: v.HEADLINES_MAX_PAGE,
    },
    searchStatementTimeoutMs: v.SEARCH_STATEMENT_TIMEOUT_MS,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    google: {
      clientId: v.GOOGLE_CLIENT_ID,
      clientSecret: v.GOOGLE_CLIENT_SECRET,
      jwksUrl: v.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      /** Google's OpenID Connect discovery document; unset, next-auth's Google provider uses Google's own. */
      wellKnownUrl: v.GOOGLE_WELL_KNOWN_URL,
    },
    adminEmail: v.ADMIN_EMAIL.toLowerCase(),
    adminPassword: v.ADMIN_PASSWORD,
    uploadMaxBytes: v.UPLOAD_MAX_BYTES,
    redisUrl: v.REDIS_URL,
    vitalsSampleRate: v.VITALS_SAMPLE_RATE,
    redisKeyPrefix: v.REDIS_KEY_PREFIX,
    uploadsDir,
    storage,
    trustProxy: v.TRUST_PROXY === undefined || /^false$/i.test(v.TRUST_PROXY) ? 0 : /^true$/i.test(v.TRUST_PROXY) ? 1 : Number(v.TRUST_PROXY),
    bodyMaxBytes: v.BODY_MAX_BYTES,
    metricsToken: v.METRICS_TOKEN,
    metricsPort: v.METRICS_PORT,
    seedDemo: v.SEED_DEMO ? v.SEED_DEMO === 'true' || v.SEED_DEMO === '1' : !v.DATABASE_URL,
    push: {
      vapid: resolveVapidKeys({
        publicKey: v.VAPID_PUBLIC_KEY,
        privateKey: v.VAPID_PRIVATE_KEY,
        subject: v.VAPID_SUBJECT ?? `mailto:${v.CONTACT_EMAIL}`,
        dataDir,
        // A fleet must share one pair (a browser's subscription is bound to the public key): never one per instance.
        mayGenerate: !(v.DATABASE_URL && v.NODE_ENV === 'production'),
        fail: (message) => new EnvError(message),
      }),
      endpointAllow: parseEndpointAllowList(v.PUSH_ENDPOINT_ALLOW ?? DEFAULT_PUSH_ENDPOINT_ALLOW.join(',')),
      allowHttp: v.NODE_ENV !== 'production',
      hourlyCap: v.PUSH_HOURLY_CAP,
      timeoutMs: v.PUSH_TIMEOUT_MS,
    },
    jobPollMs: v.JOB_POLL_MS,
  };
}
