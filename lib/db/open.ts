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
};

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
export async function openDatabase(options: { dataDir: string; databaseUrl?: string; migrate?: boolean }): Promise<OpenDatabase> {
  const { dataDir, databaseUrl, migrate = true } = options;
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
    pool.on('error', (error) => console.error(`[db] idle PostgreSQL client error: ${error.message}`));
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
    return { db, kind: 'postgres', close: () => pool.end() };
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
    return {
      db: db as unknown as Database,
      kind: 'pglite',
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
