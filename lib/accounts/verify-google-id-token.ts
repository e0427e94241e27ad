import 'server-only';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { env } from '@/lib/env';

export type GoogleIdentity = { subject: string; email: string; name?: string };

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

let keySet: { url: string; jwks: ReturnType<typeof createRemoteJWKSet> } | undefined;

function googleKeys(url: string) {
  if (keySet?.url !== url) keySet = { url, jwks: createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 }) };
  return keySet.jwks;
}

/**
 * Verifies a Google ID token: RS256 signature against Google's key set (GOOGLE_JWKS_URL; tests
 * serve their own), issuer, audience = GOOGLE_CLIENT_ID, expiry, and a verified email.
 * Anything else → null.
 */
export async function verifyGoogleIdToken(token: string): Promise<GoogleIdentity | null> {
  const { google } = env();
  if (!google.clientId) return null;
  try {
    const { payload } = await jwtVerify(token, googleKeys(google.jwksUrl), {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUERS,
      audience: google.clientId,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (!verified || typeof payload.email !== 'string' || !payload.sub) return null;
    return { subject: payload.sub, email: payload.email, name: typeof payload.name === 'string' ? payload.name : undefined };
  } catch {
    return null;
  }
}
