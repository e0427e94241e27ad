import 'server-only';
import { z } from '@/lib/zod';
import { publishDueItem } from '@/lib/publication/publish-due-item';
import type { JobTask } from './tasks';

/**
 * Task `publish-scheduled`: one scheduled news story or blog post goes live. Enqueued (key
 * `publish:{kind}:{id}`, run at publishAt) in the same transaction that schedules the item, replaced
 * when it is rescheduled and removed when it leaves `scheduled`. Idempotent: the item is published
 * only while it is still scheduled and due (lib/publication/publish-due-item.ts), so a second run
 * — or a run after someone published it by hand — changes nothing and writes no second audit entry.
 */
const payload = z.object({
  kind: z.enum(['news', 'blog']),
  id: z.uuid(),
  /** Who scheduled it: the "published" audit entry names them. */
  by: z.object({ id: z.uuid().nullable(), email: z.string().max(320).nullable() }),
});

export const publishScheduled: JobTask<typeof payload> = {
  payload,
  run: async ({ kind, id, by }) => {
    await publishDueItem({ kind, id, actor: by });
  },
};
