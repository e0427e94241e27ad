/**
 * Preloaded into `next start` (`node --require ./scripts/client-address.cjs`). Next.js fills
 * `X-Forwarded-For` with the socket's address only when the request does not carry one, so without
 * this a client could name any address it likes and slip past the per-address rate limits. Unless
 * TRUST_PROXY is set (a reverse proxy in front writes those headers), both `X-Forwarded-For` and
 * `X-Real-IP` are replaced by the address of the connection itself before Next.js sees the request.
 */
// A CommonJS preload (node --require), so a require() it is.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const http = require('node:http');

function trustsProxy() {
  // Read per request: Next.js loads the .env files after this module.
  return process.env.TRUST_PROXY === 'true' || process.env.TRUST_PROXY === '1';
}

/** Stamps the connection's own address on the request (no-op behind a trusted proxy). */
function stampClientAddress(request) {
  if (trustsProxy()) return;
  const address = request.socket && request.socket.remoteAddress;
  delete request.headers['x-forwarded-for'];
  delete request.headers['x-real-ip'];
  if (address) {
    request.headers['x-forwarded-for'] = address;
    request.headers['x-real-ip'] = address;
  }
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithClientAddress(event, ...args) {
  if (event === 'request' && args[0]) stampClientAddress(args[0]);
  return emit.call(this, event, ...args);
};

module.exports = { stampClientAddress };
