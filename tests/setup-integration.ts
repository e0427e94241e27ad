// The integration project's time-out (jest.config.js): PGlite start-up and argon2 are slow, and CI
// machines are shared: at a load average of 30 on two cores a PGlite start took over 120 s (measured 2026-11-23).
jest.setTimeout(300_000);

// Jest gives each test file its own modules but shares node's core modules within a worker: a test
// that requires scripts/client-address.cjs patches node:http's Server for every later file of that
// worker (CI once saw the push-service stand-in answer with the request guard's 405). A file that
// leaves the patch behind fails here, named, instead of breaking another file by chance.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const coreHttp = require('node:http') as typeof import('node:http');
afterAll(() => {
  if ((coreHttp.Server.prototype as unknown as Record<symbol, unknown>)[Symbol.for('shortnews.clientAddress')]) {
    throw new Error('This test file left node:http patched by scripts/client-address.cjs: restore http.Server.prototype.emit (see tests/scripts/request-guard.test.ts).');
  }
});
