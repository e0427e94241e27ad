/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { answeringServer } from '../helpers/http-answer';

/* eslint-disable @typescript-eslint/no-require-imports */
const { installResponseBytes } = require('../../scripts/response-bytes.cjs') as {
  installResponseBytes: (request: http.IncomingMessage, response: http.ServerResponse) => void;
};
const { asksPlain, settled, staticCacheSize, limits, compressLater } = require('../../scripts/brotli.cjs') as {
  asksPlain: (header: unknown, coding: string) => boolean;
  settled: () => Promise<void>;
  staticCacheSize: () => { entries: number; bytes: number; held: number };
  limits: { maxStaticBytes: number; maxStaticFile: number };
  compressLater: (bytes: unknown, done: (compressed: Buffer | undefined) => void) => void;
};
// Next.js's own static file server (`send`, as `next start` serves /_next/static/).
const { serveStatic } = require('next/dist/server/serve-static') as {
  serveStatic: (request: http.IncomingMessage, response: http.ServerResponse, file: string, options?: object) => Promise<void>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * scripts/brotli.cjs (issue 28): the build's files go brotli-compressed to a browser that asks for it,
 * compressed once from what Next.js sends the first time; Next's headers stay. A real HTTP server
 * answers /_next/static/ as `next start` does: its static file server behind the server preload's setup.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brotli-static-'));
const SCRIPT = `self.__chunk=${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, text: `script line ${i} हिन्दी` })))};`;
fs.writeFileSync(path.join(dir, 'app.js'), SCRIPT);
fs.writeFileSync(path.join(dir, 'other.js'), SCRIPT.replace('__chunk', '__other'));
fs.writeFileSync(path.join(dir, 'styles.css'), '.card{color:red}\n'.repeat(300));
// A picture: not worth compressing again.
fs.writeFileSync(path.join(dir, 'logo.png'), crypto.randomBytes(4000));
fs.writeFileSync(path.join(dir, 'large.js'), SCRIPT);
fs.writeFileSync(path.join(dir, 'odd-type.js'), SCRIPT);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The callbacks of write() and end() that ran, by route. */
const calls: string[] = [];
const PART_A = Buffer.from(SCRIPT.slice(0, 5000));
const PART_B = Buffer.from(SCRIPT.slice(5000));

const request = answeringServer((req, res) => {
  installResponseBytes(req, res);
  const url = new URL(req.url ?? '/', 'http://x');
  const script = () => res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
  switch (url.pathname) {
    case '/_next/static/callbacks.js':
      // A body written in two Buffers, each with a callback.
      script();
      res.write(PART_A, () => calls.push('write'));
      return void res.end(PART_B, () => calls.push('end'));
    case '/_next/static/end-callback.js':
      script();
      res.write(PART_A);
      res.write(PART_B, 'binary', () => calls.push('write with encoding'));
      // (Not res.end(callback): the compression middleware under it takes a function there for a body.)
      return void res.end(null, 'binary', () => calls.push('end alone'));
    case '/_next/static/as-text.js':
      // Written as text, not as a file's Buffers.
      script();
      res.write(SCRIPT.slice(0, 5000));
      return void res.end(SCRIPT.slice(5000));
    case '/_next/static/encoded.js':
      // Said to be encoded already.
      script();
      res.setHeader('Content-Encoding', 'identity');
      return void res.end(Buffer.from(SCRIPT));
    case '/_next/static/odd-type.js':
      // A type that mentions text/ but is not text.
      res.setHeader('Content-Type', 'application/x-text/javascript');
      break;
    case '/app/_next/static/app.js':
      // Not the build's folder, though its path holds the same words.
      script();
      return void res.end(Buffer.from(SCRIPT));
  }
  if (url.pathname.startsWith('/_next/static/')) {
    res.setHeader('Cache-Control', url.searchParams.has('no-transform') ? 'public, no-transform' : 'public, max-age=31536000, immutable');
    const file = path.join(dir, decodeURIComponent(url.pathname.slice('/_next/static/'.length)));
    serveStatic(req, res, file).catch(() => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><p>Not found</p>${'x'.repeat(2000)}`);
    });
    return;
  }
  // Anything else with a script's type (a route handler): left to the middleware.
  res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
  res.end(SCRIPT);
});

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe("a build file, for a browser that asks for brotli", () => {
  it('goes gzipped the first time, then brotli-compressed with Next’s headers, smaller, the same bytes', async () => {
    const first = await request('/_next/static/app.js', BROWSER);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(first.body).toString()).toBe(SCRIPT);
    await settled();

    const second = await request('/_next/static/app.js', BROWSER);
    expect(second.status).toBe(200);
    expect(second.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(second.body).toString()).toBe(SCRIPT);
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    expect(second.body.length).toBeLessThan(first.body.length);
    expect(String(second.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.headers['content-type']).toMatch(/^application\/javascript/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['last-modified']).toBe(first.headers['last-modified']);

    const third = await request('/_next/static/app.js', BROWSER);
    expect(third.body.equals(second.body)).toBe(true);
  });

  it('a stylesheet too; its query is not part of the file', async () => {
    await request('/_next/static/styles.css?v=1', BROWSER);
    await settled();
    const answer = await request('/_next/static/styles.css?v=2', BROWSER);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe('.card{color:red}\n'.repeat(300));
  });

  it('goes gzipped to a client that does not name br plainly, and whole to one that asks for nothing', async () => {
    await request('/_next/static/app.js', BROWSER);
    await settled();
    const gzipOnly = await request('/_next/static/app.js', { 'Accept-Encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.body).toString()).toBe(SCRIPT);
    const weighted = await request('/_next/static/app.js', { 'Accept-Encoding': 'br;q=1, gzip;q=0.5' });
    expect(weighted.headers['content-encoding']).toBe('gzip');
    const plain = await request('/_next/static/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('leaves a range, a HEAD, a current copy (304) and a missing file as Next answers them', async () => {
    await request('/_next/static/app.js', BROWSER);
    await settled();
    const range = await request('/_next/static/app.js', { ...BROWSER, Range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.toString()).toBe(SCRIPT.slice(0, 10));

    const head = await request('/_next/static/app.js', BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).not.toBe('br');
    expect(head.body.length).toBe(0);

    const full = await request('/_next/static/app.js', BROWSER);
    const current = await request('/_next/static/app.js', { ...BROWSER, 'If-None-Match': String(full.headers.etag) });
    expect(current.status).toBe(304);
    expect(current.body.length).toBe(0);

    const missing = await request('/_next/static/gone.js', BROWSER);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
  });

  it('leaves a picture, a file that says no-transform and anything outside the build as they are', async () => {
    const picture = fs.readFileSync(path.join(dir, 'logo.png'));
    for (const round of [1, 2]) {
      const answer = await request('/_next/static/logo.png', BROWSER);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(picture)).toBe(true);
      if (round === 1) await settled();
    }
    for (const round of [1, 2]) {
      const answer = await request('/_next/static/other.js?no-transform', BROWSER);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(SCRIPT.replace('__chunk', '__other'));
      if (round === 1) await settled();
    }
    for (const round of [1, 2]) {
      const answer = await request('/api/script', BROWSER);
      expect(answer.headers['content-encoding']).toBe('gzip');
      if (round === 1) await settled();
    }
  });

  it('the brotli of a body written in pieces, with the callbacks of write() and end() run', async () => {
    for (const route of ['callbacks.js', 'end-callback.js']) {
      const first = await request(`/_next/static/${route}`, BROWSER);
      await settled();
      // (The compression middleware, which sends the first answer, runs none of them: its write and end drop them.)
      calls.length = 0;
      const second = await request(`/_next/static/${route}`, BROWSER);
      expect([first.headers['content-encoding'], second.headers['content-encoding']]).toEqual(['gzip', 'br']);
      expect(zlib.brotliDecompressSync(second.body).toString()).toBe(SCRIPT);
      await new Promise((resolve) => setImmediate(resolve));
      expect(calls).toEqual(route === 'callbacks.js' ? ['write', 'end'] : ['write with encoding', 'end alone']);
    }
  });

  it('compresses a file once when its first answers run at once', async () => {
    fs.writeFileSync(path.join(dir, 'busy.js'), SCRIPT.replace('__chunk', '__busy'));
    const before = staticCacheSize();
    const answers = await Promise.all([1, 2, 3].map(() => request('/_next/static/busy.js', BROWSER)));
    for (const answer of answers) expect(zlib.gunzipSync(answer.body).toString()).toBe(SCRIPT.replace('__chunk', '__busy'));
    await settled();
    const after = staticCacheSize();
    expect(after.entries).toBe(before.entries + 1);
    expect(after.bytes - before.bytes).toBe(zlib.brotliCompressSync(SCRIPT.replace('__chunk', '__busy')).length);
    expect(after.held).toBe(after.bytes);
  });

  it('never for a body written as text, said to be encoded, of another type, too large, a missing file, or outside the build', async () => {
    const maxFile = limits.maxStaticFile;
    // Each of these is small enough: only its own reason keeps it out (large.js: the bound set below).
    for (const round of [1, 2]) {
      for (const route of ['/_next/static/as-text.js', '/_next/static/encoded.js', '/_next/static/odd-type.js', '/_next/static/large.js', '/_next/static/gone.js', '/app/_next/static/app.js']) {
        limits.maxStaticFile = route.endsWith('large.js') ? 5000 : maxFile;
        try {
          const answer = await request(route, BROWSER);
          expect({ route, round, encoding: answer.headers['content-encoding'] }).not.toEqual({ route, round, encoding: 'br' });
        } finally {
          limits.maxStaticFile = maxFile;
        }
      }
      await settled();
    }
    // Up to the bound, it is.
    fs.writeFileSync(path.join(dir, 'at-bound.js'), 'a'.repeat(5000));
    limits.maxStaticFile = 5000;
    try {
      await request('/_next/static/at-bound.js', BROWSER);
      await settled();
      expect((await request('/_next/static/at-bound.js', BROWSER)).headers['content-encoding']).toBe('br');
    } finally {
      limits.maxStaticFile = maxFile;
    }
  });

  it('keeps the brotli of the build within its bound, oldest out', async () => {
    const bound = limits.maxStaticBytes;
    try {
      for (const name of ['app.js', 'other.js', 'styles.css']) await request(`/_next/static/${name}`, BROWSER);
      await settled();
      const all = staticCacheSize();
      expect(all.held).toBe(all.bytes);
      limits.maxStaticBytes = all.bytes - 1;
      // One file more than the bound holds: the oldest goes.
      fs.writeFileSync(path.join(dir, 'late.js'), SCRIPT.replace('__chunk', '__late'));
      await request('/_next/static/late.js', BROWSER);
      await settled();
      const after = staticCacheSize();
      expect(after.bytes).toBeLessThanOrEqual(limits.maxStaticBytes);
      expect(after.held).toBe(after.bytes);
      expect(after.entries).toBeLessThan(all.entries + 1);
      expect((await request('/_next/static/late.js', BROWSER)).headers['content-encoding']).toBe('br');
      // The file that went out is compressed again when it is asked for again.
      limits.maxStaticBytes = bound;
      expect((await request('/_next/static/app.js', BROWSER)).headers['content-encoding']).toBe('gzip');
      await settled();
      expect((await request('/_next/static/app.js', BROWSER)).headers['content-encoding']).toBe('br');
      limits.maxStaticBytes = all.bytes - 1;

      // A bound met exactly keeps everything.
      const full = staticCacheSize();
      const lastScript = SCRIPT.replace('__chunk', '__last');
      fs.writeFileSync(path.join(dir, 'last.js'), lastScript);
      limits.maxStaticBytes = full.bytes + zlib.brotliCompressSync(lastScript).length;
      await request('/_next/static/last.js', BROWSER);
      await settled();
      expect(staticCacheSize()).toEqual({ entries: full.entries + 1, bytes: limits.maxStaticBytes, held: limits.maxStaticBytes });
    } finally {
      limits.maxStaticBytes = bound;
    }
  });
});

describe('the rules it decides by', () => {
  it('a coding counts only in a plain list (no weights), in any case and spacing', () => {
    expect(asksPlain('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(asksPlain('BR', 'br')).toBe(true);
    expect(asksPlain(' gzip ,  br ', 'br')).toBe(true);
    expect(asksPlain('gzip, deflate', 'br')).toBe(false);
    expect(asksPlain('br;q=1', 'br')).toBe(false);
    expect(asksPlain('brotli', 'br')).toBe(false);
    expect(asksPlain(undefined, 'br')).toBe(false);
    expect(asksPlain(['br'], 'br')).toBe(false);
  });

  it('a compression that fails says so (nothing kept), and one that works gives brotli', async () => {
    const results: (Buffer | undefined)[] = [];
    compressLater(12345 as unknown, (compressed) => results.push(compressed));
    compressLater(Buffer.from('hello hello hello'), (compressed) => results.push(compressed));
    await settled();
    expect(results).toHaveLength(2);
    expect(results.filter((result) => result === undefined)).toHaveLength(1);
    expect(zlib.brotliDecompressSync(results.find(Boolean)!).toString()).toBe('hello hello hello');
  });
});
