import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { hashPassword } from '@/lib/auth/password';
import { sessionsValidFrom } from '@/lib/auth/sessions-valid-from';
import { normalizeEmail } from '@/lib/auth/users';
import { users } from '@/models/schema';

export type EnsureAdminResult = { email: string; created: boolean; promoted: boolean; password?: string };

/**
 * Creates an admin with this email, or promotes (and, when a password is given, re-keys) an
 * existing account. Used by the seed and by `npm run admin:create`.
 */
export async function ensureAdmin(db: Database, options: { email: string; password?: string; fullName?: string }): Promise<EnsureAdminResult> {
  const email = normalizeEmail(options.email);
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    const update: Partial<typeof users.$inferInsert> = { role: 'admin', updatedAt: new Date() };
    if (options.password) {
      update.passwordHash = await hashPassword(options.password);
      update.passwordChangedAt = new Date();
      update.sessionsValidAfter = sessionsValidFrom();
    }
    await db.update(users).set(update).where(eq(users.id, existing.id));
    return { email, created: false, promoted: existing.role !== 'admin' };
  }
  const generated = options.password ? undefined : crypto.randomBytes(12).toString('base64url');
  const password = options.password ?? generated!;
  await db.insert(users).values({
    email,
    fullName: options.fullName ?? 'Administrator',
    passwordHash: await hashPassword(password),
    role: 'admin',
    termsAcceptedAt: new Date(),
    passwordChangedAt: new Date(),
  });
  return { email, created: true, promoted: false, password: generated };
}
