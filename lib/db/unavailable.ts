import 'server-only';
import { AppError } from '@/lib/errors';

/**
 * Tells a lost or refused database connection (server restarting, down, unreachable, out of
 * connections) from every other error, so that it answers 503 with Retry-After instead of a 500:
 * the request may simply be sent again in a few seconds (issue 14, "database restart").
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// SQLSTATE: 08xxx connection exceptions, 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections.
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;
const POOL_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Not `instanceof Error`: errors of Node's own modules come from another realm under Jest's VM.
  let current: unknown = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

export const RETRY_AFTER_SECONDS = 5;

export function databaseUnavailableError(): AppError {
  return new AppError('service_unavailable', 'The service is briefly unavailable. Please try again in a few seconds.', {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}
