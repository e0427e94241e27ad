import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '@/models/schema';
import { acquireDataDirLock } from './lock';

export type Schema = typeof schema;
/** One typed database object, whichever engine is behind it (D1). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type OpenDatabase = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The PostgreSQL pool's connections (absent on the embedded database): metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * The embedded database's folder as one tar (backups, lib/ops/backup): taken between
   * transactions after a CHECKPOINT, so it opens as it was at that moment. Absent on a server.
   */
  dumpDataDir?: () => Promise<Uint8Array>;
};

/** Told of every failed statement, and of pooled connections that die while idle (metrics). */
export type DatabaseErrorListener = (error: unknown, where: 'query' | 'idle') => void;

/**
 * Calls `listener` with each failed query of `target` (promise or callback style, as pg and PGlite
 * take them) and passes the failure on unchanged.
 */
function reportQueryErrors<T extends object>(target: T, method: 'query' | 'exec', listener: DatabaseErrorListener): void {
  const original = (target as Record<string, unknown>)[method] as ((...args: unknown[]) => unknown) | undefined;
  if (typeof original !== 'function') return;
  (target as Record<string, unknown>)[method] = function reportingQuery(this: unknown, ...args: unknown[]) {
    const last = args.length - 1;
    if (last >= 0 && typeof args[last] === 'function') {
      const callback = args[last] as (error: unknown, ...rest: unknown[]) => unknown;
      args[last] = function (this: unknown, error: unknown, ...rest: unknown[]) {
        if (error) listener(error, 'query');
        return callback.call(this, error, ...rest);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(undefined, (error) => listener(error, 'query'));
    return result;
  };
}

const migrationsFolder = path.join(process.cwd(), 'models', 'migrations');

/**
 * PostgreSQL's page cache inside the embedded database. Its default, 128MB, kept about 140 MB of
 * the server's memory resident (686 -> 547 MB idle, 721 -> 580 MB after the throughput bench); the
 * files stay in the operating system's cache, and search at 10,000 stories is as fast either way
 * (bench/results/search-2026-11-24-shared-buffers.md).
 */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * Opens the database and applies the committed migrations.
 * With `databaseUrl`: a `pg` pool with connection and statement time-outs. Without: PGlite in
 * `dataDir/pg`, guarded by an exclusive lock file.
 */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string; migrate?: boolean; onError?: DatabaseErrorListener }): Promise<OpenDatabase> {
  const { dataDir, databaseUrl, migrate = true, onError } = options;
  if (databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 15_000,
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', (error) => {
      console.error(`[db] idle PostgreSQL client error: ${error.message}`);
      onError?.(error, 'idle');
    });
    // Every statement runs on a pooled client (pool.query too): each new client reports its failures.
    if (onError) pool.on('connect', (client) => reportQueryErrors(client, 'query', onError));
    // A client checked out of the pool (inside a transaction, between two queries) has no listener
    // of the pool's: when its server goes away, its 'error' event would be uncaught and end the
    // process. The failing query rejects on its own, and the pool drops the broken client on release.
    pool.on('connect', (client) => client.on('error', (error) => console.error(`[db] PostgreSQL connection lost: ${error.message}`)));
    const db = drizzle(pool, { schema }) as unknown as Database;
    try {
      if (migrate) {
        const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
        await run(drizzle(pool, { schema }), { migrationsFolder });
      } else {
        await pool.query('select 1');
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      const where = new URL(databaseUrl);
      throw new Error(`Cannot use the PostgreSQL server of DATABASE_URL (${where.hostname}:${where.port || 5432}${where.pathname}): ${(error as Error).message}`, { cause: error });
    }
    return { db, kind: 'postgres', close: () => pool.end(), poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
  }

  const release = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // Search's typo tolerance (models/migrations/0001_search.sql) needs pg_trgm, from PGlite's own contrib.
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const folder = path.join(dataDir, 'pg');
    fs.mkdirSync(folder, { recursive: true });
    const client = await PGlite.create(folder, { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`] });
    const db = drizzle(client, { schema });
    if (migrate) {
      const { migrate: run } = await import('drizzle-orm/pglite/migrator');
      await run(db, { migrationsFolder });
    }
    // Statements outside a transaction (PGlite's transactions run on their own object, not counted).
    if (onError) for (const method of ['query', 'exec'] as const) reportQueryErrors(client, method, onError);
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      dumpDataDir: async () => {
        // Every statement of PGlite takes its transaction lock, which this transaction holds: no
        // other statement runs while the folder is read, and the CHECKPOINT (allowed in a
        // transaction; it writes no row) puts every page in the files first.
        const tar = await client.transaction(async (tx) => {
          await tx.exec('CHECKPOINT');
          return client.dumpDataDir('none');
        });
        return new Uint8Array(await tar.arrayBuffer());
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
