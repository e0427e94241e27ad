/**
 * bench/faults: one fault at a time under steady load, against one instance of the current
 * production build (`npm start`), with private PostgreSQL / Redis / headlines servers of its own
 * (never the machine's shared ones). Usage:
 *   npm run bench:faults -- [baseline|db-restart|redis-down|upstream|disk-full|pglite-kill|instance-kill|rolling-restart ...]
 * The last two need the fleet (scripts/fleet.ts, issue 13); run with no argument, they are skipped
 * when it is missing.
 * Figures go to bench/results/faults-<date>.md (one section per scenario, replaced on a re-run).
 * Ports: FAULTS_PORT_BASE (default 7800) … +52.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startFakeHeadlines } from '../../tests/helpers/fake-headlines-server';
import { startPrivatePostgres, type PrivatePostgres } from '../../tests/helpers/private-postgres';
import { adminToken, startApp, type App } from './lib/app';
import { ADMIN, BASE_PORT, DESKTOP_UA, MOBILE_UA, appEnv, load, redisServer, sleep, table, waitPing, work, WRK_HEADERS, wrkRow, writeFigures, type Section } from './lib/common';
import { audit, countBy, runWriters } from './lib/writers';
import { wrk } from './lib/wrk';
import { instanceKill, rollingRestart } from './fleet-scenarios';

async function tableRows(pg: PrivatePostgres, database: string) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: pg.url(database) });
  await client.connect();
  try {
    const news = await client.query<{ title: string; photo: string | null }>('select title, photo from news');
    const blogs = await client.query<{ title: string; photo: string | null }>('select title, cover_image as photo from blogs');
    return [...news.rows, ...blogs.rows];
  } finally {
    await client.end();
  }
}

function auditLines(result: ReturnType<typeof audit>): string[] {
  return [
    `- acknowledged (201): ${result.acknowledged}; **lost: ${result.lost}**; answered 5xx/none but stored: ${result.failedButStored}`,
    `- rows without their file: ${result.rowsWithoutFile}; files without their row: ${result.filesWithoutRow}`,
  ];
}

/** No fault: latency per route on PostgreSQL and on the embedded database, RSS at the end. */
async function baseline(): Promise<Section> {
  const lines: string[] = [];
  const pg = await startPrivatePostgres({ port: BASE_PORT + 10 });
  const routes: [string, string, Record<string, string>][] = [
    ['feed /en/general desktop', '/en/general', { 'User-Agent': DESKTOP_UA }],
    ['feed /en/general mobile', '/en/general', { 'User-Agent': MOBILE_UA }],
    ['feed /hi/general desktop', '/hi/general', { 'User-Agent': DESKTOP_UA }],
    ['feed /hi/general mobile', '/hi/general', { 'User-Agent': MOBILE_UA }],
    ['blog list /en/blogs', '/en/blogs', { 'User-Agent': DESKTOP_UA }],
    ['GET /api/news/all', '/api/news/all', {}],
    ['login page /en/login', '/en/login', { 'User-Agent': DESKTOP_UA }],
  ];
  try {
    for (const [engine, env] of [
      ['PostgreSQL server', { DATABASE_URL: await pg.createDatabase('faults_baseline'), DATA_DIR: path.join(work, 'baseline-pg') }],
      ['embedded PGlite', { DATA_DIR: path.join(work, 'baseline-pglite') }],
    ] as const) {
      const app = await startApp({ port: BASE_PORT + 1, env: appEnv(env), logDir: work, name: `baseline-${engine.split(' ')[0]}` });
      try {
        const rows: (string | number)[][] = [];
        for (const [name, route, headers] of routes) {
          await wrk(`${app.base}${route}`, { seconds: 1, connections: 2, headers }); // warm the page cache
          rows.push(wrkRow(name, await wrk(`${app.base}${route}`, { seconds: 5, connections: 8, headers })));
        }
        lines.push(`### ${engine}`, '', ...table(WRK_HEADERS, rows), '', `RSS of the server at the end: ${app.rssMiB().toFixed(0)} MiB`, '');
      } finally {
        await app.stop();
      }
    }
  } finally {
    await pg.cleanup();
  }
  return { title: 'baseline (no fault)', lines: ['8 connections per route, 5 s each after 1 s of warm-up, one instance.', '', ...lines] };
}

/** `pg_ctl restart -m immediate` 8 s into 30 s of 6 concurrent writers and feed reads. */
async function dbRestart(): Promise<Section> {
  const pg = await startPrivatePostgres({ port: BASE_PORT + 10 });
  const uploads = path.join(work, 'db-restart');
  const app = await startApp({ port: BASE_PORT + 1, env: appEnv({ DATABASE_URL: await pg.createDatabase('faults_restart'), DATA_DIR: uploads }), logDir: work, name: 'db-restart' });
  try {
    const token = await adminToken(app.base, ADMIN.email, ADMIN.password);
    const started = Date.now();
    const reads = wrk(`${app.base}/api/news/all`, { seconds: 30, connections: 4 });
    const writing = runWriters({ base: () => app.base, token, count: 6, until: () => Date.now() - started > 30_000, tag: 'restart' });
    await sleep(8_000);
    const restartAt = Date.now();
    await pg.restart('immediate');
    const acceptingAt = Date.now();
    const [writes, read] = await Promise.all([writing, reads]);
    const firstAfter = writes.filter((w) => w.status === 201 && w.startedAt >= acceptingAt).map((w) => w.startedAt + w.ms - acceptingAt);
    const during = writes.filter((w) => w.startedAt >= restartAt && w.startedAt < acceptingAt);
    const rows = await tableRows(pg, 'faults_restart');
    const files = fs.existsSync(path.join(uploads, 'uploads')) ? fs.readdirSync(path.join(uploads, 'uploads')) : [];
    return {
      title: 'database restart',
      lines: [
        `One instance on a private PostgreSQL 15 cluster; 6 writers (news, every 4th a blog) for 30 s plus 4 connections of \`wrk\` on \`/api/news/all\`; \`pg_ctl restart -m immediate\` at 8 s; the restart took ${acceptingAt - restartAt} ms until the server accepted connections.`,
        '',
        ...writeFigures(writes),
        `- writes started while the server was down: ${during.length}, answered \`${JSON.stringify(countBy(during, (w) => w.status))}\``,
        `- **first 201 after the server accepted connections: ${firstAfter.length ? Math.min(...firstAfter) : 'none'} ms** (no restart of the app)`,
        ...auditLines(audit(writes, rows, files)),
        `- reads of \`/api/news/all\` meanwhile: ${read.requests}, non-2xx ${read.non2xx}, socket errors ${read.errors}, p99 ${read.p99.toFixed(0)} ms`,
      ],
    };
  } finally {
    await app.stop();
    await pg.cleanup();
  }
}

/** Redis stopped 8 s into the load, started again 10 s later; pages, APIs and the login limit meanwhile. */
async function redisDown(): Promise<Section> {
  const pg = await startPrivatePostgres({ port: BASE_PORT + 10 });
  const redisPort = BASE_PORT + 20;
  let redis = redisServer(redisPort, work);
  await waitPing(redisPort, true);
  const app = await startApp({
    port: BASE_PORT + 1,
    env: appEnv({ DATABASE_URL: await pg.createDatabase('faults_redis'), DATA_DIR: path.join(work, 'redis'), REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_KEY_PREFIX: `faults${Date.now()}` }),
    logDir: work,
    name: 'redis-down',
  });
  const logins = async () => {
    const statuses: number[] = [];
    const email = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${app.base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'wrong-password' }) });
      statuses.push(response.status);
    }
    return countBy(statuses, (s) => s);
  };
  try {
    const phases: (string | number)[][] = [];
    const limits: string[] = [];
    for (const [phase, action] of [
      ['Redis up', async () => undefined],
      ['Redis stopped', async () => { redis.kill('SIGKILL'); await waitPing(redisPort, false); }],
      ['Redis back', async () => { redis = redisServer(redisPort, work); await waitPing(redisPort, true); await sleep(1_000); }],
    ] as const) {
      await action();
      const [feed, api] = await Promise.all([
        wrk(`${app.base}/en/general`, { seconds: 8, connections: 4, headers: { 'User-Agent': DESKTOP_UA } }),
        wrk(`${app.base}/api/news/all`, { seconds: 8, connections: 4 }),
      ]);
      phases.push(wrkRow(`${phase}: /en/general`, feed), wrkRow(`${phase}: /api/news/all`, api));
      const attempts = JSON.stringify(await logins());
      let keys = 'unreachable';
      try {
        keys = execFileSync('redis-cli', ['-p', String(redisPort), 'dbsize'], { encoding: 'utf8', timeout: 2000 }).trim();
      } catch {
        // Redis is down in this phase
      }
      limits.push(`- ${phase}: 8 wrong admin logins for one account from one address → \`${attempts}\`; keys in Redis afterwards: ${keys}`);
    }
    return {
      title: 'Redis down',
      lines: [
        'One instance with `REDIS_URL` (rate limits in Redis) on a private `redis-server`, killed with SIGKILL, then started again on the same port.',
        '',
        ...table(WRK_HEADERS, phases),
        '',
        'Rate limits (documented choice: while Redis is unreachable each instance keeps counting in memory — fail closed per instance, `lib/security/rate-limit.ts`; admin login allows 5 failures per account and address):',
        ...limits,
      ],
    };
  } finally {
    await app.stop();
    redis.kill('SIGKILL');
    await pg.cleanup();
  }
}

/** The headlines service switched between modes while feed pages for new (category, page) keys are asked. */
async function upstream(): Promise<Section> {
  // 1,000 articles: every page the modes ask (2–16) is inside the known total, so each reaches the policy.
  const fake = await startFakeHeadlines({ port: BASE_PORT + 30, keys: { good: { totalArticles: 1000 } } });
  const timeoutMs = 2_000;
  const app = await startApp({ port: BASE_PORT + 1, env: appEnv({ DATA_DIR: path.join(work, 'upstream'), HEADLINES_API_URL: fake.url, HEADLINES_API_KEYS: 'good', HEADLINES_TIMEOUT_MS: String(timeoutMs), TRUST_PROXY: '1' }), logDir: work, name: 'upstream' });
  // Each request comes from its own reader address (one trusted proxy hop): the per-address limit on
  // /api/feed (120 a minute) must not stand in for the upstream behaviour this scenario measures.
  let reader = 0;
  const rows: (string | number)[][] = [];
  try {
    const modes: [string, Parameters<typeof fake.setBehaviour>[1]][] = [
      ['ok', {}],
      ['down (503)', { status: 503 }],
      ['slow (5 s > time-out)', { delayMs: 5_000 }],
      ['429', { status: 429 }],
      ['garbage body', { body: '<html>not json' }],
    ];
    const categories = ['business', 'technology', 'sports', 'health'];
    for (const [mode, behaviour] of modes) {
      fake.setBehaviour('good', { totalArticles: 1000, ...behaviour });
      const callsBefore = fake.requests.length;
      const answers: { status: number; ms: number; articles: number }[] = [];
      // 4 categories × pages 2-4 (uncached keys), each asked by 3 readers at once, twice.
      for (let round = 0; round < 2; round++) {
        await Promise.all(
          categories.flatMap((category) =>
            [2, 3, 4].flatMap((page) =>
              [0, 1, 2].map(async () => {
                const started = Date.now();
                reader += 1;
                const headers = { 'x-forwarded-for': `10.${(reader >> 16) & 255}.${(reader >> 8) & 255}.${reader & 255}` };
                const response = await fetch(`${app.base}/api/feed/${category}?lang=en&page=${page + modes.findIndex(([m]) => m === mode) * 3}`, { headers });
                const body = (await response.json().catch(() => ({}))) as { articles?: unknown[] };
                answers.push({ status: response.status, ms: Date.now() - started, articles: body.articles?.length ?? -1 });
              }),
            ),
          ),
        );
      }
      const calls = fake.requests.slice(callsBefore);
      const perKey = countBy(calls, (r) => `${r.category}|${r.page}|${r.lang}`);
      rows.push([mode, answers.length, JSON.stringify(countBy(answers, (a) => a.status)), Math.max(...answers.map((a) => a.ms)), answers.filter((a) => a.articles > 0).length, calls.length, Math.max(0, ...Object.values(perKey))]);
    }
    const feed = await wrk(`${app.base}/en/general`, { seconds: 5, connections: 4, headers: { 'User-Agent': DESKTOP_UA } });
    return {
      title: 'upstream down / slow / 429 / garbage',
      lines: [
        `One instance on the embedded database; the fake headlines server (tests/helpers/fake-headlines-server.ts) switched mode between rounds; headlines time-out ${timeoutMs} ms. Each mode: \`GET /api/feed/{4 categories}?page=…\` on 3 uncached pages, 3 readers at once, two rounds (24 × 3 requests).`,
        '',
        ...table(['mode', 'requests', 'statuses', 'slowest ms', 'answers with articles', 'upstream calls', 'max calls per (category, page, lang)'], rows),
        '',
        `Feed page \`/en/general\` (cached page, garbage mode still on) right after: ${feed.requests} requests, non-2xx ${feed.non2xx}, p99 ${feed.p99.toFixed(0)} ms.`,
      ],
    };
  } finally {
    await app.stop();
    await fake.close();
  }
}

/** Uploads on a 1 MB tmpfs, filled by 4 writers. */
async function diskFull(): Promise<Section> {
  const pg = await startPrivatePostgres({ port: BASE_PORT + 10 });
  const uploads = path.join(work, 'disk-full-uploads');
  fs.mkdirSync(uploads, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0755', 'tmpfs', uploads]);
  const app = await startApp({ port: BASE_PORT + 1, env: appEnv({ DATABASE_URL: await pg.createDatabase('faults_disk'), DATA_DIR: path.join(work, 'disk-full'), UPLOADS_DIR: uploads }), logDir: work, name: 'disk-full' });
  try {
    const token = await adminToken(app.base, ADMIN.email, ADMIN.password);
    let refused = 0;
    const started = Date.now();
    const writes = await runWriters({
      base: () => app.base,
      token,
      count: 4,
      until: () => refused >= 20 || Date.now() - started > 60_000,
      tag: 'disk',
      onWrite: (write) => (refused += write.status === 507 ? 1 : 0),
    });
    const rows = await tableRows(pg, 'faults_disk');
    const files = fs.readdirSync(uploads);
    const full = writes.filter((w) => w.status === 507);
    return {
      title: 'disk full',
      lines: [
        'One instance on PostgreSQL with `UPLOADS_DIR` on a 1 MB tmpfs (`mount -t tmpfs -o size=1m`, as root); 4 writers with 48×32 photos until the disk was full.',
        '',
        ...writeFigures(writes),
        `- 507 answers: ${full.length}, all JSON: ${full.every((w) => w.json)}`,
        ...auditLines(audit(writes, rows, files)),
        `- temporary files left: ${files.filter((f) => f.endsWith('.tmp')).length}`,
      ],
    };
  } finally {
    await app.stop();
    execFileSync('umount', ['-l', uploads]);
    await pg.cleanup();
  }
}

/** `npm start` on PGlite SIGKILLed (whole process group) 6 s into 4 writers, then started again. */
async function pgliteKill(): Promise<Section> {
  const dataDir = path.join(work, 'pglite-kill');
  let app: App = await startApp({ port: BASE_PORT + 1, env: appEnv({ DATA_DIR: dataDir }), logDir: work, name: 'pglite-kill-1' });
  const token = await adminToken(app.base, ADMIN.email, ADMIN.password);
  const started = Date.now();
  let killed = false;
  const writing = runWriters({ base: () => app.base, token, count: 4, until: () => killed && Date.now() - started > 9_000, tag: 'pglite' });
  await sleep(6_000);
  app.kill9();
  killed = true;
  const writes = await writing;
  const lockLeft = fs.existsSync(path.join(dataDir, 'pg.lock'));
  const restartAt = Date.now();
  let restarted = 'yes';
  try {
    app = await startApp({ port: BASE_PORT + 1, env: appEnv({ DATA_DIR: dataDir }), logDir: work, name: 'pglite-kill-2', keepCache: true });
  } catch (error) {
    restarted = `no: ${(error as Error).message}`;
  }
  const readyMs = Date.now() - restartAt;
  await app.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pg'));
  const rows = [
    ...(await db.query<{ title: string; photo: string | null }>('select title, photo from news')).rows,
    ...(await db.query<{ title: string; photo: string | null }>('select title, cover_image as photo from blogs')).rows,
  ];
  await db.close();
  const files = fs.readdirSync(path.join(dataDir, 'uploads'));
  const result = audit(writes, rows.filter((r) => r.title.startsWith('pglite-') || r.photo?.startsWith('/uploads/')), files);
  return {
    title: 'embedded database (PGlite) killed',
    lines: [
      '`npm start` on the embedded database; 4 writers; SIGKILL to its whole process group (npm start, next start) at 6 s; `npm start` again on the same `DATA_DIR`.',
      '',
      ...writeFigures(writes),
      `- lock file left by the killed server: ${lockLeft}; **second start served: ${restarted}** (${readyMs} ms until ready, includes opening and recovering PGlite)`,
      ...auditLines(result),
    ],
  };
}


const FLEET_SCENARIOS = ['instance-kill', 'rolling-restart'];

const SCENARIOS: Record<string, () => Promise<Section>> = {
  baseline,
  'db-restart': dbRestart,
  'redis-down': redisDown,
  upstream,
  'disk-full': diskFull,
  'pglite-kill': pgliteKill,
  'instance-kill': instanceKill,
  'rolling-restart': rollingRestart,
};

function writeResult(sections: Section[]) {
  const date = new Date().toISOString().slice(0, 10);
  const file = path.join('bench', 'results', `faults-${date}.md`);
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `# Fault suite, ${date}\n\nWritten by \`bench/faults/run.ts\` (see bench/faults/README.md). Each section gives the load average before and after (2 cores: a figure above 2 means a busy machine, where absolute speeds are low and noisy); read counts and ratios.\n`;
  for (const section of sections) {
    const start = `<!-- ${section.title} -->`;
    const end = `<!-- /${section.title} -->`;
    const body = `${start}\n## ${section.title}\n\nRun ${new Date().toISOString()}, load average before/after: ${section.lines.shift()}\n\n${section.lines.join('\n')}\n${end}`;
    const at = text.indexOf(start);
    text = at >= 0 ? text.slice(0, at) + body + text.slice(text.indexOf(end) + end.length) : `${text}\n${body}\n`;
  }
  fs.writeFileSync(file, text);
  return file;
}

async function main() {
  const hasFleet = fs.existsSync('scripts/fleet.ts');
  if (!process.argv[2] && !hasFleet) console.log('[faults] instance-kill and rolling-restart skipped: scripts/fleet.ts (issue 13) is not here');
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SCENARIOS).filter((name) => hasFleet || !FLEET_SCENARIOS.includes(name));
  const unknown = names.filter((name) => !SCENARIOS[name]);
  if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${Object.keys(SCENARIOS).join(', ')}`);
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('no production build: run `npm run build` first');
  for (const name of names) {
    const before = load();
    console.log(`[faults] ${name} (load ${before})`);
    const section = await SCENARIOS[name]();
    section.lines.unshift(`${before} / ${load()}`);
    console.log(`[faults] ${name} done → ${writeResult([section])}`);
  }
  fs.rmSync(work, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[faults] ${(error as Error).stack}\nlogs kept in ${work}`);
    process.exit(1);
  },
);
