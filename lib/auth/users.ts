import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { isStorableText } from '@/lib/storable-text';
import { users, type UserRole, type UserRow } from '@/models/schema';
import { timingSafeDummy, verifyPassword } from './password';
import { sessionsValidFrom } from './sessions-valid-from';

/** `user` (reader), or a newsroom role: `writer`, `editor`, `admin` (lib/auth/permissions.ts). */
export type Role = UserRole;

/** What the rest of the app knows of a signed-in person. */
export type SessionUser = { id: string; email: string; name: string; role: Role };

export function toSessionUser(row: UserRow): SessionUser {
  return { id: row.id, email: row.email, name: row.fullName, role: row.role };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(email: string): Promise<UserRow | undefined> {
  // No account has such an address, and the database would refuse the query (next-auth's credentials reach here unvalidated).
  if (!isStorableText(email)) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row;
}

/** Email + password check; unknown email and wrong password take the same time and give the same answer. */
export async function verifyCredentials(email: string, password: string): Promise<SessionUser | null> {
  const row = await findUserByEmail(email);
  if (!row) {
    await timingSafeDummy(password);
    return null;
  }
  return (await verifyPassword(row.passwordHash, password)) ? toSessionUser(row) : null;
}

/** Ends every session and bearer token issued so far for this user (logout, password reset). */
export async function revokeSessions(userId: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ sessionsValidAfter: sessionsValidFrom(), updatedAt: new Date() }).where(eq(users.id, userId));
}
