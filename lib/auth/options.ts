import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import GoogleProvider from 'next-auth/providers/google';
import { env } from '@/lib/env';
import { findUserById, revokeSessions, verifyCredentials, type Role } from './users';

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

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
    credentials: { email: { type: 'email' }, password: { type: 'password' } },
    async authorize(credentials) {
      if (!credentials?.email || !credentials.password) return null;
      const user = await verifyCredentials(credentials.email, credentials.password);
      if (!user || (isAdminOnly && user.role !== 'admin')) return null;
      return { id: user.id, email: user.email, name: user.name, role: user.role };
    },
  });
}

/** next-auth v4 (D3): JWT session in an httpOnly, SameSite=Lax cookie, Secure when the site is https. */
export function authOptions(): NextAuthOptions {
  if (cached) return cached;
  const config = env();
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
      async jwt({ token, user }) {
        if (user) {
          const signedIn = user as { id: string; role?: Role };
          token.sub = signedIn.id;
          token.role = signedIn.role ?? 'user';
          // Milliseconds: compared with users.sessions_valid_after to make sessions revocable.
          token.authTime = Date.now();
        }
        return token;
      },
      async session({ session, token }) {
        // A revoked session (logout elsewhere, password reset) reads as signed out in menus too.
        const row = token.sub ? await findUserById(token.sub) : undefined;
        if (!row || typeof token.authTime !== 'number' || token.authTime < row.sessionsValidAfter.getTime()) {
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
