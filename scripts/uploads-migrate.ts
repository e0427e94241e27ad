// `npm run uploads:migrate [-- --from DIR] [--dry-run]`
// Copies the pictures of the uploads folder (UPLOADS_DIR or DATA_DIR/uploads, or --from) into the
// bucket of S3_BUCKET. Safe to run again at any time: what is already there is skipped, so a run
// that stopped half-way is finished by the next one. The folder is left as it is.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { configOrFail } from './config-or-fail';
import { migrateUploads } from '../lib/storage/migrate-uploads';
import { createStorage } from '../lib/storage/storage';
import { isStoredName } from '../lib/storage/store';

loadEnvConfig(process.cwd());
const USAGE = 'Usage: npm run uploads:migrate -- [--from DIR] [--dry-run]';

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values: { from?: string; 'dry-run'?: boolean };
  try {
    ({ values } = parseArgs({ options: { from: { type: 'string' }, 'dry-run': { type: 'boolean' } }, strict: true }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const config = configOrFail(fail);
  if (config.storage.kind !== 's3') fail('S3_BUCKET is not set: there is no bucket to copy the pictures to (README "Pictures in object storage").');
  const source = path.resolve(values.from ?? config.uploadsDir);
  const from = await createStorage({ kind: 'local', dir: source });
  // Batch patience: a run of thousands of pictures must not fail on one slow answer or one dropped
  // connection (a loaded machine, a bucket behind a flaky proxy); each failure's cause is printed.
  const to = await createStorage(config.storage, { patience: 'batch' });
  const dryRun = Boolean(values['dry-run']);
  console.log(`${dryRun ? 'Would copy' : 'Copying'} pictures from folder ${source} to ${to.description}`);
  const report = await migrateUploads({
    from,
    to,
    isOurs: isStoredName,
    dryRun,
    onProgress: ({ name, outcome, reason }) => {
      if (outcome === 'failed') console.error(`  ✖ ${name}: ${reason}`);
    },
  });
  const verb = dryRun ? 'to copy' : 'copied';
  console.log(`${report.copied.length} ${verb}, ${report.skipped.length} already in the bucket, ${report.failed.length} failed, ${report.ignored.length} other files left alone.`);
  if (report.failed.length > 0) fail('Some pictures were not copied; run the command again to copy the rest (what is already there is skipped).');
}

void main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
