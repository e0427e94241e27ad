/**
 * @jest-environment node
 */
// The latency bench's load generator (bench/lib/fixed-rate.mjs), run as the bench runs it, against
// real loopback servers: what it sends, when, and what it reports. Its figures are issue 28's p95.
import { execFile } from 'node:child_process';
import type http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { listen } from '../helpers/http-answer';

const script = path.join(process.cwd(), 'bench', 'lib', 'fixed-rate.mjs');

async function generator(args: string[], warmupSeconds = '0'): Promise<Record<string, unknown>> {
  const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], { env: { ...process.env, WARMUP_SECONDS: warmupSeconds } });
  return JSON.parse(stdout);
}

async function withServer<T>(handler: http.RequestListener, measure: (url: string, server: http.Server) => Promise<T>): Promise<T> {
  const server = await listen(handler);
  try {
    return await measure(`http://127.0.0.1:${server.port}/page`, server.server);
  } finally {
    await server.close();
  }
}

describe('fixed-rate.mjs at a fixed rate (open loop)', () => {
  it('sends the warm-up and the counted requests, and counts only the latter', async () => {
    let received = 0;
    const result = await withServer(
      (_request, response) => {
        received += 1;
        response.end('ok');
      },
      (url) => generator([url, '20', '1', 'test-agent'], '0.5'),
    );
    expect(received).toBe(30);
    expect(result).toMatchObject({ rate: 20, seconds: 1, warmupSeconds: 0.5, sent: 20, ok: 20, errors: 0, failures: {} });
    expect(typeof result.p95).toBe('number');
  });

  it('sends each request at its planned time: a server that answers at once shows no 1 / rate delay', async () => {
    // At 4 requests/s, a request sent one slot late counts 250 ms (the 200 ms floor the search-flood
    // bench of 2026-11-25 read at 5 requests/s): the median stays far below that.
    const result = await withServer((_request, response) => response.end('ok'), (url) => generator([url, '4', '1']));
    expect(result.sent).toBe(4);
    expect(result.p50).toBeLessThan(125);
  });

  it('names each failure by kind: an HTTP status and a reset connection', async () => {
    let n = 0;
    const result = await withServer(
      (request, response) => {
        n += 1;
        if (n % 3 === 1) response.writeHead(503).end('busy');
        else if (n % 3 === 2) request.socket.destroy();
        else response.end('ok');
      },
      (url) => generator([url, '30', '1']),
    );
    expect(result.sent).toBe(30);
    expect(result.ok).toBe(10);
    expect(result.errors).toBe(20);
    expect(result.failures).toEqual({ 'HTTP 503': 10, ECONNRESET: 10 });
  });

  it('closes a socket left idle 4 s, before the server’s keep-alive timeout (5 s) could close it under a request', async () => {
    // One request, then the next 5 s later: the second must go on a new connection.
    const connections = await withServer(
      (_request, response) => response.end('ok'),
      async (url, server) => {
        server.keepAliveTimeout = 60_000;
        let opened = 0;
        server.on('connection', () => (opened += 1));
        const result = await generator([url, '0.2', '10']);
        expect(result).toMatchObject({ sent: 2, ok: 2, errors: 0 });
        return opened;
      },
    );
    expect(connections).toBe(2);
  });
});

describe('fixed-rate.mjs --peak (closed loop)', () => {
  it('keeps exactly `connections` requests in flight and reports the answers per second', async () => {
    let inFlight = 0;
    let most = 0;
    const result = await withServer(
      (_request, response) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        setTimeout(() => {
          inFlight -= 1;
          response.end('ok');
        }, 20);
      },
      (url) => generator(['--peak', url, '4', '1']),
    );
    expect(most).toBe(4);
    expect(result).toMatchObject({ connections: 4, seconds: 1, errors: 0 });
    // 4 in flight, each held 20 ms: at most 200 answers a second, and the peak is what was counted.
    expect(result.peak).toBe(result.ok);
    expect(result.peak).toBeGreaterThan(0);
    expect(result.peak).toBeLessThanOrEqual(200);
  });

  it('counts a refusal as an error, not as an answer', async () => {
    const result = await withServer((_request, response) => response.writeHead(503).end('busy'), (url) => generator(['--peak', url, '2', '1']));
    expect(result.peak).toBe(0);
    expect(result.errors).toBeGreaterThan(0);
  });
});
