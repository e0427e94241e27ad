import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a client got: status, headers and the body's bytes as they came off the wire. */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A real HTTP server on a free loopback port with `handler`; `close` stops it. */
export async function listen(handler: http.RequestListener): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** One request on its own connection (no keep-alive); the body undecoded (a gzip answer stays gzip). */
export function fetchAnswer(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * A real HTTP server with `handler` for the test file's duration (started before its tests, closed
 * after them); the function returned asks it for `path`.
 */
export function answeringServer(handler: http.RequestListener): (path: string, headers?: Record<string, string>, method?: string) => Promise<Answer> {
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  beforeAll(async () => {
    server = await listen(handler);
  });
  afterAll(() => server?.close());
  return (path, headers = {}, method = 'GET') => fetchAnswer(server!.port, path, headers, method);
}
