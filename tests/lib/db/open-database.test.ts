/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { and, arrayOverlaps, desc, eq, sql } from 'drizzle-orm';
import { LockError } from '@/lib/db/lock';
import { openDatabase } from '@/lib/db/open';
import { auditLog, blogs, news, users } from '@/models/schema';
import { databaseTargets, migratedDataDir, tempDir } from '../../helpers/databases';

describe.each(databaseTargets())('database on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.cleanup());

  it('applies the committed migrations: every table exists and starts empty', async () => {
    const { db } = database;
    for (const table of [users, news, blogs, auditLog]) {
      expect(await db.select().from(table)).toEqual([]);
    }
  });

  it('stores news with categories and finds it by category, newest first', async () => {
    const { db } = database;
    await db.insert(news).values([
      { title: 'Older', description: 'd', categories: ['stocks'], publishedAt: new Date('2026-01-01T00:00:00Z') },
      { title: 'Newer', description: 'd', categories: ['ipo', 'stocks'], language: 'hi', publishedAt: new Date('2026-02-01T00:00:00Z') },
      { title: 'Elsewhere', description: 'd', categories: ['power'] },
    ]);
    const rows = await db.select().from(news).where(arrayOverlaps(news.categories, ['stocks'])).orderBy(desc(news.publishedAt));
    expect(rows.map((r) => r.title)).toEqual(['Newer', 'Older']);
    expect(rows[0]).toMatchObject({ categories: ['ipo', 'stocks'], language: 'hi', version: 1 });
    expect(rows[1].language).toBe('both');
    expect(rows[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a second account with the same email and an unknown role', async () => {
    const { db } = database;
    await db.insert(users).values({ email: 'a@example.com', fullName: 'A' });
    await expect(db.insert(users).values({ email: 'a@example.com', fullName: 'B' })).rejects.toThrow();
    await expect(db.insert(users).values({ email: 'b@example.com', fullName: 'B', role: 'root' as 'admin' })).rejects.toThrow();
    expect(await db.select().from(users).where(eq(users.email, 'a@example.com'))).toHaveLength(1);
  });

  it('keeps blog content as JSON and rolls back a failed transaction whole', async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(blogs).values({ title: 'Half', content: ['<p>x</p>', { type: 'list', items: ['a'], ordered: true }] });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.select().from(blogs)).toEqual([]);
    await db.insert(blogs).values({ title: 'Whole', content: [{ type: 'table', headers: ['h'], data: [['c']] }] });
    const [row] = await db.select().from(blogs);
    expect(row.content).toEqual([{ type: 'table', headers: ['h'], data: [['c']] }]);
    const [{ kinds }] = await db.select({ kinds: sql<string>`jsonb_typeof(${blogs.content})` }).from(blogs).where(and(eq(blogs.title, 'Whole')));
    expect(kinds).toBe('array');
  });
});

describe('embedded database memory (issue 15)', () => {
  it("runs with a small page cache: PostgreSQL's 128MB default held about 140 MB of the server's memory", async () => {
    const opened = await openDatabase({ dataDir: tempDir() });
    try {
      const { rows } = (await opened.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
      expect(rows[0].shared_buffers).toBe('32MB');
    } finally {
      await opened.close();
    }
  });
});

// The lock is the subject here, not a new folder's set-up (the memory test above opens an empty folder):
// each test starts from a copy of the migrated template (tests/helpers/databases.ts).
describe('embedded database lock (D14)', () => {
  it('refuses a second opening of the same DATA_DIR and releases it on close', async () => {
    const dataDir = await migratedDataDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(LockError);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('leaves no exit listener behind once closed, however often the database is opened', async () => {
    // In a process of its own, through openDatabase as the app and the restore drill open it: in Jest's
    // sandbox, `process.listenerCount('exit')` stays 0 whatever is added.
    const dataDir = await migratedDataDir();
    const script = `import('./lib/db/open.ts').then(async (m) => {
      const open = m.openDatabase ?? m.default.openDatabase;
      const before = process.listenerCount('exit');
      const first = await open({ dataDir: ${JSON.stringify(dataDir)} });
      const held = process.listenerCount('exit');
      await first.close();
      for (let round = 0; round < 3; round++) await (await open({ dataDir: ${JSON.stringify(dataDir)} })).close();
      console.log(JSON.stringify({ before, held, after: process.listenerCount('exit') }));
    })`;
    try {
      const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', '-e', script], { cwd: process.cwd(), encoding: 'utf8', timeout: 120_000 });
      expect({ status: child.status, stderr: child.stderr }).toEqual({ status: 0, stderr: expect.any(String) });
      const counts = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}');
      // Open, the lock is released if the process exits; closed, nothing of it is left.
      expect(counts).toEqual({ before: counts.before, held: counts.before + 1, after: counts.before });
      expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a second process on the same DATA_DIR stops with a message naming the lock', async () => {
    const dataDir = await migratedDataDir();
    const first = await openDatabase({ dataDir });
    try {
      const child = spawnSync(
        process.execPath,
        ['--conditions=react-server', '--import', 'tsx', '-e', `import('./lib/db/open.ts').then((m) => (m.openDatabase ?? m.default.openDatabase)({ dataDir: ${JSON.stringify(dataDir)} })).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); })`],
        { cwd: process.cwd(), encoding: 'utf8', timeout: 60_000 },
      );
      expect(child.stderr).toContain(`is in use by process ${process.pid}`);
      expect(child.stderr).toContain(path.join(dataDir, 'pg.lock'));
      expect(child.status).toBe(3);
    } finally {
      await first.close();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = await migratedDataDir();
    fs.writeFileSync(path.join(dataDir, 'pg.lock'), '999999999');
    const opened = await openDatabase({ dataDir });
    expect(fs.readFileSync(path.join(dataDir, 'pg.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
    await opened.close();
  });

  // Issue 14: after a SIGKILL the next start often gets the dead server's pid (containers), or the
  // pid belongs to another process by now; neither may keep the database closed.
  it('takes over a lock naming its own pid that it did not take (a killed namesake), and one whose pid now belongs to another process', async () => {
    const dataDir = await migratedDataDir();
    fs.writeFileSync(path.join(dataDir, 'pg.lock'), String(process.pid));
    const first = await openDatabase({ dataDir, migrate: false });
    await first.close();
    if (fs.existsSync('/proc/self/stat')) {
      // The parent process is alive, but it started at another time than the lock's writer did.
      fs.writeFileSync(path.join(dataDir, 'pg.lock'), `${process.ppid} 1`);
      const second = await openDatabase({ dataDir, migrate: false });
      await second.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
  });

  it('still refuses a lock whose writer runs (same pid and start time)', async () => {
    const dataDir = tempDir();
    const stat = fs.existsSync(`/proc/${process.ppid}/stat`) ? fs.readFileSync(`/proc/${process.ppid}/stat`, 'utf8') : undefined;
    const startTime = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    fs.writeFileSync(path.join(dataDir, 'pg.lock'), [process.ppid, startTime].filter(Boolean).join(' '));
    await expect(openDatabase({ dataDir, migrate: false })).rejects.toThrow(`in use by process ${process.ppid}`);
  });
});
