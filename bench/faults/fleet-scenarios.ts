/**
 * The fleet scenarios of bench/faults (issue 14): `npm run fleet` (issue 13: 2 instances + nginx) on
 * a private PostgreSQL and Redis, one instance killed or all restarted in turn under load.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPrivatePostgres } from '../../tests/helpers/private-postgres';
import { clearNextDataCache } from '../../scripts/next-cache';
import { adminToken } from './lib/app';
import { ADMIN, BASE_PORT, DESKTOP_UA, SECRET, redisServer, sleep, table, waitPing, work, WRK_HEADERS, wrkRow, writeFigures, type Section } from './lib/common';
import { countBy, runWriters } from './lib/writers';
import { wrk } from './lib/wrk';

type FleetState = { proxy: { url: string; pid?: number }; instances: { index: number; port: number; url: string; pid?: number; restarts: number }[] };

/** `npm run fleet` (issue 13: 2 instances + nginx) on a private PostgreSQL and Redis, in its own process group. */
async function startFleet(name: string) {
  if (!fs.existsSync('scripts/fleet.ts')) throw new Error('scripts/fleet.ts is missing: the fleet (issue 13) is not on this branch');
  const pg = await startPrivatePostgres({ port: BASE_PORT + 10 });
  const redisPort = BASE_PORT + 20;
  const redis = redisServer(redisPort, work);
  await waitPing(redisPort, true);
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  clearNextDataCache();
  const out = fs.openSync(path.join(work, `${name}.log`), 'a');
  const group = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/fleet.ts'], {
    env: {
      ...process.env,
      FLEET_DIR: dir,
      FLEET_PORT: String(BASE_PORT + 50),
      FLEET_INSTANCE_PORTS: `${BASE_PORT + 51},${BASE_PORT + 52}`,
      DATABASE_URL: await pg.createDatabase(`faults_${name.replace(/-/g, '_')}`),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: `faults${Date.now()}`,
      NEXTAUTH_SECRET: SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      HEADLINES_API_KEYS: '',
      HEADLINES_API_URL: '',
    },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const stateFile = path.join(dir, 'fleet.json');
  const state = (): FleetState => JSON.parse(fs.readFileSync(stateFile, 'utf8')) as FleetState;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (group.exitCode !== null) throw new Error(`the fleet exited ${group.exitCode}; see ${path.join(work, `${name}.log`)}`);
    try {
      if (fs.existsSync(stateFile) && state().proxy.pid && (await fetch(`${state().proxy.url}/api/health/ready`)).ok) break;
    } catch {
      // nginx not up yet
    }
    if (Date.now() > deadline) throw new Error('the fleet was not ready within 5 minutes');
    await sleep(500);
  }
  return {
    state,
    async stop() {
      try {
        process.kill(-group.pid!, 'SIGTERM');
      } catch {
        // gone
      }
      await new Promise((resolve) => (group.exitCode !== null ? resolve(null) : group.once('exit', resolve)));
      redis.kill('SIGKILL');
      await pg.cleanup();
    },
  };
}

const isReady = async (url: string) => {
  try {
    return (await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
};

/** `kill -9` one instance 6 s into 20 s of reads and writes through nginx. */
export async function instanceKill(): Promise<Section> {
  const fleet = await startFleet('instance-kill');
  try {
    const proxyUrl = fleet.state().proxy.url;
    const token = await adminToken(proxyUrl, ADMIN.email, ADMIN.password);
    const started = Date.now();
    const reads = Promise.all([
      wrk(`${proxyUrl}/en/general`, { seconds: 20, connections: 4, headers: { 'User-Agent': DESKTOP_UA } }),
      wrk(`${proxyUrl}/api/news/all`, { seconds: 20, connections: 4 }),
    ]);
    const writing = runWriters({ base: () => proxyUrl, token, count: 4, until: () => Date.now() - started > 20_000, tag: 'kill' });
    await sleep(6_000);
    const victim = fleet.state().instances[0];
    process.kill(victim.pid!, 'SIGKILL');
    const killedAt = Date.now();
    const [[feed, api], writes] = await Promise.all([reads, writing]);
    const around = writes.filter((w) => w.startedAt < killedAt && w.startedAt + w.ms >= killedAt);
    return {
      title: 'instance killed',
      lines: [
        `\`npm run fleet\` (2 instances + nginx) on a private PostgreSQL and Redis; \`wrk\` (4 + 4 connections) on \`/en/general\` and \`/api/news/all\` and 4 writers through nginx for 20 s; \`kill -9\` instance ${victim.index} (pid ${victim.pid}) at 6 s (the fleet starts it again 1 s after it exits).`,
        '',
        ...table(WRK_HEADERS, [wrkRow('/en/general via nginx', feed), wrkRow('/api/news/all via nginx', api)]),
        '',
        ...writeFigures(writes),
        `- writes in flight when the instance died: ${around.length}, answered \`${JSON.stringify(countBy(around, (w) => w.status))}\``,
        `- failed reads (non-2xx + socket errors): ${feed.non2xx + feed.errors + api.non2xx + api.errors}, against at most 8 read connections in flight`,
      ],
    };
  } finally {
    await fleet.stop();
  }
}

/** SIGTERM each instance in turn (the fleet starts it again), waiting for readiness, under steady reads and writes. */
export async function rollingRestart(): Promise<Section> {
  const fleet = await startFleet('rolling-restart');
  try {
    const proxyUrl = fleet.state().proxy.url;
    const token = await adminToken(proxyUrl, ADMIN.email, ADMIN.password);
    let done = false;
    const reads = Promise.all([
      wrk(`${proxyUrl}/en/general`, { seconds: 60, connections: 4, headers: { 'User-Agent': DESKTOP_UA } }),
      wrk(`${proxyUrl}/api/news/all`, { seconds: 60, connections: 4 }),
    ]);
    const writing = runWriters({ base: () => proxyUrl, token, count: 2, until: () => done, tag: 'rolling' });
    const steps: string[] = [];
    await sleep(3_000);
    for (const instance of fleet.state().instances) {
      const before = Date.now();
      process.kill(instance.pid!, 'SIGTERM');
      while (fleet.state().instances.find((i) => i.index === instance.index)?.pid === instance.pid) await sleep(200);
      while (!(await isReady(instance.url))) await sleep(300);
      steps.push(`instance ${instance.index}: SIGTERM → ready again in ${Date.now() - before} ms`);
      await sleep(2_000);
    }
    done = true;
    const writes = await writing;
    const [feed, api] = await reads;
    return {
      title: 'rolling restart',
      lines: [
        '`npm run fleet` (2 instances + nginx); `wrk` on `/en/general` and `/api/news/all` through nginx (60 s) and 2 writers; each instance in turn gets SIGTERM (graceful drain), the fleet starts it again, the next one waits for its readiness.',
        '',
        ...steps.map((step) => `- ${step}`),
        '',
        ...table(WRK_HEADERS, [wrkRow('/en/general via nginx', feed), wrkRow('/api/news/all via nginx', api)]),
        '',
        ...writeFigures(writes),
      ],
    };
  } finally {
    await fleet.stop();
  }
}

