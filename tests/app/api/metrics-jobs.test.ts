/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { jobs } from '@/models/schema';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';
import { databaseTargets } from '../../helpers/databases';

/**
 * Issue 29: the job queue's depth on GET /api/metrics (jobs_queue_depth by task and state), as the
 * server wires it at start (lib/boot.ts → registerJobQueueMetrics), read from the database at each
 * scrape, on PGlite and on the PostgreSQL server.
 */
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

const TOKEN = 'metrics-token-for-the-jobs-test-0123456789';
const none = { params: Promise.resolve({}) };
const story = (n: number) => ({ kind: 'news' as const, id: `00000000-0000-4000-8000-00000000000${n}`, by: { id: null, email: null } });

/** `jobs_queue_depth` series of a scrape, as `task state` → value. */
function depth(body: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const match of body.matchAll(/^jobs_queue_depth\{task="([^"]+)",state="([^"]+)"\} (\d+)$/gm)) found[`${match[1]} ${match[2]}`] = Number(match[3]);
  return found;
}

describe.each(databaseTargets())('jobs_queue_depth on /api/metrics on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;

  beforeAll(async () => {
    database = await target.open();
    await useTestDatabase(database, { METRICS_TOKEN: TOKEN });
  }, 300_000);
  afterAll(async () => {
    const { setJobQueueSource } = await import('@/lib/ops/metrics.cjs');
    setJobQueueSource(undefined);
    releaseTestDatabase();
    await database.cleanup();
  });

  async function scrape(): Promise<Record<string, number>> {
    const { GET } = await import('@/app/api/metrics/route');
    const response = await GET(new Request('http://localhost/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }), none);
    expect(response.status).toBe(200);
    return depth(await response.text());
  }

  it('shows every task and state at 0 on an empty queue, then due, scheduled, running and failed jobs as they are', async () => {
    // Before the server registers the queue there is no series at all.
    const { setJobQueueSource } = await import('@/lib/ops/metrics.cjs');
    setJobQueueSource(undefined);
    expect(await scrape()).toEqual({});

    const { registerJobQueueMetrics } = await import('@/lib/jobs/start');
    registerJobQueueMetrics();
    await database.db.delete(jobs);
    const empty = await scrape();
    for (const task of ['publish-scheduled', 'send-push']) {
      for (const state of ['due', 'scheduled', 'running', 'failed']) expect(empty[`${task} ${state}`]).toBe(0);
    }

    const { enqueueJob, claimJobs } = await import('@/lib/jobs/queue');
    const db = database.db;
    await enqueueJob(db, { task: 'publish-scheduled', payload: story(1), runAt: new Date(Date.now() - 1000) });
    await enqueueJob(db, { task: 'publish-scheduled', payload: story(2), runAt: new Date(Date.now() - 1000) });
    await enqueueJob(db, { task: 'publish-scheduled', payload: story(3), runAt: new Date(Date.now() + 3_600_000) });
    await enqueueJob(db, { task: 'publish-scheduled', payload: story(4), runAt: new Date(Date.now() - 1000), maxAttempts: 1 });
    // One claim of the three due jobs takes the oldest two; the one allowed a single attempt is
    // claimed too and then counts as failed once its attempt is used up and its lock released.
    const claimed = await claimJobs(db, { workerId: 'test', limit: 3, lockMs: 60_000 });
    expect(claimed).toHaveLength(3);
    const once = claimed.find((job) => job.maxAttempts === 1)!;
    await db.execute(sql`update ${jobs} set locked_by = null, locked_until = null, last_error = 'gave up' where id = ${once.id}`);
    const running = claimed.filter((job) => job.id !== once.id);
    await db.execute(sql`update ${jobs} set locked_by = null, locked_until = null, attempts = 0 where id = ${running[0].id}`);

    expect(await scrape()).toMatchObject({
      'publish-scheduled due': 1,
      'publish-scheduled scheduled': 1,
      'publish-scheduled running': 1,
      'publish-scheduled failed': 1,
      'send-push due': 0,
    });

    // Read at each scrape: the queue emptied, the gauge says so.
    await db.delete(jobs);
    expect(await scrape()).toMatchObject({ 'publish-scheduled due': 0, 'publish-scheduled running': 0, 'publish-scheduled failed': 0 });
  });
});
