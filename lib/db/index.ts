import 'server-only';
import { env } from '@/lib/env';
import { onShutdown } from '@/lib/ops/lifecycle';
import { openDatabase, type Database, type OpenDatabase } from './open';

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
    state.opening = openDatabase({ dataDir, databaseUrl }).then(
      (opened) => {
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
