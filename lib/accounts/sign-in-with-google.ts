import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { signApiToken } from '@/lib/auth/tokens';
import { normalizeEmail, toSessionUser, type SessionUser } from '@/lib/auth/users';
import { users } from '@/models/schema';
import { API_TEXT } from './schemas';
import { verifyGoogleIdToken, type GoogleIdentity } from './verify-google-id-token';

export type GoogleLinkResult = { ok: true; user: SessionUser } | { ok: false; reason: 'account_exists' };

/**
 * The account of a verified Google identity: the one already linked to its subject, or a new
 * reader account. An existing account with the same email that is not linked to this Google
 * subject is never taken over (its owner logs in with the password).
 */
export async function findOrCreateGoogleUser(identity: GoogleIdentity): Promise<GoogleLinkResult> {
  const db = await getDb();
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
  if (linked) return { ok: true, user: toSessionUser(linked) };

  const email = normalizeEmail(identity.email);
  const [created] = await db
    .insert(users)
    .values({ email, fullName: identity.name?.trim() || email.split('@')[0], passwordHash: null, googleSubject: identity.subject, role: 'user' })
    .onConflictDoNothing()
    .returning();
  if (created) return { ok: true, user: toSessionUser(created) };
  return { ok: false, reason: 'account_exists' };
}

/** POST /api/user/google-auth: a Google ID token for our bearer token. */
export async function signInWithGoogleIdToken(idToken: string): Promise<{ token: string; user: SessionUser }> {
  const identity = await verifyGoogleIdToken(idToken);
  if (!identity) throw new AppError('unauthorized', API_TEXT.googleSignupFailed);
  const result = await findOrCreateGoogleUser(identity);
  if (!result.ok) throw new AppError('conflict', API_TEXT.googleAccountExists);
  return { token: await signApiToken(result.user), user: result.user };
}
