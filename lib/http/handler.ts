import 'server-only';
import crypto from 'node:crypto';
import { NextResponse } from 'next/server';
import type { z } from '@/lib/zod';
import { databaseUnavailableError, isDatabaseUnavailable } from '@/lib/db/unavailable';
import { env } from '@/lib/env';
import { AppError, isAppError, type ErrorIssue } from '@/lib/errors';
import { codeOfMessage, errorCode } from '@/lib/i18n/error-codes';
import { NOT_STORABLE_PARAMS, TEXT_NOT_STORABLE } from '@/lib/storable-text';
import publicationHi from '@/messages/hi/apiErrors.json';
import { isJsonContentType, readBodyCapped } from './read-body';
import { sanitizedError } from '@/scripts/log-redaction.cjs';

/** `code` (and each issue's) is stable: the message key a page shows in its own language (lib/http/error-codes.ts). */
export type ErrorBody = { error: string; message: string; code: string; issues?: (ErrorIssue & { code?: string })[] };

export function errorResponse(error: AppError, localized?: string): NextResponse<ErrorBody> {
  const body: ErrorBody = { ...error.extra, error: error.message, message: localized ?? error.message, code: error.reason ?? errorCode(error.code, error.message) };
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
 * the error's type, message, code and stack going to the log only.
 */
export function toErrorResponse(error: unknown, request?: Request): NextResponse<ErrorBody> {
  if (isAppError(error)) return errorResponse(error, inCallerLanguage(error, request));
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] database unavailable, answered 503: ${rootMessage(error)}`);
    return errorResponse(databaseUnavailableError());
  }
  const requestId = requestIdOf(request);
  // Its type, message, code and stack only: a failed query's error also carries the statement's parameters (issue 25).
  console.error(`[api] request ${requestId} failed:`, sanitizedError(error));
  return NextResponse.json(
    { error: 'Internal error', message: `Something went wrong on our side (request ${requestId}).`, code: 'apiErrors.status.internal' },
    { status: 500, headers: { 'X-Request-Id': requestId } },
  );
}

/** The sections whose messages a Hindi caller gets in Hindi. */
const HINDI_SECTIONS: Record<string, Record<string, string>> = { publication: publicationHi.publication, topics: publicationHi.topics, audit: publicationHi.audit, lists: publicationHi.lists };

/**
 * The newsroom's status and audit-filter errors (issue 26) and the For you choices' (issue 27) in the caller's language: a client whose Accept-Language
 * puts Hindi first gets the Hindi text in `message` (`error` and `code` stay as they are). Other
 * answers keep the English text and their code (the pages translate by code).
 */
function inCallerLanguage(error: AppError, request?: Request): string | undefined {
  // Headers.get trims the value: the first language needs no trim of its own.
  const first = (request?.headers.get('accept-language') ?? '').split(',')[0].toLowerCase();
  if (!first.startsWith('hi')) return undefined;
  const code = codeOfMessage(error.message);
  // Stryker disable next-line ArrayDeclaration: equivalent — without a code there is no Hindi text, whatever the placeholder parts say.
  const [namespace, section, key] = code?.split('.') ?? [];
  return namespace === 'apiErrors' ? HINDI_SECTIONS[section ?? '']?.[key ?? ''] : undefined;
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

type ZodIssue = z.ZodError['issues'][number];

/** The issue of lib/zod-api.ts's check for text PostgreSQL cannot store (NUL, lone surrogates). */
function isNotStorable(issue: ZodIssue): boolean {
  return issue.code === 'custom' && (issue as { params?: Record<string, unknown> }).params?.notStorable === NOT_STORABLE_PARAMS.notStorable;
}

/** The not-storable issues of a failed parse, also those inside the branches of a union (a blog's content). */
function notStorableIssues(issues: readonly ZodIssue[], prefix: PropertyKey[] = []): ErrorIssue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (isNotStorable(issue)) return [{ path: path.map(String).join('.'), message: issue.message }];
    if (issue.code === 'invalid_union') return issue.errors.flatMap((branch) => notStorableIssues(branch, path));
    return [];
  });
}

/** Throws the 400 for text no database can store, when a failed parse holds any (for routes that map other failures themselves). */
export function refuseNotStorable(error: z.ZodError): void {
  const found = notStorableIssues(error.issues);
  // A union reports the same field once per branch that reached it.
  const notStorable = [...new Map(found.map((issue) => [issue.path, issue])).values()];
  if (notStorable.length > 0) {
    throw new AppError('bad_request', TEXT_NOT_STORABLE, { issues: notStorable });
  }
}

/**
 * Parses with a shared zod schema; a failure is a 422 with the schema's messages, except text no
 * database can store (NUL, a lone surrogate: a malformed request, not a field to correct) → 400.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    refuseNotStorable(result.error);
    const issues = issuesOf(result.error);
    // Stryker disable next-line OptionalChaining,StringLiteral: equivalent — a failed zod parse always has at least one issue.
    const message = issues[0]?.message ?? 'Invalid input.';
    throw new AppError('invalid_input', message, { issues });
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
