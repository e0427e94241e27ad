// `npm run db:restore -- FILE [--force]` fills an empty DATA_DIR or database (and the pictures'
// folder or bucket) from a backup of `npm run db:backup`; `--check FILE` only checks the archive.
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { configOrFail } from './config-or-fail';
import { checkBackup, restoreBackup } from '../lib/ops/backup/restore';

loadEnvConfig(process.cwd());
const USAGE = 'Usage: npm run db:restore -- FILE [--force]   or   npm run db:restore -- --check FILE';

function fail(message: string, code = 1): never {
  console.error(`✖ ${message}`);
  process.exit(code);
}

function summary(manifest: Awaited<ReturnType<typeof checkBackup>>): string {
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  return `${manifest.engine === 'pglite' ? 'embedded database' : 'PostgreSQL database'} of ${manifest.createdAt} (app ${manifest.app.version}; ${Object.keys(manifest.database.tables).length} tables, ${rows} rows), ${manifest.uploads.count} pictures`;
}

async function main(): Promise<void> {
  let parsed: { values: { force?: boolean; check?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ options: { force: { type: 'boolean' }, check: { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) fail(`${positionals.length === 0 ? 'Name the backup file to restore.' : 'Name one backup file.'}\n${USAGE}`, 2);
  const [file] = positionals;
  const log = (line: string) => console.log(line);
  if (values.check) {
    const manifest = await checkBackup({ file, log });
    console.log(`✔ ${file} is complete and opens: ${summary(manifest)}.`);
    return;
  }
  const config = configOrFail(fail);
  const manifest = await restoreBackup({ config, file, force: Boolean(values.force), log });
  console.log(`✔ Restored ${summary(manifest)}. Start the server (npm start): it applies any newer migrations.`);
}

// A promise that never settles would end the process with 0 as if all went well.
let finished = false;
process.on('exit', (code) => {
  if (!finished && code === 0) {
    console.error('✖ Stopped before finishing (nothing left to wait for): this is a bug; the output above says how far it got.');
    process.exitCode = 1;
  }
});

void main().then(() => (finished = true)).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
