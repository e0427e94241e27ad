import 'server-only';
import { getDb } from '@/lib/db';
import { onShutdown } from '@/lib/ops/lifecycle';
import { setJobQueueSource } from '@/lib/ops/metrics.cjs';
import { queueDepthByTask } from './queue';
import { createJobRunner, type JobRunner } from './runner';

const holder = globalThis as typeof globalThis & { __shortnewsJobRunner?: JobRunner };

/**
 * Starts this instance's job runner once (lib/boot.ts): it polls every `pollMs` (JOB_POLL_MS) and
 * stops on graceful shutdown before the database closes (hooks run newest first). `0` runs none.
 */
export function startJobRunner(pollMs: number): JobRunner | undefined {
  if (pollMs <= 0 || holder.__shortnewsJobRunner) return holder.__shortnewsJobRunner;
  const runner = createJobRunner({ pollMs });
  holder.__shortnewsJobRunner = runner;
  onShutdown('job runner', runner.stop);
  console.log(`[jobs] runner ${runner.workerId} polls every ${pollMs} ms`);
  return runner;
}

/**
 * The job queue's depth on /api/metrics (jobs_queue_depth), read from the database at each scrape.
 * Registered on every instance, with or without a runner (JOB_POLL_MS=0): the queue is the
 * database's, so a queue that grows while no instance runs it is visible anywhere. Every instance
 * reports the same numbers; graph them with max(), not sum().
 */
export function registerJobQueueMetrics(): void {
  setJobQueueSource(async () => queueDepthByTask(await getDb()));
}
