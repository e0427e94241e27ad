/**
 * `npm run fleet`: the production layout on one machine (deploy/README.md) — N instances of the app
 * on the PostgreSQL server and Redis, one shared uploads folder, nginx in front with the config of
 * deploy/nginx/shortnews.conf. For trying it, for the tests and for the fault suite.
 *
 * An instance that exits (crash, or SIGTERM for a rolling restart) is started again, like a process
 * manager would. The fleet's pids and ports are written to FLEET_DIR/fleet.json. Ctrl-C (or SIGTERM
 * to this process) stops everything gracefully.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import pg from 'pg';

loadEnvConfig(process.cwd());

const root = process.cwd();
const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);
const settings = {
  instances: int(process.env.FLEET_INSTANCES, 2),
  proxyPort: int(process.env.FLEET_PORT, 7300),
  firstInstancePort: int(process.env.FLEET_INSTANCE_PORT, 7301),
  /** Explicit instance ports (comma-separated), e.g. free ports picked by a test; overrides the two above. */
  instancePorts: (process.env.FLEET_INSTANCE_PORTS ?? '').split(',').map((port) => port.trim()).filter((port) => /^\d+$/.test(port)).map(Number),
  dir: path.resolve(process.env.FLEET_DIR ?? path.join(root, '.fleet')),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shortnews_fleet',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  nginx: process.env.NGINX_BIN ?? '/usr/sbin/nginx',
  /** Where pictures live: `folder` (one UPLOADS_DIR for all) or `s3` (S3_BUCKET's bucket, else a local S3 stand-in). */
  storage: process.env.FLEET_STORAGE === 's3' ? 's3' : 'folder',
  s3Port: int(process.env.FLEET_S3_PORT, 7399),
};

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** Creates the database of DATABASE_URL when it does not exist yet (a first run on a fresh server). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    fail(`No PostgreSQL server answers at ${target.host} (${(error as Error).message}). Start one, or set DATABASE_URL.`);
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) fail(`Create the database "${name}" first (its name needs quoting).`);
      await client.query(`create database ${name}`);
      console.log(`[fleet] created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** A secret every instance shares (sessions signed on one are valid on the others), kept in FLEET_DIR. */
function sharedSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  return storedSecret('auth-secret', () => crypto.randomBytes(48).toString('base64url'));
}

function storedSecret(name: string, make: () => string): string {
  const file = path.join(settings.dir, name);
  if (!fs.existsSync(file)) fs.writeFileSync(file, make(), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The scrape token of every instance (METRICS_TOKEN, else generated into FLEET_DIR/metrics-token),
 * and FLEET_DIR/prometheus.yml from deploy/prometheus/prometheus.yml: one target per instance.
 */
function metricsToken(ports: number[]): string {
  const token = process.env.METRICS_TOKEN || storedSecret('metrics-token', () => crypto.randomBytes(32).toString('hex'));
  const tokenFile = path.join(settings.dir, 'metrics-token');
  fs.writeFileSync(tokenFile, token, { mode: 0o600 });
  const config = fs
    .readFileSync(path.join(root, 'deploy', 'prometheus', 'prometheus.yml'), 'utf8')
    .replace('{{token_file}}', tokenFile)
    .replace('{{targets}}', ports.map((port) => `'127.0.0.1:${port}'`).join(', '));
  fs.writeFileSync(path.join(settings.dir, 'prometheus.yml'), config);
  return token;
}

function nginxConfig(ports: number[]): string {
  const prefix = path.join(settings.dir, 'nginx');
  for (const dir of ['cache', 'temp', 'logs']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  const site = fs
    .readFileSync(path.join(root, 'deploy', 'nginx', 'shortnews.conf'), 'utf8')
    .replace('{{cache_dir}}', path.join(prefix, 'cache'))
    .replace('{{listen}}', `127.0.0.1:${settings.proxyPort}`)
    .replace('{{access_log}}', path.join(prefix, 'logs', 'access.log'))
    .replace('{{upstream_servers}}', ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n    '));
  fs.writeFileSync(path.join(prefix, 'shortnews.conf'), site);
  const temp = path.join(prefix, 'temp');
  const main = [
    ...workerUser(prefix),
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'logs', 'error.log')} warn;`,
    'worker_processes 1;',
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    `    access_log ${path.join(prefix, 'logs', 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${path.join(temp, kind)};`),
    '    include shortnews.conf;',
    '}',
    '',
  ].join('\n');
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, main);
  return file;
}

/**
 * Started as root (CI), nginx's workers run as an unprivileged user: give that user the cache and
 * temp folders (and a way through FLEET_DIR). Started as anyone else, nginx stays that user.
 */
function workerUser(prefix: string): string[] {
  if (process.getuid?.() !== 0) return [];
  const passwd = fs.readFileSync('/etc/passwd', 'utf8');
  const entry = ['www-data', 'nobody'].map((name) => passwd.split('\n').find((line) => line.startsWith(`${name}:`))).find(Boolean);
  if (!entry) return [];
  const [name, , uid, gid] = entry.split(':');
  for (const dir of [settings.dir, prefix]) fs.chmodSync(dir, 0o755);
  for (const dir of ['cache', 'temp']) fs.chownSync(path.join(prefix, dir), Number(uid), Number(gid));
  return [`user ${name};`];
}

async function waitReady(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

type Instance = { index: number; port: number; process?: ChildProcess; restarts: number };
let stopping = false;
let localS3: { close: () => Promise<void> } | undefined;
const instances: Instance[] = [];
let proxy: ChildProcess | undefined;

function writeState(): void {
  const state = {
    proxy: { url: `http://127.0.0.1:${settings.proxyPort}`, pid: proxy?.pid },
    instances: instances.map(({ index, port, process: child, restarts }) => ({ index, port, url: `http://127.0.0.1:${port}`, pid: child?.pid, restarts })),
  };
  fs.writeFileSync(path.join(settings.dir, 'fleet.json'), JSON.stringify(state, null, 2) + '\n');
}

function startInstance(instance: Instance, env: NodeJS.ProcessEnv): void {
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const preloads = ['client-address.cjs', 'server-runtime.cjs'].flatMap((file) => ['--require', path.join(root, 'scripts', file)]);
  const dataDir = path.join(settings.dir, `instance-${instance.index}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [...preloads, nextBin, 'start', '--port', String(instance.port)], {
    env: { ...env, DATA_DIR: dataDir, PORT: String(instance.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = fs.createWriteStream(path.join(settings.dir, `instance-${instance.index}.log`), { flags: 'a' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  instance.process = child;
  writeState();
  child.on('exit', (code, signal) => {
    console.log(`[fleet] instance ${instance.index} (:${instance.port}) exited (${signal ?? code})`);
    if (stopping) return;
    instance.restarts += 1;
    setTimeout(() => {
      if (stopping) return;
      console.log(`[fleet] starting instance ${instance.index} again`);
      startInstance(instance, env);
    }, 1_000);
  });
}

async function stopAll(): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('[fleet] stopping: instances drain their requests, nginx finishes its own');
  const exits = [...instances.map((instance) => instance.process), proxy]
    .filter((child): child is ChildProcess => Boolean(child && child.exitCode === null && child.signalCode === null))
    .map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const instance of instances) instance.process?.kill('SIGTERM');
  proxy?.kill('SIGQUIT');
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  await localS3?.close().catch(() => undefined);
  process.exit(0);
}

/**
 * The instances' picture storage: one folder they all share (FLEET_DIR/uploads unless UPLOADS_DIR),
 * or with FLEET_STORAGE=s3 the bucket of S3_BUCKET (passed on as it is), else a local S3-compatible
 * server in FLEET_DIR/s3 on FLEET_S3_PORT (the stand-in the tests use; a dev dependency).
 */
async function pictureStorage(): Promise<Record<string, string>> {
  if (settings.storage === 'folder') {
    const uploadsDir = process.env.UPLOADS_DIR ?? path.join(settings.dir, 'uploads');
    fs.mkdirSync(uploadsDir, { recursive: true });
    console.log(`[fleet] pictures in the shared folder ${uploadsDir}`);
    return { UPLOADS_DIR: uploadsDir };
  }
  if (process.env.S3_BUCKET) {
    console.log(`[fleet] pictures in the bucket ${process.env.S3_BUCKET}${process.env.S3_ENDPOINT ? ` at ${process.env.S3_ENDPOINT}` : ''}`);
    return {};
  }
  const { startLocalS3 } = await import('./local-s3');
  const s3 = await startLocalS3({ bucket: 'shortnews-fleet', port: settings.s3Port, directory: path.join(settings.dir, 's3') });
  localS3 = s3;
  console.log(`[fleet] pictures in the bucket ${s3.bucket} of a local S3 stand-in at ${s3.endpoint} (objects in ${path.join(settings.dir, 's3')})`);
  return s3.env;
}

async function main(): Promise<void> {
  if (!fs.existsSync(settings.nginx)) fail(`nginx not found at ${settings.nginx} (Debian: apt-get install nginx-light, or set NGINX_BIN).`);
  fs.mkdirSync(settings.dir, { recursive: true });
  await ensureDatabase(settings.databaseUrl);
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('[fleet] no production build yet: running `next build` once');
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { stdio: 'inherit' });
    if (build.status !== 0) fail('The build failed; see the output above.');
  }

  const siteUrl = process.env.SITE_URL ?? `http://localhost:${settings.proxyPort}`;
  const ports = settings.instancePorts.length > 0 ? settings.instancePorts : Array.from({ length: settings.instances }, (_, index) => settings.firstInstancePort + index);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    NEXTAUTH_SECRET: sharedSecret(),
    SITE_URL: siteUrl,
    NEXTAUTH_URL: siteUrl,
    ...(await pictureStorage()),
    METRICS_TOKEN: metricsToken(ports),
    TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
  };

  ports.forEach((port, index) => instances.push({ index: index + 1, port, restarts: 0 }));
  // The first instance migrates and seeds (SEED_DEMO) alone; the others start once it is ready.
  const [first, ...others] = instances;
  startInstance(first, { ...env, SEED_DEMO: process.env.SEED_DEMO ?? 'true' });
  if (!(await waitReady(`http://127.0.0.1:${first.port}/api/health/ready`, 180_000))) {
    console.error(`[fleet] instance 1 did not become ready; see ${path.join(settings.dir, 'instance-1.log')}`);
    await stopAll();
  }
  for (const instance of others) startInstance(instance, { ...env, SEED_DEMO: 'false' });
  for (const instance of others) await waitReady(`http://127.0.0.1:${instance.port}/api/health/ready`, 180_000);

  const config = nginxConfig(instances.map((instance) => instance.port));
  const test = spawnSync(settings.nginx, ['-p', path.dirname(config), '-c', config, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) fail(`nginx refused its configuration:\n${test.stderr}`);
  proxy = spawn(settings.nginx, ['-p', path.dirname(config), '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' });
  proxy.on('exit', (code) => {
    if (!stopping) {
      console.error(`[fleet] nginx exited (${code}); stopping the fleet`);
      void stopAll();
    }
  });
  writeState();
  await waitReady(`http://127.0.0.1:${settings.proxyPort}/api/health/ready`, 30_000);
  console.log(`[fleet] ready: ${siteUrl} → nginx :${settings.proxyPort} → instances ${instances.map((instance) => `:${instance.port}`).join(', ')}`);
  console.log(`[fleet] logs and state in ${settings.dir} (fleet.json, instance-N.log, nginx/logs); Prometheus: ${path.join(settings.dir, 'prometheus.yml')}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll());
void main().catch((error: unknown) => {
  console.error(error);
  void stopAll();
});
