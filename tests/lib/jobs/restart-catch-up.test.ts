/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/open';
import { auditLog, jobs, news, revisions } from '@/models/schema';
import { databaseTargets } from '../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';
import { testImage } from '../../helpers/images';

/**
 * Issue 26, "catches up after a restart (an item due while every instance was down goes live at the
 * next start)", with real processes: a story is scheduled, every instance is down when it falls due,
 * then fresh processes start as instances do (tests/helpers/instance-start-child.ts runs lib/boot.ts:
 * migrations, then the job runner) — one on the embedded database (PGlite allows one process), two
 * at once on the PostgreSQL server (the fleet coming back). The story goes live once, with one
 * "news.publish" audit entry and one "publish" revision, and its job is gone.
 */
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One instance's start in a process of its own; answers its exit code and the story's status it saw. */
function startInstance(env: Record<string, string>, storyId: string): Promise<{ code: number | null; status: string; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/helpers/instance-start-child.ts', storyId], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const last = output.trim().split('\n').pop() ?? '';
      let status = 'unknown';
      try {
        status = (JSON.parse(last) as { status: string }).status;
      } catch {
        // The output says what went wrong.
      }
      resolve({ code, status, output });
    });
  });
}

describe.each(databaseTargets())('restart catch-up on $name', (target) => {
  it('a story due while every instance was down goes live at the next start: once, one audit entry, one revision', async () => {
    const database = await target.open();
    let reopened: Awaited<ReturnType<typeof openDatabase>> | undefined;
    try {
      const ctx = await useTestDatabase(database);
      const { createNews } = await import('@/lib/news/manage-news');
      const { createNewsSchema } = await import('@/lib/news/schemas');
      const publishAt = new Date(Date.now() + 1_500).toISOString();
      const story = await createNews({
        actor: ctx.admin,
        input: createNewsSchema.parse({ title: 'Due while the fleet was down', description: 'Goes live at the next start.', category: 'india', status: 'scheduled', publishAt }),
        photo: await testImage({ width: 32, height: 32 }),
      });

      // Every instance down (no runner anywhere) until well after its time: still scheduled, its job waiting.
      await sleep(Date.parse(publishAt) - Date.now() + 500);
      const [before] = await database.db.select({ status: news.status }).from(news).where(eq(news.id, story.id));
      expect(before.status).toBe('scheduled');
      expect(await database.db.select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.key, `publish:news:${story.id}`))).toEqual([{ runAt: new Date(publishAt) }]);
      releaseTestDatabase();
      // The embedded database belongs to one process: the instance gets it.
      if (target.name === 'pglite') await database.close();

      const env: Record<string, string> = {
        DATA_DIR: database.dataDir,
        NEXTAUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        JOB_POLL_MS: '200',
        SEED_DEMO: 'false',
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      };
      const instances = target.name === 'postgres' ? 2 : 1;
      const started = await Promise.all(Array.from({ length: instances }, () => startInstance(env, story.id)));
      for (const result of started) expect({ code: result.code, status: result.status, output: result.code === 0 ? '' : result.output }).toEqual({ code: 0, status: 'published', output: '' });

      const db = target.name === 'pglite' ? (reopened = await openDatabase({ dataDir: database.dataDir })).db : database.db;
      const [after] = await db.select().from(news).where(eq(news.id, story.id));
      expect({ status: after.status, publishAt: after.publishAt, publishedAt: after.publishedAt.toISOString() }).toEqual({ status: 'published', publishAt: null, publishedAt: publishAt });
      const published = await db.select().from(auditLog).where(and(eq(auditLog.entityId, story.id), eq(auditLog.action, 'news.publish')));
      expect(published).toHaveLength(1);
      expect(published[0]).toMatchObject({ actorId: ctx.admin.id, details: expect.objectContaining({ scheduled: true }) });
      const history = await db.select({ action: revisions.action, status: revisions.status }).from(revisions).where(eq(revisions.newsId, story.id));
      expect(history.filter((revision) => revision.action === 'publish')).toEqual([{ action: 'publish', status: 'published' }]);
      expect(await db.select().from(jobs).where(eq(jobs.key, `publish:news:${story.id}`))).toEqual([]);
    } finally {
      if (target.name === 'pglite') {
        await reopened?.close();
        fs.rmSync(database.dataDir, { recursive: true, force: true });
      } else {
        await database.cleanup();
      }
    }
  }, 180_000);
});
