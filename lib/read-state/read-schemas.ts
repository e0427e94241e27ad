import { z } from '@/lib/zod';
import { MAX_READ_PER_REQUEST } from './limits';

export { MAX_READ_STORIES, MAX_READ_PER_REQUEST } from './limits';

/** PUT /api/user/read: stories read (their keys, lib/read-state/read-store.ts storyKey) and when. */
export const putReadSchema = z.object({
  stories: z
    .array(z.object({ key: z.string().min(1).max(600, { error: 'A story key is at most 600 characters.' }), readAt: z.iso.datetime({ offset: true }).optional() }))
    .min(1, { error: 'Send at least one story.' })
    .max(MAX_READ_PER_REQUEST, { error: `At most ${MAX_READ_PER_REQUEST} stories at a time.` }),
});
