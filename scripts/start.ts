/**
 * `npm start`: checks the configuration and the embedded database's lock, builds once when there
 * is no production build yet, then serves with `next start`. Start-up work on the database
 * (migrations, demo seed) happens inside the server (instrumentation.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { configOrFail } from './config-or-fail';
import { lockHolder } from '../lib/db/lock';
import { heapCap } from './heap-cap';
import { clearNextDataCache } from './next-cache';

// The same .env files Next.js reads, so the scripts see what the server will see.
loadEnvConfig(process.cwd());

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

const config = configOrFail(fail);

if (!config.databaseUrl) {
  const holder = lockHolder(config.dataDir);
  if (holder) {
    fail(
      `The embedded database in ${config.dataDir} is in use by process ${holder} (lock file ${path.join(config.dataDir, 'pg.lock')}). ` +
        'Stop that server first, or start this one with its own DATA_DIR.',
    );
  }
}

const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
if (!fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
  console.log('No production build yet: running `next build` once (later starts skip this; run `npm run build` after updating the code).');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) fail('The build failed; see the output above.');
}

// A new embedded database (first start, or DATA_DIR removed to reset the demo) must not be served
// pages and reads Next cached from the one before it.
if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pg'))) clearNextDataCache();

// The preloads: rate limits count the connection's address, not one the client claims
// (client-address.cjs); request ids, JSON logs and graceful shutdown (server-runtime.cjs).
const preloads = ['client-address.cjs', 'server-runtime.cjs'].flatMap((file) => ['--require', path.join(process.cwd(), 'scripts', file)]);
const server = spawn(process.execPath, [...heapCap(process.env.NODE_OPTIONS), ...preloads, nextBin, 'start', '--port', String(config.port)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
