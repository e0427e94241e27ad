/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/**
 * scripts/server-runtime.cjs, preloaded into `next start`: request ids, one JSON log line per
 * request, graceful shutdown. A real HTTP server in a child process (the preload patches node:http
 * and console, so it stays out of Jest's own process) stands in for Next.js: `/slow` takes 1.5 s,
 * `/boom` logs an error, `/ready` answers like our readiness route.
 */
const SERVER = `
const http = require('node:http');
// Gone with the test that started it, also when that test's process is killed (Stryker stops a runner
// at a mutant's time-out, and Jest's afterAll never runs there): the IPC channel closes with the parent.
// Unreferenced, it keeps nothing alive: a server whose shutdown is done still exits on its own.
process.channel.unref();
process.on('disconnect', () => process.exit(1));
const state = globalThis.__shortnewsLifecycle;
state.hooks.push({ name: 'database', close: async () => console.log('hook: database closed') });
if (process.env.BROKEN_HOOK) state.hooks.push({ name: 'search index', close: async () => { throw new Error('index lock lost'); } });
// A hook that never settles while something keeps the process busy (a socket it waits on): the shutdown goes on after 5 s.
if (process.env.HANGING_HOOK) state.hooks.push({ name: 'mail queue', close: () => new Promise(() => setInterval(() => {}, 1000)) });
state.hooks.push({ name: 'redis', close: async () => console.log('hook: redis closed') });
const server = http.createServer((req, res) => {
  if (req.url === '/slow') process.stderr.write('SLOW\\n');
  if (req.url === '/slow') return setTimeout(() => res.end('slow done'), 1500);
  if (req.url === '/query-failed') {
    // What drizzle throws when PostgreSQL refuses a statement: the values in its message and fields.
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), { code: '23505', detail: 'Key (email)=(leak@example.com) already exists.' });
    const error = Object.assign(new Error('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\\nparams: leak@example.com,$argon2id$v=19$leakedhash'), { name: 'DrizzleQueryError', query: 'insert …', params: ['leak@example.com', '$argon2id$v=19$leakedhash'], cause });
    console.error('[api] request failed:', error);
    console.warn('also as text:', String(error.message), { nested: error });
    res.statusCode = 500;
    return res.end('{}');
  }
  if (req.url.startsWith('/boom')) {
    console.error('handler failed', new Error('secret internals'));
    res.statusCode = 500;
    return res.end(JSON.stringify({ error: 'Internal error', requestId: req.headers['x-request-id'] }));
  }
  if (req.url === '/en/general' || req.url === '/api/news/general') { res.setHeader('Vary', 'rsc, Accept-Encoding'); return res.end('page'); }
  if (req.url === '/en/sports') { res.writeHead(200, { vary: 'rsc' }); return res.end('page'); }
  if (req.url === '/ready') { res.statusCode = state.draining ? 503 : 200; return res.end(); }
  if (req.url === '/cached') { res.setHeader('x-nextjs-cache', 'HIT'); return res.end('page'); }
  if (req.url === '/metrics') return require('./lib/ops/metrics.cjs').metricsText().then(({ body }) => res.end(body));
  // From here on, recording a request's metrics fails (a bug in them must not take the server down).
  if (req.url === '/break-metrics') { globalThis.__shortnewsMetrics.httpRequests = null; return res.end('broken'); }
  if (req.url === '/console') {
    console.log('plain log \\n');
    console.log();
    console.info('an info');
    console.warn('a warning');
    console.debug('a debug');
    console.error(new Error('bare error'));
    return res.end('{}');
  }
  if (req.url === '/en/vary-star') { res.setHeader('Vary', '*'); return res.end('page'); }
  if (req.url === '/en/vary-ua') { res.writeHead(200, { Vary: 'user-agent, rsc' }); return res.end('page'); }
  if (req.url === '/en/vary-ua-set') { res.setHeader('Vary', 'rsc, User-Agent'); return res.end('page'); }
  res.end(JSON.stringify({ seen: req.headers['x-request-id'] }));
});
// A server given its own keep-alive time (as next start --keepAliveTimeout does), and one the runtime
// leaves alone (the metrics listener marks itself so: lib/ops/metrics-server.ts).
const own = http.createServer((req, res) => res.end('own'));
own.keepAliveTimeout = 12345;
const quiet = http.createServer((req, res) => res.end('quiet'));
quiet[Symbol.for('shortnews.untracked')] = true;
// A server whose whole-request time-out is off (0): the runtime does not switch one on.
const untimed = http.createServer((req, res) => res.end('untimed'));
untimed.requestTimeout = 0;
const timeouts = (s) => ({ keepAlive: s.keepAliveTimeout, headers: s.headersTimeout, request: s.requestTimeout });
own.listen(0, '127.0.0.1', () => quiet.listen(0, '127.0.0.1', () => untimed.listen(0, '127.0.0.1', () => server.listen(0, '127.0.0.1', () => {
  process.stderr.write('INFO ' + JSON.stringify({ quietPort: quiet.address().port, timeouts: timeouts(server), own: timeouts(own), untimed: timeouts(untimed), consoleRouted: state.consoleRouted === true }) + '\\n');
  process.stderr.write('PORT ' + server.address().port + '\\n');
}))));
`;

type ServerInfo = { quietPort: number; timeouts: Timeouts; own: Timeouts; untimed: Timeouts; consoleRouted: boolean };
type Timeouts = { keepAlive: number; headers: number; request: number };
type Server = { child: ChildProcess; port: number; info: () => ServerInfo; output: () => string; lines: () => Record<string, unknown>[]; exited: Promise<number | null>; slowSeen: () => boolean; slowCount: () => number };

const PRELOAD = path.resolve('scripts', 'server-runtime.cjs');

/**
 * The child's environment: only what a test gives, and the mutant that `npm run test:mutation` has
 * switched on (Stryker passes it in this variable; the preload runs in the child, not here).
 */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const mutant = process.env.__STRYKER_ACTIVE_MUTANT__;
  return { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...(mutant && { __STRYKER_ACTIVE_MUTANT__: mutant }), ...env } as NodeJS.ProcessEnv;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--require', PRELOAD, '-e', SERVER], {
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const lines = () =>
    out
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const info = () => JSON.parse(/INFO (.+)/.exec(err)![1]) as ServerInfo;
  return { child, port, info, output: () => out, lines, exited, slowSeen: () => err.includes('SLOW'), slowCount: () => err.split('SLOW').length - 1 };
}

/** A request on its own connection (no keep-alive), so a closed listener shows as a refused connection. */
function get(port: number, pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

/**
 * One request on a kept-alive connection, as a proxy's pool or a browser sends it: the response's
 * Keep-Alive header, and how long the connection then stays open while idle (null: still open at `watchMs`).
 */
function idleConnection(port: number, watchMs: number): Promise<{ keepAlive: http.IncomingHttpHeaders[string]; closedAfterMs: number | null }> {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      const socket = request.socket!;
      const idleSince = Date.now();
      let closedAfterMs: number | null = null;
      socket.once('close', () => (closedAfterMs = Date.now() - idleSince));
      response.resume();
      setTimeout(() => {
        agent.destroy();
        resolve({ keepAlive: response.headers['keep-alive'], closedAfterMs });
      }, watchMs);
    });
    request.on('error', reject);
  });
}

const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
};

/** The paths of the request lines logged so far, once there is one. */
async function requestPaths(server: Server): Promise<string[]> {
  await until(() => server.lines().some((line) => line.msg === 'request'));
  return server.lines().filter((line) => line.msg === 'request').map((line) => (line.req as { path: string }).path);
}

describe('server runtime preload', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

  it('gives every response an X-Request-Id and logs one JSON line per request, without the query', async () => {
    const server = await startServer({});
    children.push(server.child);
    const response = await get(server.port, '/en/general?token=reset-secret', { 'x-request-id': 'client-chosen' });
    const id = response.headers['x-request-id'] as string;
    // Not behind a trusted proxy: the client's own id is not taken.
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(response.body)).toEqual({ seen: id });

    await until(() => server.lines().some((line) => line.msg === 'request'));
    const entry = server.lines().find((line) => line.msg === 'request')!;
    expect(entry).toMatchObject({ level: 30, req: { id, method: 'GET', path: '/en/general' }, res: { status: 200 } });
    expect(typeof entry.responseTime).toBe('number');
    expect(JSON.stringify(server.lines())).not.toContain('reset-secret');
  });

  it('never logs the token of a reset link (issue 25 item 1), however the path is written', async () => {
    const server = await startServer({});
    children.push(server.child);
    const token = 'rT0kEn-0123456789abcdefghijklmnopqrstuvwxyzABC';
    const paths = [`/en/reset-password/${token}`, `/hi/reset-password/${token}?x=1`, `/reset-password/${token}`, `/en/desktop/reset-password/${token}`, `/en/reset%2Dpassword/${token}`, `/en/RESET-PASSWORD/${token}/more`, `//en//reset-password//${token}`];
    for (const pathname of paths) await get(server.port, pathname);
    await until(() => server.lines().filter((line) => line.msg === 'request').length === paths.length);
    const logged = server.lines().filter((line) => line.msg === 'request').map((line) => (line.req as { path: string }).path);
    expect(logged).toEqual([
      '/en/reset-password/[redacted]',
      '/hi/reset-password/[redacted]',
      '/reset-password/[redacted]',
      '/en/desktop/reset-password/[redacted]',
      '/en/reset%2Dpassword/[redacted]',
      '/en/RESET-PASSWORD/[redacted]/[redacted]',
      '//en//reset-password//[redacted]',
    ]);
    expect(JSON.stringify(server.lines())).not.toContain(token);
  });

  it('logs a failed statement with its message and code, never its parameters (issue 25 item 5)', async () => {
    const server = await startServer({});
    children.push(server.child);
    await get(server.port, '/query-failed');
    await until(() => server.lines().filter((line) => Number(line.level) >= 40).length >= 2);
    const text = JSON.stringify(server.lines());
    expect(text).not.toContain('leak@example.com');
    expect(text).not.toContain('leakedhash');
    const error = server.lines().find((line) => line.level === 50) as { msg: string; err: Record<string, unknown> };
    expect(error.msg).toBe('[api] request failed:');
    expect(error.err).toMatchObject({ type: 'DrizzleQueryError', code: '23505', cause: { code: '23505', message: expect.stringContaining('users_email_unique') } });
    expect(error.err.message).toContain('insert into "users"');
    expect(Object.keys(error.err).sort()).toEqual(['cause', 'code', 'message', 'stack', 'type']);
  });

  it('adds User-Agent to the Vary that Next.js writes, on pages only, whichever way the header is written', async () => {
    const server = await startServer({});
    children.push(server.child);
    expect((await get(server.port, '/en/general')).headers.vary).toBe('rsc, Accept-Encoding, User-Agent');
    expect((await get(server.port, '/en/sports')).headers.vary).toBe('rsc, User-Agent');
    expect((await get(server.port, '/api/news/general')).headers.vary).toBe('rsc, Accept-Encoding');
    // A page that sets none: User-Agent alone, no empty entry before it.
    expect((await get(server.port, '/')).headers.vary).toBe('User-Agent');
  });

  it('treats as pages exactly the paths proxy.ts (which picks the device) runs on', () => {
    // The preload's own value, read in a child (it patches node:http and console where it is loaded).
    const read = 'process.stdout.write(JSON.stringify({ pages: require(process.argv[1]).PAGE_MATCHER, signals: process.env.NEXT_MANUAL_SIG_HANDLE }))';
    const loaded = JSON.parse(spawnSync(process.execPath, ['-e', read, PRELOAD], { env: childEnv({ LOG_CONSOLE: 'false' }), encoding: 'utf8' }).stdout) as { pages: string; signals: string };
    // Next.js leaves the signals to us (it would exit at once, without draining).
    expect(loaded.signals).toBe('true');
    const preload = loaded.pages;
    const proxy = /matcher: \['(.+)'\]/.exec(fs.readFileSync(path.resolve('proxy.ts'), 'utf8'))?.[1]?.replaceAll('\\\\', '\\');
    expect(preload).toBe('/((?!api/|api$|_next/|uploads/|.*\\..*).*)');
    expect(preload).toBe(proxy);
  });

  it('keeps the id a trusted proxy sends, and refuses a malformed one', async () => {
    const server = await startServer({ TRUST_PROXY: '1' });
    children.push(server.child);
    expect((await get(server.port, '/', { 'x-request-id': 'nginx-7f3a' })).headers['x-request-id']).toBe('nginx-7f3a');
    expect((await get(server.port, '/', { 'x-request-id': 'bad id\twith spaces' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Behind the proxy, a request that comes without an id gets a fresh one.
    expect((await get(server.port, '/')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs an error with its stack in the log only, under the request id the client sees', async () => {
    const server = await startServer({});
    children.push(server.child);
    const response = await get(server.port, '/boom');
    expect(response.body).not.toContain('secret internals');
    const id = response.headers['x-request-id'];
    await until(() => server.lines().some((line) => line.level === 50));
    const error = server.lines().find((line) => line.level === 50) as { msg: string; err: { message: string; stack: string } };
    expect(error.msg).toBe('handler failed');
    expect(error.err.message).toBe('secret internals');
    expect(error.err.stack).toContain('Error: secret internals');
    expect(JSON.parse(response.body).requestId).toBe(id);
  });

  it('on SIGTERM: new connections are refused, the request in flight finishes, hooks run, exit 0', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '5000' });
    children.push(server.child);
    expect((await get(server.port, '/ready')).status).toBe(200);

    const slow = get(server.port, '/slow');
    await until(server.slowSeen);
    server.child.kill('SIGTERM');
    await until(() => server.lines().some((line) => line.msg === 'shutting down: draining'));

    await expect(get(server.port, '/')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    expect((await slow).body).toBe('slow done');
    expect(await server.exited).toBe(0);
    const messages = server.lines().map((line) => line.msg);
    expect(messages.indexOf('hook: database closed')).toBeGreaterThan(messages.indexOf('shutting down: draining'));
    expect(messages.at(-1)).toBe('shut down');
    // Drained in time: no "still in flight" warning, and every hook (only the app's) closed without an error.
    expect(server.lines().filter((line) => Number(line.level) >= 40)).toEqual([]);
    expect(messages.filter((msg) => String(msg).startsWith('hook: '))).toEqual(['hook: redis closed', 'hook: database closed']);
  });

  it('while draining, a request that comes on a connection already open is answered with Connection: close, so a proxy does not send more on it', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '5000' });
    children.push(server.child);
    // A proxy's pooled connection: busy with a request when the signal comes, then used for the next one.
    const pooled = net.connect(server.port, '127.0.0.1');
    let received = '';
    pooled.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => pooled.once('close', () => resolve()));
    pooled.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await until(server.slowSeen);
    // Another request, begun half a second later, keeps the server draining after the first is answered.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const later = get(server.port, '/slow');
    await until(() => server.slowCount() === 2);
    server.child.kill('SIGTERM');
    await until(() => received.endsWith('0\r\n\r\n'));
    pooled.write('GET /ready HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await closed;

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    // Begun before the signal: answered as usual, the connection kept.
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain('slow done');
    expect(first).toMatch(/\r\nconnection: keep-alive\r\n/i);
    // Begun while draining: not ready, and the connection ends with it.
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect((await later).body).toBe('slow done');
    expect(await server.exited).toBe(0);
  });

  it('keeps an idle connection longer than a proxy keeps its pooled ones (nginx 60 s), not Node\'s 5 s', async () => {
    const server = await startServer({});
    children.push(server.child);
    // Node's own 5 s closed it at ~6 s: a proxy reusing it then got a reset.
    const idle = await idleConnection(server.port, 7_000);
    expect(idle.keepAlive).toBe('timeout=65');
    expect(idle.closedAfterMs).toBeNull();
  }, 15_000);

  it('KEEP_ALIVE_TIMEOUT_MS sets how long an idle connection is kept, and the server then closes it', async () => {
    const server = await startServer({ KEEP_ALIVE_TIMEOUT_MS: '1000' });
    children.push(server.child);
    const idle = await idleConnection(server.port, 4_000);
    expect(idle.keepAlive).toBe('timeout=1');
    expect(idle.closedAfterMs).not.toBeNull();
    expect(idle.closedAfterMs!).toBeLessThan(3_500);
  }, 10_000);

  it('reads KEEP_ALIVE_TIMEOUT_MS as npm start checks it, whole milliseconds from 1 s to 10 min: `65s` is not 65 ms, and the default stays', async () => {
    for (const value of ['65s', '999', '-1', '600001']) {
      const server = await startServer({ KEEP_ALIVE_TIMEOUT_MS: value });
      children.push(server.child);
      expect({ value, keepAlive: (await get(server.port, '/', { connection: 'keep-alive' })).headers['keep-alive'] }).toEqual({ value, keepAlive: 'timeout=65' });
    }
  });

  it('stops waiting for a request after SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '300' });
    children.push(server.child);
    const slow = get(server.port, '/slow').catch((error: Error) => error);
    await until(server.slowSeen);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The process did not wait the 1.5 s the request needed: its connection was closed unanswered.
    expect(String(await slow)).toMatch(/socket hang up|ECONNRESET/);
    expect(server.lines().find((line) => line.level === 40 && String(line.msg).includes('still in flight'))).toMatchObject({ inFlight: 1 });
  });
  it('writes what the app prints to the console as log lines at its level, with the process id and the time', async () => {
    const server = await startServer({});
    children.push(server.child);
    await get(server.port, '/console');
    await until(() => server.lines().some((line) => line.level === 50));
    const logged = server.lines().filter((line) => line.msg !== 'request');
    // lib/boot.ts reads this: the admin password banner is not printed past the logger.
    expect(server.info().consoleRouted).toBe(true);
    expect(logged.map(({ level, msg }) => ({ level, msg }))).toEqual([
      // Trimmed: a line's own trailing space and newline are not part of the message.
      { level: 30, msg: 'plain log' },
      // An empty console.log() is an empty line, not an error.
      { level: 30, msg: '' },
      { level: 30, msg: 'an info' },
      { level: 40, msg: 'a warning' },
      // console.debug is below the default level (info); an Error alone is logged under its own message.
      { level: 50, msg: 'bare error' },
    ]);
    expect((logged[4].err as { message: string }).message).toBe('bare error');
    for (const line of logged) {
      expect(line.pid).toBe(server.child.pid);
      expect(new Date(String(line.time)).toISOString()).toBe(line.time);
    }
  });

  it('LOG_LEVEL=warn keeps the request and info lines out; LOG_CONSOLE=false leaves the console as it was', async () => {
    const quiet = await startServer({ LOG_LEVEL: 'warn' });
    children.push(quiet.child);
    await get(quiet.port, '/console');
    await until(() => quiet.lines().some((line) => line.level === 50));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(quiet.lines().map((line) => line.msg)).toEqual(['a warning', 'bare error']);

    const untouched = await startServer({ LOG_CONSOLE: 'false' });
    children.push(untouched.child);
    await get(untouched.port, '/console');
    await until(() => untouched.output().includes('request'));
    expect(untouched.output()).toMatch(/^plain log \n\n\nan info\n/);
  });

  it('LOG_FORMAT=pretty writes a request as a line for a person, without colour codes off a terminal', async () => {
    const server = await startServer({ LOG_FORMAT: 'pretty' });
    children.push(server.child);
    const id = (await get(server.port, '/en/general?token=secret')).headers['x-request-id'];
    await until(() => server.output().includes(`(req ${id})`));
    const line = server.output().split('\n').find((text) => text.includes(`(req ${id})`))!;
    expect(line).toMatch(/INFO.*GET \/en\/general 200 [\d.]+ms \(req /);
    expect(server.output()).not.toContain('\u001b[');
    expect(server.output()).not.toContain('secret');
  });

  it('leaves a Vary of * alone and never names User-Agent twice', async () => {
    const server = await startServer({});
    children.push(server.child);
    expect((await get(server.port, '/en/vary-star')).headers.vary).toBe('*');
    expect((await get(server.port, '/en/vary-ua')).headers.vary).toBe('user-agent, rsc');
    expect((await get(server.port, '/en/vary-ua-set')).headers.vary).toBe('rsc, User-Agent');
  });

  it('keeps a proxy\'s id only when TRUST_PROXY says so, and only a well-formed one of 128 characters at most', async () => {
    const given = 'lb-1.eu_west:7f3a-9';
    for (const trust of ['false', '0']) {
      const server = await startServer({ TRUST_PROXY: trust });
      children.push(server.child);
      expect({ trust, id: (await get(server.port, '/', { 'x-request-id': given })).headers['x-request-id'] }).toEqual({ trust, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }
    const server = await startServer({ TRUST_PROXY: 'true' });
    children.push(server.child);
    expect((await get(server.port, '/', { 'x-request-id': given })).headers['x-request-id']).toBe(given);
    expect((await get(server.port, '/', { 'x-request-id': 'a'.repeat(128) })).headers['x-request-id']).toBe('a'.repeat(128));
    expect((await get(server.port, '/', { 'x-request-id': 'a'.repeat(129) })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets the header and request time-outs above the idle time, and leaves a server that was given its own alone', async () => {
    const server = await startServer({});
    children.push(server.child);
    // Node's own: headers 60 s, a whole request 300 s.
    expect(server.info().timeouts).toEqual({ keepAlive: 65_000, headers: 66_000, request: 300_000 });
    expect(server.info().own).toEqual({ keepAlive: 12_345, headers: 60_000, request: 300_000 });
    const long = await startServer({ KEEP_ALIVE_TIMEOUT_MS: '400000' });
    children.push(long.child);
    expect(long.info().timeouts).toEqual({ keepAlive: 400_000, headers: 401_000, request: 401_000 });
    // A server without a whole-request time-out keeps none.
    expect(long.info().untimed).toEqual({ keepAlive: 400_000, headers: 401_000, request: 0 });
    // The bounds are allowed values: 10 min exactly, 1 s exactly.
    const longest = await startServer({ KEEP_ALIVE_TIMEOUT_MS: '600000' });
    children.push(longest.child);
    expect(longest.info().timeouts.keepAlive).toBe(600_000);
    const shortest = await startServer({ KEEP_ALIVE_TIMEOUT_MS: '1000' });
    children.push(shortest.child);
    expect(shortest.info().timeouts.keepAlive).toBe(1_000);
  });

  it('leaves a listener marked untracked alone (the metrics port): no request id, no log line', async () => {
    const server = await startServer({});
    children.push(server.child);
    const answer = await get(server.info().quietPort, '/');
    expect(answer.body).toBe('quiet');
    expect(answer.headers['x-request-id']).toBeUndefined();
    await get(server.port, '/after');
    expect(await requestPaths(server)).toEqual(['/after']);
  });

  it('logs how long a request took, and a request the client gave up as aborted', async () => {
    const server = await startServer({});
    children.push(server.child);
    await get(server.port, '/slow');
    const request = http.get({ host: '127.0.0.1', port: server.port, path: '/slow', agent: false });
    request.on('error', () => undefined);
    await until(() => server.slowCount() === 2);
    request.destroy();
    await until(() => server.lines().filter((line) => line.msg === 'request').length === 2);
    const [done, aborted] = server.lines().filter((line) => line.msg === 'request');
    expect(done.responseTime).toBeGreaterThanOrEqual(1_400);
    expect(done.responseTime).toBeLessThan(10_000);
    expect(done).not.toHaveProperty('aborted');
    expect(aborted).toMatchObject({ aborted: true, req: { path: '/slow' } });
    expect(aborted.responseTime).toBeLessThan(1_400);
  });

  it('on SIGINT too; a second signal changes nothing; hooks close in reverse order, and one that fails does not stop the others', async () => {
    const server = await startServer({ BROKEN_HOOK: '1' });
    children.push(server.child);
    // The second signal comes while the first drains (a request in flight keeps it draining).
    const slow = get(server.port, '/slow');
    await until(server.slowSeen);
    server.child.kill('SIGINT');
    await until(() => server.lines().some((line) => line.msg === 'shutting down: draining'));
    server.child.kill('SIGINT');
    expect((await slow).body).toBe('slow done');
    expect(await server.exited).toBe(0);
    const messages = server.lines().map((line) => line.msg);
    expect(messages.filter((msg) => msg === 'shutting down: draining')).toHaveLength(1);
    expect(server.lines().find((line) => line.msg === 'shutting down: draining')).toMatchObject({ signal: 'SIGINT', timeoutMs: 10_000 });
    const failed = server.lines().find((line) => line.level === 50)!;
    expect(failed.msg).toBe('shutdown: closing search index failed');
    expect((failed.err as { message: string }).message).toBe('index lock lost');
    expect(messages.indexOf('hook: redis closed')).toBeLessThan(messages.indexOf('shutdown: closing search index failed'));
    expect(messages.indexOf('shutdown: closing search index failed')).toBeLessThan(messages.indexOf('hook: database closed'));
    expect(messages.at(-1)).toBe('shut down');
  });

  it('reads SHUTDOWN_TIMEOUT_MS as whole milliseconds from 0, else waits its 10 s default', async () => {
    for (const [value, timeoutMs] of [['0', 0], ['2500', 2_500], ['soon', 10_000], ['-5', 10_000]] as const) {
      const server = await startServer({ SHUTDOWN_TIMEOUT_MS: value });
      children.push(server.child);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect({ value, timeoutMs: server.lines().find((line) => line.msg === 'shutting down: draining')?.timeoutMs }).toEqual({ value, timeoutMs });
    }
  });

  it('a malformed request is answered 400 by Node and the server goes on (it is not a request to log or count)', async () => {
    const server = await startServer({});
    children.push(server.child);
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(server.port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect((await get(server.port, '/after')).status).toBe(200);
    expect(await requestPaths(server)).toEqual(['/after']);
  });

  it('counts each request for the metrics with its duration in seconds and the page cache’s verdict; a failure to count is logged, the answer unharmed', async () => {
    const server = await startServer({});
    children.push(server.child);
    await get(server.port, '/cached');
    const text = (await get(server.port, '/metrics')).body;
    expect(text).toMatch(/^page_cache_requests_total\{result="hit"\} 1$/m);
    // A request of a few milliseconds, in seconds (not thousands of them).
    const sum = Number(/^http_request_duration_seconds_sum\{[^}]*\} (\S+)$/m.exec(text)?.[1]);
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(1);

    await get(server.port, '/break-metrics');
    const after = await get(server.port, '/after');
    expect(after.body).toContain('seen');
    await until(() => server.lines().some((line) => line.msg === 'metrics: could not record a request'));
    const warning = server.lines().find((line) => line.msg === 'metrics: could not record a request')!;
    expect(warning.level).toBe(40);
    expect(warning.err).toMatchObject({ type: 'TypeError' });
  });

  it('a hook that never finishes holds the shutdown 5 s at most; the others still close and the process exits 0', async () => {
    const server = await startServer({ HANGING_HOOK: '1' });
    children.push(server.child);
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    const messages = server.lines().map((line) => line.msg);
    expect(messages).toContain('hook: database closed');
    expect(messages.at(-1)).toBe('shut down');
  }, 15_000);
});
