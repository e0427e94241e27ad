/**
 * Brotli for what the server sends again and again, compressed once at its best (issue 28, second
 * round). Loaded by the server preload (scripts/response-bytes.cjs).
 *
 * Next.js compresses with gzip only, and per answer. Every browser asks for brotli too
 * (`Accept-Encoding: gzip, deflate, br, zstd`), and at its highest quality brotli makes a page's
 * HTML about a quarter smaller than gzip and its scripts about a seventh (measured on this app's
 * build: the feed's HTML 13.4 KB gzipped against 10.8 KB (bench/results/page-weight-2026-12-02-stop56.md), its largest script 73.4 against 62.7 KB).
 * That quality costs tens to hundreds of milliseconds a file, far too much per answer, nothing once:
 * - a cached page (scripts/response-bytes.cjs) is compressed the second time it is asked for (a page
 *   asked for once is not worth it), off the main thread (zlib's thread pool); until then it goes
 *   gzipped as before;
 * - a build file (`/_next/static/…`: scripts, stylesheets, fonts' CSS; named by content, the same
 *   bytes for the life of the process) is compressed from the bytes Next.js sends the first time,
 *   and from then on its brotli replaces Next's answer body: Next's headers stay (caching, type, ETag),
 *   only the encoding and length change.
 * Only a plain list that names `br` is answered so (weights are left to the compression middleware,
 * which negotiates them and knows no brotli); a range request, a HEAD, a 304 or anything but a
 * compressible 200 goes as Next sends it.
 */
// A CommonJS preload module, so require() it is.
/* eslint-disable @typescript-eslint/no-require-imports */
const zlib = require('node:zlib');

const STATIC_PATH = /^\/_next\/static\//;
/** What is worth compressing among the build's files (not images or fonts, compressed already). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json)|image\/svg\+xml)/i;
/**
 * The bounds (a test lowers them): a build file larger than `maxStaticFile` is not kept (none of this
 * app's is a tenth of it); the build files' brotli kept, `maxStaticBytes` (oldest first out; the
 * whole build's is under 0.5 MB).
 */
const limits = { maxStaticFile: 4 * 1024 * 1024, maxStaticBytes: 16 * 1024 * 1024 };

/** A plain `Accept-Encoding` list (no weights) names `coding`, in any case. */
function asksPlain(acceptEncoding, coding) {
  if (typeof acceptEncoding !== 'string' || acceptEncoding.includes(';')) return false;
  return acceptEncoding.split(',').some((listed) => listed.trim().toLowerCase() === coding);
}

/** Compressions under way (tests wait for them: `settled`). */
const pending = new Set();

/**
 * `bytes` compressed on zlib's thread pool at brotli's default quality, its best (11), then
 * `done(compressed)`: undefined if it failed.
 */
function compressLater(bytes, done) {
  const job = new Promise((resolve) => {
    zlib.brotliCompress(bytes, (error, compressed) => resolve(error ? undefined : compressed));
  })
    .catch(() => undefined)
    .then((compressed) => {
      pending.delete(job);
      done(compressed);
    });
  pending.add(job);
}

/** Resolves when every compression started so far has ended. */
async function settled() {
  while (pending.size) await Promise.all(pending);
}

/** Build file path → its brotli, insertion order = age; and the paths being compressed now. */
const staticCache = new Map();
const compressing = new Set();
let staticBytes = 0;

function keep(path, compressed) {
  compressing.delete(path);
  // Stryker disable next-line ConditionalExpression: a failed compression cannot be caused from outside (zlib compresses any Buffer short of running out of memory).
  if (!compressed) return;
  staticCache.set(path, compressed);
  staticBytes += compressed.length;
  for (const [old, bytes] of staticCache) {
    if (staticBytes <= limits.maxStaticBytes) break;
    staticCache.delete(old);
    staticBytes -= bytes.length;
  }
}

/** Whether an answer is a build file's body worth compressing, judged when its body starts. */
function isCompressibleWhole(response) {
  return (
    response.statusCode === 200 &&
    !response.hasHeader('content-encoding') &&
    COMPRESSIBLE.test(String(response.getHeader('content-type'))) &&
    !/no-transform/i.test(String(response.getHeader('cache-control')))
  );
}

/**
 * Set on a GET's response after the compression middleware (its write and end are the ones called
 * below): a build file's brotli, once there is one, in place of the body Next.js writes. A range
 * answer (206) is not a 200, and goes as Next sends it.
 */
function installStaticBrotli(request, response, path) {
  if (!STATIC_PATH.test(path) || !asksPlain(request.headers['accept-encoding'], 'br')) return;
  const ready = staticCache.get(path);
  // The body, collected to compress it this time when there is no brotli yet and no other answer is
  // making one. Given up on a body too large or written as text (Next writes a file's Buffers).
  let parts = ready ? null : [];
  let size = 0;
  let isOurs;
  const decide = (answer) => (isOurs ??= isCompressibleWhole(answer));
  const collect = (chunk) => {
    if (!parts || chunk == null) return;
    size += Buffer.isBuffer(chunk) ? chunk.length : Infinity;
    if (size <= limits.maxStaticFile) parts.push(chunk);
    else parts = null;
  };
  const write = response.write;
  const end = response.end;
  response.write = function writeOrSkip(chunk, encoding, callback) {
    if (!decide(this)) return write.apply(this, arguments);
    if (ready) {
      // Next's copy of the body is not sent: the brotli goes at the end, whole.
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) process.nextTick(done);
      return true;
    }
    collect(chunk);
    return write.apply(this, arguments);
  };
  response.end = function endWithBrotli(chunk, encoding, callback) {
    if (!decide(this)) return end.apply(this, arguments);
    if (ready) {
      // The middleware sees an encoded body: it adds `Vary: Accept-Encoding` and passes it through.
      this.setHeader('Content-Encoding', 'br');
      this.setHeader('Content-Length', ready.length);
      return end.call(this, ready, [chunk, encoding, callback].find((argument) => typeof argument === 'function'));
    }
    collect(chunk);
    // Another answer that started at the same time may have begun first.
    if (parts && !compressing.has(path)) {
      compressing.add(path);
      compressLater(Buffer.concat(parts), (compressed) => keep(path, compressed));
    }
    return end.apply(this, arguments);
  };
}

/** The build files' cache (for the tests): entries and bytes counted, and the bytes they hold. */
function staticCacheSize() {
  let held = 0;
  for (const bytes of staticCache.values()) held += bytes.length;
  return { entries: staticCache.size, bytes: staticBytes, held };
}

module.exports = { asksPlain, compressLater, settled, installStaticBrotli, staticCacheSize, limits };
