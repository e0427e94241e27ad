/** @jest-environment node */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/open';
import { startAdminSocket } from '@/lib/ops/backup/admin-socket';
import { createArchive } from '@/lib/ops/backup/tar';
import { tempDir } from '../helpers/databases';
import { startLocalS3 } from '../helpers/s3-server';

/**
 * `npm run db:backup` and `npm run db:restore` on the embedded database: a backup taken while the
 * server runs (its admin socket) without stopping it, and a clear message with a non-zero exit
 * for every bad input — no --out, an existing file, no database, a missing file, something that is
 * not a backup, a cut-short archive, a changed file (checksum), the wrong engine, a place that is
 * not empty. The whole restore drill (every table, pictures, sign-in) is restore-drill.test.ts.
 */
type Run = { status: number | null; stdout: string; stderr: string };

function run(script: 'db-backup' | 'db-restore', env: Record<string, string>, ...args: string[]): Promise<Run> {
  // Asynchronous: the "server" of the online backup runs in this process and must keep answering.
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (status) => resolve({ status, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

const PICTURE = '0123456789abcdef0123456789abcdef.webp';

describe('npm run db:backup / db:restore (embedded database)', () => {
  const source = tempDir();
  const backups = tempDir();
  const archive = path.join(backups, 'site.tar.gz');

  it('backs up while the server runs, which keeps answering and writing during the backup', async () => {
    // The running server: the embedded database open in this process, with its admin socket.
    const server = await openDatabase({ dataDir: source });
    const channel = await startAdminSocket({ dataDir: source, dumpDataDir: server.dumpDataDir!, log: () => undefined });
    expect(channel).toBeDefined();
    expect(fs.statSync(channel!.path).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(channel!.path)).mode & 0o777).toBe(0o700);
    fs.mkdirSync(path.join(source, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(source, 'uploads', PICTURE), Buffer.from('picture bytes'));
    try {
      await server.db.execute(sql`insert into jobs (task, payload) values ('publish-scheduled', '{}'::jsonb)`);
      let writes = 0;
      let writing = true;
      const writer = (async () => {
        while (writing) {
          await server.db.execute(sql`insert into web_vitals_daily (day, page_type, device, locale, metric, bucket, count) values (current_date, 'home', 'phone', 'en', 'LCP', ${writes}, 1)`);
          writes += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const result = await run('db-backup', { DATA_DIR: source }, '--out', archive);
      writing = false;
      await writer;
      expect(result).toMatchObject({ status: 0, stdout: expect.stringContaining('taken while the server ran') });
      expect(result.stdout).toContain('The server (process');
      expect(writes).toBeGreaterThan(0); // it wrote during the backup and still does
      // The archive holds a moment of it: the job written before, some of the rows written during.
      const { readArchive } = await import('@/lib/ops/backup/tar');
      let manifest: { database: { online: boolean; tables: Record<string, number> }; files: { name: string }[] } | undefined;
      for await (const entry of readArchive(archive)) if (entry.name === 'manifest.json') manifest = JSON.parse(entry.data.toString('utf8'));
      expect(manifest!.database.online).toBe(true);
      expect(manifest!.database.tables.jobs).toBe(1);
      expect(manifest!.database.tables.web_vitals_daily).toBeLessThanOrEqual(writes);
      expect(manifest!.files.map((file) => file.name)).toEqual(expect.arrayContaining(['database/pglite.tar', `uploads/${PICTURE}`, 'secrets/auth-secret']));
    } finally {
      await channel!.close();
      await server.close();
    }
    expect(fs.existsSync(path.join(source, 'run', 'admin.sock'))).toBe(false);
  });

  it('checks a good archive, and refuses every bad input with a clear message (nothing written)', async () => {
    const { loadEnv } = await import('@/lib/env-schema');
    const { createBackup } = await import('@/lib/ops/backup/backup');
    const { checkBackup, restoreBackup } = await import('@/lib/ops/backup/restore');
    const { BACKUP_FORMAT } = await import('@/lib/ops/backup/manifest');
    const config = (dataDir: string, extra: Record<string, string> = {}) => loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...extra });

    const checked = await checkBackup({ file: archive });
    expect(checked).toMatchObject({ engine: 'pglite', uploads: { count: 1 } });

    // The backup command.
    await expect(createBackup({ config: config(source), out: archive })).rejects.toThrow(`${archive} exists already: a backup never overwrites a file; choose another name.`);
    const empty = tempDir();
    await expect(createBackup({ config: config(empty), out: path.join(backups, 'none.tar.gz') })).rejects.toThrow(`There is no embedded database in ${empty}`);
    expect(fs.readdirSync(backups).filter((name) => name.startsWith('none'))).toEqual([]); // nothing half-written left
    await expect(createBackup({ config: config(source), out: path.join(backups, 'no-such-folder', 'x.tar.gz') })).rejects.toThrow(`The folder ${path.join(backups, 'no-such-folder')} does not exist.`);

    // The restore command.
    const fresh = tempDir();
    const restore = (file: string, extra: Record<string, string> = {}) => restoreBackup({ config: config(fresh, extra), file });
    await expect(restore(path.join(backups, 'missing.tar.gz'))).rejects.toThrow(`No such file: ${path.join(backups, 'missing.tar.gz')}`);
    await expect(restore(path.join(process.cwd(), 'package.json'))).rejects.toThrow('is not a backup archive of this app, or a damaged one');

    const bytes = fs.readFileSync(archive);
    const cut = path.join(backups, 'cut.tar.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restore(cut)).rejects.toThrow(/cut short|damaged/);
    await expect(checkBackup({ file: cut })).rejects.toThrow(/cut short|damaged/);

    // Small archives made by hand: a picture whose bytes are not those the manifest lists, a listed
    // file that is missing, something else's archive, a newer format.
    const picture = Buffer.from('the picture as it was');
    const sha = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
    const manifestOf = (files: { name: string; data: Buffer }[], extra: Record<string, unknown> = {}) => ({
      format: BACKUP_FORMAT,
      formatVersion: 1,
      app: { name: 'shortnews', version: '0.1.0' },
      createdAt: new Date().toISOString(),
      engine: 'pglite',
      database: { file: 'database/pglite.tar', online: false, serverVersion: '18', migrations: 1, tables: {} },
      uploads: { source: 'folder', count: 1 },
      files: files.map(({ name, data }) => ({ name, bytes: data.length, sha256: sha(data) })),
      ...extra,
    });
    async function handMade(name: string, entries: { name: string; data: Buffer }[], manifest: unknown): Promise<string> {
      const file = path.join(backups, name);
      const writer = createArchive(file);
      for (const entry of entries) await writer.add(entry.name, entry.data);
      await writer.add('manifest.json', Buffer.from(JSON.stringify(manifest)));
      await writer.finish();
      return file;
    }
    const database = { name: 'database/pglite.tar', data: Buffer.from('not read before the checks pass') };
    const listed = [database, { name: `uploads/${PICTURE}`, data: picture }];
    const changed = await handMade('changed.tar.gz', [database, { name: `uploads/${PICTURE}`, data: Buffer.from('other bytes') }], manifestOf(listed));
    await expect(restore(changed)).rejects.toThrow(`Checksum mismatch in ${changed}: uploads/${PICTURE} is not the file that was backed up`);
    const missing = await handMade('missing-file.tar.gz', [database], manifestOf(listed));
    await expect(restore(missing)).rejects.toThrow(`${missing} is incomplete: uploads/${PICTURE} is listed in its manifest but not in the archive.`);
    const foreign = await handMade('foreign.tar.gz', [], { format: 'ghost-backup' });
    await expect(restore(foreign)).rejects.toThrow(`${foreign} is not a backup of this app`);
    const noManifest = path.join(backups, 'no-manifest.tar.gz');
    const writer = createArchive(noManifest);
    await writer.add('notes.txt', Buffer.from('hello'));
    await writer.finish();
    await expect(restore(noManifest)).rejects.toThrow(`${noManifest} is not a backup of this app: it has no manifest.json.`);
    const newer = await handMade('newer.tar.gz', listed, manifestOf(listed, { formatVersion: 2 }));
    await expect(restore(newer)).rejects.toThrow('was written by a newer version of the app (backup format 2; this one reads 1)');
    const newerSchema = await handMade('newer-schema.tar.gz', listed, manifestOf(listed, { database: { file: 'database/pglite.tar', online: false, serverVersion: '18', migrations: 999, tables: {} } }));
    await expect(restore(newerSchema)).rejects.toThrow('was made by a newer version of the app (999 database migrations');

    // The wrong engine, both ways.
    await expect(restore(archive, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow('holds an embedded database (PGlite), but DATABASE_URL is set');
    const serverKind = await handMade('server.tar.gz', listed, manifestOf(listed, { engine: 'postgres', database: { file: 'database/pglite.tar', online: true, serverVersion: '15', migrations: 1, tables: {} } }));
    await expect(restore(serverKind)).rejects.toThrow("holds a PostgreSQL server's database, but DATABASE_URL is not set");
    expect(fs.existsSync(path.join(fresh, 'pg'))).toBe(false); // nothing written by any of them
    expect(fs.existsSync(path.join(fresh, 'uploads', PICTURE))).toBe(false);

    // Not empty: refused without --force, and while a server holds DATA_DIR even with it; with
    // --force, the database that was there is kept aside.
    await expect(restoreBackup({ config: config(source), file: archive })).rejects.toThrow('The place to restore into is not empty: it holds a database');
    // A server holding the lock: another live process named in DATA_DIR/pg.lock.
    const server = spawn('sleep', ['60']);
    fs.writeFileSync(path.join(source, 'pg.lock'), String(server.pid));
    try {
      await expect(restoreBackup({ config: config(source), file: archive, force: true })).rejects.toThrow(`The server (process ${server.pid}) is running on ${source}: stop it before restoring into it.`);
    } finally {
      server.kill();
      fs.rmSync(path.join(source, 'pg.lock'));
    }
    const lines: string[] = [];
    await restoreBackup({ config: config(source), file: archive, force: true, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toContain('The database that was there is kept in');
    expect(fs.readdirSync(source).filter((name) => name.startsWith('pg.before-restore-'))).toHaveLength(1);
  });

  it('backs up the pictures of a bucket and restores them into another, byte for byte', async () => {
    const { loadEnv } = await import('@/lib/env-schema');
    const { createBackup } = await import('@/lib/ops/backup/backup');
    const { restoreBackup } = await import('@/lib/ops/backup/restore');
    const { createStorage } = await import('@/lib/storage/storage');
    const from = await startLocalS3({ bucket: 'pictures-before' });
    const to = await startLocalS3({ bucket: 'pictures-after' });
    try {
      const fromConfig = loadEnv({ NODE_ENV: 'test', DATA_DIR: source, ...from.env });
      const bucket = await createStorage(fromConfig.storage);
      const written = new Map<string, Buffer>();
      for (const name of [`${'a'.repeat(32)}.webp`, `${'a'.repeat(32)}-sm.webp`, `${'b'.repeat(32)}.webp`]) {
        const bytes = crypto.randomBytes(3000);
        await bucket.save(name, bytes);
        written.set(name, bytes);
      }
      const file = path.join(backups, 'bucket.tar.gz');
      const manifest = await createBackup({ config: fromConfig, out: file });
      expect(manifest.uploads).toEqual({ source: `bucket pictures-before at ${from.endpoint}`, count: 3 });

      const fresh = tempDir();
      const toConfig = () => loadEnv({ NODE_ENV: 'test', DATA_DIR: fresh, ...to.env });
      await restoreBackup({ config: toConfig(), file });
      const restored = to.objects();
      expect([...restored.keys()].sort()).toEqual([...written.keys()].sort());
      for (const [name, bytes] of written) expect(Buffer.compare(restored.get(name)!, bytes)).toBe(0);
      expect(fs.existsSync(path.join(fresh, 'uploads'))).toBe(false); // not into the folder

      // The bucket now holds pictures: an empty DATA_DIR with it is not an empty place.
      await expect(restoreBackup({ config: loadEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), ...to.env }), file })).rejects.toThrow(
        `The place to restore into is not empty: it holds 3 pictures (bucket pictures-after at ${to.endpoint}).`,
      );
    } finally {
      await from.close();
      await to.close();
    }
  });

  it('exits 2 on a usage error and 1 on a bad file, with one ✖ line', async () => {
    expect(await run('db-backup', { DATA_DIR: source })).toMatchObject({ status: 2, stderr: expect.stringMatching(/^✖ Say where to write the backup with --out FILE\.\nUsage: /) });
    expect(await run('db-restore', { DATA_DIR: tempDir() }, path.join(backups, 'missing.tar.gz'))).toMatchObject({ status: 1, stderr: `✖ No such file: ${path.join(backups, 'missing.tar.gz')}` });
  });
});

/** On the PostgreSQL server (DATABASE_URL): only read, nothing written to it. */
const describeOnServer = process.env.DATABASE_URL ? describe : describe.skip; // skipped without a server to read (CI sets DATABASE_URL)
describeOnServer('npm run db:backup on a PostgreSQL server without pg_dump', () => {
  it('says which tool is missing and how to get it, and leaves no file', async () => {
    const { loadEnv } = await import('@/lib/env-schema');
    const { createBackup } = await import('@/lib/ops/backup/backup');
    const out = path.join(tempDir(), 'server.tar.gz');
    const pathBefore = process.env.PATH;
    process.env.PATH = tempDir(); // no pg_dump on it
    try {
      await expect(createBackup({ config: loadEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), DATABASE_URL: process.env.DATABASE_URL }), out })).rejects.toThrow(
        "pg_dump is not installed (or not on PATH): install PostgreSQL's client tools of your server's major version or newer",
      );
    } finally {
      process.env.PATH = pathBefore;
    }
    expect(fs.readdirSync(path.dirname(out))).toEqual([]);
  });
});
