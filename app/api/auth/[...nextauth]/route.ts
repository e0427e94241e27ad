import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { withoutStrayCsrfCookie } from '@/lib/auth/csrf-cookie';
import { withoutDeadSessionCookie } from '@/lib/auth/dead-session-cookie';
import { authOptions } from '@/lib/auth/options';
import { credentialsSignInEmail, rememberDeviceOnSignIn } from '@/lib/auth/remembered-device';
import { hasSecureCookies, sessionCookieName } from '@/lib/auth/tokens';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { bodyTooLarge, handle } from '@/lib/http/handler';
import { readBodyCapped } from '@/lib/http/read-body';

type Context = { params: Promise<{ nextauth: string[] }> };

// GET/POST /api/auth/* – next-auth (sessions, credentials and Google sign-in); options resolved at request time, never at build
async function handler(request: Request, context: Context) {
  const capped = await withCappedBody(request);
  // Read before next-auth consumes the body: the address a credentials sign-in is for.
  const email = await credentialsSignInEmail(capped);
  const response = (await NextAuth(capped as never, context as never, authOptions())) as Response;
  // A successful password sign-in on the login pages remembers the device for that account (issue 25 item 7).
  if (email !== undefined) return rememberDeviceOnSignIn(email, response);
  // A session read that found the session ended deletes its cookie rather than renewing it.
  // Only /api/auth/csrf sets the CSRF cookie: a session read answered at the same moment replaced it (lib/auth/csrf-cookie.ts).
  return withoutDeadSessionCookie(request, withoutStrayCsrfCookie(request, response), sessionCookieName(), hasSecureCookies());
}

/**
 * next-auth reads a POST body whole (`req.json()` / `req.text()`), whatever its size: the body is
 * read here first, as a stream capped at BODY_MAX_BYTES (413 JSON beyond, chunked bodies too), and
 * next-auth gets a copy of the request carrying the bytes read. A body sent as JSON must be a JSON
 * object: next-auth's own `req.json()` throws on anything else, which answered 500 (issue 25).
 */
async function withCappedBody(request: Request): Promise<Request> {
  if (request.method !== 'POST' || !request.body) return request;
  const maxBytes = env().bodyMaxBytes;
  const body = await readBodyCapped(request, maxBytes, () => bodyTooLarge(maxBytes));
  // next-auth's test for a JSON body (next-auth/next/utils.js getBody): the type *contains* application/json.
  if (request.headers.get('content-type')?.includes('application/json')) assertJsonObject(body);
  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(body.byteLength));
  return new NextRequest(request.url, { method: request.method, headers, body });
}

function assertJsonObject(body: Uint8Array): void {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('bad_request', 'The request body must be JSON.');
}

const route = handle(handler);
export { route as GET, route as POST };
