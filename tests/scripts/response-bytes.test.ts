/** @jest-environment node */
import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { answeringServer, listen } from '../helpers/http-answer';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { settled } = require('../../scripts/brotli.cjs') as { settled: () => Promise<void> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { installResponseBytes, asksPlainGzip, isFresh, cacheSize } = require('../../scripts/response-bytes.cjs') as {
  installResponseBytes: (request: http.IncomingMessage, response: http.ServerResponse) => void;
  asksPlainGzip: (header: unknown) => boolean;
  isFresh: (headers: http.IncomingHttpHeaders, etag: string) => boolean;
  cacheSize: () => { entries: number; bytes: number; held: number };
};

/**
 * scripts/response-bytes.cjs (issue 28): a cached page's bytes, ETag and gzip are computed once per
 * page, not once per answer. A real HTTP server answers as Next.js does on a page-cache hit (headers,
 * then the whole HTML as one string) and in its other ways (a streamed page, JSON, a 404 page, the
 * RSC payload), behind the same setup the server preload gives every request.
 */
const HINDI_PAGE = `<!doctype html><html lang="hi"><body><h1>ताज़ा ख़बरें</h1>${'<p>हिन्दी — English “quotes” ₹ 1,000</p>'.repeat(200)}</body></html>`;
/** 2 MB of random text, slow to compress at brotli's highest quality. */
const NOISE = crypto.randomBytes(1_500_000).toString('base64');
const ENGLISH_PAGE = `<!doctype html><html><body>${'<p>plain Latin-1 text</p>'.repeat(300)}</body></html>`;
const BIG_JSON = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `story ${i}` })) });

/** The routes whose `end` callback ran (the callback form of `end` is kept). */
const ended: string[] = [];

function nextLike(request: http.IncomingMessage, response: http.ServerResponse) {
  installResponseBytes(request, response);
  const url = new URL(request.url ?? '/', 'http://x');
  const page = (body: string, type = 'text/html; charset=utf-8') => {
    response.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=31535700');
    response.setHeader('Content-Type', type);
    response.setHeader('Content-Length', Buffer.byteLength(body));
    if (request.method === 'HEAD') return response.end(null);
    response.end(body);
  };
  switch (url.pathname) {
    case '/hi/general':
      return page(HINDI_PAGE);
    case '/en/general':
      return page(ENGLISH_PAGE);
    case '/rsc':
      return page(ENGLISH_PAGE, 'text/x-component');
    case '/buffer':
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      return response.end(Buffer.from(HINDI_PAGE));
    case '/no-transform':
      response.setHeader('Cache-Control', 'public, no-transform');
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      return response.end(ENGLISH_PAGE);
    case '/page':
      // Every answer different: a page per query, as `?n=` asks.
      // `noise`: text that compresses slowly (random), not a run of one letter.
      return page(
        `<!doctype html><p>${url.searchParams.get('n')}</p>${url.searchParams.has('noise') ? NOISE.slice(0, Number(url.searchParams.get('size'))) : 'x'.repeat(Number(url.searchParams.get('size') ?? 2000))}`,
        url.searchParams.has('rsc') ? 'text/x-component' : undefined,
      );
    case '/streamed':
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.write(HINDI_PAGE.slice(0, 500));
      return response.end(HINDI_PAGE.slice(500));
    case '/missing':
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      return response.end(HINDI_PAGE);
    case '/json':
      response.setHeader('Content-Type', 'application/json');
      return response.end(BIG_JSON);
    case '/own-etag':
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('ETag', 'W/"v7"');
      return response.end(ENGLISH_PAGE);
    case '/exact':
      // A page of exactly `n` characters (ASCII): the cache's lower bound.
      return page('y'.repeat(Number(url.searchParams.get('n'))));
    case '/not-a-page-type':
      response.setHeader('Content-Type', 'application/vnd.example+text/html');
      return response.end(ENGLISH_PAGE);
    case '/encoded':
      // A page that says how it is encoded already: left alone.
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Encoding', 'identity');
      return response.end(ENGLISH_PAGE);
    case '/with-callback':
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      return response.end(ENGLISH_PAGE, () => {
        ended.push('/with-callback');
      });
    case '/with-encoding-and-callback':
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      return response.end(ENGLISH_PAGE, url.searchParams.get('encoding') as BufferEncoding, () => {
        ended.push(`/with-encoding-and-callback ${url.searchParams.get('encoding')}`);
      });
    case '/empty':
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      return response.end(url.searchParams.get('as') === 'buffer' ? Buffer.alloc(0) : '');
    default:
      response.statusCode = 204;
      response.end();
  }
}

const request = answeringServer(nextLike);

describe('a page in one piece (a cache hit)', () => {
  it.each(['/hi/general', '/en/general'])('%s arrives as its exact UTF-8 bytes with their length and a strong ETag', async (path) => {
    const expected = Buffer.from(path === '/hi/general' ? HINDI_PAGE : ENGLISH_PAGE);
    const first = await request(path);
    const second = await request(path);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(expected)).toBe(true);
      expect(Number(answer.headers['content-length'])).toBe(expected.length);
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('gives different pages different ETags', async () => {
    const [hindi, english] = await Promise.all([request('/hi/general'), request('/en/general')]);
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
  });

  it('answers 304 without a body to a reader whose copy is current, and 200 to one whose copy is not', async () => {
    const { headers } = await request('/hi/general');
    const etag = String(headers.etag);
    const current = await request('/hi/general', { 'If-None-Match': etag });
    expect(current.status).toBe(304);
    expect(current.body.length).toBe(0);
    expect(current.headers['content-type']).toBeUndefined();
    expect(current.headers['content-length']).toBeUndefined();
    expect(current.headers.etag).toBe(etag);
    expect((await request('/hi/general', { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304);
    expect((await request('/hi/general', { 'If-None-Match': '*' })).status).toBe(304);
    expect((await request('/hi/general', { 'If-None-Match': '"other"' })).status).toBe(200);
    // A reload that asks to skip caches gets the page.
    const reload = await request('/hi/general', { 'If-None-Match': etag, 'Cache-Control': 'no-cache' });
    expect(reload.status).toBe(200);
    expect(reload.body.equals(Buffer.from(HINDI_PAGE))).toBe(true);
  });

  it('gzips it for a client that asks for gzip, the same bytes each time, with Vary: Accept-Encoding', async () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate' };
    const first = await request('/hi/general', browser);
    const second = await request('/hi/general', browser);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(String(first.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.body.length).toBeLessThan(Buffer.byteLength(HINDI_PAGE) / 4);
    expect(zlib.gunzipSync(first.body).toString()).toBe(HINDI_PAGE);
    expect(second.body.equals(first.body)).toBe(true);
    // One ETag for the page, whichever encoding carries it (as Next.js did).
    expect(first.headers.etag).toBe((await request('/hi/general')).headers.etag);
  });

  it('sends a browser that names br its brotli, made once in the background when the page is asked for again', async () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const path = `/page?n=brotli-${Date.now()}&size=20000`;
    const first = await request(path, browser);
    await settled();
    // Asked for once: no brotli is made (most such pages are one reader's).
    expect((await request(path, browser)).headers['content-encoding']).toBe('gzip');
    await settled();
    const third = await request(path, browser);
    expect(third.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(third.body).equals(zlib.gunzipSync(first.body))).toBe(true);
    expect(Number(third.headers['content-length'])).toBe(third.body.length);
    expect(third.body.length).toBeLessThan(first.body.length);
    expect(String(third.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(third.headers.etag).toBe(first.headers.etag);
    expect((await request(path, browser)).body.equals(third.body)).toBe(true);
    // A client without brotli still gets gzip, one without either the page.
    expect((await request(path, { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await request(path, { 'Accept-Encoding': 'br;q=1, gzip;q=0.5' })).headers['content-encoding']).toBe('gzip');
    expect((await request(path)).headers['content-encoding']).toBeUndefined();
    // Not for an RSC payload or a page sent as a Buffer (no text to key it).
    for (const other of ['/rsc', '/buffer']) {
      await request(other, browser);
      await request(other, browser);
      await settled();
      expect((await request(other, browser)).headers['content-encoding']).not.toBe('br');
    }
  });

  it('leaves weighted or other encodings to the compression middleware, which negotiates them', async () => {
    const identity = await request('/hi/general', { 'Accept-Encoding': 'gzip;q=0.5, identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(HINDI_PAGE);
    const weighted = await request('/hi/general', { 'Accept-Encoding': 'gzip;q=1.0' });
    expect(weighted.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(weighted.body).toString()).toBe(HINDI_PAGE);
    const deflate = await request('/hi/general', { 'Accept-Encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync(deflate.body).toString()).toBe(HINDI_PAGE);
  });

  it('does not transform a page that says no-transform', async () => {
    const answer = await request('/no-transform', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(ENGLISH_PAGE);
  });

  it('gives the RSC payload and a Buffer body an ETag too', async () => {
    const rsc = await request('/rsc');
    expect(rsc.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(rsc.body.toString()).toBe(ENGLISH_PAGE);
    await request('/hi/general');
    const before = cacheSize().entries;
    const buffer = await request('/buffer');
    // A Buffer is sent as it is: nothing to encode, so nothing to keep.
    expect(cacheSize().entries).toBe(before);
    expect(buffer.headers.etag).toBe((await request('/hi/general')).headers.etag);
    expect((await request('/buffer', { 'If-None-Match': String(buffer.headers.etag) })).status).toBe(304);
  });
});

describe('answers it leaves as they are', () => {
  it('a streamed page: compressed by the middleware, no ETag', async () => {
    const plain = await request('/streamed');
    expect(plain.headers.etag).toBeUndefined();
    expect(plain.body.toString()).toBe(HINDI_PAGE);
    const gzipped = await request('/streamed', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(HINDI_PAGE);
  });

  it('a 404 page, JSON, a page with its own ETag and a HEAD: no ETag of ours', async () => {
    const missing = await request('/missing');
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.body.toString()).toBe(HINDI_PAGE);
    const json = await request('/json', { 'Accept-Encoding': 'gzip' });
    expect(json.headers.etag).toBeUndefined();
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(json.body).toString()).toBe(BIG_JSON);
    expect((await request('/own-etag')).headers.etag).toBe('W/"v7"');
    const head = await request('/hi/general', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(HINDI_PAGE));
  });
});

describe('what it looks at', () => {
  it('the server preload flag that turns Next\'s own ETags and compression off', () => {
    expect((globalThis as { __shortnewsResponseBytes?: boolean }).__shortnewsResponseBytes).toBe(true);
  });

  it('only GET: a page answered to a POST gets no ETag of ours', async () => {
    const post = await request('/hi/general', {}, 'POST');
    expect(post.status).toBe(200);
    expect(post.headers.etag).toBeUndefined();
    expect(post.body.toString()).toBe(HINDI_PAGE);
  });

  it('only page types: a type that merely contains text/html, or a page already encoded, is left alone', async () => {
    const odd = await request('/not-a-page-type');
    expect(odd.headers.etag).toBeUndefined();
    const encoded = await request('/encoded');
    expect(encoded.headers.etag).toBeUndefined();
    expect(encoded.body.toString()).toBe(ENGLISH_PAGE);
  });

  it('only a body with something in it, as a UTF-8 string or a Buffer', async () => {
    for (const path of ['/empty', '/empty?as=buffer']) {
      const empty = await request(path);
      expect([path, empty.status, empty.headers.etag, empty.body.length]).toEqual([path, 200, undefined, 0]);
    }
    const latin1 = await request('/with-encoding-and-callback?encoding=latin1');
    expect(latin1.headers.etag).toBeUndefined();
    for (const encoding of ['utf8', 'utf-8', 'UTF-8']) {
      const utf8 = await request(`/with-encoding-and-callback?encoding=${encoding}`);
      expect([encoding, utf8.headers.etag]).toEqual([encoding, expect.stringMatching(/^"/)]);
      expect(utf8.body.toString()).toBe(ENGLISH_PAGE);
    }
  });

  it('keeps the callback of end(), given with or without an encoding', async () => {
    ended.length = 0;
    expect((await request('/with-callback')).headers.etag).toMatch(/^"/);
    expect((await request('/with-encoding-and-callback?encoding=utf8')).headers.etag).toMatch(/^"/);
    expect((await request('/with-callback', { 'If-None-Match': '*' })).status).toBe(304);
    expect(ended).toEqual(['/with-callback', '/with-encoding-and-callback utf8', '/with-callback']);
  });

  it('a page under 1 KB is left to the middleware, which does not compress it', async () => {
    const small = await request('/page?n=tiny&size=10', { 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toContain('<p>tiny</p>');
  });
});

describe('a reader who leaves in the middle of a page', () => {
  it('releases the gzip stream of an answer that was still being written', async () => {
    // A streamed answer whose end never comes (a slow render's RSC payload): the middleware's zlib
    // stream holds its memory until someone destroys it. `on('drain')` answers with that stream (the
    // middleware hands drain listeners to it), which is how Next's own release finds it.
    let gzipStream: NodeJS.ReadWriteStream & { destroyed?: boolean } = undefined as never;
    let serverClosed!: () => void;
    const closed = new Promise<void>((resolve) => (serverClosed = resolve));
    const server = await listen((request, response) => {
      installResponseBytes(request, response);
      response.setHeader('Content-Type', 'text/x-component');
      response.write(HINDI_PAGE);
      // As Next does after each streamed piece: what is compressed so far goes out now.
      (response as unknown as { flush: () => void }).flush();
      gzipStream = response.on('drain', () => {}) as never;
      response.once('close', () => setImmediate(serverClosed));
    });
    try {
      // The reader reads the first bytes, then goes away.
      const encoding = await new Promise<string | undefined>((resolve, reject) => {
        const leaving = http.get({ host: '127.0.0.1', port: server.port, path: '/', headers: { 'Accept-Encoding': 'gzip' }, agent: false }, (answer) => {
          answer.once('data', () => {
            leaving.destroy();
            resolve(answer.headers['content-encoding']);
          });
        });
        leaving.on('error', (error) => (leaving.destroyed ? undefined : reject(error)));
      });
      expect(encoding).toBe('gzip');
      await closed;
      expect(gzipStream).not.toBe(undefined);
      expect(gzipStream.destroyed).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('its cache', () => {
  it('stays within its bound however many pages pass', async () => {
    for (let n = 0; n < 60; n += 1) {
      const answer = await request(`/page?n=${n}&size=400000`, { 'Accept-Encoding': 'gzip' });
      expect(zlib.gunzipSync(answer.body).toString()).toContain(`<p>${n}</p>`);
    }
    const size = cacheSize();
    expect(size.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    // Its count is what its entries hold, gzips included: pages went out (60 × 400 KB) and came in again.
    expect(size.held).toBe(size.bytes);
    expect(size.entries).toBeGreaterThan(5);
    expect(size.entries).toBeLessThan(60);
  });

  it('counts a page once, however often it is asked for, and its gzip and its brotli once', async () => {
    const path = `/page?n=counted-${Date.now()}&size=5000`;
    await request(path);
    const once = cacheSize();
    await request(path);
    await settled();
    const withBrotli = cacheSize();
    await request(path, { 'Accept-Encoding': 'gzip' });
    const withGzip = cacheSize();
    await request(path, { 'Accept-Encoding': 'gzip' });
    await request(path, { 'Accept-Encoding': 'br' });
    await settled();
    expect(cacheSize()).toEqual(withGzip);
    expect(withGzip.entries).toBe(once.entries);
    expect(withBrotli.bytes).toBeGreaterThan(once.bytes);
    expect(withGzip.bytes).toBeGreaterThan(withBrotli.bytes);
    expect(withBrotli.held).toBe(withBrotli.bytes);
    expect(withGzip.held).toBe(withGzip.bytes);
  });

  it('makes no brotli for an RSC payload, which it never sends compressed from the cache', async () => {
    const path = `/page?n=rsc-${Date.now()}&size=5000&rsc`;
    await request(path);
    const once = cacheSize();
    await request(path);
    await request(path);
    await settled();
    expect(cacheSize()).toEqual(once);
  });

  it('makes no brotli for a page the cache let go meanwhile', async () => {
    // A large page: its brotli (quality 11) takes a second or so, long enough for the pages below.
    const path = `/page?n=gone-${Date.now()}&size=1900000&noise`;
    await request(path);
    await request(path);
    // The page's brotli is under way; pages enough to push it out of the cache come in before it is made.
    for (let n = 0; n < 5; n += 1) await request(`/page?n=push-${n}-${Date.now()}&size=1900000`);
    await settled();
    const size = cacheSize();
    expect(size.held).toBe(size.bytes);
    expect(size.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
  });

  it('keeps no page over a quarter of its bound (2 MB), and still sends it whole', async () => {
    const before = cacheSize();
    const answer = await request(`/page?n=huge&size=${3 * 1024 * 1024}`);
    expect(answer.body.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(answer.headers.etag).toMatch(/^"/);
    expect(cacheSize()).toEqual(before);
  });

  it('keeps a page from exactly 1,024 characters on', async () => {
    const before = cacheSize().entries;
    await request('/exact?n=1023');
    expect(cacheSize().entries).toBe(before);
    await request('/exact?n=1024');
    expect(cacheSize().entries).toBe(before + 1);
  });

  it('keeps no page under 1 KB (encoded per answer)', async () => {
    const before = cacheSize().entries;
    const answer = await request('/page?n=small&size=10');
    expect(answer.headers.etag).toMatch(/^"/);
    expect(cacheSize().entries).toBe(before);
  });
});

describe('the rules it decides by', () => {
  it('answers from its gzip only for a plain list that names gzip', () => {
    expect(asksPlainGzip('gzip, deflate, br')).toBe(true);
    expect(asksPlainGzip('br,GZIP')).toBe(true);
    expect(asksPlainGzip('gzip;q=0')).toBe(false);
    expect(asksPlainGzip('deflate, br')).toBe(false);
    expect(asksPlainGzip('x-gzip')).toBe(false);
    expect(asksPlainGzip('deflate,  gzip ')).toBe(true);
    expect(asksPlainGzip('GZIP')).toBe(true);
    expect(asksPlainGzip(undefined)).toBe(false);
  });

  it('matches If-None-Match as HTTP says (weak comparison, lists, *), unless the request says no-cache', () => {
    expect(isFresh({ 'if-none-match': '"a"' }, '"a"')).toBe(true);
    expect(isFresh({ 'if-none-match': 'W/"a"' }, '"a"')).toBe(true);
    expect(isFresh({ 'if-none-match': '"b" , "a"' }, '"a"')).toBe(true);
    expect(isFresh({ 'if-none-match': '"b"' }, '"a"')).toBe(false);
    expect(isFresh({}, '"a"')).toBe(false);
    expect(isFresh({ 'if-none-match': '"a"', 'cache-control': 'max-age=0, no-cache' }, '"a"')).toBe(false);
    expect(isFresh({ 'if-none-match': '"a"', 'cache-control': 'max-age=0' }, '"a"')).toBe(true);
    expect(isFresh({ 'if-none-match': '"a"', 'cache-control': 'no-cachet' }, '"a"')).toBe(true);
    expect(isFresh({ 'if-none-match': ' * ' }, '"a"')).toBe(true);
    // W/ only as the weak marker in front, never inside a tag.
    expect(isFresh({ 'if-none-match': '"xW/"' }, '"x"')).toBe(false);
  });
});
