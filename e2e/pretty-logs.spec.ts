import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';

/**
 * Issue 29, "logs a person can read": the real `npm start` (scripts/start.ts → next start with the
 * server preloads) on a first start, under a pseudo-terminal (`script` from util-linux), as an
 * operator at a terminal sees it: readable lines, not JSON, and the generated admin password in a
 * box of its own. The same start with its output in a pipe keeps the JSON lines (tests/scripts/pretty-log.test.ts
 * checks the rendering in detail; this checks the start path).
 */
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type Started = { child: ChildProcess; output: () => string; port: number; dataDir: string };

async function npmStart(terminal: boolean): Promise<Started> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-pretty-'));
  // An empty database folder: npm start then leaves the build's data cache alone (it clears it for a
  // brand-new DATA_DIR), which the browser tests' own server is using at the same time.
  fs.mkdirSync(path.join(dataDir, 'pg'));
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    TERM: 'xterm-256color',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_EMAIL: 'chief@pretty.test',
  } as NodeJS.ProcessEnv;
  const [command, args] = terminal ? ['script', ['-qfec', 'npm start', '/dev/null']] : ['npm', ['start']];
  // Its own process group, so the whole tree (npm, tsx, next start) stops together.
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, port, dataDir };
}

async function stop(started: Started): Promise<void> {
  if (started.child.exitCode === null && started.child.pid) {
    const exited = new Promise((resolve) => started.child.once('exit', resolve));
    process.kill(-started.child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (started.child.exitCode === null) process.kill(-started.child.pid, 'SIGKILL');
  }
  fs.rmSync(started.dataDir, { recursive: true, force: true });
}

test.describe('npm start at a terminal and in a pipe', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);

  test('at a terminal: readable lines and the first start\'s admin password in a box', async ({ request }) => {
    const started = await npmStart(true);
    try {
      const text = () => started.output().replace(ANSI, '').replace(/\r\n/g, '\n');
      await expect.poll(text, { timeout: 180_000, intervals: [500] }).toContain('╰');
      expect((await request.get(`http://127.0.0.1:${started.port}/api/health`)).status()).toBe(200);
      await expect.poll(text, { timeout: 10_000, intervals: [200] }).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 [\d.]+ms \(req [0-9a-f-]{36}\)$/m);

      expect(started.output()).toMatch(ANSI); // in colour
      expect(text()).not.toMatch(/^\{"level"/m);
      expect(text()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: \[db\] embedded PostgreSQL \(PGlite\) in .+ ready, migrations applied$/m);
      const box = text().slice(text().indexOf('╭'), text().indexOf('╯') + 1).split('\n');
      expect(box).toContainEqual(expect.stringMatching(/^│ {3}email {5}chief@pretty\.test +│$/));
      expect(box).toContainEqual(expect.stringMatching(/^│ {3}password {2}\S{12,} +│$/));
    } finally {
      await stop(started);
    }
  });

  test('in a pipe: JSON lines, the password line as before', async ({ request }) => {
    const started = await npmStart(false);
    try {
      await expect.poll(started.output, { timeout: 180_000, intervals: [500] }).toContain('generated password');
      expect((await request.get(`http://127.0.0.1:${started.port}/api/health`)).status()).toBe(200);
      await expect.poll(started.output, { timeout: 10_000, intervals: [200] }).toContain('"path":"/api/health"');
      const logLines = started
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string });
      expect(logLines.find((line) => line.msg?.includes('generated password'))!.msg).toMatch(
        /^\[seed\] Created admin chief@pretty\.test with the generated password \S+ \(shown once; set ADMIN_PASSWORD to choose it\)\.$/,
      );
      expect(started.output()).not.toContain('╭');
    } finally {
      await stop(started);
    }
  });
});
