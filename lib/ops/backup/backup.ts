import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Env } from '@/lib/env-schema';
import { lockHolder } from '@/lib/db/lock';
import { openDatabase } from '@/lib/db/open';
import { createStorage } from '@/lib/storage/storage';
import { isStoredName } from '@/lib/storage/store';
import { fetchDumpFromServer } from './admin-socket';
import { countRows, libpqConnection, runPgTool, type RunQuery } from './database';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type Manifest, type ManifestFile } from './manifest';
import { createArchive } from './tar';

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The files the server writes into DATA_DIR when their variables are not set (lib/env-schema, lib/push/vapid-keys). */
export const SECRET_FILES = ['auth-secret', 'vapid-keys.json'] as const;

type Log = (line: string) => void;

function appVersion(): { name: string; version: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { name: string; version: string };
  return { name: pkg.name, version: pkg.version };
}

async function pgliteModules() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { PGlite, extensions: { pg_trgm } };
}

/** Opens a PGlite folder dump in memory: proves it opens, and answers what it holds. */
export async function inspectPGliteDump(tar: Uint8Array): Promise<{ tables: Record<string, number>; migrations: number; serverVersion: string }> {
  const { PGlite, extensions } = await pgliteModules();
  const copy = new Uint8Array(tar); // PGlite may keep or detach the buffer it is given
  const client = await PGlite.create({ loadDataDir: new Blob([copy], { type: 'application/x-tar' }), extensions });
  try {
    const query: RunQuery = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    const tables = await countRows(query);
    const [version] = await query('show server_version');
    return { tables, migrations: tables['drizzle.__drizzle_migrations'] ?? 0, serverVersion: String(version.server_version) };
  } finally {
    await client.close();
  }
}

async function pgliteDump(config: Env, log: Log): Promise<{ tar: Uint8Array; online: boolean }> {
  const holder = lockHolder(config.dataDir);
  if (holder) {
    log(`The server (process ${holder}) is running: asking it for a copy of the database…`);
    try {
      return { tar: await fetchDumpFromServer(config.dataDir), online: true };
    } catch (error) {
      throw new BackupError(`The server (process ${holder}) holds the embedded database in ${config.dataDir}, but ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (!fs.existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${config.dataDir} (no ${path.join(config.dataDir, 'pg')}): check DATA_DIR, or set DATABASE_URL for a PostgreSQL server.`);
  }
  log(`The server is not running: opening the database in ${config.dataDir} directly…`);
  const opened = await openDatabase({ dataDir: config.dataDir, migrate: false });
  try {
    return { tar: await opened.dumpDataDir!(), online: false };
  } finally {
    await opened.close();
  }
}

/**
 * The PostgreSQL server's database: `pg_dump` runs in a snapshot that this command holds open, so
 * the row counts written to the manifest are of exactly the rows in the dump.
 */
async function postgresDump(databaseUrl: string, log: Log): Promise<{ dump: Buffer; tables: Record<string, number>; migrations: number; serverVersion: string }> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    const where = new URL(databaseUrl);
    throw new BackupError(`Cannot reach the PostgreSQL server of DATABASE_URL (${where.hostname}:${where.port || 5432}${where.pathname}): ${(error as Error).message}`);
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-backup-'));
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string; version: string }>('select pg_export_snapshot() as snapshot, current_setting(\'server_version\') as version');
    const query: RunQuery = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
    const tables = await countRows(query);
    log(`Dumping the PostgreSQL database with pg_dump (server ${rows[0].version})…`);
    const file = path.join(scratch, 'postgres.dump');
    const { url, env } = libpqConnection(databaseUrl);
    await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0].snapshot}`, `--file=${file}`, `--dbname=${url}`], env);
    await client.query('commit');
    return { dump: fs.readFileSync(file), tables, migrations: tables['drizzle.__drizzle_migrations'] ?? 0, serverVersion: rows[0].version };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(error instanceof Error ? error.message : String(error));
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * `npm run db:backup -- --out FILE`: one archive (lib/ops/backup/manifest.ts) of the database, the
 * stored pictures and DATA_DIR's generated keys. The embedded database is copied from the running
 * server without stopping it, or opened directly when no server runs. The archive is written to
 * FILE.partial and renamed when complete; an existing FILE is never overwritten.
 */
export async function createBackup(options: { config: Env; out: string; log?: Log }): Promise<Manifest> {
  const { config, log = () => undefined } = options;
  const out = path.resolve(options.out);
  if (fs.existsSync(out)) throw new BackupError(`${out} exists already: a backup never overwrites a file; choose another name.`);
  if (!fs.existsSync(path.dirname(out))) throw new BackupError(`The folder ${path.dirname(out)} does not exist.`);

  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  const files: ManifestFile[] = [];
  const archive = createArchive(out);
  try {
    const add = async (name: string, data: Uint8Array) => {
      files.push({ name, bytes: data.byteLength, sha256: await archive.add(name, data) });
    };

    let database: Manifest['database'];
    if (engine === 'pglite') {
      const { tar, online } = await pgliteDump(config, log);
      log('Checking that the copy opens…');
      let inspected;
      try {
        inspected = await inspectPGliteDump(tar);
      } catch (error) {
        throw new BackupError(`The copy of the database does not open: ${error instanceof Error ? error.message : String(error)}`);
      }
      await add('database/pglite.tar', tar);
      const { version } = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string };
      database = { file: 'database/pglite.tar', online, pgliteVersion: version, ...inspected };
    } else {
      const dumped = await postgresDump(config.databaseUrl!, log);
      await add('database/postgres.dump', dumped.dump);
      database = { file: 'database/postgres.dump', online: true, serverVersion: dumped.serverVersion, migrations: dumped.migrations, tables: dumped.tables };
    }

    const storage = await createStorage(config.storage, { patience: 'batch' });
    log(`Copying the pictures from ${storage.description}…`);
    let pictures = 0;
    for await (const object of storage.list()) {
      if (!isStoredName(object.name)) continue;
      const bytes = await storage.read(object.name);
      if (!bytes) continue; // deleted since it was listed
      await add(`uploads/${object.name}`, bytes);
      pictures += 1;
    }

    for (const name of SECRET_FILES) {
      const file = path.join(config.dataDir, name);
      if (fs.existsSync(file)) await add(`secrets/${name}`, fs.readFileSync(file));
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      app: appVersion(),
      createdAt: new Date().toISOString(),
      engine,
      database,
      uploads: { source: storage.description, count: pictures },
      files,
    };
    await archive.add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
    await archive.finish();
    return manifest;
  } catch (error) {
    await archive.abort();
    if (error instanceof BackupError) throw error;
    throw new BackupError(error instanceof Error ? error.message : String(error));
  }
}
