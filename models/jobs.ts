import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The job queue (issue 26, lib/jobs): one row per job of a named task, run by whichever instance
 * claims it first (`FOR UPDATE SKIP LOCKED`). A job that succeeds is deleted; one that fails is
 * retried at `run_at` (backoff) until `max_attempts`, then kept with its `last_error` for operators.
 * Shaped like graphile-worker's jobs table, so tasks read the same.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The task's name: a file of lib/jobs/ (`publish-scheduled`, `send-push`, …). */
    task: text('task').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** Optional de-duplication key: enqueueing a job with the key of a waiting one replaces it. */
    key: text('key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** A claimed job belongs to `locked_by` until `locked_until`; after that any instance may run it again (a crashed worker's job). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.attempts} < ${t.maxAttempts}`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
