/**
 * @jest-environment node
 */
// The latency bench's load generator (bench/lib/fixed-rate.mjs), run as the bench runs it, against
// real loopback servers: what it sends, when, and what it reports. Its figures are issue 28's p95.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';

const script = path.join(process.cwd(), 'bench', 'lib', 'fixed-rate.mjs');

async function generator(args: string[], warmupSeconds = '0'): Promise<Record<string, unknown>> {
  const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], { env: { ...process.env, WARMUP_SECONDS: warmupSeconds } });
  return JSON.parse(stdout);
}

type Stats = { received: number; connections: number; most: number };

/**
 * The generator against a stand-in server in a process of its own (tests/bench/stand-in-server.mjs:
 * a server in this Jest worker would answer late whenever the worker collects its garbage); what the
 * generator printed, and what the server saw.
 */
async function against(mode: 'ok' | 'mixed' | 'refuse' | 'hold-20ms', args: (url: string) => string[], warmupSeconds = '0'): Promise<{ result: Record<string, unknown>; stats: Stats }> {
  const server = spawn(process.execPath, [path.join(__dirname, 'stand-in-server.mjs'), mode], { stdio: ['pipe', 'pipe', 'inherit'] });
  try {
    const [port] = (await once(readline.createInterface({ input: server.stdout! }), 'line')) as [string];
    const url = `http://127.0.0.1:${port}/page`;
    const result = await generator(args(url), warmupSeconds);
    const stats = (await (await fetch(`http://127.0.0.1:${port}/__stats`)).json()) as Stats;
    return { result, stats };
  } finally {
    server.stdin!.end();
    if (server.exitCode === null) await once(server, 'exit');
  }
}

describe('fixed-rate.mjs at a fixed rate (open loop)', () => {
  it('sends the warm-up and the counted requests, and counts only the latter', async () => {
    const { result, stats } = await against('ok', (url) => [url, '20', '1', 'test-agent'], '0.5');
    expect(stats.received).toBe(30);
    expect(result).toMatchObject({ rate: 20, seconds: 1, warmupSeconds: 0.5, sent: 20, ok: 20, errors: 0, failures: {} });
    expect(typeof result.p95).toBe('number');
    expect(typeof result.clientStallMax).toBe('number');
  });

  it('sends each request at its planned time: a server that answers at once shows no 1 / rate delay', async () => {
    // At 2 requests/s, a request sent one slot late counts 500 ms (the 200 ms floor the search-flood
    // bench of 2026-11-25 read at 5 requests/s): the median stays far below that.
    const { result } = await against('ok', (url) => [url, '2', '2']);
    expect(result.sent).toBe(4);
    expect(result.p50).toBeLessThan(250);
  });

  it('names each failure by kind: an HTTP status and a reset connection', async () => {
    const { result } = await against('mixed', (url) => [url, '30', '1']);
    expect(result).toMatchObject({ sent: 30, ok: 10, errors: 20, failures: { 'HTTP 503': 10, ECONNRESET: 10 } });
  });

  it('closes a socket left idle 4 s, before the server’s keep-alive timeout (5 s) could close it under a request', async () => {
    // One request, then the next 5 s later (the stand-in keeps sockets 60 s): the second goes on a new connection.
    const { result, stats } = await against('ok', (url) => [url, '0.2', '10']);
    expect(result).toMatchObject({ sent: 2, ok: 2, errors: 0 });
    expect(stats.connections).toBe(2 + 1); // and the test's own /__stats request
  });
});

describe('fixed-rate.mjs --peak (closed loop)', () => {
  it('keeps exactly `connections` requests in flight and reports the answers per second', async () => {
    const { result, stats } = await against('hold-20ms', (url) => ['--peak', url, '4', '2']);
    expect(stats.most).toBe(4);
    expect(result).toMatchObject({ connections: 4, seconds: 2, errors: 0 });
    // 4 in flight, each held 20 ms: at most 200 answers a second; the peak is the answers counted per second.
    expect(result.peak).toBe((result.ok as number) / 2);
    expect(result.ok).toBeGreaterThan(0);
    expect(result.peak).toBeLessThanOrEqual(200);
  });

  it('counts a refusal as an error, not as an answer', async () => {
    const { result } = await against('refuse', (url) => ['--peak', url, '2', '2']);
    expect(result.peak).toBe(0);
    expect(result.ok).toBe(0);
    expect(result.errors).toBeGreaterThan(0);
  });
});
