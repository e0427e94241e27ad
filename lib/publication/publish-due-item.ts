import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { getDb, type Transaction } from '@/lib/db';
import { invalidateBlogsCache, invalidateNewsCache } from '@/lib/news/cache';
import { queueBreakingAlert } from '@/lib/push/queue-alert';
import { blogs, news } from '@/models/schema';
import { users } from '@/models/schema';
import { recordScheduledPublish } from './record-change';

import type { ItemKind } from './apply';
type Actor = { id: string | null; email: string | null };

/** The row as it went live, or null when it was not (any more) scheduled and due. */
async function flip(tx: Transaction, kind: ItemKind, id: string, now: Date) {
  // publishedAt = the scheduled time (Ghost does the same): the feed orders it as planned.
  if (kind === 'news') {
    const [row] = await tx
      .update(news)
      .set({ status: 'published', publishedAt: sql`${news.publishAt}`, publishAt: null, updatedAt: now, version: sql`${news.version} + 1` })
      .where(and(eq(news.id, id), eq(news.status, 'scheduled'), lte(news.publishAt, now)))
      .returning();
    return row ? { id: row.id, title: row.title, publishedAt: row.publishedAt, row } : null;
  }
  const [row] = await tx
    .update(blogs)
    .set({ status: 'published', publishedAt: sql`${blogs.publishAt}`, publishAt: null, updatedAt: now, version: sql`${blogs.version} + 1` })
    .where(and(eq(blogs.id, id), eq(blogs.status, 'scheduled'), lte(blogs.publishAt, now)))
    .returning();
  return row ? { id: row.id, title: row.title, publishedAt: row.publishedAt, row } : null;
}

/**
 * Publishes one scheduled item whose time has come (the `publish-scheduled` job). The status
 * condition in the UPDATE is what makes it happen once: of two runs racing (two instances, a retry),
 * one flips the row and writes the audit entry, the other finds nothing to do. Answers whether it
 * published.
 */
export async function publishDueItem(options: { kind: ItemKind; id: string; actor: Actor; now?: Date }): Promise<boolean> {
  const { kind, id, actor } = options;
  const db = await getDb();
  const published = await db.transaction(async (tx) => {
    const flipped = await flip(tx, kind, id, options.now ?? new Date());
    if (!flipped) return false;
    // The audit row names who scheduled it; an account deleted since is named by its email only.
    const [known] = actor.id ? await tx.select({ id: users.id, name: users.fullName }).from(users).where(eq(users.id, actor.id)).limit(1) : [];
    await recordAudit(tx, {
      actor: { id: known?.id ?? null, email: actor.email },
      action: `${kind}.publish`,
      entityType: kind,
      entityId: id,
      details: { title: flipped.title, scheduled: true, publishedAt: flipped.publishedAt.toISOString() },
    });
    await recordScheduledPublish(tx, { kind, row: flipped.row, actor: { id: known?.id ?? null, name: known?.name ?? null, email: actor.email } });
    // A breaking story scheduled ahead alerts its readers now, when it goes live.
    if (kind === 'news' && 'breaking' in flipped.row) await queueBreakingAlert(tx, { storyId: id, breaking: flipped.row.breaking, wasPublished: false, isPublished: true });
    return true;
  });
  if (published) await (kind === 'news' ? invalidateNewsCache() : invalidateBlogsCache());
  return published;
}
