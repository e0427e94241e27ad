import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';
import { env } from '@/lib/env';
import { bodyTooLarge, handle } from '@/lib/http/handler';
import { readBodyCapped } from '@/lib/http/read-body';

type Context = { params: Promise<{ nextauth: string[] }> };

// GET/POST /api/auth/* – next-auth (sessions, credentials and Google sign-in); options resolved at request time, never at build
async function handler(request: Request, context: Context) {
  return NextAuth((await withCappedBody(request)) as never, context as never, authOptions());
}

/**
 * next-auth reads a POST body whole (`req.json()` / `req.text()`), whatever its size: the body is
 * read here first, as a stream capped at BODY_MAX_BYTES (413 JSON beyond, chunked bodies too), and
 * next-auth gets a copy of the request carrying the bytes read.
 */
async function withCappedBody(request: Request): Promise<Request> {
  if (request.method !== 'POST' || !request.body) return request;
  const maxBytes = env().bodyMaxBytes;
  const body = await readBodyCapped(request, maxBytes, () => bodyTooLarge(maxBytes));
  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(body.byteLength));
  return new NextRequest(request.url, { method: request.method, headers, body });
}

const route = handle(handler);
export { route as GET, route as POST };
