import 'server-only';
import { recordAudit } from '@/lib/audit';
import { getDb } from '@/lib/db';
import type { SessionUser } from './users';

/** Audit entry `staff.sign-in` (issue 26): who of the newsroom signed in, and how (admin login page or API token). */
export async function recordStaffSignIn(user: Pick<SessionUser, 'id' | 'email' | 'role'>, via: 'session' | 'token'): Promise<void> {
  const db = await getDb();
  await recordAudit(db, { actor: user, action: 'staff.sign-in', entityType: 'user', entityId: user.id, details: { role: user.role, via } });
}
