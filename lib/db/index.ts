import 'server-only';
import { env } from '@/lib/env';
import { onShutdown } from '@/lib/ops/lifecycle';
import { recordDatabaseError, setPoolSource } from '@/lib/ops/metrics.cjs';
import { openDatabase, type Database, type DatabaseErrorListener, type OpenDatabase } from './open';
import { isDatabaseUnavailable } from './unavailable';

/** Failed statements and dead idle connections, counted for /api/metrics (db_errors_total). */
const countError: DatabaseErrorListener = (error, where) => recordDatabaseError(where === 'idle' ? 'connection_lost' : isDatabaseUnavailable(error) ? 'unavailable' : 'query');

export type { Database, Transaction } from './open';

type Holder = { opening?: Promise<OpenDatabase> };
const holder = globalThis as typeof globalThis & { __shortnewsDb?: Holder };

/**
 * The process's one database (ARCHITECTURE "Toolchain facts": one PGlite per process behind a
 * globalThis promise). Opened on first use — never during `next build`.
 */
export function getOpenDatabase(): Promise<OpenDatabase> {
  const state = (holder.__shortnewsDb ??= {});
  if (!state.opening) {
    const { dataDir, databaseUrl } = env();
    state.opening = openDatabase({ dataDir, databaseUrl, onError: countError }).then(
      (opened) => {
        setPoolSource(opened.poolStats);
        // Graceful shutdown closes the pool, or PGlite and its lock, after the last request.
        onShutdown('database', opened.close);
        return opened;
      },
      (error) => {
        state.opening = undefined;
        throw error;
      },
    );
  }
  return state.opening;
}

export async function getDb(): Promise<Database> {
  return (await getOpenDatabase()).db;
}
