import { loadEnv } from '@/lib/env-schema';
import { securityHeaders } from '@/lib/security/csp';

/**
 * The proxy runs apart from the app's modules (Next docs: no shared globals), so it resolves the
 * auth secret from the same schema itself — the value is identical to lib/env's.
 */
let cached: { secret: string; secure: boolean; headers: Record<string, string> } | undefined;

function resolve() {
  cached ??= (() => {
    const config = loadEnv(process.env);
    return {
      secret: config.authSecret,
      secure: config.siteUrl.startsWith('https://'),
      headers: securityHeaders({ siteUrl: config.siteUrl, headlinesUrl: config.headlines.url, isDevelopment: config.nodeEnv === 'development' }),
    };
  })();
  return cached;
}

export function authSecretForProxy(): string {
  return resolve().secret;
}

/** CSP, COOP and (on https) HSTS for every page the proxy answers (lib/security/csp.ts). */
export function pageSecurityHeadersForProxy(): Record<string, string> {
  return resolve().headers;
}

export function secureCookiesForProxy(): boolean {
  return resolve().secure;
}
