/**
 * Playwright's web server: a production build served by `next start` on a fresh embedded database
 * of its own (DATA_DIR), seeded with the demo content. DATABASE_URL is ignored here on purpose:
 * browser tests see what `npm start` gives a newcomer; the server database is covered by Jest.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clearNextDataCache } from '../../scripts/next-cache';
import { startFakeHeadlines } from '../../tests/helpers/fake-headlines-server';
import { startGoogleStandIn } from '../../tests/helpers/google-stand-in';
import { PUSH_TLS_DIR, startPushService } from '../../tests/helpers/push-service';
import { E2E_GOOGLE_ACCOUNTS, E2E_GOOGLE_CLIENT, e2eGooglePort } from './google';
import { E2E_HEADLINES_KEYS, E2E_HEADLINES_TOTAL, e2eHeadlinesPort } from './headlines';
import { e2ePushPort } from './push';
import { E2E_METRICS_TOKEN } from './metrics';

const port = process.env.E2E_PORT ?? '3210';
const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('.data-e2e')) throw new Error('serve.ts runs only on the e2e DATA_DIR');
fs.rmSync(dataDir, { recursive: true, force: true });
// A fresh database needs a fresh data cache (scripts/next-cache.ts).
clearNextDataCache();

const env = { ...process.env, NODE_ENV: 'production' } as NodeJS.ProcessEnv;
// One JSON line per request would drown the test report: warnings and errors only, unless asked.
env.LOG_LEVEL ??= 'warn';
delete env.DATABASE_URL;

// The headlines service, faked on E2E_PORT + 2000; its keys are in the build's environment too, so
// the check that no key reaches `.next/static` means something.
const headlinesPort = e2eHeadlinesPort(port);
const headlinesUrl = `http://127.0.0.1:${headlinesPort}`;
env.HEADLINES_API_URL = headlinesUrl;
env.HEADLINES_API_KEYS = E2E_HEADLINES_KEYS.join(',');
// The failure cache (quota protection, lib/headlines/call-policy.ts) is off here: the fault specs
// switch the fake service back and retry at once. Its own tests use a fake clock.
env.HEADLINES_FAILURE_CACHE_MS = '0';
// GET /api/metrics answers only with this token (e2e/metrics.spec.ts; the authorization matrix checks no session opens it).
env.METRICS_TOKEN = E2E_METRICS_TOKEN;
// Breaking-news alerts (issue 27; e2e/push.spec.ts): a push-service stand-in on E2E_PORT + 3000,
// over https as production requires, trusted through its test-only certificate. The browsers' own
// push services stay on the list, so the allow-list refuses what it refuses in production.
const pushPort = e2ePushPort(port);
env.PUSH_ENDPOINT_ALLOW = `fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,127.0.0.1:${pushPort}`;
env.NODE_EXTRA_CA_CERTS = path.join(PUSH_TLS_DIR, 'cert.pem');
env.VAPID_SUBJECT = 'mailto:newsroom@e2e.test';
// Google sign-in against a stand-in of Google on E2E_PORT + 4000 (e2e/support/google.ts): discovery,
// the account chooser and the token endpoint for next-auth, its key set for /api/user/google-auth.
const googlePort = e2eGooglePort(port);
env.GOOGLE_CLIENT_ID = E2E_GOOGLE_CLIENT.id;
env.GOOGLE_CLIENT_SECRET = E2E_GOOGLE_CLIENT.secret;
env.GOOGLE_WELL_KNOWN_URL = `http://127.0.0.1:${googlePort}/.well-known/openid-configuration`;
env.GOOGLE_JWKS_URL = `http://127.0.0.1:${googlePort}/oauth2/v3/certs`;

const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const prepare = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join('e2e', 'support', 'prepare-db.ts')], { stdio: 'inherit', env });
if (prepare.status !== 0) process.exit(prepare.status ?? 1);
void Promise.all([startPushService({ port: pushPort, tls: true }), startGoogleStandIn({ port: googlePort, clientId: E2E_GOOGLE_CLIENT.id, clientSecret: E2E_GOOGLE_CLIENT.secret, accounts: Object.values(E2E_GOOGLE_ACCOUNTS) }), startFakeHeadlines({
  port: headlinesPort,
  imageBase: `${headlinesUrl}/img`,
  keys: { [E2E_HEADLINES_KEYS[0]]: { status: 429 }, [E2E_HEADLINES_KEYS[1]]: { totalArticles: E2E_HEADLINES_TOTAL } },
})]).then(([push, google, headlines]) => {
  // No client-address preload: instrumentation.ts installs the client-address stamp and the request
  // guard (scripts/client-address.cjs) itself, so the browser tests prove they hold under a bare `next start`.
  const server = spawn(process.execPath, ['--require', path.resolve('scripts', 'server-runtime.cjs'), nextBin, 'start', '--port', port], { stdio: ['inherit', 'pipe', 'pipe'], env });
  // Its output goes on to Playwright as before, and into DATA_DIR/server.log, which specs read (e2e/support/server-log.ts).
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'), { flags: 'a' });
  for (const [from, to] of [[server.stdout!, process.stdout], [server.stderr!, process.stderr]] as const) {
    from.on('data', (chunk: Buffer) => {
      to.write(chunk);
      log.write(chunk);
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => {
    void Promise.all([headlines.close(), push.close(), google.close()]).finally(() => process.exit(code ?? 0));
  });
});
