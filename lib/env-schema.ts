import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from '@/lib/zod';

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
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('ShortNews <no-reply@example.com>')),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_JWKS_URL: optionalUrl(['http:', 'https:']),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an email address').default('admin@example.com')),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
  UPLOAD_MAX_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1024).default(5 * 1024 * 1024)),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  REDIS_KEY_PREFIX: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits or _ . : -').default('shortnews')),
  UPLOADS_DIR: optionalString,
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
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).optional()),
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
  headlines: { url?: string; keys: string[]; timeoutMs: number; negativeTtlMs: number };
  smtpUrl?: string;
  mailFrom: string;
  google: { clientId?: string; clientSecret?: string; jwksUrl: string };
  adminEmail: string;
  adminPassword?: string;
  uploadMaxBytes: number;
  redisUrl?: string;
  /** Prefix of every key we write to Redis (cache, rate limits): several sites or test runs can share one Redis. */
  redisKeyPrefix: string;
  /** Uploaded images; a volume every instance mounts when there are several (default DATA_DIR/uploads). */
  uploadsDir: string;
  /** How many reverse proxies in front are trusted to write X-Forwarded-For (0: none; scripts/client-address.cjs). */
  trustProxy: number;
  /** Largest JSON body a route handler reads (413 beyond). */
  bodyMaxBytes: number;
  /** Seed demo content into an empty database at start: on for the embedded database, opt-in for a server. */
  seedDemo: boolean;
};

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
    },
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    google: {
      clientId: v.GOOGLE_CLIENT_ID,
      clientSecret: v.GOOGLE_CLIENT_SECRET,
      jwksUrl: v.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    },
    adminEmail: v.ADMIN_EMAIL.toLowerCase(),
    adminPassword: v.ADMIN_PASSWORD,
    uploadMaxBytes: v.UPLOAD_MAX_BYTES,
    redisUrl: v.REDIS_URL,
    redisKeyPrefix: v.REDIS_KEY_PREFIX,
    uploadsDir: v.UPLOADS_DIR ? path.resolve(v.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    trustProxy: v.TRUST_PROXY === undefined || /^false$/i.test(v.TRUST_PROXY) ? 0 : /^true$/i.test(v.TRUST_PROXY) ? 1 : Number(v.TRUST_PROXY),
    bodyMaxBytes: v.BODY_MAX_BYTES,
    seedDemo: v.SEED_DEMO ? v.SEED_DEMO === 'true' || v.SEED_DEMO === '1' : !v.DATABASE_URL,
  };
}
