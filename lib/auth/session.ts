import 'server-only';
import { cookies } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { decode } from 'next-auth/jwt';
import { jwtVerify } from 'jose';
import { AppError } from '@/lib/errors';
import { env } from '@/lib/env';
import { can, isStaffRole, type Permission } from './permissions';
import { apiTokenKey, isTokenCurrent, sessionCookieName } from './tokens';
import { findUserById, toSessionUser, type SessionUser } from './users';

type TokenClaims = { sub?: string; authTime?: number; expiresAt?: number };

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
 * D4: every newsroom page and server action calls this itself, whatever the proxy did.
 * Anonymous → the admin login page; signed in without the permission (lib/auth/permissions.ts) → 403.
 * `newsroom` is any staff role (writer, editor, admin).
 */
export async function requireStaff(locale: string, permission: Permission = 'newsroom'): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/${locale}/admin/login`);
  if (!can(user.role, permission)) forbidden();
  return user;
}

/** Pages that must not exist for anyone but staff (the preview of an unpublished story): 404 otherwise. */
export async function requireStaffOrNotFound(permission: Permission = 'newsroom'): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user || !can(user.role, permission)) notFound();
  return user;
}

/** The screens only admins open (staff and roles): `requireStaff(locale, 'staff')`. */
export async function requireAdmin(locale: string): Promise<SessionUser> {
  return requireStaff(locale, 'staff');
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

/** Route handlers: a member of staff with `permission`, else 401 (anonymous) or 403. */
export async function authenticateStaff(request: Request, permission: Permission): Promise<SessionUser> {
  const user = await authenticate(request);
  if (!isStaffRole(user.role)) throw new AppError('forbidden', 'Only the newsroom staff may do this.');
  if (!can(user.role, permission)) throw new AppError('forbidden', permission === 'staff' ? 'Only admins may do this.' : 'Your role may not do this.');
  return user;
}

/** Route handlers: an admin (staff and roles), else 401 or 403. */
export async function authenticateAdmin(request: Request): Promise<SessionUser> {
  return authenticateStaff(request, 'staff');
}
