// `npm run db:backup -- --out FILE`
// One archive (tar.gz) of the database, the stored pictures and DATA_DIR's generated keys, with a
// manifest.json (README "Backups"). The embedded database is copied from the running server
// without stopping it; on a PostgreSQL server (DATABASE_URL) pg_dump does the dump.
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { configOrFail } from './config-or-fail';
import { BackupError, createBackup } from '../lib/ops/backup/backup';

loadEnvConfig(process.cwd());
const USAGE = 'Usage: npm run db:backup -- --out FILE   (e.g. --out backups/shortnews-$(date +%F).tar.gz)';

function fail(message: string, code = 1): never {
  console.error(`✖ ${message}`);
  process.exit(code);
}

async function main(): Promise<void> {
  let values: { out?: string };
  try {
    ({ values } = parseArgs({ options: { out: { type: 'string' } }, strict: true }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
  if (!values.out) fail(`Say where to write the backup with --out FILE.\n${USAGE}`, 2);
  const config = configOrFail(fail);
  const started = Date.now();
  const manifest = await createBackup({ config, out: values.out, log: (line) => console.log(line) });
  const rows = Object.entries(manifest.database.tables).reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `✔ Backup written to ${values.out}: ${manifest.engine === 'pglite' ? 'embedded database' : 'PostgreSQL database'} (${Object.keys(manifest.database.tables).length} tables, ${rows} rows${manifest.database.online ? ', taken while the server ran' : ''}), ` +
      `${manifest.uploads.count} pictures, in ${((Date.now() - started) / 1000).toFixed(1)} s. Check it with: npm run db:restore -- --check ${values.out}`,
  );
}

// A promise that never settles would end the process with 0 as if all went well.
let finished = false;
process.on('exit', (code) => {
  if (!finished && code === 0) {
    console.error('✖ Stopped before finishing (nothing left to wait for): this is a bug; the output above says how far it got.');
    process.exitCode = 1;
  }
});

void main().then(() => (finished = true)).catch((error: unknown) => fail(error instanceof BackupError || error instanceof Error ? error.message : String(error)));
