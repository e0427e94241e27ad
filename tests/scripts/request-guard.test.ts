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

describe('the guard, rule by rule (what mutation testing found unpinned)', () => {
  it('turns every kind of app route into the pattern of the addresses it serves', () => {
    const matches = (route: string, ...paths: string[]) => paths.map((p) => guard.patternOf(route).test(p));
    expect(matches('/rss/[locale]/[file]', '/rss/en/general.xml', '/rss/en/general.xml/', '/rss/en', '/rss/en/a/b', '/xrss/en/a')).toEqual([true, true, false, false, false]);
    expect(matches('/api/auth/[...nextauth]', '/api/auth/session', '/api/auth/callback/google', '/api/auth', '/api/auth/')).toEqual([true, true, false, false]);
    expect(matches('/docs/[[...slug]]', '/docs', '/docs/a/b', '/docsx')).toEqual([true, true, false]);
    expect(matches('/[[...all]]', '/', '/a/b')).toEqual([true, true]);
    expect(matches('/sitemap.xml', '/sitemap.xml', '/sitemapxxml')).toEqual([true, false]);
    expect(matches('/', '/', '/a')).toEqual([true, false]);
    // Brackets inside a segment are not a parameter.
    expect(matches('/a[b]', '/a[b]', '/ab')).toEqual([true, false]);
  });

  it('reads the route handlers of the build once, and knows none without a build', () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const os = jest.requireActual<typeof import('node:os')>('node:os');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-build-'));
    fs.mkdirSync(path.join(root, '.next'));
    fs.writeFileSync(path.join(root, '.next', 'app-path-routes-manifest.json'), JSON.stringify({ '/api/news/[category]/route': '/api/news/[category]', '/[locale]/page': '/[locale]', '/sitemap.xml/route': '/sitemap.xml' }));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require(path.resolve('scripts', 'request-guard.cjs')) as typeof guard;
      const status = (url: string) => fresh.refusalFor('GET', url, {}, { cwd: root })?.status ?? null;
      expect([status('/api/news/general'), status('/sitemap.xml'), status('/api/other'), status('/en.x')]).toEqual([null, null, 404, 404]);
      fs.rmSync(path.join(root, '.next'), { recursive: true });
      expect(status('/api/other')).toBe(404); // read once: the answer does not change while the server runs
    });
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require(path.resolve('scripts', 'request-guard.cjs')) as typeof guard;
      expect(fresh.refusalFor('GET', '/api/other', {}, { cwd: root })).toBeNull();
    });
  });

  it('tells API paths, the proxy\'s paths and credentials callbacks apart by their whole first segment', () => {
    expect(refusal('GET', '/xapi/zz')).toBeNull(); // a page path: the proxy decides
    expect(refusal('GET', '/api')).toBe(404);
    expect(guard.refusalFor('GET', '/api/zz', {}, { routes })).toEqual({ status: 404, error: 'No such API.' });
    expect(guard.refusalFor('GET', '/en/x.y', {}, { routes })).toEqual({ status: 404, error: 'Not found.' });
    expect(refusal('GET', '/feedx/a')).toBeNull();
    expect(refusal('GET', '/feed/zz')).toBe(404);
    expect(refusal('GET', '/uploads/a/b')).toBe(404); // no such stored name
    expect(refusal('GET', '/_next/static/x.js')).toBeNull();
    expect(refusal('GET', '/x/_next/y')).toBeNull();
    expect(guard.refusalFor('GET', '/api/auth/callback/credentials', {}, { routes })).toEqual({ status: 405, error: 'Sign-in callbacks accept POST only.', allow: 'POST' });
    expect(refusal('GET', '/api/auth/callback/credentials/')).toBe(405);
    expect(refusal('GET', '/api/auth/callback/google')).toBeNull();
    expect(refusal('GET', '/api/auth/callback/credentialsx')).toBeNull();
    expect(refusal('GET', '/x/api/auth/callback/credentials')).toBeNull();
  });

  it('lets JSON posts reach route handlers outside /api, refuses every other non-GET to a page, and leaves /api and /_next to their handlers', () => {
    expect(guard.refusalFor('POST', '/en/general', { 'content-type': 'application/json' }, { routes })).toEqual({ status: 405, error: 'This address accepts GET only.', allow: 'GET, HEAD' });
    expect(refusal('POST', '/en/general')).toBe(405);
    expect(refusal('DELETE', '/en/general')).toBe(405);
    expect(refusal('POST', '/rss/en/general.xml', { 'content-type': 'application/json' })).toBeNull();
    expect(refusal('POST', '/rss/en/general.xml', { 'content-type': 'text/plain' })).toBe(405);
    expect(refusal('HEAD', '/en/general')).toBeNull();
    expect(refusal('OPTIONS', '/en/general')).toBeNull();
    expect(refusal('POST', '/api/news/general', { 'content-type': 'multipart/form-data; boundary=x' })).toBeNull();
    expect(refusal('POST', '/_next/x', { 'content-type': 'text/plain' })).toBeNull();
    expect(guard.refusalFor('POST', '/en/general', {}, { routes: null })?.status).toBe(405);
  });
});

describe('what the guard answers, header by header', () => {
  async function raw(method: string, url: string, headers: Record<string, string> = {}) {
    const server = http.createServer((request, response) => {
      if (!guard.guardRequest(request, response, { routes })) response.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        });
        request.on('error', reject);
        request.end();
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }
  const html = { accept: 'text/html' };

  it('a refused form post: 405 JSON with Allow, and the connection closed rather than drained', async () => {
    const answer = await raw('POST', '/en/general', { 'content-type': 'application/x-www-form-urlencoded' });
    expect([answer.status, answer.headers.allow, answer.headers.connection, answer.headers['cache-control'], answer.headers['x-content-type-options']]).toEqual([405, 'GET, HEAD', 'close', 'no-store', 'nosniff']);
    expect(JSON.parse(answer.body)).toEqual({ error: 'This address accepts GET only.', message: 'This address accepts GET only.' });
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  });

  it('a GET keeps its connection; HEAD gets the headers without a body; only a 404 of a page becomes the page', async () => {
    const get = await raw('GET', '/api/zz');
    expect([get.status, get.headers.connection, get.headers.allow]).toEqual([404, 'keep-alive', undefined]);
    const head = await raw('HEAD', '/api/zz');
    expect([head.status, head.headers['content-type'], head.body]).toEqual([404, 'application/json; charset=utf-8', '']);
    const page = await raw('GET', '/en/x.y', html);
    expect([page.status, page.headers['x-frame-options'], page.headers['referrer-policy'], page.headers['x-content-type-options']]).toEqual([404, 'DENY', 'strict-origin-when-cross-origin', 'nosniff']);
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.body));
    expect(page.body).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page not found<\/title><\/head>/);
    // Not a page: a POST, a 414, a percent-encoding 400 — JSON even for a browser.
    expect((await raw('POST', '/en/x.y', { ...html, 'content-type': 'application/json' })).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await raw('GET', `/en/${'a'.repeat(1100)}`, html)).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await raw('GET', '/en/%', html)).headers['content-type']).toBe('application/json; charset=utf-8');
    // Only a path that starts with the Hindi segment is Hindi.
    expect((await raw('GET', '/hindi/x.y', html)).body).toContain('<html lang="en">');
    expect((await raw('GET', '/en/hi/x.y', html)).body).toContain('<html lang="en">');
    expect((await raw('GET', '/hi', html)).status).toBe(200);
    expect((await raw('GET', '/hi.y', html)).body).toContain('<html lang="en">');
  });
});

describe('bare API errors made JSON, case by case', () => {
  async function reply(method: string, url: string, respond: (response: http.ServerResponse, done: (label: string) => void) => void) {
    const calls: string[] = [];
    const server = http.createServer((request, response) => {
      guard.jsonifyBareApiErrors(request, response);
      respond(response, (label) => calls.push(label));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; type: string | undefined; length: string | undefined; body: string }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, method, path: url }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], length: response.headers['content-length'], body }));
        });
        request.on('error', reject);
        request.end();
      });
      await new Promise((resolve) => setImmediate(resolve));
      return { ...answer, calls };
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }
  const json = (text: string) => JSON.stringify({ error: text, message: text });

  it('names the status in the JSON (405 in words of ours, others by their HTTP name, an unnamed one "Error"), with its length', async () => {
    const notFound = await reply('GET', '/api/x', (response) => {
      response.statusCode = 404;
      response.end('plain text from Next');
    });
    expect([notFound.status, notFound.type, notFound.body, notFound.length]).toEqual([404, 'application/json; charset=utf-8', json('Not Found'), String(json('Not Found').length)]);
    const unnamed = await reply('GET', '/api/x', (response) => {
      response.statusCode = 499;
      response.end();
    });
    expect(unnamed.body).toBe(json('Error'));
    const exactly400 = await reply('GET', '/api/x', (response) => {
      response.statusCode = 400;
      response.end();
    });
    expect(exactly400.body).toBe(json('Bad Request'));
    const below = await reply('GET', '/api/x', (response) => {
      response.statusCode = 399;
      response.end('kept');
    });
    expect([below.body, below.type]).toEqual(['kept', undefined]);
  });

  it('drops what Next writes into such an answer, and still calls its callbacks', async () => {
    const answer = await reply('GET', '/api/x', (response, done) => {
      response.statusCode = 500;
      expect(response.write('partial text', () => done('write'))).toBe(true);
      response.end(() => done('end'));
    });
    expect([answer.status, answer.body]).toEqual([500, json('Internal Server Error')]);
    expect(answer.calls.sort()).toEqual(['end', 'write']);
    const withEncoding = await reply('GET', '/api/x', (response, done) => {
      response.statusCode = 502;
      response.write('x', 'utf8', () => done('write'));
      response.end('y', 'utf8', () => done('end'));
    });
    expect([withEncoding.body, withEncoding.calls.sort()]).toEqual([json('Bad Gateway'), ['end', 'write']]);
  });

  it('leaves an answer that names its own type, in any form writeHead takes it', async () => {
    const typedObject = await reply('GET', '/api/x', (response) => {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('own text');
    });
    expect([typedObject.type, typedObject.body]).toEqual(['text/plain', 'own text']);
    const typedWithMessage = await reply('GET', '/api/x', (response) => {
      response.writeHead(404, 'Gone Fishing', { 'content-type': 'text/plain' });
      response.end('own text');
    });
    expect(typedWithMessage.body).toBe('own text');
    const typedArray = await reply('GET', '/api/x', (response) => {
      response.writeHead(404, ['Content-Type', 'text/plain', 'X-Extra', 'content-type']);
      response.end('own text');
    });
    expect(typedArray.body).toBe('own text');
    // "content-type" as a header's value, not its name, is no type.
    const valueOnly = await reply('GET', '/api/x', (response) => {
      response.writeHead(404, ['X-Extra', 'content-type']);
      response.end('bare');
    });
    expect([valueOnly.type, valueOnly.body]).toEqual(['application/json; charset=utf-8', json('Not Found')]);
    const setBefore = await reply('GET', '/api/x', (response) => {
      response.statusCode = 404;
      response.setHeader('content-type', 'text/plain');
      response.end('own text');
    });
    expect(setBefore.body).toBe('own text');
    const bareWriteHead = await reply('GET', '/api/x', (response) => {
      response.writeHead(410);
      response.end();
    });
    expect([bareWriteHead.type, bareWriteHead.body]).toEqual(['application/json; charset=utf-8', json('Gone')]);
  });

  it('answers HEAD without a body, and touches only /api answers outside next-auth', async () => {
    const head = await reply('HEAD', '/api/x', (response) => {
      response.statusCode = 404;
      response.end();
    });
    expect([head.type, head.body]).toEqual(['application/json; charset=utf-8', '']);
    for (const url of ['/apix', '/x/api/y', '/api/auth/session', '/en/general']) {
      const other = await reply('GET', url, (response) => {
        response.statusCode = 404;
        response.end('left alone');
      });
      expect([url, other.body, other.type]).toEqual([url, 'left alone', undefined]);
    }
  });
});

describe('the guard, edge by edge', () => {
  it('anchors its path rules at the start of the path', () => {
    expect(guard.refusalFor('GET', '/x/api/y.z', {}, { routes })).toEqual({ status: 404, error: 'Not found.' });
    expect(guard.refusalFor('GET', '/api', {}, { routes })).toEqual({ status: 404, error: 'No such API.' });
    expect(refusal('GET', '/x/_next/y.js')).toBe(404);
    expect(refusal('POST', '/x/_next/y', { 'content-type': 'text/plain' })).toBe(405);
    // A public file is one inside public/, never a file beside it.
    expect(guard.refusalFor('GET', '/../package.json', {}, { routes, cwd: process.cwd() })?.status).toBe(404);
    expect(guard.refusalFor('GET', '/favicon.svg', {}, { routes, cwd: process.cwd() })).toBeNull();
    expect(guard.refusalFor('GET', '/no-such-file.svg', {}, { routes, cwd: process.cwd() })?.status).toBe(404);
  });

  it('a route handler outside /api (the sitemap) takes a JSON post, as the build lists it', () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const os = jest.requireActual<typeof import('node:os')>('node:os');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-build-'));
    fs.mkdirSync(path.join(root, '.next'));
    fs.writeFileSync(path.join(root, '.next', 'app-path-routes-manifest.json'), JSON.stringify({ '/sitemap.xml/route': '/sitemap.xml' }));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require(path.resolve('scripts', 'request-guard.cjs')) as typeof guard;
      expect(fresh.refusalFor('POST', '/sitemap.xml', { 'content-type': 'application/json' }, { cwd: root })).toBeNull();
      expect(fresh.refusalFor('POST', '/en/general', { 'content-type': 'application/json' }, { cwd: root })?.status).toBe(405);
    });
  });

  it('answers JSON, not a broken page, when the app\'s "Page not found" texts cannot be read', async () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const os = jest.requireActual<typeof import('node:os')>('node:os');
    const here = process.cwd();
    const request = { method: 'GET', url: '/en/x.y', headers: { accept: 'text/html' } } as unknown as http.IncomingMessage;
    const answerIn = (folder: string) => {
      let written: { status: number; headers: Record<string, string | number> } | undefined;
      const response = { writeHead: (status: number, headers: Record<string, string | number>) => (written = { status, headers }), end: () => undefined } as unknown as http.ServerResponse;
      process.chdir(folder);
      try {
        jest.isolateModules(() => {
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const fresh = require(path.resolve(here, 'scripts', 'request-guard.cjs')) as typeof guard;
          fresh.guardRequest(request, response, { routes });
        });
      } finally {
        process.chdir(here);
      }
      return [written?.status, written?.headers['content-type']];
    };
    const without = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-no-messages-'));
    expect(answerIn(without)).toEqual([404, 'application/json; charset=utf-8']);
    const partial = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-partial-messages-'));
    for (const [lang, errors] of [['en', { notFoundTitle: 'Page not found', notFoundBody: 'Gone.' }], ['hi', { notFoundTitle: 'x', notFoundBody: 'y', goHome: 'z' }]] as const) {
      fs.mkdirSync(path.join(partial, 'messages', lang), { recursive: true });
      fs.writeFileSync(path.join(partial, 'messages', lang, 'common.json'), JSON.stringify({ errors }));
    }
    expect(answerIn(partial)).toEqual([404, 'application/json; charset=utf-8']);
    expect(answerIn(here)).toEqual([404, 'text/html; charset=utf-8']);
  });

  it('a refused HEAD keeps its connection, as a GET does', async () => {
    const server = http.createServer((request, response) => {
      if (!guard.guardRequest(request, response, { routes })) response.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const connection = await new Promise<string | undefined>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, method: 'HEAD', path: '/api/zz' }, (response) => {
          response.resume();
          resolve(response.headers.connection);
        });
        request.on('error', reject);
        request.end();
      });
      expect(connection).toBe('keep-alive');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
