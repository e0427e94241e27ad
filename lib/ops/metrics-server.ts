import 'server-only';
import http from 'node:http';
import { metricsText } from './metrics.cjs';
import { onShutdown } from './lifecycle';

/** Marks a server the request log and request metrics leave out (scripts/server-runtime.cjs). */
export const UNTRACKED = Symbol.for('shortnews.untracked');

/**
 * METRICS_PORT: a second listener on the loopback only (127.0.0.1), answering GET /metrics (and
 * /api/metrics) without a token — for a Prometheus or an agent on the same host or in the same pod.
 * Its scrapes are not request-logged or counted. Closed on shutdown.
 */
export function startMetricsServer(port: number, host = '127.0.0.1'): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || (path !== '/metrics' && path !== '/api/metrics')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n');
      return;
    }
    metricsText().then(
      ({ body, contentType }) => response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      (error: unknown) => {
        console.error('[metrics] could not collect the metrics:', error);
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Could not collect the metrics.\n');
      },
    );
  });
  (server as http.Server & { [UNTRACKED]?: boolean })[UNTRACKED] = true;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      onShutdown('metrics listener', () => new Promise((done) => server.close(() => done(undefined))));
      resolve(server);
    });
  });
}
