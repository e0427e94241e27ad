import 'server-only';
import { recordAudit } from '@/lib/audit';
import type { Transaction } from '@/lib/db';
import { cancelJob, enqueueJob } from '@/lib/jobs/queue';
import { statusAction, type Publication } from './decide';

export type ItemKind = 'news' | 'blog';
type Actor = { id: string; email: string };

/** The job key of an item's scheduled publishing: one per item, replaced on reschedule. */
export function publishJobKey(kind: ItemKind, id: string): string {
  return `publish:${kind}:${id}`;
}

/** `published_at` after a change: the moment it goes live now (feed order); unchanged otherwise. */
export function publishedAtAfter(before: Publication | null, after: Publication, now: Date): Date | undefined {
  return after.status === 'published' && before?.status !== 'published' ? now : undefined;
}

/**
 * What a change of status brings with it, inside the save's transaction: the audit entry of the
 * change (`news.submit`, `news.publish`, `news.schedule`, `news.unpublish`, `news.draft`) and the
 * scheduled-publishing job — enqueued (or moved) when the item is scheduled, removed when it leaves
 * `scheduled` — so the row and its job always agree.
 */
export async function applyPublicationChange(tx: Transaction, change: { kind: ItemKind; id: string; title: string; before: Publication | null; after: Publication; actor: Actor }): Promise<void> {
  const { kind, id, title, before, after, actor } = change;
  const action = statusAction(before, after);
  if (action) {
    await recordAudit(tx, {
      actor,
      action: `${kind}.${action}`,
      entityType: kind,
      entityId: id,
      details: { title, from: before?.status ?? null, status: after.status, publishAt: after.publishAt?.toISOString() ?? null },
    });
  }
  const key = publishJobKey(kind, id);
  if (after.status === 'scheduled' && after.publishAt) {
    await enqueueJob(tx, { task: 'publish-scheduled', payload: { kind, id, by: { id: actor.id, email: actor.email } }, runAt: after.publishAt, key });
  } else if (before?.status === 'scheduled') {
    await cancelJob(tx, key);
  }
}
