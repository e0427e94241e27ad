/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { auditLog, jobs, news } from '@/models/schema';
import { databaseTargets } from '../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';
import { testImage } from '../../helpers/images';

/**
 * Issue 26: the job queue and scheduled publishing, on PGlite (one process) and on the PostgreSQL
 * server — claims race and exactly one runner gets a job, a scheduled story goes live once with
 * one "published" audit entry, a job due while nothing ran is run at the next start, failures back off.
 */
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { error: () => undefined, info: () => undefined };

describe.each(databaseTargets())('job queue on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;
  let queue: typeof import('@/lib/jobs/queue');
  let runner: typeof import('@/lib/jobs/runner');

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database);
    queue = await import('@/lib/jobs/queue');
    runner = await import('@/lib/jobs/runner');
  }, 300_000);
  afterAll(async () => {
    releaseTestDatabase();
    await database.cleanup();
  });
  beforeEach(async () => {
    await database.db.delete(jobs).where(eq(jobs.task, 'publish-scheduled'));
    await database.db.delete(jobs).where(eq(jobs.task, 'no-such-task'));
  });

  async function scheduledStory(title: string, inMs: number) {
    const { createNews } = await import('@/lib/news/manage-news');
    const { createNewsSchema } = await import('@/lib/news/schemas');
    const publishAt = new Date(Date.now() + inMs).toISOString();
    return createNews({
      actor: ctx.admin,
      input: createNewsSchema.parse({ title, description: 'Goes live later.', category: 'india', status: 'scheduled', publishAt }),
      photo: await testImage({ width: 32, height: 32 }),
    });
  }

  it('two claimers racing for one due job: exactly one gets it', async () => {
    for (let round = 0; round < 5; round += 1) {
      await queue.enqueueJob(database.db, { task: 'publish-scheduled', payload: { kind: 'news', id: '00000000-0000-4000-8000-000000000000', by: { id: null, email: null } } });
      const [a, b] = await Promise.all([
        queue.claimJobs(database.db, { workerId: 'a', limit: 5, lockMs: 60_000 }),
        queue.claimJobs(database.db, { workerId: 'b', limit: 5, lockMs: 60_000 }),
      ]);
      expect(a.length + b.length).toBe(1);
      await database.db.delete(jobs);
    }
  });

  it('a scheduled story is published once at its time, with one "news.publish" audit entry, by two runners at once', async () => {
    const story = await scheduledStory('Scheduled once', 8_000);
    expect(story.status).toBe('scheduled');
    const { findStory } = await import('@/lib/news/get-story');
    expect(await findStory(story.id)).toBeNull();
    const [job] = await database.db.select().from(jobs).where(eq(jobs.key, `publish:news:${story.id}`));
    expect(job.runAt.toISOString()).toBe(story.publishAt);

    const one = runner.createJobRunner({ pollMs: 60_000, workerId: 'one', log: quiet });
    const two = runner.createJobRunner({ pollMs: 60_000, workerId: 'two', log: quiet });
    try {
      // Not due yet: nothing runs.
      expect(await one.runOnce()).toBe(0);
      await sleep(Date.parse(story.publishAt!) - Date.now() + 200);
      const ran = await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
      expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
    const live = await findStory(story.id);
    expect(live).toMatchObject({ status: 'published', publishAt: null, publishedAt: story.publishAt });
    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.entityId, story.id), eq(auditLog.action, 'news.publish')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: ctx.admin.id, actorEmail: ctx.admin.email, details: expect.objectContaining({ scheduled: true }) });
    expect(await database.db.select().from(jobs).where(eq(jobs.key, `publish:news:${story.id}`))).toEqual([]);
  });

  it('publishing twice (a retried job) changes nothing the second time', async () => {
    const story = await scheduledStory('Idempotent', 300);
    await sleep(400);
    const { publishDueItem } = await import('@/lib/publication/publish-due-item');
    const results = await Promise.all([1, 2, 3].map(() => publishDueItem({ kind: 'news', id: story.id, actor: { id: ctx.admin.id, email: ctx.admin.email } })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await database.db.select().from(auditLog).where(and(eq(auditLog.entityId, story.id), eq(auditLog.action, 'news.publish')))).toHaveLength(1);
  });

  it('catches up after a restart: a story due while no runner ran goes live at the next start', async () => {
    const story = await scheduledStory('Due while down', 300);
    // "Every instance down": no runner at all until after its time.
    await sleep(500);
    const fresh = runner.createJobRunner({ pollMs: 50, workerId: 'after-restart', log: quiet });
    try {
      for (let waited = 0; waited < 10_000; waited += 100) {
        const [row] = await database.db.select({ status: news.status }).from(news).where(eq(news.id, story.id));
        if (row.status === 'published') break;
        await sleep(100);
      }
    } finally {
      await fresh.stop();
    }
    const [row] = await database.db.select({ status: news.status }).from(news).where(eq(news.id, story.id));
    expect(row.status).toBe('published');
  });

  it('rescheduling replaces the job; taking the story back to draft removes it', async () => {
    const story = await scheduledStory('Moved', 60_000);
    const { updateNews } = await import('@/lib/news/manage-news');
    const { updateNewsSchema } = await import('@/lib/news/schemas');
    const later = new Date(Date.now() + 120_000).toISOString();
    const base = { title: story.title, description: story.description, category: 'india' };
    await updateNews({ actor: ctx.admin, id: story.id, input: updateNewsSchema.parse({ ...base, status: 'scheduled', publishAt: later }), photo: null });
    const waiting = await database.db.select().from(jobs).where(eq(jobs.key, `publish:news:${story.id}`));
    expect(waiting.map((job) => job.runAt.toISOString())).toEqual([later]);
    await updateNews({ actor: ctx.admin, id: story.id, input: updateNewsSchema.parse({ ...base, status: 'draft' }), photo: null });
    expect(await database.db.select().from(jobs).where(eq(jobs.key, `publish:news:${story.id}`))).toEqual([]);
  });

  it('a failing job is kept with its error and retried later (backoff), never lost', async () => {
    await database.db.insert(jobs).values({ task: 'no-such-task', payload: {} });
    const once = runner.createJobRunner({ pollMs: 60_000, workerId: 'fails', log: quiet });
    try {
      expect(await once.runOnce()).toBe(1);
      expect(await once.runOnce()).toBe(0);
    } finally {
      await once.stop();
    }
    const [job] = await database.db.select().from(jobs).where(eq(jobs.task, 'no-such-task'));
    expect(job).toMatchObject({ attempts: 1, lockedBy: null, lastError: expect.stringContaining('Unknown task') });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await queue.queueDepth(database.db)).toMatchObject({ waiting: 1 });
  });
});
