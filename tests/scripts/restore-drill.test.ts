/** @jest-environment node */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/open';
import { adminQuery, attachDatabase, databaseTargets, tempDir } from '../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../helpers/app-context';
import { testImage } from '../helpers/images';

/**
 * The restore drill (issue 29), on the embedded database and on the PostgreSQL server: demo content
 * plus a news story with an uploaded picture, a blog post, readers and an admin, bookmarks → `npm
 * run db:backup` (the embedded database from the running server, through its admin socket) → a
 * fresh place (an empty DATA_DIR; an empty database) → `npm run db:restore` → every table has the
 * same rows (counted, and compared row by row), every picture the same bytes, and the admin and a
 * reader sign in with their passwords through the app's own sign-in routes.
 */
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

type Run = { status: number | null; stdout: string; stderr: string };
function run(script: 'db-backup' | 'db-restore', env: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? '', ...env } as NodeJS.ProcessEnv,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (status) => resolve({ status, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

/** Every row of every table of the app's schemas, as JSON text, sorted: two equal snapshots are the same data. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const tables = rowsOf(await db.execute(sql`select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`));
  const found: Record<string, string[]> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const rows = rowsOf(await db.execute(sql.raw(`select row_to_json(t)::text as row from "${schema}"."${name}" t`)));
    found[`${schema}.${name}`] = rows.map((row) => String(row.row)).sort();
  }
  return found;
}

function pictures(folder: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) found.set(name, fs.readFileSync(path.join(folder, name)));
  return found;
}

const counts = (tables: Record<string, string[]>) => Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));

describe.each(databaseTargets())('restore drill on $name', (target) => {
  it('backup → a fresh place → restore: the same rows, the same pictures, and the same passwords sign in', async () => {
    const source = await target.open();
    const fresh = { dataDir: tempDir(), databaseUrl: undefined as string | undefined, name: undefined as string | undefined };
    let restored: Awaited<ReturnType<typeof import('@/lib/db/open').openDatabase>> | undefined;
    let channel: { close: () => Promise<void> } | undefined;
    try {
      // The site: accounts, demo content, a story with an uploaded picture, a blog post, bookmarks.
      const ctx = await useTestDatabase(source);
      const { seedDemoContent } = await import('@/lib/seed/seed-demo');
      await seedDemoContent(source.db, { adminEmail: ctx.admin.email });
      const { createNews } = await import('@/lib/news/manage-news');
      const { createNewsSchema } = await import('@/lib/news/schemas');
      const story = await createNews({
        actor: ctx.admin,
        input: createNewsSchema.parse({ title: 'Monsoon reaches Kerala', description: 'The rains arrived two days early.', category: 'india' }),
        photo: await testImage({ width: 640, height: 360, color: '#2a6fdb' }),
      });
      const { createBlog } = await import('@/lib/blogs/blog-service');
      const { newBlogSchema } = await import('@/lib/blogs/schemas');
      await createBlog({
        actor: ctx.admin,
        input: newBlogSchema.parse({ title: 'How we cover the monsoon', categories: 'weather', content: JSON.stringify([{ text: '<p>Every year.</p>' }]), status: 'published' }),
        cover: await testImage({ width: 800, height: 400, color: '#d94' }),
      });
      const { call } = await import('../helpers/accounts-api');
      const register = await import('@/app/api/user/register/route');
      const readerPassword = 'a good long password';
      expect((await call(register.POST, { path: '/api/user/register', body: { fullName: 'Asha', email: 'asha@example.com', password: readerPassword, agreeToTerms: true } })).status).toBe(201);
      const signin = await import('@/app/api/user/signin/route');
      const token = (await call(signin.POST, { path: '/api/user/signin', body: { email: 'asha@example.com', password: readerPassword } })).body.token as string;
      const bookmarks = await import('@/app/api/user/bookmarks/route');
      const article = (title: string) => ({ title, description: 'd', url: `https://wire.test/${encodeURIComponent(title)}`, publishedAt: '2026-11-23T09:00:00.000Z', source: { name: 'Wire' }, category: 'general' });
      const put = await call(bookmarks.PUT, { path: '/api/user/bookmarks', method: 'PUT', body: { lang: 'en', articles: [article('One'), article('Two')] }, headers: { authorization: `Bearer ${token}` } });
      expect(put.status).toBe(200);

      const before = await snapshot(source.db);
      expect(before['public.news'].length).toBeGreaterThan(1);
      expect(before['public.blogs'].length).toBeGreaterThan(1);
      expect(before['public.users'].length).toBe(3);
      expect(before['public.user_bookmarks'].length).toBe(2);
      const uploads = path.join(source.dataDir, 'uploads');
      const picturesBefore = pictures(uploads);
      const storyPicture = story.photo!.split('/').pop()!;
      expect(picturesBefore.has(storyPicture)).toBe(true);

      // The backup, the embedded database taken from the running "server" (this process).
      if (source.dumpDataDir) {
        const { startAdminSocket } = await import('@/lib/ops/backup/admin-socket');
        channel = await startAdminSocket({ dataDir: source.dataDir, dumpDataDir: source.dumpDataDir, log: () => undefined });
      }
      const archive = path.join(tempDir(), 'drill.tar.gz');
      const backup = await run('db-backup', { DATA_DIR: source.dataDir, ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}) }, '--out', archive);
      expect(backup).toMatchObject({ status: 0, stdout: expect.stringContaining(`✔ Backup written to ${archive}`) });
      expect(backup.stdout).toContain(`${picturesBefore.size} pictures`);

      // A fresh place: an empty DATA_DIR, and on the server an empty database.
      if (source.databaseUrl) {
        fresh.name = `shortnews_drill_${crypto.randomBytes(4).toString('hex')}`;
        await adminQuery(process.env.DATABASE_URL!, `create database ${fresh.name}`);
        const url = new URL(source.databaseUrl);
        url.pathname = `/${fresh.name}`;
        fresh.databaseUrl = url.toString();
      }
      const env = { DATA_DIR: fresh.dataDir, ...(fresh.databaseUrl ? { DATABASE_URL: fresh.databaseUrl } : {}) };
      const restore = await run('db-restore', env, archive);
      expect(restore).toMatchObject({ status: 0, stdout: expect.stringContaining('✔ Restored') });

      // The same rows, table by table.
      const { openDatabase } = await import('@/lib/db/open');
      restored = await openDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl, migrate: false });
      const after = await snapshot(restored.db);
      expect(counts(after)).toEqual(counts(before));
      for (const table of Object.keys(before)) expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });

      // The same pictures, byte for byte.
      const picturesAfter = pictures(path.join(fresh.dataDir, 'uploads'));
      expect([...picturesAfter.keys()].sort()).toEqual([...picturesBefore.keys()].sort());
      for (const [name, bytes] of picturesBefore) expect({ name, same: Buffer.compare(picturesAfter.get(name)!, bytes) === 0 }).toEqual({ name, same: true });

      // Signing in on the restored site: the app's own routes, reading the restored database.
      releaseTestDatabase();
      process.env.DATA_DIR = fresh.dataDir;
      jest.resetModules();
      attachDatabase(restored);
      const api = await import('../helpers/accounts-api');
      api.resetRateLimits();
      const adminLogin = await import('@/app/api/admin/login/route');
      const admin = await api.call(adminLogin.POST, { path: '/api/admin/login', body: { email: ctx.admin.email, password: ctx.admin.password } });
      expect(admin).toMatchObject({ status: 200, body: { success: true, role: 'admin' } });
      const readerSignin = await import('@/app/api/user/signin/route');
      expect((await api.call(readerSignin.POST, { path: '/api/user/signin', body: { email: 'asha@example.com', password: readerPassword } })).status).toBe(200);
      expect((await api.call(readerSignin.POST, { path: '/api/user/signin', body: { email: 'asha@example.com', password: 'not the password' } })).status).toBe(401);
      const restoredBookmarks = await import('@/app/api/user/bookmarks/route');
      const list = await api.call(restoredBookmarks.GET, { path: '/api/user/bookmarks?lang=en', headers: { authorization: `Bearer ${token}` } });
      expect(list.status).toBe(200);
      expect((list.body.bookmarks as { title: string }[]).map((b) => b.title).sort()).toEqual(['One', 'Two']);
    } finally {
      releaseTestDatabase();
      await channel?.close();
      await restored?.close();
      await source.cleanup();
      if (fresh.name) await adminQuery(process.env.DATABASE_URL!, `drop database if exists ${fresh.name} with (force)`);
    }
  });
});
