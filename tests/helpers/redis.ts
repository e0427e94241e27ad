import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * Redis for the tests that need one. `.ci/run` makes sure one answers in CI (the machine's, or
 * Debian's redis-server started for the run), so there a missing Redis is a failure, not a skip;
 * on a machine without Redis those tests are skipped with the reason in their name.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Synchronous PING (test files decide at load time whether a describe runs). */
function answersPing(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `const s=require('net').connect(${Number(port || 6379)},${JSON.stringify(hostname)});s.setTimeout(2000,()=>process.exit(1));s.on('error',()=>process.exit(1));s.on('data',d=>process.exit(String(d).startsWith('+PONG')?0:1));s.write('PING\\r\\n');`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0;
}

function hasRedisServerBinary(): boolean {
  return spawnSync('redis-server', ['--version'], { timeout: 5000 }).status === 0;
}

type Describe = (name: string, fn: () => void) => void;

/** `describe` when a Redis answers at TEST_REDIS_URL (always in CI, where a missing one fails the tests); else `describe.skip` with the reason in its name. */
export function describeWithRedis(name: string, fn: () => void): void {
  if (answersPing(TEST_REDIS_URL)) return describe(name, fn);
  if (process.env.CI) {
    return describe(name, () => {
      it('has a Redis to run against', () => {
        throw new Error(`No Redis answers at ${TEST_REDIS_URL}: CI must run these tests (.ci/run starts Debian's redis-server).`);
      });
    });
  }
  return (describe.skip as Describe)(`${name} (skipped: no Redis answers at ${TEST_REDIS_URL})`, fn);
}

/** `describe` when the redis-server binary is installed (always in CI); else skipped with the reason. */
export function describeWithRedisServer(name: string, fn: () => void): void {
  if (hasRedisServerBinary()) return describe(name, fn);
  if (process.env.CI) {
    return describe(name, () => {
      it('has redis-server to start', () => {
        throw new Error("redis-server is not installed: CI must run these tests (.ci/run installs Debian's redis-server).");
      });
    });
  }
  return (describe.skip as Describe)(`${name} (skipped: redis-server is not installed)`, fn);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type OwnRedis = { url: string; stop(): Promise<void> };

/** A redis-server of the test's own on a free loopback port, in memory only; the machine's shared Redis is never touched. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const end = Date.now() + 10_000;
  while (!(await pingAsync(port))) {
    if (Date.now() > end || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`redis-server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

function pingAsync(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.write('PING\r\n');
  });
}
