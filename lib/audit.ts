import 'server-only';
import { desc } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db';
import type { SessionUser } from '@/lib/auth/users';
import { auditLog, type AuditLogRow } from '@/models/schema';

export type AuditEntry = {
  /** Who did it; the scheduler names the person who scheduled (id null when that account is gone). */
  actor: { id: SessionUser['id'] | null; email: SessionUser['email'] | null };
  /** e.g. news.create, news.update, news.delete, blog.create, blog.update, blog.delete */
  action: string;
  entityType: 'news' | 'blog' | 'user';
  entityId?: string;
  details?: Record<string, unknown>;
};

/** Writes one audit row; call it inside the write's transaction so both land or neither does. */
export async function recordAudit(db: Database | Transaction, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}

/** The latest entries, newest first (the admin dashboard). */
export async function latestAudit(db: Database, limit = 20): Promise<AuditLogRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
