import 'server-only';
import crypto from 'node:crypto';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { AppError, isAppError, type ErrorIssue } from '@/lib/errors';

export type ErrorBody = { error: string; message: string; issues?: ErrorIssue[] };

export function errorResponse(error: AppError): NextResponse<ErrorBody> {
  const body: ErrorBody = { error: error.message, message: error.message };
  if (error.issues) body.issues = error.issues;
  return NextResponse.json(body, { status: error.status, headers: error.headers });
}

/** Maps any thrown value to a JSON answer: AppError → its status; anything else → a logged, generic 500. */
export function toErrorResponse(error: unknown): NextResponse<ErrorBody> {
  if (isAppError(error)) return errorResponse(error);
  const requestId = crypto.randomUUID();
  console.error(`[api] request ${requestId} failed:`, error);
  return NextResponse.json(
    { error: 'Internal error', message: `Something went wrong on our side (request ${requestId}).` },
    { status: 500, headers: { 'X-Request-Id': requestId } },
  );
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
      return toErrorResponse(error);
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

/** Reads a JSON body; anything that is not JSON is a 400. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError('bad_request', 'The request body must be JSON.');
  }
}
