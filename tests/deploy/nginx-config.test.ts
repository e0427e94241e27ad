/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MOBILE_UA } from '@/lib/routing/decide';

/** deploy/nginx/shortnews.conf must key its cache by the same device rule the app renders by. */
const config = fs.readFileSync(path.resolve('deploy', 'nginx', 'shortnews.conf'), 'utf8');

describe('deploy/nginx/shortnews.conf', () => {
  it('classes user agents as mobile by exactly the rule of lib/routing/decide.ts', () => {
    const map = /map \$http_user_agent \$shortnews_device \{([\s\S]*?)\}/.exec(config)?.[1] ?? '';
    const mobile = /"~\*\((.+)\)"\s+mobile;/.exec(map)?.[1];
    expect(mobile).toBe(MOBILE_UA.source);
    // ~* is nginx's case-insensitive match, as the app's /i.
    expect(MOBILE_UA.flags).toBe('i');
    expect(map).toMatch(/default desktop;/);
  });

  it('puts the device class in the page cache key and appends the client address (TRUST_PROXY=1 counts the right-most hop)', () => {
    expect(config).toContain('proxy_cache_key "$scheme$host$request_uri|$shortnews_device";');
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });
});

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Issue 25 item 1: the shipped config, filled as `npm run fleet` fills it, in a real nginx in front
 * of a stand-in app; the access log is read after a reader opens reset links.
 */
describe('deploy/nginx/shortnews.conf in a real nginx: the access log', () => {
  const available = fs.existsSync(NGINX);
  let dir: string;
  let upstream: http.Server;
  let nginx: ChildProcess | undefined;
  let proxyPort: number;

  beforeAll(async () => {
    if (!available) {
      if (process.env.CI) throw new Error(`nginx not found at ${NGINX}: .ci/run installs Debian's nginx-light`);
      return;
    }
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-nginx-'));
    for (const sub of ['cache', 'temp', 'logs']) fs.mkdirSync(path.join(dir, sub));
    upstream = http.createServer((_request, response) => response.end('page'));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxyPort = await freePort();
    const site = fs
      .readFileSync(path.resolve('deploy', 'nginx', 'shortnews.conf'), 'utf8')
      .replace('{{cache_dir}}', path.join(dir, 'cache'))
      .replace('{{listen}}', `127.0.0.1:${proxyPort}`)
      .replace('{{upstream_servers}}', `server 127.0.0.1:${(upstream.address() as AddressInfo).port};`)
      .replace('{{access_log}}', path.join(dir, 'logs', 'access.log'));
    expect(site.replace(/^#.*$/gm, '')).not.toContain('{{');
    fs.writeFileSync(path.join(dir, 'shortnews.conf'), site);
    // As root, the workers run as root too here (a throw-away folder of this test).
    const user = process.getuid?.() === 0 ? ['user root;'] : [];
    const main = [...user, `pid ${path.join(dir, 'nginx.pid')};`, `error_log ${path.join(dir, 'logs', 'error.log')} warn;`, 'worker_processes 1;', 'events { worker_connections 64; }', 'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, 'temp', kind)};`), '  include shortnews.conf;', '}', ''].join('\n');
    fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
    const check = spawnSync(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-t', '-q'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${proxyPort}/__ready`);
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    if (nginx) await new Promise((resolve) => nginx!.once('exit', resolve));
    await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('logs the path of a reset link without its token, whatever its shape, and never a query', async () => {
    if (!available) return console.warn(`skipped: no nginx at ${NGINX}`);
    const token = 'rT0kEn_0123456789-abcdefghijklmnopqrstuvwxyzAB';
    const requests: [string, Record<string, string>][] = [
      [`/en/reset-password/${token}`, {}],
      [`/hi/reset-password/${token}?x=1`, {}],
      [`/en/RESET%2Dpassword/${token}/more`, {}],
      [`//en//reset-password//${token}`, {}],
      [`/_next/static/chunks/app.js`, { referer: `http://news.example/en/reset-password/${token}` }],
      ['/api/auth/callback/google?code=oauth-secret-code&state=s', {}],
      ['/en/general', {}],
    ];
    for (const [url, headers] of requests) await fetch(`http://127.0.0.1:${proxyPort}${url}`, { headers });
    const logFile = path.join(dir, 'logs', 'access.log');
    const deadline = Date.now() + 5_000;
    const lines = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n').filter((line) => !line.includes('/__ready')) : []);
    while (lines().length < requests.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const log = fs.readFileSync(logFile, 'utf8');
    expect(log).not.toContain(token);
    expect(log).not.toContain('oauth-secret-code');
    const paths = lines().map((line) => /"GET (\S+) HTTP\/1\.1"/.exec(line)?.[1]);
    expect(paths).toEqual([
      '/en/reset-password/[redacted]',
      '/hi/reset-password/[redacted]',
      '/en/RESET%2Dpassword/[redacted]',
      '//en//reset-password/[redacted]',
      '/_next/static/chunks/app.js',
      '/api/auth/callback/google',
      '/en/general',
    ]);
    expect(log).toContain('"http://news.example/en/reset-password/[redacted]"');
  });
});
