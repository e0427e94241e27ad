/**
 * The page paints before its scripts are fetched and run (issue 28, LCP). Used by
 * scripts/response-bytes.cjs on every HTML page it sends, whole or streamed.
 *
 * Next.js puts its scripts in the head as `<script src async>` (and preloads a few more). On a fast
 * network, or from the cache, they arrive while the parser is still reading the body, and the
 * browser runs them — React, the router, the hydration of the whole page — before it paints: the
 * first screen waits for the phone's processor. On a slow network they share the bandwidth with the
 * stylesheets and the first card's picture. Lighthouse's simulation puts both before the LCP
 * (bench/results/lighthouse-2026-11-28-lcp-probe.md: the feed painted at 0.42 s in the load it
 * watched, 2.3 s simulated).
 *
 * So those script tags and script preloads leave the page, and one small inline script asks for
 * them once the page has painted (`loader` below: when the first contentful paint is reported).
 * What the first screen needs — the HTML, the stylesheets, the first picture — has the network and
 * the processor to itself; the scripts come next. A page that is not visible (a background tab, a
 * prerender) paints nothing, so there they are asked for at once. The scripts still run in no fixed
 * order (async), which is all Next.js asks of them.
 *
 * Preloading them early and running them late was measured first and not kept: Lighthouse then
 * counts their download before the LCP again (a preloaded script whose run it cannot find in the
 * trace's long tasks counts as render-blocking), and the bandwidth is shared as before.
 *
 * Only tags exactly as React writes them are moved; anything else is sent as it came.
 */

// A CommonJS preload module (required by response-bytes.cjs), so require() it is.
/* eslint-disable @typescript-eslint/no-require-imports */
const { StringDecoder } = require('node:string_decoder');

/** An async script exactly as React writes it for Next.js: a source and `async=""`. */
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g;
/** A link tag, to find Next's script preloads among them. */
const LINK = /<link (?:[a-zA-Z]+="[^"<>]*" ?)+\/>/g;
const ATTRIBUTE = /([a-zA-Z]+)="([^"<>]*)"/g;

/** The entities React writes in an attribute, read back (a source with a query string has `&amp;`). */
const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
function attributeValue(text) {
  return text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]);
}

/** The address of a script preload as Next.js writes it (rel, as, fetchPriority, href and no more), or null. */
function scriptPreloadHref(tag) {
  const attributes = {};
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) attributes[name] = value;
  const names = Object.keys(attributes);
  const known = names.every((name) => name === 'rel' || name === 'as' || name === 'fetchPriority' || name === 'href');
  if (!known || attributes.rel !== 'preload' || attributes.as !== 'script' || !attributes.href) return null;
  return attributeValue(attributes.href);
}

/**
 * The loader, run in the page (sent as its source, so it is written for any browser: no arrow
 * functions, no `let`). Once the first contentful paint has reached the screen — its performance
 * entry is out, a task later — it adds the preloads back and inserts the scripts in their order,
 * both as Next.js had them (low priority; async). Where the browser has no paint entries, after the
 * next frame, a task later. A page that is not visible paints nothing: at once. And at the latest
 * after `waitMs`, should the paint never be reported (a tab hidden during the load).
 */
function loader(scripts, preloads, waitMs) {
  var done = false;
  var head = document.head;
  function insert(src) {
    var script = document.createElement('script');
    script.src = src;
    script.async = true;
    head.appendChild(script);
  }
  // A script further down a streamed page: inserted with the others, or at once once they are in.
  self.__paintFirst = function (src) {
    if (done) insert(src);
    else scripts.push(src);
  };
  function load() {
    if (done) return;
    done = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.setAttribute('fetchpriority', 'low');
      link.href = href;
      head.appendChild(link);
    });
    scripts.forEach(insert);
  }
  function soon() {
    setTimeout(load, 0);
  }
  if (document.visibilityState !== 'visible') return load();
  var types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) return requestAnimationFrame(soon);
  var observer = new PerformanceObserver(function (list) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    soon();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(load, waitMs);
}

/** At the latest this long after the loader runs, the scripts are asked for, painted or not. */
const LOADER_WAIT_MS = 5000;

/**
 * The loader's source as pages get it, made once: minified by esbuild (a dependency already: it builds
 * the service worker), whitespace and names only (syntax minifying would drop an expression nothing
 * calls), 0.8 KB instead of 1.2; should esbuild not run here, the source without its indentation.
 */
const LOADER_SOURCE = (() => {
  const source = `(${loader.toString()})`;
  try {
    const { transformSync } = require('esbuild');
    return transformSync(source, { minifyWhitespace: true, minifyIdentifiers: true, target: 'es5' }).code.trim().replace(/;$/, '');
  } catch {
    // Stryker disable next-line all: the fallback where esbuild cannot run (its binary missing); newlines kept, so nothing changes meaning.
    return source.replace(/\n\s+/g, '\n');
  }
})();

function loaderFor(scripts, preloads) {
  // JSON is valid JavaScript; `<` escaped so that no address can close the inline script.
  const list = (values) => JSON.stringify(values).replace(/</g, '\\u003c');
  return `<script>${LOADER_SOURCE}(${list(scripts)},${list(preloads)},${LOADER_WAIT_MS})</script>`;
}

/** `text` without its async scripts and script preloads; their addresses in order. */
function takeScripts(text) {
  const scripts = [];
  const preloads = [];
  const rest = text
    .replace(ASYNC_SCRIPT, (tag, src) => {
      scripts.push(attributeValue(src));
      return '';
    })
    .replace(LINK, (tag) => {
      const href = scriptPreloadHref(tag);
      if (href === null) return tag;
      preloads.push(href);
      return '';
    });
  // A script is asked for once: its preload goes (the script itself is coming).
  return { rest, scripts, preloads: preloads.filter((href) => !scripts.includes(href)) };
}

/**
 * A whole page with its scripts asked for after the first paint, or the page as it was. The loader
 * goes at the end of the body: by then the whole first screen is in the document, so the frame it
 * waits for shows it.
 */
function paintFirst(html) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  // Stryker disable next-line EqualityOperator: equivalent — '</head>' cannot be at 0, nor '</body>' where '</head>' is.
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const { rest, scripts, preloads } = takeScripts(html.slice(0, bodyEnd));
  if (scripts.length === 0) return html;
  return rest + loaderFor(scripts, preloads) + html.slice(bodyEnd);
}

/** Where the body's opening tag ends in the start of a page, or -1 while it has not come. */
function bodyStartEnd(text) {
  const headEnd = text.indexOf('</head>');
  // Stryker disable next-line EqualityOperator: equivalent — '</head>' is never at 0.
  if (headEnd < 0) return -1;
  const body = text.indexOf('<body', headEnd);
  // Stryker disable next-line EqualityOperator: equivalent — '<body' comes after '</head>', never at 0.
  if (body < 0) return -1;
  const close = text.indexOf('>', body);
  // Stryker disable next-line EqualityOperator: equivalent — '>' comes after '<body', never at 0.
  return close < 0 ? -1 : close + 1;
}

/**
 * The start of a streamed page (up to its body's opening tag) with the same rewrite. The loader goes
 * first in the body: a streamed page ends when its last part is ready, and its scripts must not
 * wait for that; the frame they wait for shows what has come by then.
 */
function paintFirstStart(start) {
  const { rest, scripts, preloads } = takeScripts(start);
  return scripts.length === 0 ? start : rest + loaderFor(scripts, preloads);
}

/** A streamed page's start is held until its body tag has come, up to this many bytes. */
const MAX_HELD_BYTES = 256 * 1024;
/** A tag cut by a chunk's end is carried into the next chunk, up to this many characters. */
const MAX_CARRIED_CHARS = 2048;

/**
 * An async script in the rest of a streamed page (Turbopack's entry, which would fetch the other
 * chunks itself) handed to the loader of the page's start: it inserts it when it inserts the others,
 * or at once when that has happened.
 */
function laterScripts(text) {
  return text.replace(ASYNC_SCRIPT, (tag, src) => `<script>__paintFirst(${JSON.stringify(attributeValue(src)).replace(/</g, '\\u003c')})</script>`);
}

/** A chunk as bytes: a string in its encoding (UTF-8 when none, or a callback, is given), bytes copied. */
const toBuffer = (chunk, encoding) => Buffer.from(chunk, encoding);

/**
 * Rewrites a streamed HTML page (200, `text/html`, no Content-Length: Next's dynamic pages) as it
 * passes: the first chunks are held until the body's opening tag has come and sent with the start
 * rewritten (`paintFirstStart`); after that each chunk's async scripts go to the loader
 * (`laterScripts`), a tag cut by a chunk's end carried into the next. A page whose start never shows
 * a body tag within MAX_HELD_BYTES, or has no script to move, passes as it came. Install before
 * anything that wraps the response's write/end.
 */
function installPaintFirst(response) {
  const write = response.write;
  const end = response.end;
  /** 'wait' before the first chunk, 'hold' while holding the start, 'rewrite' after it, or 'pass'. */
  let mode = 'wait';
  let held = [];
  let callbacks = [];
  // The rest of the page as text: a UTF-8 character cut by a chunk's end waits in the decoder, a
  // tag cut by it in `carried`.
  const decoder = new StringDecoder();
  let carried = '';

  // Content-Encoding is no sign here: the compression middleware sets it once the headers go (Next
  // flushes them before the first chunk), and it compresses what is written after this. A page
  // already encoded by someone else would not start with a tag.
  const streamedHtml = (chunk) =>
    response.statusCode === 200 &&
    // Stryker disable next-line Regex,StringLiteral: equivalent — no content type has text/html after something else; a missing one matches neither way.
    /^text\/html\b/i.test(String(response.getHeader('content-type') ?? '')) &&
    !response.hasHeader('content-length') &&
    // Stryker disable next-line ConditionalExpression: equivalent — a null chunk throws in write either way (an empty one has no first byte to match).
    chunk != null &&
    (typeof chunk === 'string' ? chunk[0] === '<' : chunk[0] === 0x3c);

  /** The held start, rewritten when its body tag has come; the mode after it. */
  function released() {
    const bytes = Buffer.concat(held);
    // Stryker disable next-line ArrayDeclaration: equivalent — nothing is held after the release; emptied to free the memory.
    held = [];
    const at = bodyStartEnd(bytes.toString('latin1'));
    // Stryker disable next-line EqualityOperator: equivalent — the body tag never ends at 0.
    if (at < 0) return { bytes, next: 'pass' };
    const start = bytes.subarray(0, at).toString();
    const painted = paintFirstStart(start);
    if (painted === start) return { bytes, next: 'pass' };
    return { bytes: Buffer.concat([Buffer.from(painted), rewritten(bytes.subarray(at), false)]), next: 'rewrite' };
  }

  /** `bytes` (after what was carried) with their scripts handed over; a cut tag kept back unless `last`. */
  function rewritten(bytes, last) {
    const text = carried + (last ? decoder.end(bytes) : decoder.write(bytes));
    let cut = text.length;
    if (!last) {
      // A tag not closed yet, or a script tag whose end tag has not come yet.
      const open = text.lastIndexOf('<');
      if (open >= 0 && text.indexOf('>', open) < 0) cut = open;
      const script = text.lastIndexOf('<script ', cut);
      if (script >= 0 && text.indexOf('</script>', script) < 0) cut = script;
      if (text.length - cut > MAX_CARRIED_CHARS) cut = text.length;
    }
    carried = text.slice(cut);
    return Buffer.from(laterScripts(text.slice(0, cut)));
  }

  /** Sends the held start; the held writes' callbacks once it is out. */
  function release() {
    const { bytes, next } = released();
    const waiting = callbacks;
    // Stryker disable next-line ArrayDeclaration: equivalent — the start is released once; emptied to free the memory.
    callbacks = [];
    mode = next;
    return write.call(response, bytes, () => waiting.forEach((callback) => callback()));
  }

  response.write = function writePage(chunk, encoding, callback) {
    if (mode === 'wait') mode = streamedHtml(chunk) ? 'hold' : 'pass';
    if (mode === 'pass' || chunk == null) return write.apply(this, arguments);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (mode === 'rewrite') return write.call(this, rewritten(toBuffer(chunk, encoding), false), done);
    held.push(toBuffer(chunk, encoding));
    if (done) callbacks.push(done);
    const text = Buffer.concat(held);
    // The body tag's end is ASCII, so a latin1 reading finds it at its byte offset.
    // Stryker disable next-line EqualityOperator: equivalent — the body tag never ends at 0; one byte past 256 KB is no different.
    if (bodyStartEnd(text.toString('latin1')) >= 0 || text.length > MAX_HELD_BYTES) return release();
    return true;
  };
  response.end = function endPage(chunk, encoding, callback) {
    if (mode !== 'hold' && mode !== 'rewrite') return end.apply(this, arguments);
    let done = typeof encoding === 'function' ? encoding : callback;
    if (typeof chunk === 'function') done = chunk;
    else if (chunk != null) {
      if (mode === 'hold') held.push(toBuffer(chunk, encoding));
      else return end.call(this, rewritten(toBuffer(chunk, encoding), true), done);
    }
    if (mode === 'hold') release();
    const rest = mode === 'rewrite' ? rewritten(Buffer.alloc(0), true) : Buffer.alloc(0);
    // No function where the compression middleware's end takes a chunk (it would measure it).
    return end.call(this, rest.length ? rest : null, done);
  };
}

module.exports = { paintFirst, paintFirstStart, installPaintFirst, loader, LOADER_WAIT_MS };
