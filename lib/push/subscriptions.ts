import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { pushSubscriptions } from '@/models/schema';
import pushErrors from '@/messages/en/apiErrors.json';
import { checkPushEndpoint } from './endpoint-allow';
import type { SavePushSubscriptionInput } from './schemas';

/** 400 unless the server may ever send to this endpoint (PUSH_ENDPOINT_ALLOW, https in production): the SSRF control. */
export function assertAllowedEndpoint(endpoint: string): void {
  const { endpointAllow, allowHttp } = env().push;
  if (!checkPushEndpoint(endpoint, endpointAllow, allowHttp).ok) {
    throw new AppError('bad_request', pushErrors.push.endpointNotAllowed, { issues: [{ path: 'subscription.endpoint', message: pushErrors.push.endpointNotAllowed }] });
  }
}

/** 503 when this server has no VAPID keys (a fleet in production without VAPID_* set). */
export function assertPushEnabled(): void {
  if (!env().push.vapid) throw new AppError('service_unavailable', pushErrors.push.unavailable, { reason: 'apiErrors.push.unavailable' });
}

export type SavedPushSubscription = { endpoint: string; lang: 'en' | 'hi'; categories: string[] };

/** Stores (or updates, by endpoint) a browser's subscription with its language and categories. */
export async function savePushSubscription(input: SavePushSubscriptionInput & { userId?: string }): Promise<SavedPushSubscription> {
  assertPushEnabled();
  const { subscription, lang, categories, userId } = input;
  assertAllowedEndpoint(subscription.endpoint);
  const db = await getDb();
  const values = { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, locale: lang, categories, userId: userId ?? null };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: values.p256dh, auth: values.auth, locale: values.locale, categories: values.categories, userId: values.userId, updatedAt: sql`now()` },
    })
    .returning();
  return { endpoint: row.endpoint, lang: row.locale, categories: row.categories };
}

/** Forgets a browser's subscription; true when there was one. */
export async function deletePushSubscription(endpoint: string): Promise<boolean> {
  const db = await getDb();
  const removed = await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
