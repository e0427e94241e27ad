import 'server-only';
import type { PictureStorage } from './storage';

export type MigrationReport = { copied: string[]; skipped: string[]; failed: { name: string; reason: string }[]; ignored: string[] };

/**
 * Copies stored pictures from one backend to another (`npm run uploads:migrate`: the folder into
 * the bucket). Idempotent and resumable: an object already in the target with the same size is
 * skipped (pictures never change under a name), each copy is one whole PUT, so a run that stopped
 * half-way — killed, or the bucket away — is finished by running it again. Nothing is deleted from
 * the source. Only names that `isOurs` accepts are copied; the rest are reported as ignored.
 */
export async function migrateUploads(options: {
  from: PictureStorage;
  to: PictureStorage;
  isOurs: (name: string) => boolean;
  dryRun?: boolean;
  concurrency?: number;
  onProgress?: (event: { name: string; outcome: 'copied' | 'skipped' | 'failed'; reason?: string }) => void;
}): Promise<MigrationReport> {
  const { from, to, isOurs, dryRun = false, concurrency = 4, onProgress } = options;
  const report: MigrationReport = { copied: [], skipped: [], failed: [], ignored: [] };
  const queue: { name: string; size: number }[] = [];
  for await (const object of from.list()) {
    if (isOurs(object.name)) queue.push(object);
    else report.ignored.push(object.name);
  }

  async function copy(object: { name: string; size: number }): Promise<void> {
    try {
      const there = await to.stat(object.name);
      if (there && there.size === object.size) {
        report.skipped.push(object.name);
        onProgress?.({ name: object.name, outcome: 'skipped' });
        return;
      }
      if (!dryRun) {
        const bytes = await from.read(object.name);
        if (!bytes) throw new Error('it disappeared from the source');
        await to.save(object.name, bytes);
      }
      report.copied.push(object.name);
      onProgress?.({ name: object.name, outcome: 'copied' });
    } catch (error) {
      // The message and, where the backend gave one, its cause (which request, what went wrong).
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      const reason = `${error instanceof Error ? error.message : String(error)}${cause}`;
      report.failed.push({ name: object.name, reason });
      onProgress?.({ name: object.name, outcome: 'failed', reason });
    }
  }

  let next = 0;
  const workers = Array.from({ length: Math.max(1, concurrency) }, async () => {
    while (next < queue.length) await copy(queue[next++]);
  });
  await Promise.all(workers);
  return report;
}
