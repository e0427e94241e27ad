import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_WORKER_URL } from '../../lib/offline/cache-names';

export type DeployProxy = {
  /** The proxy's origin (http://localhost:<port>): a site of its own to the browser, with its own worker. */
  url: string;
  /** From now on the worker's script has other bytes, as the next deploy's build gives. */
  deploy: () => void;
  close: () => Promise<void>;
};

/**
 * The browser's update check of a service worker is made by the browser itself, not by a page, so
 * Playwright's routing never sees it: a new worker cannot be simulated by routing. This local proxy
 * passes every request to the test server unchanged, and after `deploy()` answers the worker's script
 * with a line added — the next deploy's worker, with no second build. Loopback only.
 */
export async function startDeployProxy(target: string): Promise<DeployProxy> {
  const upstream = new URL(target);
  let isDeployed = false;
  const server = http.createServer((request, response) => {
    const isWorker = new URL(request.url ?? '/', 'http://proxy').pathname === SERVICE_WORKER_URL;
    const headers = { ...request.headers, host: upstream.host };
    if (isWorker) {
      // Whole and uncompressed, so a line can be added; never a 304 for the old bytes.
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forward = http.request({ hostname: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers }, (answer) => {
      if (!isWorker || !isDeployed || answer.statusCode !== 200) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from('\n// the next deploy\n')]);
        const kept = { ...answer.headers, 'content-length': String(body.length) };
        delete kept.etag;
        delete kept['last-modified'];
        response.writeHead(200, kept);
        response.end(body);
      });
    });
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    deploy: () => {
      isDeployed = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
