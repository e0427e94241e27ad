/**
 * Decides the client's address once, where the connection is still visible, and stamps it on the
 * request as `X-Forwarded-For` and `X-Real-IP` before Next.js sees it. Next.js itself fills
 * `X-Forwarded-For` only when the request has none, so without this a client could name any address
 * it likes and slip past the per-address rate limits.
 *
 * TRUST_PROXY is the number of reverse proxies in front of the server (0 / unset / false: none,
 * true: 1). The client is the right-most address not written by one of them: with N trusted proxies
 * the chain `X-Forwarded-For hops…, socket address` is read from the right and the hop N places left
 * of the socket wins (a client can prepend whatever it likes; only the right-most hops are written by
 * our proxies). Forwarding headers are ignored entirely when no proxy is trusted.
 *
 * The same patch runs scripts/request-guard.cjs (malformed and junk requests never reach Next.js).
 *
 * Installed twice on purpose: preloaded by `npm start` and the e2e server (`node --require`), and
 * required by instrumentation.ts so that a bare `next start` or a container's command is covered too.
 */
// A CommonJS preload (node --require), so require() it is.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const http = require('node:http');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const net = require('node:net');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { guardRequest, jsonifyBareApiErrors } = require('./request-guard.cjs');

/** TRUST_PROXY as a count of trusted proxies. Read per request: Next.js loads the .env files after this module. */
function trustedProxies(value = process.env.TRUST_PROXY) {
  const text = String(value ?? '').trim().toLowerCase();
  if (text === 'true') return 1;
  const count = Number.parseInt(text, 10);
  return Number.isFinite(count) && count > 0 ? Math.min(count, 10) : 0;
}

/** `::ffff:203.0.113.9` → `203.0.113.9`; anything that is not an IP address → null. */
function normalizeAddress(value) {
  if (typeof value !== 'string') return null;
  let address = value.trim();
  if (address.startsWith('[') && address.includes(']')) address = address.slice(1, address.indexOf(']'));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) address = address.slice(7);
  return net.isIP(address) ? address : null;
}

/**
 * The client's address from the connection's address, the X-Forwarded-For header(s) and the number
 * of trusted proxies: the right-most hop not added by a trusted proxy (a hop that is not an address
 * stops the walk: the proxy that wrote the last good one is the client as far as we can tell).
 */
function resolveClientAddress(socketAddress, forwardedFor, trusted = trustedProxies()) {
  const peer = normalizeAddress(socketAddress);
  if (trusted <= 0) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor ?? '';
  const hops = String(header).split(',').map((hop) => hop.trim()).filter(Boolean);
  let client = peer;
  for (let index = hops.length - 1, skipped = 0; index >= 0 && skipped < trusted; index -= 1, skipped += 1) {
    const hop = normalizeAddress(hops[index]);
    if (!hop) break;
    client = hop;
  }
  return client;
}

/** Stamps the decided address on the request, replacing whatever the client claimed. */
function stampClientAddress(request) {
  const client = resolveClientAddress(request.socket && request.socket.remoteAddress, request.headers['x-forwarded-for']);
  delete request.headers['x-forwarded-for'];
  delete request.headers['x-real-ip'];
  if (client) {
    request.headers['x-forwarded-for'] = client;
    request.headers['x-real-ip'] = client;
  }
}

const INSTALLED = Symbol.for('shortnews.clientAddress');
if (!http.Server.prototype[INSTALLED]) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype[INSTALLED] = true;
  http.Server.prototype.emit = function emitWithClientAddress(event, ...args) {
    if (event === 'request' && args[0] && args[0].headers) {
      stampClientAddress(args[0]);
      // Malformed paths, Server Action posts and junk paths are answered here (scripts/request-guard.cjs).
      if (args[1] && guardRequest(args[0], args[1])) return true;
      if (args[1]) jsonifyBareApiErrors(args[0], args[1]);
    }
    return emit.call(this, event, ...args);
  };
}

module.exports = { stampClientAddress, resolveClientAddress, trustedProxies, normalizeAddress };
