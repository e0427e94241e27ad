import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { handle } from '@/lib/http/handler';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * Who may read /api/metrics on the public port: only a scraper presenting METRICS_TOKEN as a bearer
 * token (compared in constant time). Without METRICS_TOKEN the route does not exist (404): metrics
 * are then read on METRICS_PORT, bound to the loopback (lib/ops/metrics-server.ts), or not at all.
 * An admin's session is no key to it: metrics are for the monitoring system, not for people.
 */
export function authorizeMetricsRequest(request: Request, token = env().metricsToken): void {
  if (!token) throw new AppError('not_found', 'Not found.');
  const header = request.headers.get('authorization') ?? '';
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
  // Hashes of equal length, so neither the comparison's time nor its length check tells anything.
  if (!crypto.timingSafeEqual(digest(given), digest(token))) {
    throw new AppError('unauthorized', 'Metrics need the scrape token: Authorization: Bearer <METRICS_TOKEN>.', {
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
    });
  }
}

type RouteContext<P> = { params: Promise<P> };

/** Wraps a route handler so that it runs only for the scrape token (the authorization matrix reads this name). */
export function withMetricsToken<P = Record<string, string>>(handler: (request: Request, context: RouteContext<P>) => Promise<Response>) {
  return handle<P>(async (request, context) => {
    authorizeMetricsRequest(request);
    return handler(request, context);
  });
}
