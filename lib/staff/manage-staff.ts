import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { STAFF_ROLES, type Role } from '@/lib/auth/permissions';
import { normalizeEmail, type SessionUser } from '@/lib/auth/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { PUBLICATION_MESSAGES } from '@/lib/publication/schemas';
import { users } from '@/models/schema';
import type { SetRoleInput } from './schemas';

export type StaffMember = { id: string; email: string; name: string; role: Role; since: string };

/** Everyone with a newsroom role, admins first. */
export async function listStaff(): Promise<StaffMember[]> {
  const db = await getDb();
  const rows = await db.select().from(users).where(inArray(users.role, [...STAFF_ROLES])).orderBy(asc(users.role), asc(users.email));
  const order: Record<string, number> = { admin: 0, editor: 1, writer: 2 };
  return rows
    .map((row) => ({ id: row.id, email: row.email, name: row.fullName, role: row.role, since: row.createdAt.toISOString() }))
    .sort((a, b) => order[a.role] - order[b.role] || a.email.localeCompare(b.email));
}

/**
 * Sets the role of a registered account (issue 26): 404 for an unknown email, 409 when it would
 * leave no admin. The admins' rows are locked first, so two admins demoting each other at the same
 * moment cannot both succeed. Audit entry `user.role`. The new role counts at the account's next
 * request (roles are read fresh from the database, never trusted from the session).
 */
export async function setStaffRole(options: { actor: Pick<SessionUser, 'id' | 'email'>; input: SetRoleInput }): Promise<StaffMember> {
  const { actor, input } = options;
  const email = normalizeEmail(input.email);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    const [account] = await tx.select().from(users).where(eq(users.email, email)).limit(1).for('update');
    if (!account) throw new AppError('not_found', PUBLICATION_MESSAGES.unknownEmail);
    if (account.role === input.role) return toMember(account);
    if (account.role === 'admin' && admins.length <= 1) throw new AppError('conflict', PUBLICATION_MESSAGES.lastAdmin);
    const [updated] = await tx.update(users).set({ role: input.role, updatedAt: new Date() }).where(eq(users.id, account.id)).returning();
    await recordAudit(tx, { actor, action: 'user.role', entityType: 'user', entityId: account.id, details: { title: account.email, email: account.email, from: account.role, to: input.role } });
    return toMember(updated);
  });
}

function toMember(row: typeof users.$inferSelect): StaffMember {
  return { id: row.id, email: row.email, name: row.fullName, role: row.role, since: row.createdAt.toISOString() };
}
