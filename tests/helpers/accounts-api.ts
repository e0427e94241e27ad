import fs from 'node:fs';
import path from 'node:path';
import { generateKeyPair, type CryptoKey } from 'jose';
import { tempDir } from './databases';
import { startGoogleStandIn } from './google-stand-in';

export const SITE_URL = 'https://news.example.org';
export const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Environment of the /api/user tests; call before the first import of any app module. */
export function accountsTestEnv(extra: Record<string, string | undefined> = {}): { dataDir: string } {
  const dataDir = tempDir('shortnews-accounts-');
  const vars: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
    SITE_URL,
    NEXTAUTH_URL: undefined,
    NEXTAUTH_SECRET: 'accounts-test-secret-accounts-test-secret-0123456789',
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: undefined,
    SMTP_URL: undefined,
    REDIS_URL: undefined,
    TRUST_PROXY: undefined,
    ...extra,
  };
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return { dataDir };
}

// The accounts tests' name for attachDatabase (one implementation, in ./databases).
export { attachDatabase as useDatabase } from './databases';

/** Forgets every rate-limit count (each test starts fresh). */
export function resetRateLimits(): void {
  delete (globalThis as { __rateLimiters?: unknown }).__rateLimiters;
}

let ipCounter = 1;
/** A fresh client address per call unless one is given, so per-address limits do not mix tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
}

export async function call(
  handler: RouteHandler,
  options: { path: string; method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string>; ip?: string },
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = { 'x-real-ip': options.ip ?? freshIp(), ...(options.headers ?? {}) };
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const request = new Request(`http://localhost:3000${options.path}`, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const response = await handler(request, { params: Promise.resolve({}) });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { raw: text };
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** The .eml files written to DATA_DIR/outbox (no SMTP_URL), waiting until `count` are there. */
export async function outboxMails(dataDir: string, count: number, timeoutMs = 30_000): Promise<string[]> {
  const folder = path.join(dataDir, 'outbox');
  const end = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.eml')).sort() : [];
    if (files.length >= count || Date.now() > end) return files.map((f) => fs.readFileSync(path.join(folder, f), 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export { resetLinkIn } from './mail';

/**
 * Google's key set for the ID-token endpoint's tests: the Google stand-in (./google-stand-in.ts) with no
 * accounts on its chooser, and a second key Google never published, to sign forgeries with.
 */
export async function startGoogleKeys(): Promise<{
  url: string;
  sign: (claims: Record<string, unknown>, options?: { key?: CryptoKey; kid?: string; expiresIn?: string }) => Promise<string>;
  otherKey: CryptoKey;
  close: () => Promise<void>;
}> {
  const google = await startGoogleStandIn({ clientId: GOOGLE_CLIENT_ID, clientSecret: 'unused-by-the-id-token-endpoint', accounts: [] });
  const other = await generateKeyPair('RS256');
  return { url: google.jwksUrl, sign: google.signIdToken, otherKey: other.privateKey, close: google.close };
}
