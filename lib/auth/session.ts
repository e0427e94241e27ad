import 'server-only';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { decode } from 'next-auth/jwt';
import { jwtVerify, SignJWT } from 'jose';
import crypto from 'node:crypto';
import { AppError } from '@/lib/errors';
import { env } from '@/lib/env';
import { isTokenCurrent, sessionCookieName } from './options';
import { findUserById, toSessionUser, type SessionUser } from './users';

type TokenClaims = { sub?: string; authTime?: number; expiresAt?: number };

function apiTokenKey(): Uint8Array {
  // A key of its own for bearer tokens, derived from the auth secret.
  return new Uint8Array(crypto.createHmac('sha256', env().authSecret).update('api-bearer-token').digest());
}

export const API_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A signed bearer token for API clients (D3), returned by the sign-in contracts. */
export async function signApiToken(user: SessionUser): Promise<string> {
  return new SignJWT({ role: user.role, authTime: Date.now() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_TTL_SECONDS}s`)
    .sign(apiTokenKey());
}

async function claimsFromBearer(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, apiTokenKey(), { algorithms: ['HS256'] });
    return { sub: payload.sub, authTime: typeof payload.authTime === 'number' ? payload.authTime : undefined };
  } catch {
    return null;
  }
}

async function claimsFromSessionCookie(value: string | undefined): Promise<TokenClaims | null> {
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: env().authSecret });
    if (!token) return null;
    return {
      sub: token.sub,
      authTime: typeof token.authTime === 'number' ? token.authTime : undefined,
      expiresAt: typeof token.expiresAt === 'number' ? token.expiresAt : undefined,
    };
  } catch {
    return null;
  }
}

/** Turns verified claims into the current user, refusing revoked sessions; role is read fresh from the database. */
async function userFromClaims(claims: TokenClaims | null): Promise<SessionUser | null> {
  if (!claims?.sub || typeof claims.authTime !== 'number') return null;
  const row = await findUserById(claims.sub);
  if (!row || !isTokenCurrent(claims, row.sessionsValidAfter, Date.now(), row.role)) return null;
  return toSessionUser(row);
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      // A cookie that does not decode (`%`, `%ff`) is no session, not a 500.
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The user behind a request to a route handler: `Authorization: Bearer` first, else the session cookie. */
export async function getRequestUser(request: Request): Promise<SessionUser | null> {
  const authorization = request.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    return userFromClaims(await claimsFromBearer(authorization.slice(7).trim()));
  }
  return userFromClaims(await claimsFromSessionCookie(readCookie(request.headers.get('cookie'), sessionCookieName())));
}

/** The user of the current page render or server action (session cookie). */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const jar = await cookies();
  return userFromClaims(await claimsFromSessionCookie(jar.get(sessionCookieName())?.value));
}

/**
 * D4: every admin page and server action calls this itself, whatever the proxy did.
 * Anonymous → the admin login page; signed in without the admin role → 403.
 */
export async function requireAdmin(locale: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/${locale}/admin/login`);
  if (user.role !== 'admin') forbidden();
  return user;
}

export async function requireUser(loginPath: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginPath);
  return user;
}

/** Route handlers: the user or a 401. */
export async function authenticate(request: Request): Promise<SessionUser> {
  const user = await getRequestUser(request);
  if (!user) throw new AppError('unauthorized', 'Sign in to continue.');
  return user;
}

/** Route handlers: an admin, else 401 (anonymous) or 403 (signed in without the role). */
export async function authenticateAdmin(request: Request): Promise<SessionUser> {
  const user = await authenticate(request);
  if (user.role !== 'admin') throw new AppError('forbidden', 'Only admins may do this.');
  return user;
}
