/**
 * What a cached page costs to send, paid once per page instead of once per request (issue 28,
 * throughput). Loaded by the server preload (scripts/server-runtime.cjs).
 *
 * A cache hit of Next.js ends its response with the page's whole HTML as one JavaScript string.
 * Measured on a 76 KB feed page (bench/results/round-2-2026-11-28.md, a CPU profile under wrk):
 * - every page holds a character outside Latin-1 (the language switch says "हिन्दी"), so V8 keeps the
 *   string in two bytes a character and Node encodes it to UTF-8 again on every answer: a plain Node
 *   server sends such a 76 KB string at 1,300 answers/s, the same bytes as a Buffer at 12,000;
 * - Next's ETag is a hash of that string computed in JavaScript, character by character, on every
 *   answer: 12 % of the process's time on the desktop feed;
 * - with `Accept-Encoding: gzip` (every browser) Next's compression middleware gzips the same page
 *   again for every reader.
 *
 * So, with Next's own ETags and compression turned off (next.config.ts reads the flag this module
 * sets), each answer that is one page in one piece — GET, 200, `text/html` or the RSC payload,
 * ended with a string or Buffer and nothing written before — is sent from a small cache keyed by
 * its text: its UTF-8 bytes, an ETag (SHA-1 of the bytes, computed natively), and its gzip when a
 * reader asks for it. `If-None-Match` gets a 304 as before. Everything else (streamed pages, route
 * handlers, static files) goes through the same compression middleware Next uses, unchanged.
 *
 * A page asked for again is also compressed with brotli, off the main thread, and sent so to a
 * browser that asks for it; the build's files likewise (scripts/brotli.cjs says why and how).
 */
// A CommonJS preload module (required by server-runtime.cjs), so require() it is.
/* eslint-disable @typescript-eslint/no-require-imports */
const crypto = require('node:crypto');
const zlib = require('node:zlib');
const { paintFirst, installPaintFirst } = require('./paint-first.cjs');
const { asksPlain, compressLater, installStaticBrotli } = require('./brotli.cjs');

/** next.config.ts turns Next's own ETags and compression off when this is set: this module does both. */
globalThis.__shortnewsResponseBytes = true;

/** Bodies shorter than this are encoded per answer (a cache entry would cost more than it saves). */
const MIN_CACHED_CHARS = 1024;
/** The cache's bound: bytes of encoded and gzipped bodies kept (oldest first out). */
const MAX_CACHED_BYTES = 8 * 1024 * 1024;
/** Below this Next's compression middleware does not compress either (its 1 kB threshold). */
const GZIP_THRESHOLD = 1024;
const PAGE_TYPE = /^text\/(html|x-component)\b/i;
const HTML_TYPE = /^text\/html\b/i;

/** text → { bytes, etag, gzip?, br?, brotliStarted? }, insertion order = age. */
const cache = new Map();
let cachedBytes = 0;

function etagOf(bytes) {
  return `"${crypto.createHash('sha1').update(bytes).digest('base64url')}"`;
}

/** A page's entry; an HTML page is sent painting before its scripts run (scripts/paint-first.cjs). */
function entryFor(text, isHtml) {
  let entry = cache.get(text);
  if (entry) {
    if (isHtml) brotliOf(text, entry);
    return entry;
  }
  // Stryker disable next-line StringLiteral: equivalent — Buffer.from's default encoding is UTF-8.
  const bytes = Buffer.from(isHtml ? paintFirst(text) : text, 'utf8');
  entry = { bytes, etag: etagOf(bytes), gzip: undefined };
  if (text.length >= MIN_CACHED_CHARS) remember(text, entry, bytes.length);
  return entry;
}

function remember(text, entry, size) {
  if (size > MAX_CACHED_BYTES / 4) return;
  cache.set(text, entry);
  grow(size);
}

function grow(size) {
  cachedBytes += size;
  for (const [text, old] of cache) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    cache.delete(text);
    cachedBytes -= sizeOf(old);
  }
}

function sizeOf(entry) {
  return entry.bytes.length + (entry.gzip ? entry.gzip.length : 0) + (entry.br ? entry.br.length : 0);
}

/** A page asked for again: its brotli is made once, in the background (sent from the next answer on). */
function brotliOf(text, entry) {
  if (entry.brotliStarted) return;
  entry.brotliStarted = true;
  compressLater(entry.bytes, (br) => {
    if (!br || cache.get(text) !== entry) return;
    entry.br = br;
    grow(br.length);
  });
}

/** A page sent as a Buffer: not kept (its text is not at hand to key it); HTML rewritten all the same. */
function bufferEntry(chunk, isHtml) {
  const bytes = isHtml ? Buffer.from(paintFirst(chunk.toString('utf8')), 'utf8') : chunk;
  return { bytes, etag: etagOf(bytes) };
}

function gzipOf(text, entry) {
  if (!entry.gzip) {
    entry.gzip = zlib.gzipSync(entry.bytes);
    if (cache.get(text) === entry) grow(entry.gzip.length);
  }
  return entry.gzip;
}

/**
 * Only the plain case is answered from the cache: `gzip` (or `br`) listed without weights. Anything
 * else (`gzip;q=0.5`, `deflate` alone, `identity`) is negotiated by the compression middleware itself.
 */
function asksPlainGzip(acceptEncoding) {
  return asksPlain(acceptEncoding, 'gzip');
}

/** `If-None-Match` names this ETag (or `*`) and the request does not ask to skip caches. */
function isFresh(headers, etag) {
  const given = headers['if-none-match'];
  // Stryker disable next-line StringLiteral: equivalent — any stand-in for a missing Cache-Control that does not say no-cache.
  if (!given || /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(String(headers['cache-control'] ?? ''))) return false;
  if (given.trim() === '*') return true;
  return given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

let compression;
let releaseCompressionStream;
function loadCompression() {
  // Stryker disable next-line ConditionalExpression: equivalent — require() answers from its own cache the second time.
  if (compression === undefined) {
    try {
      compression = require('next/dist/compiled/compression')();
      ({ releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream'));
    } catch {
      compression = null; // Not beside Next.js (a test of the preload alone): no compression.
    }
  }
  return compression;
}

/**
 * Sets a response up before Next.js sees it: the compression middleware Next would have put there,
 * then, on top, the page cache above. Called for every request of an app server.
 */
function installResponseBytes(request, response) {
  const compress = loadCompression();
  if (compress) {
    compress(request, response, () => {});
    // As Next does: on a client that leaves early the middleware never ends its zlib stream.
    response.once('close', () => {
      // Stryker disable next-line ConditionalExpression: equivalent — after a finished answer the stream has ended, and destroying it does nothing.
      if (!response.writableFinished) releaseCompressionStream(response);
    });
  }
  if (request.method !== 'GET') return;
  installStaticBrotli(request, response, String(request.url).split('?')[0]);
  // A streamed page's start is rewritten as it passes; a whole page below, once per page.
  installPaintFirst(response);

  let wrote = false;
  const write = response.write;
  response.write = function writeAndRemember(...args) {
    // Stryker disable next-line BooleanLiteral: equivalent in Node today — write() sends the headers, so headersSent says it too; kept for a corked response.
    wrote = true;
    return write.apply(this, args);
  };
  const end = response.end;
  response.end = function endFromCache(chunk, encoding, callback) {
    // Stryker disable next-line LogicalOperator: equivalent in Node today — see `wrote` above.
    if (wrote || this.headersSent || this.statusCode !== 200 || !isWholePage(chunk, encoding)) return end.apply(this, arguments);
    // Stryker disable next-line StringLiteral: equivalent — any stand-in for a missing Content-Type that is not a page type.
    const type = String(this.getHeader('content-type') ?? '');
    if (!PAGE_TYPE.test(type) || this.hasHeader('etag') || this.hasHeader('content-encoding')) return end.apply(this, arguments);
    const done = typeof encoding === 'function' ? encoding : callback;
    const entry = typeof chunk === 'string' ? entryFor(chunk, HTML_TYPE.test(type)) : bufferEntry(chunk, HTML_TYPE.test(type));
    this.setHeader('ETag', entry.etag);
    if (isFresh(request.headers, entry.etag)) {
      this.statusCode = 304;
      this.removeHeader('content-type');
      this.removeHeader('content-length');
      // No body, and the callback as the callback: the compression middleware's end() takes its first
      // argument for a chunk and measures it (a function there threw).
      return end.call(this, null, done);
    }
    let body = entry.bytes;
    if (
      typeof chunk === 'string' &&
      HTML_TYPE.test(type) &&
      // Stryker disable next-line EqualityOperator: equivalent — at exactly 1 KB the middleware compresses too (it skips below its threshold only).
      body.length >= GZIP_THRESHOLD &&
      compress &&
      // Stryker disable next-line StringLiteral: equivalent — any stand-in for a missing Cache-Control that does not say no-transform.
      !/no-transform/i.test(String(this.getHeader('cache-control') ?? ''))
    ) {
      const accepts = request.headers['accept-encoding'];
      // The middleware sees an encoded body: it adds `Vary: Accept-Encoding` and passes it through.
      if (entry.br && asksPlain(accepts, 'br')) {
        body = entry.br;
        this.setHeader('Content-Encoding', 'br');
      } else if (asksPlainGzip(accepts)) {
        body = gzipOf(chunk, entry);
        this.setHeader('Content-Encoding', 'gzip');
      }
    }
    this.setHeader('Content-Length', body.length);
    return end.call(this, body, done);
  };
}

function isWholePage(chunk, encoding) {
  if (typeof chunk === 'string') return chunk.length > 0 && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding));
  return Buffer.isBuffer(chunk) && chunk.length > 0;
}

/** The cache's count of bytes, and (for the tests) the bytes its entries really hold. */
function cacheSize() {
  let held = 0;
  for (const entry of cache.values()) held += sizeOf(entry);
  return { entries: cache.size, bytes: cachedBytes, held };
}

module.exports = { installResponseBytes, asksPlainGzip, isFresh, cacheSize };
