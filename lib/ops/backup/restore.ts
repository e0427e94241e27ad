import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Env } from '@/lib/env-schema';
import { acquireDataDirLock, lockHolder } from '@/lib/db/lock';
import { createStorage } from '@/lib/storage/storage';
import { isStoredName } from '@/lib/storage/store';
import { inspectPGliteDump, SECRET_FILES } from './backup';
import { appTables, countRows, knownMigrations, libpqConnection, runPgTool, type RunQuery } from './database';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, manifestSchema, type Manifest } from './manifest';
import { ArchiveError, readArchive } from './tar';

export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

type Log = (line: string) => void;

function differences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names].filter((name) => expected[name] !== actual[name]).map((name) => `${name}: ${actual[name] ?? 'missing'} rows, the backup has ${expected[name] ?? 'no such table'}`);
}

/**
 * Reads and checks the whole archive before anything is written: the manifest is there and of a
 * format this code reads, every file it lists is there with its size and sha256. The database file
 * is kept in memory, pictures in `staging`.
 */
async function readAndCheck(file: string, staging: string): Promise<{ manifest: Manifest; database: Buffer; secrets: Map<string, Buffer> }> {
  const seen = new Map<string, { sha256: string; bytes: number }>();
  let manifestText: string | undefined;
  let database: Buffer | undefined;
  const secrets = new Map<string, Buffer>();
  try {
    for await (const entry of readArchive(file)) {
      if (entry.name === 'manifest.json') {
        manifestText = entry.data.toString('utf8');
        continue;
      }
      seen.set(entry.name, { sha256: entry.sha256, bytes: entry.data.length });
      if (entry.name.startsWith('database/')) database = entry.data;
      else if (entry.name.startsWith('secrets/')) secrets.set(entry.name.slice('secrets/'.length), entry.data);
      else if (entry.name.startsWith('uploads/')) {
        const name = entry.name.slice('uploads/'.length);
        if (!isStoredName(name)) throw new RestoreError(`The archive holds ${entry.name}, which is not a picture name of this app: not restoring from it.`);
        fs.writeFileSync(path.join(staging, name), entry.data);
      }
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw new RestoreError(`${file} is ${error.message.replace(/^not a backup archive/, 'not a backup archive of this app')}.`);
    throw error;
  }
  if (manifestText === undefined) throw new RestoreError(`${file} is not a backup of this app: it has no manifest.json.`);
  let raw: unknown;
  try {
    raw = JSON.parse(manifestText);
  } catch {
    throw new RestoreError(`${file}: its manifest.json is not valid JSON; the archive is damaged.`);
  }
  const format = raw as { format?: unknown; formatVersion?: unknown };
  if (format?.format !== BACKUP_FORMAT) throw new RestoreError(`${file} is not a backup of this app (its manifest is not a "${BACKUP_FORMAT}" manifest).`);
  if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new RestoreError(`${file} was written by a newer version of the app (backup format ${format.formatVersion}; this one reads ${BACKUP_FORMAT_VERSION}): restore it with that version.`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new RestoreError(`${file}: its manifest.json is incomplete (${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}); the archive is damaged.`);
  const manifest = parsed.data;
  for (const listed of manifest.files) {
    const found = seen.get(listed.name);
    if (!found) throw new RestoreError(`${file} is incomplete: ${listed.name} is listed in its manifest but not in the archive.`);
    if (found.sha256 !== listed.sha256 || found.bytes !== listed.bytes) throw new RestoreError(`Checksum mismatch in ${file}: ${listed.name} is not the file that was backed up (sha256 ${found.sha256}, the manifest says ${listed.sha256}); the archive is damaged.`);
  }
  if (!database || !seen.has(manifest.database.file)) throw new RestoreError(`${file} is incomplete: it has no database (${manifest.database.file}).`);
  return { manifest, database, secrets };
}

/**
 * `npm run db:restore -- --check FILE`: reads the whole archive and checks it without writing
 * anywhere — manifest, every file's sha256, and the database itself: an embedded database is opened
 * in memory and its rows counted against the manifest; a PostgreSQL dump's table of contents is
 * read with `pg_restore --list`.
 */
export async function checkBackup(options: { file: string; log?: Log }): Promise<Manifest> {
  const { log = () => undefined } = options;
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new RestoreError(`No such file: ${file}`);
  if (!fs.statSync(file).isFile()) throw new RestoreError(`${file} is not a file.`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-check-'));
  try {
    log(`Reading and checking ${file}…`);
    const { manifest, database } = await readAndCheck(file, staging);
    if (manifest.engine === 'pglite') {
      log('Opening its database in memory…');
      let inspected;
      try {
        inspected = await inspectPGliteDump(database);
      } catch (error) {
        throw new RestoreError(`The backup's database does not open: ${error instanceof Error ? error.message : String(error)}`);
      }
      const wrong = differences(manifest.database.tables, inspected.tables);
      if (wrong.length) throw new RestoreError(`The backup's database does not match its manifest: ${wrong.join('; ')}.`);
    } else {
      const dumpFile = path.join(staging, 'postgres.dump');
      fs.writeFileSync(dumpFile, database, { mode: 0o600 });
      await runPgTool('pg_restore', ['--list', `--file=${path.join(staging, 'toc.txt')}`, dumpFile], {}).catch((error: Error) => {
        throw new RestoreError(`The backup's PostgreSQL dump cannot be read: ${error.message}`);
      });
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * `npm run db:restore -- FILE [--force]`: fills an empty place (the embedded database in DATA_DIR,
 * or the empty database of DATABASE_URL, and the pictures' folder or bucket) from a backup. Refuses
 * a place that holds a database or pictures unless `force`; never runs while the server holds
 * DATA_DIR. With `force`, an embedded database is moved aside (DATA_DIR/pg.before-restore-<time>),
 * a server database is restored with `pg_restore --clean`, and pictures of the same name replaced.
 * The result is checked against the manifest's row counts.
 */
export async function restoreBackup(options: { config: Env; file: string; force?: boolean; log?: Log }): Promise<Manifest> {
  const { config, force = false, log = () => undefined } = options;
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new RestoreError(`No such file: ${file}`);
  if (!fs.statSync(file).isFile()) throw new RestoreError(`${file} is not a file.`);
  const engine = config.databaseUrl ? 'postgres' : 'pglite';

  if (engine === 'pglite') {
    const holder = lockHolder(config.dataDir);
    if (holder) throw new RestoreError(`The server (process ${holder}) is running on ${config.dataDir}: stop it before restoring into it.`);
  }

  fs.mkdirSync(config.dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.restore-'));
  try {
    log(`Reading and checking ${file}…`);
    const { manifest, database, secrets } = await readAndCheck(file, staging);
    if (manifest.engine !== engine) {
      throw new RestoreError(
        manifest.engine === 'pglite'
          ? `${file} holds an embedded database (PGlite), but DATABASE_URL is set: restore it without DATABASE_URL into a DATA_DIR (moving to a PostgreSQL server is a dump and load, see README "Backups").`
          : `${file} holds a PostgreSQL server's database, but DATABASE_URL is not set: set DATABASE_URL to the (empty) database to restore into.`,
      );
    }
    if (manifest.database.migrations > knownMigrations()) {
      throw new RestoreError(`${file} was made by a newer version of the app (${manifest.database.migrations} database migrations; this one knows ${knownMigrations()}): update the app first.`);
    }

    const storage = await createStorage(config.storage, { patience: 'batch' });
    let storedPictures = 0;
    for await (const object of storage.list()) if (isStoredName(object.name)) storedPictures += 1;

    // What is there already.
    const folder = path.join(config.dataDir, 'pg');
    let hasDatabase: boolean;
    let pgClient: import('pg').Client | undefined;
    if (engine === 'pglite') hasDatabase = fs.existsSync(path.join(folder, 'PG_VERSION'));
    else {
      const { Client } = await import('pg');
      pgClient = new Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 10_000 });
      try {
        await pgClient.connect();
      } catch (error) {
        const where = new URL(config.databaseUrl!);
        throw new RestoreError(`Cannot reach the PostgreSQL server of DATABASE_URL (${where.hostname}:${where.port || 5432}${where.pathname}): ${(error as Error).message}`);
      }
      hasDatabase = (await appTables(async (text) => (await pgClient!.query(text)).rows)).length > 0;
    }
    try {
      if ((hasDatabase || storedPictures > 0) && !force) {
        const what = [hasDatabase ? (engine === 'pglite' ? `a database (${folder})` : 'tables (the database of DATABASE_URL)') : undefined, storedPictures ? `${storedPictures} pictures (${storage.description})` : undefined].filter(Boolean).join(' and ');
        throw new RestoreError(`The place to restore into is not empty: it holds ${what}. Restore into an empty DATA_DIR or database, or add --force to replace what is there.`);
      }

      let restored: Record<string, number>;
      if (engine === 'pglite') {
        if (hasDatabase) {
          const aside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
          fs.renameSync(folder, aside);
          log(`The database that was there is kept in ${aside}.`);
        }
        log('Restoring the embedded database…');
        restored = await restorePGlite(config.dataDir, database);
      } else {
        log(`Restoring the PostgreSQL database with pg_restore${hasDatabase ? ' --clean' : ''}…`);
        const dumpFile = path.join(staging, 'postgres.dump');
        fs.writeFileSync(dumpFile, database, { mode: 0o600 });
        const { url, env } = libpqConnection(config.databaseUrl!);
        await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(hasDatabase ? ['--clean', '--if-exists'] : []), `--dbname=${url}`, dumpFile], env).catch((error: Error) => {
          throw new RestoreError(error.message);
        });
        restored = await countRows(async (text) => (await pgClient!.query(text)).rows as Record<string, unknown>[]);
      }
      const wrong = differences(manifest.database.tables, restored);
      if (wrong.length) throw new RestoreError(`The restored database does not match the backup: ${wrong.join('; ')}.`);

      log(`Restoring ${manifest.uploads.count} pictures into ${storage.description}…`);
      for (const name of fs.readdirSync(staging)) {
        if (!isStoredName(name)) continue;
        await storage.save(name, fs.readFileSync(path.join(staging, name)));
      }
      for (const name of SECRET_FILES) {
        const bytes = secrets.get(name);
        if (bytes) fs.writeFileSync(path.join(config.dataDir, name), bytes, { mode: 0o600 });
      }
      return manifest;
    } finally {
      await pgClient?.end().catch(() => undefined);
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function restorePGlite(dataDir: string, tar: Buffer): Promise<Record<string, number>> {
  const release = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const folder = path.join(dataDir, 'pg');
    fs.mkdirSync(folder, { recursive: true });
    let client;
    try {
      client = await PGlite.create(folder, { loadDataDir: new Blob([new Uint8Array(tar)], { type: 'application/x-tar' }), extensions: { pg_trgm } });
    } catch (error) {
      fs.rmSync(folder, { recursive: true, force: true });
      throw new RestoreError(`The backup's database does not open with this version of the embedded database: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      const query: RunQuery = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
      return await countRows(query);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

