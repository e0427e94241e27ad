/**
 * A smoke test of the production build on whichever Node runs it (`.ci/run` runs it on Node 26):
 * `next start` with the server preloads on a fresh embedded database must become ready, serve a
 * page and stop cleanly on SIGTERM. Exits non-zero with one line naming what failed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function main(): Promise<void> {
  const root = process.cwd();
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('no production build (run `npm run build` first)');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-smoke-'));
  const preloads = ['client-address.cjs', 'server-runtime.cjs'].flatMap((file) => ['--require', path.join(root, 'scripts', file)]);
  const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv;
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn(process.execPath, [...preloads, path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '--port', String(port)], { env, stdio: 'inherit' });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 120_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      ready = await fetch(`${base}/api/health/ready`).then((response) => response.status === 200, () => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!ready) throw new Error('the server did not become ready within 2 minutes');
    const page = await fetch(`${base}/en/general`);
    if (page.status !== 200) throw new Error(`/en/general answered ${page.status}`);
    if (!/user-agent/i.test(page.headers.get('vary') ?? '')) throw new Error('/en/general has no Vary: User-Agent');
    server.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM`);
    console.log(`Smoke test passed on Node ${process.version}.`);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`✖ Smoke test on Node ${process.version} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
