import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '@/lib/db';
import { enqueueJob } from '@/lib/jobs/queue';
import { news } from '@/models/schema';

/** The job key of a story's alert fan-out: one per story. */
export function breakingAlertJobKey(storyId: string): string {
  return `push:${storyId}`;
}

/**
 * Queues a breaking story's alerts (the `send-push` fan-out job) inside the transaction that
 * publishes it — an add with status published, an edit that publishes, the scheduled-publish job —
 * so the story and its job land together or not at all. Once per story, ever: the story's
 * `alert_queued_at` is set by the same statement that decides (only where it is still empty, under
 * the row's lock), so a story taken down and published again, two editors publishing at once or a
 * retried scheduler run queue nothing more; the job key `push:{story}` keeps the queue to one job
 * meanwhile. Only the moment of going live alerts: ticking "Breaking" on a story that is already
 * published does not (a Ghost newsletter likewise goes out on publishing only). Answers whether it
 * queued the fan-out.
 */
export async function queueBreakingAlert(
  tx: Transaction,
  change: { storyId: string; breaking: boolean; wasPublished: boolean; isPublished: boolean },
): Promise<boolean> {
  if (!change.breaking || !change.isPublished || change.wasPublished) return false;
  const marked = await tx
    .update(news)
    .set({ alertQueuedAt: new Date() })
    .where(and(eq(news.id, change.storyId), eq(news.breaking, true), eq(news.status, 'published'), isNull(news.alertQueuedAt)))
    .returning({ id: news.id });
  if (marked.length === 0) return false;
  await enqueueJob(tx, { task: 'send-push', payload: { storyId: change.storyId }, key: breakingAlertJobKey(change.storyId) });
  return true;
}
