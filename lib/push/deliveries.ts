import 'server-only';
import { and, arrayContains, arrayOverlaps, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { storyPath } from '@/lib/seo/urls';
import { news, pushDeliveries, pushSubscriptions } from '@/models/schema';
import enMessages from '@/messages/en/reader.json';
import hiMessages from '@/messages/hi/reader.json';
import { alertPayload } from './alert-payload';
import { sendPushMessage, type PushOutcome } from './send-push-message';

/** A push that failed in a way worth retrying (429, 5xx, network): the job queue tries again with back-off. */
export class PushRetryError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'PushRetryError';
  }
}

/** How long a claimed delivery belongs to the worker that claimed it (well over PUSH_TIMEOUT_MS). */
const CLAIM_MS = 2 * 60 * 1000;
const LABEL = { en: enMessages.push.alertLabel, hi: hiMessages.push.alertLabel } as const;

/**
 * Fan-out of a breaking story: one pending delivery row for every subscription of its language
 * (`both` stories: either) with one of its categories or `general`. Safe to run again: existing rows
 * stay as they are. Answers the subscriptions still waiting for this story (to enqueue one job each).
 */
export async function planBreakingAlerts(storyId: string): Promise<string[]> {
  const db = await getDb();
  const [story] = await db.select({ id: news.id, breaking: news.breaking, status: news.status, language: news.language, categories: news.categories }).from(news).where(eq(news.id, storyId)).limit(1);
  // Only a published story alerts anyone (a scheduled one when its time comes: the publish step enqueues it then).
  if (!story?.breaking || story.status !== 'published') return [];
  const matching = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(
      and(
        story.language === 'both' ? undefined : eq(pushSubscriptions.locale, story.language),
        or(arrayOverlaps(pushSubscriptions.categories, story.categories), arrayContains(pushSubscriptions.categories, ['general'])),
      ),
    );
  for (let i = 0; i < matching.length; i += 1000) {
    const rows = matching.slice(i, i + 1000).map(({ id }) => ({ storyId: story.id, subscriptionId: id }));
    await db.insert(pushDeliveries).values(rows).onConflictDoNothing();
  }
  const waiting = await db
    .select({ id: pushDeliveries.subscriptionId })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.storyId, story.id), inArray(pushDeliveries.status, ['pending', 'sending'])));
  return waiting.map((row) => row.id);
}

export type DeliveryResult = 'sent' | 'capped' | 'gone' | 'failed' | 'skipped';

/**
 * Sends one story's alert to one subscription, at most once: the delivery row is claimed under a
 * lock of the subscription row (so two workers cannot both pass the hourly cap), then sent outside
 * the transaction. 404/410 delete the subscription; 429/5xx/network errors put the row back to
 * pending and throw PushRetryError for the queue's back-off; other 4xx mark it failed.
 */
export async function deliverBreakingAlert(storyId: string, subscriptionId: string): Promise<DeliveryResult> {
  const db = await getDb();
  const { hourlyCap } = env().push;
  const claim = await db.transaction(async (tx) => {
    const [subscription] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId)).for('update').limit(1);
    if (!subscription) return { kind: 'skipped' as const };
    const [delivery] = await tx
      .select()
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.storyId, storyId), eq(pushDeliveries.subscriptionId, subscriptionId)))
      .for('update')
      .limit(1);
    if (!delivery || delivery.status === 'sent' || delivery.status === 'capped' || delivery.status === 'failed') return { kind: 'skipped' as const };
    if (delivery.status === 'sending' && delivery.claimedUntil && delivery.claimedUntil > new Date()) return { kind: 'skipped' as const };
    const [story] = await tx.select({ id: news.id, title: news.title, language: news.language, status: news.status }).from(news).where(eq(news.id, storyId)).limit(1);
    // Taken down (or deleted) since the fan-out: no alert for a story readers cannot open.
    if (!story || story.status !== 'published') return { kind: 'skipped' as const };
    const [{ recent }] = await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(pushDeliveries)
      .where(
        and(
          eq(pushDeliveries.subscriptionId, subscriptionId),
          inArray(pushDeliveries.status, ['sent', 'sending']),
          gt(pushDeliveries.sentAt, sql`now() - interval '1 hour'`),
          sql`not (${pushDeliveries.storyId} = ${storyId})`,
        ),
      );
    const where = and(eq(pushDeliveries.storyId, storyId), eq(pushDeliveries.subscriptionId, subscriptionId));
    if (recent >= hourlyCap) {
      await tx.update(pushDeliveries).set({ status: 'capped', lastError: `hourly cap of ${hourlyCap} reached` }).where(where);
      return { kind: 'capped' as const };
    }
    await tx
      .update(pushDeliveries)
      .set({ status: 'sending', attempts: sql`${pushDeliveries.attempts} + 1`, sentAt: sql`now()`, claimedUntil: new Date(Date.now() + CLAIM_MS) })
      .where(where);
    return { kind: 'send' as const, subscription, story };
  });
  if (claim.kind !== 'send') return claim.kind;

  const { subscription, story } = claim;
  const locale = subscription.locale;
  const payload = alertPayload({ title: story.title, body: LABEL[locale], path: storyPath(locale, story.id), tag: story.id, lang: locale });
  const outcome = await sendPushMessage(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    { topic: story.id.replace(/-/g, '') },
  );
  return settle(storyId, subscriptionId, outcome);
}

async function settle(storyId: string, subscriptionId: string, outcome: PushOutcome): Promise<DeliveryResult> {
  const db = await getDb();
  const where = and(eq(pushDeliveries.storyId, storyId), eq(pushDeliveries.subscriptionId, subscriptionId));
  switch (outcome.kind) {
    case 'sent':
      await db.update(pushDeliveries).set({ status: 'sent', claimedUntil: null, lastError: null }).where(where);
      return 'sent';
    case 'gone':
      // The browser unsubscribed or the push service dropped it: its row (and its deliveries) go.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
      return 'gone';
    case 'rejected':
      await db.update(pushDeliveries).set({ status: 'failed', claimedUntil: null, lastError: outcome.error }).where(where);
      console.warn(`[push] alert of story ${storyId} refused for good: ${outcome.error}`);
      return 'failed';
    case 'retry':
      await db.update(pushDeliveries).set({ status: 'pending', claimedUntil: null, sentAt: null, lastError: outcome.error }).where(where);
      throw new PushRetryError(outcome.error, outcome.retryAfterMs);
  }
}
