import 'server-only';
import type { z } from '@/lib/zod';
import type { JobRow } from '@/models/schema';
import { publishScheduled } from './publish-scheduled';
import { sendPush } from './send-push';

/**
 * Every named task of the job queue: one file per task in lib/jobs/, each exporting
 * `{ payload: <zod schema>, run(payload, { job }) }`. A handler must be idempotent: a job may run
 * twice (a worker that died after the work and before deleting the job). To add one (e.g.
 * `send-push`): write lib/jobs/send-push.ts, list it here, enqueue with `enqueueJob(tx, { task: 'send-push', payload })`.
 */
export type JobTask<S extends z.ZodType> = {
  payload: S;
  run: (payload: z.output<S>, context: { job: JobRow }) => Promise<void>;
};

export const TASKS = {
  'publish-scheduled': publishScheduled,
  'send-push': sendPush,
} as const;

export type TaskName = keyof typeof TASKS;
export type TaskPayload<T extends TaskName> = z.input<(typeof TASKS)[T]['payload']>;

export function isTaskName(name: string): name is TaskName {
  return Object.hasOwn(TASKS, name);
}
