import 'server-only';
import crypto from 'node:crypto';
import os from 'node:os';
import { getDb } from '@/lib/db';
import type { JobRow } from '@/models/schema';
import { claimJobs, completeJob, failJob } from './queue';
import { TASKS, isTaskName } from './tasks';

/**
 * The claim-and-run loop (issue 26): every instance runs one; each poll claims the due jobs
 * (`FOR UPDATE SKIP LOCKED`, lib/jobs/queue.ts), runs each with its task's handler, deletes it on
 * success and schedules a retry on failure. No timer per job and nothing per instance: a job is a
 * row, so it survives restarts (a job due while every instance was down runs at the next start)
 * and runs once on a fleet.
 */
export type JobRunner = { stop: () => Promise<void>; runOnce: () => Promise<number>; workerId: string };

export function createJobRunner(options: { pollMs: number; batch?: number; lockMs?: number; workerId?: string; log?: Pick<Console, 'error' | 'info'> }): JobRunner {
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const log = options.log ?? console;
  const batch = options.batch ?? 10;
  const lockMs = options.lockMs ?? 5 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopped = false;

  async function runJob(job: JobRow): Promise<void> {
    const db = await getDb();
    try {
      if (!isTaskName(job.task)) throw new Error(`Unknown task "${job.task}"`);
      const task = TASKS[job.task];
      // A payload that does not parse fails like any error: kept with its reason, never run.
      await task.run(task.payload.parse(job.payload) as never, { job });
      await completeJob(db, job, workerId);
    } catch (error) {
      log.error(`[jobs] ${job.task} #${job.id} failed (attempt ${job.attempts} of ${job.maxAttempts}):`, error);
      await failJob(db, job, workerId, error).catch((failure: unknown) => log.error('[jobs] could not record the failure:', failure));
    }
  }

  /** One poll: claim and run every due job (in batches); answers how many ran. */
  async function runOnce(): Promise<number> {
    let count = 0;
    for (;;) {
      const claimed = await claimJobs(await getDb(), { workerId, limit: batch, lockMs });
      for (const job of claimed) await runJob(job);
      count += claimed.length;
      if (claimed.length < batch || isStopped) return count;
    }
  }

  function schedule(): void {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = runOnce().catch((error: unknown) => {
        // The database away (restart, outage): the next poll tries again.
        log.error('[jobs] poll failed:', error instanceof Error ? error.message : error);
        return 0;
      });
      void running.finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  schedule();
  return {
    workerId,
    runOnce,
    stop: async () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
