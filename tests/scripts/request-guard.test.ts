/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// A CommonJS module shared with the server process; loaded as such here too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const guard = require(path.resolve('scripts', 'request-guard.cjs')) as {
  refusalFor: (method: string, url: string, headers: Record<string, string>, options?: { routes?: RegExp[] | null; cwd?: string }) => { status: number } | null;
  patternOf: (route: string) => RegExp;
  MAX_PATH_LENGTH: number;
  jsonifyBareApiErrors: (request: http.IncomingMessage, response: http.ServerResponse) => void;
  guardRequest: (request: http.IncomingMessage, response: http.ServerResponse, options?: { routes?: RegExp[] | null }) => boolean;
};
// Requiring client-address.cjs patches node:http's Server (as the server's preload does), and Jest
// shares core modules between the test files of a worker: the patch is undone at once, so this
// file's servers and every later file's are plain (tests/setup-integration.ts checks).
const plainEmit = http.Server.prototype.emit;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const address = require(path.resolve('scripts', 'client-address.cjs')) as {
  resolveClientAddress: (socket: string | undefined, forwarded: string | undefined, trusted?: number) => string | null;
  trustedProxies: (value?: string) => number;
};
http.Server.prototype.emit = plainEmit;
delete (http.Server.prototype as unknown as Record<symbol, unknown>)[Symbol.for('shortnews.clientAddress')];

const routes = ['/api/news/[category]', '/api/auth/[...nextauth]', '/api/user/me', '/rss/[locale]/[file]', '/sitemap.xml', '/uploads/[name]'].map(guard.patternOf);
const refusal = (method: string, url: string, headers: Record<string, string> = {}) => guard.refusalFor(method, url, headers, { routes })?.status ?? null;

describe('request guard (before Next.js)', () => {
  it('answers 400 for paths whose percent-encoding does not decode', () => {
    expect(refusal('GET', '/api/news/%')).toBe(400);
    expect(refusal('GET', '/api/feed/%ff')).toBe(400);
    expect(refusal('GET', '/en/%E0%A4')).toBe(400);
    expect(refusal('GET', '/api/news/general')).toBeNull();
  });

  it('refuses Server Action calls and form posts to pages (the app has none)', () => {
    expect(refusal('POST', '/en/general', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(405);
    expect(refusal('POST', '/en/login', { 'content-type': 'application/x-www-form-urlencoded' })).toBe(405);
    expect(refusal('POST', '/en/general', { 'next-action': 'abc' })).toBe(400);
    expect(refusal('POST', '/api/auth/callback/credentials', { 'content-type': 'application/x-www-form-urlencoded' })).toBeNull();
  });

  it('answers 404 for junk paths the proxy skips that no route handler or public file serves', () => {
    expect(refusal('GET', '/api/zz1234/x')).toBe(404);
    expect(refusal('GET', '/en/x1234.y/z')).toBe(404);
    expect(refusal('GET', '/x.y/z')).toBe(404);
    expect(refusal('GET', '/api/news/general')).toBeNull();
    expect(refusal('GET', '/api/auth/session')).toBeNull();
    expect(refusal('GET', '/rss/en/general.xml')).toBeNull();
    expect(refusal('GET', '/sitemap.xml')).toBeNull();
    expect(guard.refusalFor('GET', '/favicon.svg', {}, { routes, cwd: process.cwd() })).toBeNull();
    // Pages go through the proxy, which decides them.
    expect(refusal('GET', '/en/general')).toBeNull();
    expect(refusal('GET', '/en/whatever')).toBeNull();
  });

  it('answers 414 to a path longer than 1,024 characters (Next would cache the page under a file name too long for the disk), whatever follows the ?', () => {
    expect(guard.MAX_PATH_LENGTH).toBe(1024);
    const story = '/en/news/';
    expect(refusal('GET', story + 'a'.repeat(1024 - story.length))).toBeNull();
    expect(refusal('GET', story + 'a'.repeat(1025 - story.length))).toBe(414);
    expect(refusal('GET', '/api/news/' + 'a'.repeat(3000))).toBe(414);
    expect(refusal('GET', `/en/search?q=${'y'.repeat(4000)}`)).toBeNull();
  });

  it('answers 405 to a GET of a credentials callback (next-auth would answer 500; found by the fuzz suite)', () => {
    expect(refusal('GET', '/api/auth/callback/credentials?lang[]=en')).toBe(405);
    expect(refusal('GET', '/api/auth/callback/admin-credentials')).toBe(405);
    expect(refusal('POST', '/api/auth/callback/credentials', { 'content-type': 'application/x-www-form-urlencoded' })).toBeNull();
  });

  it('without a build (no route list) lets unknown paths through to Next', () => {
    expect(guard.refusalFor('GET', '/api/zz/x', {}, { routes: null })).toBeNull();
  });
});

describe('what the guard answers (guardRequest)', () => {
  async function visit(url: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: string }> {
    const server = http.createServer((request, response) => {
      if (!guard.guardRequest(request, response, { routes })) response.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${url}`, init);
      return { status: response.status, headers: response.headers, body: await response.text() };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }
  const browser = { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } };

  it('a browser following a dead link with a dot gets the site\'s "Page not found" page in the path\'s language, with a way back', async () => {
    const english = await visit('/en/news/old-story.html?ref=x', browser);
    expect(english.status).toBe(404);
    expect(english.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(english.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(english.headers.get('cache-control')).toBe('no-store');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>Page not found</h1><p>The page you are looking for does not exist.</p><p><a href="/en">Go to top stories</a></p>');
    expect(english.body).toContain('<meta name="robots" content="noindex">');

    const hindi = await visit('/hi/x.y/z', browser);
    expect(hindi.status).toBe(404);
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('<h1>पेज नहीं मिला</h1>');
    expect(hindi.body).toContain('<a href="/hi">टॉप स्टोरीज़ पर जाएँ</a>');

    const head = await visit('/en/x.y', { ...browser, method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), head.body]).toEqual([404, 'text/html; charset=utf-8', '']);
  });

  it('API clients and scripts still get JSON, and an unknown API is never a page', async () => {
    const script = await visit('/en/x.y/z');
    expect([script.status, script.headers.get('content-type')]).toEqual([404, 'application/json; charset=utf-8']);
    expect(JSON.parse(script.body)).toEqual({ error: 'Not found.', message: 'Not found.' });
    const api = await visit('/api/zz/x', browser);
    expect([api.status, JSON.parse(api.body)]).toEqual([404, { error: 'No such API.', message: 'No such API.' }]);
    const known = await visit('/api/news/general', browser);
    expect([known.status, known.body]).toEqual([200, 'next']);
  });
});

describe('client address: the right-most untrusted hop', () => {
  it('ignores forwarding headers unless a proxy is trusted', () => {
    expect(address.resolveClientAddress('127.0.0.1', '203.0.113.50', 0)).toBe('127.0.0.1');
    expect(address.resolveClientAddress('::ffff:10.0.0.2', undefined, 0)).toBe('10.0.0.2');
  });

  it('with N trusted proxies takes the hop N places left of the connection, whatever the client prepended', () => {
    // client spoofs 198.51.100.1; the real client 203.0.113.7 was added by our proxy at 10.0.0.2
    expect(address.resolveClientAddress('10.0.0.2', '198.51.100.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    // two proxies: CDN 10.0.0.9 then nginx 10.0.0.2
    expect(address.resolveClientAddress('10.0.0.2', '198.51.100.1, 203.0.113.7, 10.0.0.9', 2)).toBe('203.0.113.7');
    // fewer hops than proxies: the left-most there is
    expect(address.resolveClientAddress('10.0.0.2', '203.0.113.7', 3)).toBe('203.0.113.7');
    // a junk hop stops the walk at the last good one
    expect(address.resolveClientAddress('10.0.0.2', 'evil, not-an-ip', 2)).toBe('10.0.0.2');
  });

  it('reads TRUST_PROXY as a count', () => {
    expect([undefined, '', 'false', '0', 'true', '2', 'junk'].map((value) => address.trustedProxies(value))).toEqual([0, 0, 0, 0, 1, 2, 0]);
  });
});

describe('bare API errors are made JSON (jsonifyBareApiErrors)', () => {
  /** A real server answering as Next does for a method a route does not export: status 405, headers flushed first, empty body. */
  async function answer(url: string, respond: (response: http.ServerResponse) => void): Promise<{ status: number; type: string | undefined; body: string }> {
    const server = http.createServer((request, response) => {
      guard.jsonifyBareApiErrors(request, response);
      respond(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${url}`, { method: 'DELETE' });
      return { status: response.status, type: response.headers.get('content-type') ?? undefined, body: await response.text() };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('answers JSON to a 405 whose headers were flushed before its empty body (found by the fuzz suite)', async () => {
    const result = await answer('/api/news/add', (response) => {
      response.statusCode = 405;
      response.flushHeaders();
      response.end();
    });
    expect(result.status).toBe(405);
    expect(result.type).toMatch(/application\/json/);
    expect(JSON.parse(result.body)).toEqual({ error: 'This method is not allowed here.', message: 'This method is not allowed here.' });
  });

  it('answers JSON when a layer added later (Next\'s compression) writes the headers as the answer ends', async () => {
    const result = await answer('/api/user/me', (response) => {
      const inner = response.end;
      response.end = function compressionEnd(this: http.ServerResponse & { _implicitHeader(): void }, ...args: unknown[]) {
        if (!this.headersSent) this._implicitHeader();
        return (inner as (...a: unknown[]) => http.ServerResponse).apply(this, args);
      } as typeof response.end;
      response.statusCode = 405;
      response.end();
    });
    expect(result.status).toBe(405);
    expect(result.type).toMatch(/application\/json/);
    expect(JSON.parse(result.body)).toMatchObject({ error: 'This method is not allowed here.' });
  });

  it('leaves JSON errors, successes and next-auth\'s answers as they are', async () => {
    const own = await answer('/api/news/add', (response) => {
      response.statusCode = 422;
      response.setHeader('content-type', 'application/json');
      response.flushHeaders();
      response.end('{"error":"x"}');
    });
    expect(JSON.parse(own.body)).toEqual({ error: 'x' });
    const ok = await answer('/api/news/add', (response) => {
      response.flushHeaders();
      response.end('fine');
    });
    expect(ok.body).toBe('fine');
    const nextAuth = await answer('/api/auth/signin', (response) => {
      response.statusCode = 405;
      response.flushHeaders();
      response.end();
    });
    expect(nextAuth).toMatchObject({ status: 405, body: '' });
  });
});
