import 'server-only';
import crypto from 'node:crypto';
import { NextResponse } from 'next/server';
import type { z } from '@/lib/zod';
import { databaseUnavailableError, isDatabaseUnavailable } from '@/lib/db/unavailable';
import { env } from '@/lib/env';
import { AppError, isAppError, type ErrorIssue } from '@/lib/errors';
import { codeOfMessage, errorCode } from '@/lib/i18n/error-codes';
import { isJsonContentType, readBodyCapped } from './read-body';

/** `code` (and each issue's) is stable: the message key a page shows in its own language (lib/http/error-codes.ts). */
export type ErrorBody = { error: string; message: string; code: string; issues?: (ErrorIssue & { code?: string })[] };

export function errorResponse(error: AppError): NextResponse<ErrorBody> {
  const body: ErrorBody = { error: error.message, message: error.message, code: error.reason ?? errorCode(error.code, error.message) };
  if (error.issues) body.issues = error.issues.map((issue) => withCode(issue));
  return NextResponse.json(body, { status: error.status, headers: error.headers });
}

function withCode(issue: ErrorIssue): ErrorIssue & { code?: string } {
  const code = codeOfMessage(issue.message);
  return code ? { ...issue, code } : issue;
}

/** The request's id (X-Request-Id, stamped by the server preload scripts/server-runtime.cjs). */
export function requestIdOf(request?: Request): string {
  return request?.headers.get('x-request-id') ?? crypto.randomUUID();
}

/**
 * Maps any thrown value to a JSON answer: AppError → its status; a lost database connection → 503
 * with Retry-After (one log line, no stack); anything else → a generic 500 naming the request id,
 * the error and its stack going to the log only.
 */
export function toErrorResponse(error: unknown, request?: Request): NextResponse<ErrorBody> {
  if (isAppError(error)) return errorResponse(error);
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] database unavailable, answered 503: ${rootMessage(error)}`);
    return errorResponse(databaseUnavailableError());
  }
  const requestId = requestIdOf(request);
  console.error(`[api] request ${requestId} failed:`, error);
  return NextResponse.json(
    { error: 'Internal error', message: `Something went wrong on our side (request ${requestId}).`, code: 'apiErrors.status.internal' },
    { status: 500, headers: { 'X-Request-Id': requestId } },
  );
}

/** The innermost cause's message: a failed query's own message repeats its SQL parameters. */
function rootMessage(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown };
  while (typeof current.cause === 'object' && current.cause !== null) current = current.cause as typeof current;
  return String(current.message);
}

type RouteContext<P> = { params: Promise<P> };

/** Wraps a route handler so that no error escapes as a stack trace. */
export function handle<P = Record<string, string>>(
  fn: (request: Request, context: RouteContext<P>) => Promise<Response>,
): (request: Request, context: RouteContext<P>) => Promise<Response> {
  return async (request, context) => {
    try {
      return await fn(request, context);
    } catch (error) {
      return toErrorResponse(error, request);
    }
  };
}

export function issuesOf(error: z.ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Parses with a shared zod schema; a failure is a 422 with the schema's messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issues = issuesOf(result.error);
    throw new AppError('invalid_input', issues[0]?.message ?? 'Invalid input.', { issues });
  }
  return result.data;
}

/** The 413 of a body over `maxBytes` (BODY_MAX_BYTES). */
export function bodyTooLarge(maxBytes: number): AppError {
  return new AppError('payload_too_large', `The request body is too large: the limit is ${Math.floor(maxBytes / 1024)} KB.`);
}

/** How deep a JSON body may nest: our contracts need 4; a deeper body is a 400, not a stack overflow. */
const MAX_JSON_DEPTH = 32;

/**
 * Reads a JSON body of at most BODY_MAX_BYTES (64 KB by default): larger → 413 at once (chunked
 * bodies too, lib/http/read-body.ts); another content type → 415; not JSON, or nested absurdly deep → 400.
 */
export async function readJson(request: Request, maxBytes = env().bodyMaxBytes): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new AppError('unsupported_media', 'The request body must be JSON (Content-Type: application/json).');
  }
  const bytes = await readBodyCapped(request, maxBytes, () => bodyTooLarge(maxBytes));
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new AppError('bad_request', 'The request body must be JSON.');
  }
  if (depthOf(value, 0) > MAX_JSON_DEPTH) throw new AppError('bad_request', 'The request body is nested too deeply.');
  return value;
}

function depthOf(value: unknown, depth: number): number {
  if (depth > MAX_JSON_DEPTH || value === null || typeof value !== 'object') return depth;
  let deepest = depth + 1;
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(child, depth + 1));
    if (deepest > MAX_JSON_DEPTH) break;
  }
  return deepest;
}
