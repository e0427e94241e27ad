import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import GoogleProvider from 'next-auth/providers/google';
import { checkPasswordLogin } from '@/lib/accounts/sign-in-with-password';
import { findOrCreateGoogleUser } from '@/lib/accounts/sign-in-with-google';
import { env } from '@/lib/env';
import { isAppError } from '@/lib/errors';
import { clientIp } from '@/lib/security/rate-limit';
import { findUserById, revokeSessions, type Role } from './users';

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Remember Me unchecked: the session ends after a day instead of 30 (the cookie stays, the server refuses it). */
export const SHORT_SESSION_MS = 24 * 60 * 60 * 1000;

/** Error codes the login pages read from next-auth's answer (`?error=` / `result.error`). */
export const AUTH_ERROR = { rateLimited: 'RateLimited', googleAccountExists: 'GoogleAccountExists' } as const;

/** Remember Me: 30 days from sign-in, whatever next-auth's refreshes of the cookie. */
export const LONG_SESSION_MS = SESSION_MAX_AGE_SECONDS * 1000;
/** Admins: 12 hours from sign-in, Remember Me or not (issue 11 item 10). */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * A token read back by the server: signed in at authTime, not revoked since, not past its own end,
 * and never older than the absolute maximum of its holder's role as it is now (an account promoted
 * to admin gets the admin's 12 hours at once), however often next-auth refreshed the cookie.
 */
export function isTokenCurrent(claims: { authTime?: unknown; expiresAt?: unknown }, sessionsValidAfter: Date, now = Date.now(), role?: Role): boolean {
  if (typeof claims.authTime !== 'number' || claims.authTime < sessionsValidAfter.getTime()) return false;
  const absoluteEnd = claims.authTime + (role === 'admin' ? ADMIN_SESSION_MS : LONG_SESSION_MS);
  if (now >= absoluteEnd) return false;
  return typeof claims.expiresAt !== 'number' || now < claims.expiresAt;
}

export function hasSecureCookies(): boolean {
  return env().siteUrl.startsWith('https://');
}

export function sessionCookieName(): string {
  return `${hasSecureCookies() ? '__Secure-' : ''}next-auth.session-token`;
}

let cached: NextAuthOptions | undefined;

function credentialsProvider(id: string, name: string, isAdminOnly: boolean) {
  return CredentialsProvider({
    id,
    name,
    credentials: { email: { type: 'email' }, password: { type: 'password' }, remember: { type: 'checkbox' } },
    async authorize(credentials, request) {
      if (!credentials?.email || !credentials.password) return null;
      const ip = clientIp({ headers: new Headers((request?.headers ?? {}) as Record<string, string>) } as Request);
      let user;
      try {
        user = await checkPasswordLogin({ email: credentials.email, password: credentials.password, ip, limit: isAdminOnly ? 'adminLogin' : 'login' });
      } catch (error) {
        // next-auth answers a thrown error with 401 and `error=<message>`: the pages show their "too many attempts" text.
        if (isAppError(error) && error.code === 'rate_limited') throw new Error(AUTH_ERROR.rateLimited);
        throw error;
      }
      if (!user || (isAdminOnly && user.role !== 'admin')) return null;
      const remember = (credentials as Record<string, string | undefined>).remember;
      return { id: user.id, email: user.email, name: user.name, role: user.role, remember: remember === 'true' };
    },
  });
}

/** next-auth v4 (D3): JWT session in an httpOnly, SameSite=Lax cookie, Secure when the site is https. */
export function authOptions(): NextAuthOptions {
  if (cached) return cached;
  const config = env();
  // next-auth builds its callback and redirect URLs from NEXTAUTH_URL, never from the request's Host.
  process.env.NEXTAUTH_URL ??= config.siteUrl;
  const providers: NextAuthOptions['providers'] = [
    credentialsProvider('credentials', 'Email', false),
    // The admin login page (SPEC "Admin login"): same check, admins only.
    credentialsProvider('admin-credentials', 'Admin', true),
  ];
  if (config.google.clientId && config.google.clientSecret) {
    providers.push(GoogleProvider({ clientId: config.google.clientId, clientSecret: config.google.clientSecret }));
  }
  cached = {
    secret: config.authSecret,
    useSecureCookies: hasSecureCookies(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/en/login', error: '/en/login' },
    providers,
    callbacks: {
      async signIn({ account, profile }) {
        if (account?.provider !== 'google') return true;
        // Google: a verified email, and never an existing password account taken over by its email.
        const claims = profile as { sub?: string; email?: string; email_verified?: boolean; name?: string } | undefined;
        if (!claims?.sub || !claims.email || claims.email_verified !== true) return false;
        const linked = await findOrCreateGoogleUser({ subject: claims.sub, email: claims.email, name: claims.name });
        if (!linked.ok) return `/en/login?error=${AUTH_ERROR.googleAccountExists}`;
        return true;
      },
      async jwt({ token, user, account }) {
        if (user) {
          let signedIn = user as { id: string; role?: Role; remember?: boolean };
          if (account?.provider === 'google') {
            // The profile's id is Google's subject: sign in as the account linked to it.
            const linked = await findOrCreateGoogleUser({ subject: account.providerAccountId, email: user.email ?? '', name: user.name ?? undefined });
            if (!linked.ok) throw new Error(AUTH_ERROR.googleAccountExists);
            signedIn = { id: linked.user.id, role: linked.user.role, remember: true };
          }
          const now = Date.now();
          token.sub = signedIn.id;
          token.role = signedIn.role ?? 'user';
          // Milliseconds: compared with users.sessions_valid_after to make sessions revocable.
          token.authTime = now;
          // An absolute end fixed at sign-in: refreshes of the cookie never move it.
          const lifetime = token.role === 'admin' ? ADMIN_SESSION_MS : signedIn.remember ? LONG_SESSION_MS : SHORT_SESSION_MS;
          token.expiresAt = now + lifetime;
        }
        return token;
      },
      async session({ session, token }) {
        // A revoked session (logout elsewhere, password reset) reads as signed out in menus too.
        const row = token.sub ? await findUserById(token.sub) : undefined;
        if (!row || !isTokenCurrent(token, row.sessionsValidAfter, Date.now(), row.role)) {
          return { expires: session.expires };
        }
        session.user = { id: row.id, name: row.fullName, email: row.email, role: row.role };
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.sub) await revokeSessions(token.sub);
      },
    },
  };
  return cached;
}
