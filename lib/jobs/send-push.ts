import 'server-only';
import { z } from '@/lib/zod';
import { getDb } from '@/lib/db';
import { deliverBreakingAlert, planBreakingAlerts } from '@/lib/push/deliveries';
import { enqueueJob } from './queue';
import type { JobTask } from './tasks';

/**
 * Task `send-push` (issue 27): a breaking story's alerts. Without `subscriptionId` it is the fan-out:
 * one delivery row per matching subscription (lib/push/deliveries.ts) and one `send-push` job each
 * (key `push:{story}:{subscription}`, so a second fan-out enqueues nothing twice). With it, it sends
 * that one alert at most once; 429/5xx/network errors throw and the queue retries with back-off.
 */
const payload = z.object({ storyId: z.uuid(), subscriptionId: z.uuid().optional() });

export const sendPush: JobTask<typeof payload> = {
  payload,
  run: async ({ storyId, subscriptionId }) => {
    if (subscriptionId) {
      await deliverBreakingAlert(storyId, subscriptionId);
      return;
    }
    const db = await getDb();
    for (const id of await planBreakingAlerts(storyId)) {
      await enqueueJob(db, { task: 'send-push', payload: { storyId, subscriptionId: id }, key: `push:${storyId}:${id}` });
    }
  },
};
