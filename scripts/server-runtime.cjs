/**
 * Preloaded into `next start` beside client-address.cjs (`node --require …`): what an operator
 * expects of each instance and Next.js does not do itself (issue 13, ARCHITECTURE "Scale-out").
 *
 * - Request ids: every response carries `X-Request-Id`; the id of a trusted proxy (TRUST_PROXY) is
 *   kept, anything else is replaced by a fresh one. Route handlers read it from the request.
 * - Structured logs: one JSON line per request (pino) with id, method, path (never the query, it
 *   can hold reset tokens), status and duration; console output of Next.js and of our code goes
 *   through the same logger, errors with their stack. On a terminal the lines are rendered for a
 *   person (pino-pretty, scripts/pretty-log.cjs); LOG_FORMAT=json|pretty overrides.
 *   No secret reaches a line (scripts/log-redaction.cjs): the token of a reset link in a path, a
 *   failed statement's parameters in an error.
 * - Metrics: each answered request is counted by route pattern, method and status class, with its
 *   latency and the page cache's verdict (lib/ops/metrics.cjs; GET /api/metrics).
 * - Keep-alive: an idle connection is kept KEEP_ALIVE_TIMEOUT_MS (default 65 s), longer than a proxy
 *   keeps its pooled upstream connections (nginx 60 s, as deploy/nginx sets it; most load balancers
 *   60 s). With Node's own 5 s, a proxy or a keep-alive client reusing a connection the server was
 *   closing at that moment got a reset (ECONNRESET; a 502 for a POST behind nginx).
 * - Graceful shutdown: on SIGTERM/SIGINT readiness answers 503, the listener closes, requests in
 *   flight finish (at most SHUTDOWN_TIMEOUT_MS, default 10 s), then the hooks the app registered
 *   (database pool, embedded database lock, Redis) run and the process exits 0.
 *
 * State shared with the app (lib/lifecycle.ts) lives on globalThis: the app is bundled by Next.js,
 * this file is not, and globalThis is the one object both see.
 */
// A CommonJS preload (node --require), so require() it is.
/* eslint-disable @typescript-eslint/no-require-imports */
const crypto = require('node:crypto');
const http = require('node:http');
const util = require('node:util');
const { redactPath, redactText, safeError, sanitizedError } = require('./log-redaction.cjs');
const { recordRequest } = require('../lib/ops/metrics.cjs');
const { installResponseBytes } = require('./response-bytes.cjs');

// Next.js would exit on the first signal without waiting for anything of ours.
process.env.NEXT_MANUAL_SIG_HANDLE = 'true';

const state = (globalThis.__shortnewsLifecycle ??= { draining: false, hooks: [] });
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function trustsProxy() {
  // Read per request: Next.js loads the .env files after this module. Any hop count (1, 2, …) or true.
  const value = process.env.TRUST_PROXY;
  return Boolean(value) && value !== 'false' && value !== '0';
}

let logger;
/**
 * Created on first use, once Next.js has loaded .env and set NODE_ENV. JSON lines (pino) unless a
 * person reads them: standard output a terminal, or LOG_FORMAT=pretty (scripts/pretty-log.cjs).
 */
function log() {
  if (logger) return logger;
  const pino = require('pino');
  const format = process.env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json');
  // An error is logged as safeError makes it: type, message, code, cause, stack; never a statement's parameters.
  const options = { level: process.env.LOG_LEVEL || 'info', base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: safeError } };
  logger = format === 'pretty' ? pino(options, require('./pretty-log.cjs').prettyStream({ colorize: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR })) : pino(options, pino.destination({ fd: 1, sync: true }));
  globalThis.__shortnewsLogger = logger;
  return logger;
}

/** console.* of Next.js and of our code become log lines too (one JSON object per line). */
function routeConsole() {
  state.consoleRouted = true;
  const levels = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug' };
  for (const [method, level] of Object.entries(levels)) {
    console[method] = (...args) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err).map((arg) => (arg instanceof Error ? sanitizedError(arg) : arg));
      const msg = redactText(util.format(...rest)).trim();
      if (err) log()[level]({ err }, msg || safeError(err).message);
      else log()[level](msg);
    };
  }
}
if (process.env.LOG_CONSOLE !== 'false') routeConsole();

/**
 * Pages differ by device (proxy.ts picks the layout from the user agent), and Next.js replaces the
 * proxy's `Vary: User-Agent` with its own list on the wire. Added back here, at the last moment,
 * for the same paths as proxy.ts's matcher (tests/scripts/server-runtime.test.ts keeps them equal).
 */
const PAGE_MATCHER = '/((?!api/|api$|_next/|uploads/|.*\\..*).*)';
const PAGE_PATH = new RegExp(`^${PAGE_MATCHER}$`);

function withUserAgent(vary) {
  const list = String(vary ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  if (list.includes('*') || list.some((item) => item.toLowerCase() === 'user-agent')) return list.join(', ');
  return [...list, 'User-Agent'].join(', ');
}

/**
 * Installed before installResponseBytes, so this is the innermost writeHead: the compression middleware
 * installed there (Next's own, through `on-headers`) turns headers passed to `writeHead(status, headers)`
 * into setHeader calls and adds its own `Accept-Encoding` before calling it, so the whole Vary is read here.
 * (A branch for a headers object, kept until stop 48, was never reached: its 18 mutants survived.)
 */
function varyOnUserAgent(response) {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithVary(...args) {
    if (!this.headersSent) this.setHeader('Vary', withUserAgent(this.getHeader('vary')));
    return writeHead.apply(this, args);
  };
}

function requestIdOf(request) {
  const given = request.headers['x-request-id'];
  if (trustsProxy() && typeof given === 'string' && REQUEST_ID.test(given)) return given;
  return crypto.randomUUID();
}

const servers = new Set();
let inFlight = 0;

function onRequest(request, response) {
  const started = process.hrtime.bigint();
  const id = requestIdOf(request);
  request.headers['x-request-id'] = id;
  response.setHeader('X-Request-Id', id);
  if (state.draining) response.setHeader('Connection', 'close');
  const path = String(request.url).split('?')[0];
  // In this order (varyOnUserAgent's comment says why).
  if (PAGE_PATH.test(path)) varyOnUserAgent(response);
  installResponseBytes(request, response);
  const loggedPath = redactPath(path);
  inFlight += 1;
  response.once('close', () => {
    inFlight -= 1;
    const entry = {
      req: { id, method: request.method, path: loggedPath },
      res: { status: response.statusCode },
      responseTime: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
    };
    if (!response.writableFinished) entry.aborted = true;
    log().info(entry, 'request');
    // Prometheus (lib/ops/metrics.cjs, GET /api/metrics): by route pattern, never by this path.
    try {
      recordRequest({ method: request.method, path, status: response.statusCode, seconds: entry.responseTime / 1000, cache: response.getHeader('x-nextjs-cache') });
    } catch (error) {
      log().warn({ err: error }, 'metrics: could not record a request');
    }
  });
}

/** Node's own keep-alive timeout: a server still at it was given none (`next start --keepAliveTimeout` wins). */
const NODE_KEEP_ALIVE_MS = new http.Server().keepAliveTimeout;

/**
 * Whole milliseconds from 1 s to 10 min, as lib/env-schema.ts checks them: `65s` is not 65 ms. `npm start`
 * refuses any other value; under a bare `next start` (no check) the default stays.
 */
function keepAliveTimeoutMs() {
  // Stryker disable next-line StringLiteral: equivalent — unset, and any text that is not digits, both give the default.
  const raw = process.env.KEEP_ALIVE_TIMEOUT_MS ?? '';
  const value = /^\d+$/.test(raw) ? Number(raw) : 0;
  return value >= 1_000 && value <= 600_000 ? value : 65_000;
}

/** Idle connections outlive a proxy's pool (see above); headers may take as long as the idle wait, plus a second. */
function keepConnectionsAlive(server) {
  if (server.keepAliveTimeout !== NODE_KEEP_ALIVE_MS) return;
  server.keepAliveTimeout = keepAliveTimeoutMs();
  server.headersTimeout = Math.max(server.headersTimeout, server.keepAliveTimeout + 1_000);
  if (server.requestTimeout > 0) server.requestTimeout = Math.max(server.requestTimeout, server.headersTimeout);
}

const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function listenAndTrack(...args) {
  servers.add(this);
  keepConnectionsAlive(this);
  return listen.apply(this, args);
};

const emit = http.Server.prototype.emit;
const UNTRACKED = Symbol.for('shortnews.untracked'); // the metrics listener (lib/ops/metrics-server.ts)
http.Server.prototype.emit = function emitWithRuntime(event, ...args) {
  if (event === 'request' && args[0] && args[1] && !this[UNTRACKED]) onRequest(args[0], args[1]);
  return emit.call(this, event, ...args);
};

function shutdownTimeoutMs() {
  // Stryker disable next-line StringLiteral: equivalent — unset, and text that is not a number, both give the default.
  const value = Number.parseInt(process.env.SHUTDOWN_TIMEOUT_MS ?? '', 10);
  return Number.isInteger(value) && value >= 0 ? value : 10_000;
}

async function waitForInFlight(deadline) {
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return inFlight === 0;
}

async function shutdown(signal) {
  if (state.draining) return;
  state.draining = true;
  const timeoutMs = shutdownTimeoutMs();
  log().info({ signal, inFlight, timeoutMs }, 'shutting down: draining');
  for (const server of servers) {
    server.close();
    // Stryker disable next-line OptionalChaining: equivalent — every Node this project runs on (20 and later) has it.
    server.closeIdleConnections?.();
  }
  const drained = await waitForInFlight(Date.now() + timeoutMs);
  if (!drained) log().warn({ inFlight }, 'shutdown: requests still in flight after the timeout; closing them');
  // Stryker disable next-line OptionalChaining: equivalent — every Node this project runs on (20 and later) has it.
  for (const server of servers) server.closeAllConnections?.();
  for (const hook of state.hooks.splice(0).reverse()) {
    try {
      await Promise.race([hook.close(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    } catch (error) {
      log().error({ err: error }, `shutdown: closing ${hook.name} failed`);
    }
  }
  log().info('shut down');
  process.exit(0);
}

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));

module.exports = { requestIdOf, state, PAGE_MATCHER };
