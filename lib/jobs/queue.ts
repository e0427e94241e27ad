import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db';
import { jobs, type JobRow } from '@/models/schema';
import { TASKS, type TaskName, type TaskPayload } from './tasks';

/**
 * The job queue's writes (issue 26; ARCHITECTURE "Job queue"). Enqueue inside the transaction of
 * the write that needs the job (transactional enqueue: both land or neither), claim with
 * `FOR UPDATE SKIP LOCKED` so that of all the instances polling, exactly one gets each due job.
 */

export type EnqueueOptions<T extends TaskName> = {
  task: T;
  payload: TaskPayload<T>;
  /** When it may run (default: now). */
  runAt?: Date;
  /** De-duplication: a job with the same key is replaced (its time, payload, attempts), never doubled. */
  key?: string;
  maxAttempts?: number;
};

export async function enqueueJob<T extends TaskName>(db: Database | Transaction, options: EnqueueOptions<T>): Promise<void> {
  const payload = TASKS[options.task].payload.parse(options.payload);
  const values = { task: options.task, payload, runAt: options.runAt ?? new Date(), key: options.key ?? null, maxAttempts: options.maxAttempts ?? 10 };
  if (!options.key) {
    await db.insert(jobs).values(values);
    return;
  }
  // Replacing a job that is running right now: it loses its lock, so its own completion (which
  // deletes only a job it still holds) leaves the replacement in place.
  await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      set: { task: values.task, payload, runAt: values.runAt, maxAttempts: values.maxAttempts, attempts: 0, lastError: null, lockedBy: null, lockedUntil: null, updatedAt: new Date() },
    });
}

/** Removes a waiting job by its key (e.g. a scheduled story taken back to draft). */
export async function cancelJob(db: Database | Transaction, key: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.key, key));
}

/**
 * Claims up to `limit` due jobs for `workerId` for `lockMs`: one statement, so two instances (or
 * two loops) polling at the same moment never claim the same row. A job whose lock has run out (its
 * worker died) is due again.
 */
export async function claimJobs(db: Database, options: { workerId: string; limit: number; lockMs: number }): Promise<JobRow[]> {
  const result = await db.execute(sql`
    update ${jobs} set locked_by = ${options.workerId}, locked_until = now() + ${`${options.lockMs} milliseconds`}::interval,
      attempts = ${jobs.attempts} + 1, updated_at = now()
    where ${jobs.id} in (
      select id from ${jobs}
      where run_at <= now() and attempts < max_attempts and (locked_until is null or locked_until < now())
      order by run_at, id
      for update skip locked
      limit ${options.limit}
    )
    returning id, task, payload, key, run_at as "runAt", attempts, max_attempts as "maxAttempts", locked_by as "lockedBy",
      locked_until as "lockedUntil", last_error as "lastError", created_at as "createdAt", updated_at as "updatedAt"`);
  return (Array.isArray(result) ? result : (result as { rows: JobRow[] }).rows) as JobRow[];
}

/** A finished job is gone (only if this worker still holds it: a replaced job stays). */
export async function completeJob(db: Database, job: JobRow, workerId: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
}

/** Exponential backoff: 2 s, 4 s, 8 s … at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** Math.max(1, attempts) * 1000, 3_600_000);
}

/** A failed job waits its backoff and is tried again, until max_attempts; its error is kept. */
export async function failJob(db: Database, job: JobRow, workerId: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(jobs)
    .set({ lastError: message.slice(0, 2000), runAt: new Date(Date.now() + backoffMs(job.attempts)), lockedBy: null, lockedUntil: null, updatedAt: new Date() })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
}

/** How many jobs wait (due or not) and how many gave up: for operators and metrics. */
export async function queueDepth(db: Database): Promise<{ waiting: number; failed: number }> {
  const result = await db.execute(sql`select count(*) filter (where attempts < max_attempts)::int as waiting, count(*) filter (where attempts >= max_attempts)::int as failed from ${jobs}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { waiting: number; failed: number }[] }).rows) as { waiting: number; failed: number }[];
  return { waiting: Number(rows[0]?.waiting ?? 0), failed: Number(rows[0]?.failed ?? 0) };
}

export const QUEUE_STATES = ['due', 'scheduled', 'running', 'failed'] as const;
export type QueueDepthRow = { task: string; state: (typeof QUEUE_STATES)[number]; count: number };

/**
 * The queue by task and state, for the jobs_queue_depth gauge of /api/metrics: `due` (may run now,
 * nobody holds it: a number that keeps growing means no runner runs), `scheduled` (waits for its
 * time or its back-off), `running` (claimed, lock not run out), `failed` (gave up after
 * max_attempts; kept with its last_error). Every known task has all four, at 0 too, so a graph's
 * line exists before the first job.
 */
export async function queueDepthByTask(db: Database): Promise<QueueDepthRow[]> {
  const result = await db.execute(sql`
    select task,
      case when attempts >= max_attempts then 'failed'
           when locked_until is not null and locked_until >= now() then 'running'
           when run_at <= now() then 'due'
           else 'scheduled' end as state,
      count(*)::int as count
    from ${jobs} group by 1, 2`);
  const rows = (Array.isArray(result) ? result : (result as { rows: QueueDepthRow[] }).rows) as QueueDepthRow[];
  const depth = new Map<string, QueueDepthRow>();
  for (const task of Object.keys(TASKS)) for (const state of QUEUE_STATES) depth.set(`${task} ${state}`, { task, state, count: 0 });
  for (const row of rows) depth.set(`${row.task} ${row.state}`, { task: row.task, state: row.state, count: Number(row.count) });
  return [...depth.values()];
}
