import 'server-only';
import type { Database, Transaction } from './open';
import { isDatabaseUnavailable } from './unavailable';

/**
 * A write transaction whose outcome is known even when the connection dies during COMMIT.
 *
 * When the server goes away (restart, crash) after the COMMIT was sent, the client sees a lost
 * connection although the transaction may have committed. Answering 503 then would report a stored
 * write as failed, and removing its new files would leave a row pointing at nothing. So after a
 * lost connection, once the work itself had finished, `isStored(db, value)` asks the server whether
 * the write is there (retried until it answers or `resolveWithinMs` passes): yes → the write's
 * result; no → the original error; no answer → `WriteOutcomeUnknown`, on which callers keep their
 * new files (an orphan file is harmless, a row without its file is not).
 *
 * The write is looked for by its content (id, version, time stamp), not by its transaction id
 * (`pg_xact_status`): after a crash the server may hand an unflushed transaction's id to a new
 * transaction, whose status then answers for ours — measured here: a write reported committed
 * that was not in the table.
 */
export class WriteOutcomeUnknown extends Error {
  constructor(options: { cause: unknown }) {
    super('The database connection was lost during COMMIT and whether the write was stored could not be read back.', options);
    this.name = 'WriteOutcomeUnknown';
  }
}

export function isWriteOutcomeUnknown(error: unknown): error is WriteOutcomeUnknown {
  return error instanceof WriteOutcomeUnknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBack<T>(db: Database, value: T, isStored: (db: Database, value: T) => Promise<boolean>, deadline: number): Promise<boolean | undefined> {
  for (;;) {
    try {
      return await isStored(db, value);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= deadline) return undefined;
    }
    await sleep(250);
  }
}

export async function writeTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  options: { isStored: (db: Database, value: T) => Promise<boolean>; resolveWithinMs?: number },
): Promise<T> {
  let done: { value: T } | undefined;
  try {
    return await db.transaction(async (tx) => {
      const value = await work(tx);
      done = { value };
      return value;
    });
  } catch (error) {
    // Only a lost connection after the work finished can hide a commit.
    if (!done || !isDatabaseUnavailable(error)) throw error;
    const stored = await readBack(db, done.value, options.isStored, Date.now() + (options.resolveWithinMs ?? 10_000));
    if (stored === true) {
      console.error('[db] connection lost during COMMIT; the write is stored, answered as a success');
      return done.value;
    }
    if (stored === undefined) throw new WriteOutcomeUnknown({ cause: error });
    throw error;
  }
}
