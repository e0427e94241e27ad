import { loadEnv } from '@/lib/env-schema';

/**
 * The proxy runs apart from the app's modules (Next docs: no shared globals), so it resolves the
 * auth secret from the same schema itself — the value is identical to lib/env's.
 */
let cached: { secret: string; secure: boolean } | undefined;

function resolve() {
  cached ??= (() => {
    const config = loadEnv(process.env);
    return { secret: config.authSecret, secure: config.siteUrl.startsWith('https://') };
  })();
  return cached;
}

export function authSecretForProxy(): string {
  return resolve().secret;
}

export function secureCookiesForProxy(): boolean {
  return resolve().secure;
}
