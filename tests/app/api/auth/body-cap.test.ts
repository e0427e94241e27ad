/** @jest-environment node */
import { NextRequest } from 'next/server';
import { accountsTestEnv } from '../../../helpers/accounts-api';

/**
 * POST /api/auth/[...nextauth] (issue 11 item 1): next-auth reads a POST body whole, so the route
 * reads it first, capped at BODY_MAX_BYTES (64 KB by default): over it → 413 JSON, chunked bodies
 * (no Content-Length) too. That next-auth still reads a body under the cap (sign-in, sign-out) needs
 * Next's request scope (next-auth calls `cookies()`): e2e/hardening.spec.ts and every browser test
 * that signs in through next-auth prove it.
 */
accountsTestEnv();

type Route = typeof import('@/app/api/auth/[...nextauth]/route');
const context = (...nextauth: string[]) => ({ params: Promise.resolve({ nextauth }) });

/** A body of `total` bytes streamed in 16 KB chunks with no Content-Length; counts the chunks pulled. */
function chunkedBody(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(16 * 1024).fill(97);
  let sent = 0;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (sent >= total) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
  return { stream, pulled: () => pulls };
}

describe('POST /api/auth/[...nextauth]: bounded body', () => {
  let route: Route;
  beforeAll(async () => {
    route = await import('@/app/api/auth/[...nextauth]/route');
  });

  it('answers 413 JSON to a chunked body over 64 KB without reading it to the end', async () => {
    const { stream, pulled } = chunkedBody(50 * 1024 * 1024);
    const request = new NextRequest('http://localhost:3000/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: stream,
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await route.POST(request, context('callback', 'credentials'));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/too large.*64 KB/i) });
    // 64 KB is 4 chunks of 16 KB: the stream is dropped right after the cap, not read through its 3,200 chunks.
    expect(pulled()).toBeLessThan(10);
  });

  it('answers 413 JSON at once to a declared Content-Length over the cap (JSON body too)', async () => {
    const body = JSON.stringify({ csrfToken: 'x', email: 'a'.repeat(100 * 1024) });
    const request = new NextRequest('http://localhost:3000/api/auth/signout', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length) }, body });
    const response = await route.POST(request, context('signout'));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

});

describe('POST /api/auth/[...nextauth]: a body that says JSON and is not (issue 25 item 6)', () => {
  let route: Route;
  beforeAll(async () => {
    route = await import('@/app/api/auth/[...nextauth]/route');
  });

  const post = (path: string, body: string, type = 'application/json') =>
    new NextRequest(`http://localhost:3000/api/auth/${path}`, { method: 'POST', headers: { 'content-type': type }, body });

  it.each([
    ['session', ['session']],
    ['signin?page[]=1', ['signin']],
    ['callback/credentials', ['callback', 'credentials']],
    ['callback/admin-credentials', ['callback', 'admin-credentials']],
    ['signout', ['signout']],
  ])('POST /api/auth/%s with a broken JSON body → 400 JSON, like every other route', async (path, segments) => {
    for (const body of ['{', '{"csrfToken":', 'csrfToken=x&email=a', '{"a":1}}']) {
      const response = await route.POST(post(path, body), context(...segments));
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ error: 'The request body must be JSON.', code: 'apiErrors.status.bad_request' });
    }
  });

  it('a JSON body that is not an object (what next-auth reads fields from) is refused too', async () => {
    for (const body of ['null', '"text"', '[]', '[{"csrfToken":"x"}]', '42']) {
      const response = await route.POST(post('callback/credentials', body, 'application/json; charset=utf-8'), context('callback', 'credentials'));
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
  });

  it('bytes that are not UTF-8 under a JSON type are refused', async () => {
    const request = new NextRequest('http://localhost:3000/api/auth/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0xff, 0x7d]) });
    expect((await route.POST(request, context('session'))).status).toBe(400);
  });
});
