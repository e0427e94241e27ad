import 'server-only';
import { SignJWT } from 'jose';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { isStaffRole, type Role } from './permissions';

/**
 * Session and token rules shared by next-auth's options (lib/auth/options.ts), the server's session
 * reads (lib/auth/session.ts) and the sign-in services (lib/accounts/sign-in-*). It imports none of
 * them, so they no longer import each other in a circle (issue 26).
 */

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Remember Me unchecked: the session ends after a day instead of 30 (the cookie stays, the server refuses it). */
export const SHORT_SESSION_MS = 24 * 60 * 60 * 1000;
/** Remember Me: 30 days from sign-in, whatever next-auth's refreshes of the cookie. */
export const LONG_SESSION_MS = SESSION_MAX_AGE_SECONDS * 1000;
/** Staff (writers, editors, admins): 12 hours from sign-in, Remember Me or not (issue 11 item 10). */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

/** The absolute session length of a role. */
export function sessionLifetime(role: Role | undefined, remember: boolean): number {
  return isStaffRole(role) ? ADMIN_SESSION_MS : remember ? LONG_SESSION_MS : SHORT_SESSION_MS;
}

/**
 * A token read back by the server: signed in at authTime, not revoked since, not past its own end,
 * and never older than the absolute maximum of its holder's role as it is now (an account promoted
 * to staff gets the staff's 12 hours at once), however often next-auth refreshed the cookie.
 */
export function isTokenCurrent(claims: { authTime?: unknown; expiresAt?: unknown }, sessionsValidAfter: Date, now = Date.now(), role?: Role): boolean {
  if (typeof claims.authTime !== 'number' || claims.authTime < sessionsValidAfter.getTime()) return false;
  const absoluteEnd = claims.authTime + (isStaffRole(role) ? ADMIN_SESSION_MS : LONG_SESSION_MS);
  if (now >= absoluteEnd) return false;
  return typeof claims.expiresAt !== 'number' || now < claims.expiresAt;
}

export function hasSecureCookies(): boolean {
  return env().siteUrl.startsWith('https://');
}

export function sessionCookieName(): string {
  return `${hasSecureCookies() ? '__Secure-' : ''}next-auth.session-token`;
}

/** A key of its own for bearer tokens, derived from the auth secret. */
export function apiTokenKey(): Uint8Array {
  return new Uint8Array(crypto.createHmac('sha256', env().authSecret).update('api-bearer-token').digest());
}

export const API_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A signed bearer token for API clients (D3), returned by the sign-in contracts. */
export async function signApiToken(user: { id: string; role: Role; email?: string; name?: string }): Promise<string> {
  return new SignJWT({ role: user.role, authTime: Date.now() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_TTL_SECONDS}s`)
    .sign(apiTokenKey());
}
