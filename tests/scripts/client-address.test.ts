/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * scripts/client-address.cjs, preloaded into `next start`: a client cannot choose the address the
 * rate limits count. A real HTTP server in a child process (the preload patches node:http, so it
 * stays out of Jest's own process) echoes the headers a route handler would see.
 */
const ECHO_SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ forwarded: req.headers['x-forwarded-for'] ?? null, real: req.headers['x-real-ip'] ?? null }));
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** `preload`: node --require (npm start); otherwise required after the server exists (instrumentation.ts under a bare `next start`). */
async function startEcho(env: Record<string, string>, how: 'preload' | 'late' = 'preload'): Promise<{ child: ChildProcess; port: number }> {
  const late = `${ECHO_SERVER}\nrequire(${JSON.stringify(path.resolve('scripts', 'client-address.cjs'))});`;
  const args = how === 'preload' ? ['--require', path.resolve('scripts', 'client-address.cjs'), '-e', ECHO_SERVER] : ['-e', late];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`echo server exited with ${code}`)));
  });
  return { child, port };
}

async function seenHeaders(port: number, headers: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${port}/api/admin/login`, { headers });
  return (await response.json()) as { forwarded: string | null; real: string | null };
}

describe('client address preload', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((child) => child.kill()));

  it('replaces a claimed X-Forwarded-For / X-Real-IP with the connection’s own address', async () => {
    const { child, port } = await startEcho({});
    children.push(child);
    expect(await seenHeaders(port, { 'x-forwarded-for': '203.0.113.50', 'x-real-ip': '203.0.113.51' })).toEqual({
      forwarded: '127.0.0.1',
      real: '127.0.0.1',
    });
    expect(await seenHeaders(port, {})).toEqual({ forwarded: '127.0.0.1', real: '127.0.0.1' });
  });

  it('does the same when loaded after the server started (a bare `next start`, through instrumentation.ts)', async () => {
    const { child, port } = await startEcho({}, 'late');
    children.push(child);
    expect(await seenHeaders(port, { 'x-forwarded-for': '203.0.113.50' })).toEqual({ forwarded: '127.0.0.1', real: '127.0.0.1' });
  });

  it('behind TRUST_PROXY=N trusted proxies counts the right-most hop they did not write', async () => {
    const { child, port } = await startEcho({ TRUST_PROXY: 'true' });
    children.push(child);
    // the client claimed 203.0.113.50; our one proxy (the connection) appended the real client 10.0.0.2
    expect(await seenHeaders(port, { 'x-forwarded-for': '203.0.113.50, 10.0.0.2' })).toEqual({ forwarded: '10.0.0.2', real: '10.0.0.2' });
    const { child: two, port: twoPort } = await startEcho({ TRUST_PROXY: '2' });
    children.push(two);
    expect(await seenHeaders(twoPort, { 'x-forwarded-for': '203.0.113.50, 10.0.0.2' })).toEqual({ forwarded: '203.0.113.50', real: '203.0.113.50' });
  });
});
