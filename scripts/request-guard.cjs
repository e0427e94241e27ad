/**
 * Refuses, before Next.js sees them, requests that could only end in a 500 or in a page cached to
 * disk for nothing (loaded by scripts/client-address.cjs, so by every start command):
 * - a path longer than 1,024 characters → 414 (no address of the site comes near);
 * - a path whose percent-encoding does not decode (`/api/news/%`, `/api/feed/%ff`) → 400;
 * - a Server Action call (`Next-Action` header) or a form post to a page: the app has no Server
 *   Actions, and Next answers those with a 500 ("Failed to find Server Action") → 405 / 400;
 * - a path the proxy does not look at (under `/api/`, or with a dot) that is neither a route
 *   handler nor a public file: Next would render the `[locale]` page for it and write its cache
 *   files to disk, once per unique junk path → 404.
 * The route list is read from the build (`.next/app-path-routes-manifest.json`); without a build
 * (dev, tests) only the first two checks apply.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fs = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const http = require('node:http');

/** Paths the proxy (proxy.ts matcher) never sees; keep in step with its `config.matcher`. */
function isSkippedByProxy(pathname) {
  return /^\/(api|_next|uploads|feed)(\/|$)/.test(pathname) || pathname.includes('.');
}

function patternOf(route) {
  const source = route
    .split('/')
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?';
      if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
      if (/^\[.+\]$/.test(segment)) return '/[^/]+';
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('')
    .replace(/^\/(?=\(\?:)/, '');
  return new RegExp(`^${source || '/'}/?$`);
}

let cachedRoutes;
/** Route handlers (and metadata routes such as /sitemap.xml) of the build; null without a build. */
function routeHandlerPatterns(cwd = process.cwd()) {
  if (cachedRoutes !== undefined) return cachedRoutes;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(cwd, '.next', 'app-path-routes-manifest.json'), 'utf8'));
    cachedRoutes = Object.entries(manifest)
      .filter(([key]) => key.endsWith('/route'))
      .map(([, route]) => patternOf(route));
  } catch {
    cachedRoutes = null;
  }
  return cachedRoutes;
}

function isPublicFile(pathname, cwd = process.cwd()) {
  const publicDir = path.join(cwd, 'public');
  const file = path.join(publicDir, pathname);
  if (!file.startsWith(publicDir + path.sep)) return false;
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Longest path (before `?`, as sent) passed on to Next.js. */
const MAX_PATH_LENGTH = 1024;

/** What to answer instead of Next.js, or null to let the request through. */
function refusalFor(method, url, headers, options = {}) {
  const rawPath = String(url ?? '/').split('?')[0];
  // No address of the site is near this long (a story's is ~60 characters); Next would try to cache
  // such a page under a file name longer than the disk allows and log a warning per request.
  if (rawPath.length > MAX_PATH_LENGTH) return { status: 414, error: 'The address is too long.' };
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, error: 'The address is not valid: bad percent-encoding.' };
  }
  if (headers['next-action'] !== undefined) return { status: 400, error: 'This site has no server actions.' };
  const isApi = /^\/api(\/|$)/.test(pathname);
  // next-auth answers a GET of a credentials callback with a 500 ("Callback for provider type credentials not supported").
  if (method !== 'POST' && /^\/api\/auth\/callback\/(credentials|admin-credentials)\/?$/.test(pathname)) {
    return { status: 405, error: 'Sign-in callbacks accept POST only.', allow: 'POST' };
  }
  if (!isApi && !/^\/_next\//.test(pathname) && !['GET', 'HEAD', 'OPTIONS'].includes(method)) {
    const type = String(headers['content-type'] ?? '');
    // Pages take GET only; a form post would be taken for a Server Action.
    if (/multipart\/form-data|application\/x-www-form-urlencoded|text\/plain/i.test(type) || !routeMatches(rawPath, options)) {
      return { status: 405, error: 'This address accepts GET only.', allow: 'GET, HEAD' };
    }
  }
  if (isSkippedByProxy(rawPath) && !/^\/_next\//.test(rawPath)) {
    const routes = options.routes !== undefined ? options.routes : routeHandlerPatterns(options.cwd);
    if (routes && !routes.some((pattern) => pattern.test(rawPath)) && !isPublicFile(pathname, options.cwd)) {
      return { status: 404, error: isApi ? 'No such API.' : 'Not found.' };
    }
  }
  return null;
}

function routeMatches(rawPath, options) {
  const routes = options.routes !== undefined ? options.routes : routeHandlerPatterns(options.cwd);
  return Boolean(routes && routes.some((pattern) => pattern.test(rawPath)));
}

/**
 * The site's own "Page not found" texts (messages/{lang}/common.json), read once, on the first such
 * request, from the app's folder (the working directory of every start command: this file is also
 * bundled into the server by instrumentation.ts, where its own folder is not on disk). Null when
 * they cannot be read: the guard then answers JSON, as it does for scripts.
 */
let notFoundText;
function notFoundTexts() {
  if (notFoundText === undefined) {
    try {
      notFoundText = Object.fromEntries(
        ['en', 'hi'].map((lang) => {
          const { notFoundTitle, notFoundBody, goHome } = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', lang, 'common.json'), 'utf8')).errors;
          if (![notFoundTitle, notFoundBody, goHome].every((text) => typeof text === 'string')) throw new Error(`messages/${lang}/common.json has no errors.notFound texts`);
          return [lang, { title: notFoundTitle, body: notFoundBody, home: goHome }];
        }),
      );
    } catch {
      notFoundText = null;
    }
  }
  return notFoundText;
}

/**
 * A browser that follows a dead link with a dot in it (`/en/news/story.html`) gets a page, not JSON:
 * the site's "Page not found" in the language of the path, with a way back. No script, no style,
 * nothing to load: its CSP allows nothing.
 */
function notFoundPage(pathname, texts) {
  const lang = /^\/hi(\/|$)/.test(pathname) ? 'hi' : 'en';
  const text = texts[lang];
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${text.title}</title></head>` +
    `<body><main><h1>${text.title}</h1><p>${text.body}</p><p><a href="/${lang}">${text.home}</a></p></main></body></html>`
  );
}

const wantsPage = (request) => ['GET', 'HEAD'].includes(request.method) && /\btext\/html\b/i.test(String(request.headers.accept ?? ''));

/**
 * Answers the refusal itself and returns true, or returns false: JSON like every API error, or, for a
 * browser's request of a page address that does not exist, the "Page not found" page.
 */
function guardRequest(request, response, options = {}) {
  const refusal = refusalFor(request.method, request.url, request.headers, options);
  if (!refusal) return false;
  const texts = refusal.status === 404 && refusal.error === 'Not found.' && wantsPage(request) ? notFoundTexts() : null;
  if (texts) {
    const page = notFoundPage(String(request.url ?? '/').split('?')[0], texts);
    response.writeHead(404, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(page),
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    response.end(request.method === 'HEAD' ? undefined : page);
    return true;
  }
  const body = JSON.stringify({ error: refusal.error, message: refusal.error });
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  if (refusal.allow) headers.allow = refusal.allow;
  // The body is not read: close the connection rather than drain an unwanted upload.
  if (request.method !== 'GET' && request.method !== 'HEAD') headers.connection = 'close';
  response.writeHead(refusal.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

const STATUS_TEXT = http.STATUS_CODES;

/**
 * Next.js answers some API errors with an empty body (405 for a method a route does not export,
 * for one): every API error of ours is JSON, so such a bare answer gets `{ error, message }`.
 */
function jsonifyBareApiErrors(request, response) {
  if (!/^\/api\/(?!auth\/)/.test(String(request.url ?? ''))) return;
  const { write, end, writeHead } = response;
  let replacing = false;
  const decide = (target, status = target.statusCode, typed = false) => {
    if (!replacing && !target.headersSent && status >= 400 && !typed && !target.getHeader('content-type')) {
      replacing = true;
      target.removeHeader('content-length');
      target.removeHeader('transfer-encoding');
      target.setHeader('content-type', 'application/json; charset=utf-8');
    }
    return replacing;
  };
  // The headers can leave before the body is written: Next flushes them before it pipes a body (an
  // empty one too), and its compression layer writes them when the answer ends. Every way out goes
  // through writeHead, so the JSON type is set there.
  response.writeHead = function writeHeadOfJsonError(status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    const names = Array.isArray(headers) ? headers.filter((_, index) => index % 2 === 0) : Object.keys(headers ?? {});
    decide(this, typeof status === 'number' ? status : this.statusCode, names.some((name) => String(name).toLowerCase() === 'content-type'));
    return writeHead.call(this, status, ...rest);
  };
  // Whatever Next writes for such an answer (nothing, or a bare text) is replaced by the JSON error.
  response.write = function writeJsonError(chunk, ...rest) {
    if (decide(this)) {
      const callback = rest.find((arg) => typeof arg === 'function');
      if (callback) process.nextTick(callback);
      return true;
    }
    return write.call(this, chunk, ...rest);
  };
  response.end = function endWithJsonError(chunk, ...rest) {
    if (decide(this)) {
      const text = this.statusCode === 405 ? 'This method is not allowed here.' : STATUS_TEXT[this.statusCode] ?? 'Error';
      const body = JSON.stringify({ error: text, message: text });
      if (!this.headersSent) this.setHeader('content-length', Buffer.byteLength(body));
      const callbacks = [chunk, ...rest].filter((arg) => typeof arg === 'function');
      return end.call(this, request.method === 'HEAD' ? undefined : body, ...callbacks);
    }
    return end.call(this, chunk, ...rest);
  };
}

module.exports = { jsonifyBareApiErrors, guardRequest, refusalFor, patternOf, isSkippedByProxy, MAX_PATH_LENGTH };
