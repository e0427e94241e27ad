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

/**
 * When the process started (clock ticks since boot, /proc/<pid>/stat field 22), on Linux; pids are
 * reused (after a SIGKILL, a container's next start often gets the same low pid), the pair is not.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

type Owner = { pid: number; startTime?: string };

function readOwner(file: string): Owner | undefined {
  const [pid, startTime] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
  const owner = Number.parseInt(pid, 10);
  return Number.isInteger(owner) ? { pid: owner, startTime } : undefined;
}

/** The lock's writer still runs: its pid is alive and, where both are known, started when it did. */
function isOwnerAlive(owner: Owner): boolean {
  if (!isAlive(owner.pid)) return false;
  const now = startTimeOf(owner.pid);
  return !owner.startTime || !now || owner.startTime === now;
}

// Lock files this process holds (a file naming our pid that we did not write is a dead namesake's).
const held = ((globalThis as typeof globalThis & { __shortnewsLocks?: Set<string> }).__shortnewsLocks ??= new Set<string>());

/** The pid holding the lock on this folder, if a live process holds it. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const owner = readOwner(path.join(dataDir, 'pg.lock'));
    return owner && owner.pid !== process.pid && isOwnerAlive(owner) ? owner.pid : undefined;
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
      const content = [process.pid, startTimeOf(process.pid)].filter(Boolean).join(' ');
      fs.writeFileSync(file, content, { flag: 'wx' });
      held.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(file);
        // A process that opens and closes its database many times (the restore drill, tests) must not
        // pile up exit listeners, each keeping its closure and all it reaches alive.
        process.removeListener('exit', release);
        try {
          if (fs.readFileSync(file, 'utf8') === content) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner?.pid === process.pid && held.has(file)) {
        throw new LockError(`The database in ${dataDir} is already open in this process (lock file ${file}).`);
      }
      if (owner && owner.pid !== process.pid && isOwnerAlive(owner)) {
        throw new LockError(
          `The embedded database in ${dataDir} is in use by process ${owner.pid} (lock file ${file}). ` +
            'Stop that process, or give this one its own DATA_DIR, or use DATABASE_URL for several processes.',
        );
      }
      fs.rmSync(file, { force: true }); // stale: its owner is gone (killed, or its pid now belongs to another process)
    }
  }
  throw new LockError(`Could not take the lock file ${file}.`);
}
