import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import GoogleProvider from 'next-auth/providers/google';
import { checkPasswordLogin } from '@/lib/accounts/sign-in-with-password';
import { findOrCreateGoogleUser } from '@/lib/accounts/sign-in-with-google';
import { env } from '@/lib/env';
import { isAppError } from '@/lib/errors';
import { clientIp } from '@/lib/security/rate-limit';
import { authLogger } from './auth-log';
import { recordStaffSignIn } from './staff-sign-in';
import { hasSecureCookies, isTokenCurrent, SESSION_MAX_AGE_SECONDS, sessionLifetime } from './tokens';
import { isStaffRole } from './permissions';
import { findUserById, revokeSessions, type Role } from './users';

/** Error codes the login pages read from next-auth's answer (`?error=` / `result.error`). */
export const AUTH_ERROR = { rateLimited: 'RateLimited', googleAccountExists: 'GoogleAccountExists' } as const;

let cached: NextAuthOptions | undefined;

function credentialsProvider(id: string, name: string, isStaffOnly: boolean) {
  return CredentialsProvider({
    id,
    name,
    credentials: { email: { type: 'email' }, password: { type: 'password' }, remember: { type: 'checkbox' } },
    async authorize(credentials, request) {
      if (!credentials?.email || !credentials.password) return null;
      const ip = clientIp({ headers: new Headers((request?.headers ?? {}) as Record<string, string>) } as Request);
      let user;
      try {
        const cookies = (request?.headers as Record<string, string | undefined> | undefined)?.cookie;
        user = await checkPasswordLogin({ email: credentials.email, password: credentials.password, ip, limit: isStaffOnly ? 'adminLogin' : 'login', cookies });
      } catch (error) {
        // next-auth answers a thrown error with 401 and `error=<message>`: the pages show their "too many attempts" text.
        if (isAppError(error) && error.code === 'rate_limited') throw new Error(AUTH_ERROR.rateLimited);
        throw error;
      }
      if (!user || (isStaffOnly && !isStaffRole(user.role))) return null;
      if (isStaffOnly) await recordStaffSignIn(user, 'session');
      const remember = (credentials as Record<string, string | undefined>).remember;
      return { id: user.id, email: user.email, name: user.name, role: user.role, remember: remember === 'true' };
    },
  });
}

/**
 * Where next-auth may send the browser after a sign-in or sign-out: a path or an address of this
 * site, else the site itself (next-auth's default rule). Its default read `callbackUrl` with
 * `new URL(url)` unguarded: a NUL or a lone surrogate there answered 500 (issue 25 item 5, the
 * fuzz suite's NUL test). Parsed against the site, such characters come out percent-encoded.
 */
export function safeRedirect(url: string, baseUrl: string): string {
  try {
    const target = new URL(url, baseUrl);
    if (target.origin === new URL(baseUrl).origin) return target.href;
  } catch {
    // not an address
  }
  return baseUrl;
}

/** next-auth v4 (D3): JWT session in an httpOnly, SameSite=Lax cookie, Secure when the site is https. */
export function authOptions(): NextAuthOptions {
  if (cached) return cached;
  const config = env();
  // next-auth builds its callback and redirect URLs from NEXTAUTH_URL, never from the request's Host.
  process.env.NEXTAUTH_URL ??= config.siteUrl;
  const providers: NextAuthOptions['providers'] = [
    credentialsProvider('credentials', 'Email', false),
    // The admin login page (SPEC "Admin login"): same check, newsroom staff only (writer, editor, admin).
    credentialsProvider('admin-credentials', 'Admin', true),
  ];
  if (config.google.clientId && config.google.clientSecret) {
    const { clientId, clientSecret, wellKnownUrl } = config.google;
    providers.push(GoogleProvider({ clientId, clientSecret, ...(wellKnownUrl && { wellKnown: wellKnownUrl }) }));
  }
  cached = {
    secret: config.authSecret,
    useSecureCookies: hasSecureCookies(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/en/login', error: '/en/login' },
    // A reader's Cancel on Google's page is not an error with a stack trace (lib/auth/auth-log.ts).
    logger: authLogger,
    providers,
    callbacks: {
      redirect: ({ url, baseUrl }) => safeRedirect(url, baseUrl),
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
          token.expiresAt = now + sessionLifetime(token.role, signedIn.remember === true);
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
