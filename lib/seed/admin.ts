import 'server-only';
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { hashPassword } from '@/lib/auth/password';
import { sessionsValidFrom } from '@/lib/auth/sessions-valid-from';
import type { StaffRole } from '@/lib/auth/permissions';
import { normalizeEmail } from '@/lib/auth/users';
import { passwordResetTokens, users } from '@/models/schema';

/**
 * - `created`: a new admin account (`password` is set when it was generated).
 * - `admin`: the account already was an admin (`rekeyed` when a password was given and set).
 * - `promoted`: an existing account became an admin; only with `promote: true`. Its password was
 *   replaced (`password` is set when it was generated) and every session of it ended.
 * - `refused`: an account with this email exists and is no admin, and `promote` was not given:
 *   nothing changed. Whoever registered that address first may not be the operator (issue 11 item 7).
 */
export type EnsureAdminResult =
  | { email: string; outcome: 'created'; password?: string }
  | { email: string; outcome: 'admin'; rekeyed: boolean }
  | { email: string; outcome: 'promoted'; password?: string }
  | { email: string; outcome: 'refused' };

const generatePassword = () => crypto.randomBytes(12).toString('base64url');

/**
 * Creates an admin with this email. An existing account is promoted only when `promote` is true
 * (`npm run admin:create -- --promote`), never by the seed: a stranger who registered the admin's
 * address before the operator would otherwise become the admin with the stranger's password.
 */
export async function ensureAdmin(
  db: Database,
  options: { email: string; password?: string; fullName?: string; promote?: boolean; role?: StaffRole },
): Promise<EnsureAdminResult> {
  const email = normalizeEmail(options.email);
  // Issue 26: `npm run admin:create -- --role writer|editor|admin` (default admin); any other role of an existing account needs --promote.
  const role = options.role ?? 'admin';
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing && existing.role !== role && !options.promote) return { email, outcome: 'refused' };
  if (existing) {
    const promoting = existing.role !== role;
    // A promoted account never keeps its old password (it may be a stranger's): given or generated.
    const generated = promoting && !options.password ? generatePassword() : undefined;
    const password = options.password ?? generated;
    if (!password) return { email, outcome: 'admin', rekeyed: false };
    const now = new Date();
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ role, passwordHash, passwordChangedAt: now, sessionsValidAfter: sessionsValidFrom(now), updatedAt: now })
        .where(eq(users.id, existing.id));
      // Outstanding reset links of the account end too.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, existing.id), isNull(passwordResetTokens.usedAt)));
    });
    return promoting ? { email, outcome: 'promoted', password: generated } : { email, outcome: 'admin', rekeyed: true };
  }
  const generated = options.password ? undefined : generatePassword();
  const password = options.password ?? generated!;
  await db.insert(users).values({
    email,
    fullName: options.fullName ?? (role === 'admin' ? 'Administrator' : role === 'editor' ? 'Editor' : 'Writer'),
    passwordHash: await hashPassword(password),
    role,
    termsAcceptedAt: new Date(),
    passwordChangedAt: new Date(),
  });
  return { email, outcome: 'created', password: generated };
}
