import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

export class LockError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LockError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the lock on this folder, if a live process holds it. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const owner = Number.parseInt(fs.readFileSync(path.join(dataDir, 'pg.lock'), 'utf8'), 10);
    return Number.isInteger(owner) && owner !== process.pid && isAlive(owner) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An exclusive lock file for the embedded database folder (D14): PGlite has no lock of its own and
 * two processes writing one folder lose rows. A lock left by a dead process is taken over.
 * Returns the function that releases it; it is also released when the process exits.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pg.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (owner === process.pid) {
        throw new LockError(`The database in ${dataDir} is already open in this process (lock file ${file}).`);
      }
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new LockError(
          `The embedded database in ${dataDir} is in use by process ${owner} (lock file ${file}). ` +
            'Stop that process, or give this one its own DATA_DIR, or use DATABASE_URL for several processes.',
        );
      }
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new LockError(`Could not take the lock file ${file}.`);
}
