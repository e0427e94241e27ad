import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { expect, test } from './support/fixtures';
import { testImageFile } from '../tests/helpers/images';
import { PUSH_TLS_DIR, startPushService, type PushServiceStandIn } from '../tests/helpers/push-service';
import { generateVapidKeyPair } from '../lib/push/vapid-keys';

/**
 * Issue 13, on this machine: `npm run fleet` (scripts/fleet.ts) starts two instances on one
 * PostgreSQL server and one Redis, behind nginx configured by deploy/nginx/shortnews.conf. What one
 * instance does, the other must show at once. Pictures live in object storage (issue 29:
 * FLEET_STORAGE=s3, a local S3-compatible server) rather than a shared folder; the folder backend is
 * the one the other browser tests run on.
 *
 * Needs the PostgreSQL server (DATABASE_URL's, else 127.0.0.1:5432), Redis (TEST_REDIS_URL, else
 * 127.0.0.1:6379) and nginx. CI has all three (.ci/run), so there a missing one fails this file;
 * elsewhere the tests are skipped with the reason.
 */
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
const ADMIN = { email: 'admin@fleet.test', password: 'fleet-admin-password' };
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres'), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** What is missing to run the fleet here, if anything. */
async function missing(): Promise<string | undefined> {
  if (!fs.existsSync(NGINX)) return `nginx (${NGINX})`;
  try {
    await adminQuery('select 1');
  } catch (error) {
    return `PostgreSQL server (${(error as Error).message})`;
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at ${REDIS_URL} (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return undefined;
}

type Fleet = { proxy: string; a: string; b: string; dir: string; child: ChildProcess; database: string; prefix: string };
let fleet: Fleet | undefined;
/** The browsers' push service (issue 27): the stand-in of tests/helpers/push-service.ts, over https. */
let push: PushServiceStandIn | undefined;

test.describe.configure({ mode: 'serial' });
test.describe('two instances on one PostgreSQL and Redis, behind nginx (npm run fleet)', () => {
  test.setTimeout(120_000);

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    const lack = await missing();
    if (lack) {
      if (process.env.CI) throw new Error(`The fleet tests need ${lack}: CI must provide it (.ci/run).`);
      test.skip(true, `skipped: no ${lack} on this machine`);
      return;
    }
    push = await startPushService({ tls: true });
    // A fleet in production makes up no VAPID keys (each instance would sign with its own): one pair for all.
    const vapid = generateVapidKeyPair();
    const database = `shortnews_fleet_${crypto.randomBytes(5).toString('hex')}`;
    await adminQuery(`create database ${database}`);
    const [proxyPort, portA, portB, s3Port] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-fleet-'));
    const prefix = `test-fleet-${crypto.randomBytes(5).toString('hex')}`;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'fleet.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(database),
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        FLEET_DIR: dir,
        FLEET_PORT: String(proxyPort),
        FLEET_INSTANCE_PORTS: `${portA},${portB}`,
        FLEET_STORAGE: 's3',
        FLEET_S3_PORT: String(s3Port),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        HEADLINES_API_URL: '',
        HEADLINES_API_KEYS: '',
        SMTP_URL: '',
        // Scheduled publishing (issue 26): both instances' job runners look every second.
        JOB_POLL_MS: '1000',
        // Breaking-news alerts (issue 27) go to the stand-in, trusted through its test-only certificate.
        PUSH_ENDPOINT_ALLOW: `127.0.0.1:${push.port}`,
        NODE_EXTRA_CA_CERTS: path.join(PUSH_TLS_DIR, 'cert.pem'),
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:newsroom@fleet.test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    fleet = { proxy: `http://127.0.0.1:${proxyPort}`, a: `http://127.0.0.1:${portA}`, b: `http://127.0.0.1:${portB}`, dir, child, database, prefix };
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('[fleet] ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`npm run fleet exited (${code}) before it was ready:\n${output}`)));
    });
  });

  test.afterAll(async () => {
    await push?.close();
    if (!fleet) return;
    const { child, database, prefix, dir } = fleet;
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    }
    await adminQuery(`drop database if exists ${database} with (force)`).catch(() => undefined);
    // Our own keys only (random prefix): the machine's Redis is shared.
    const redis = new Redis(REDIS_URL);
    for (let cursor = '0'; ; ) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
    redis.disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('each instance and the proxy are ready, with the database and Redis', async ({ request }) => {
    for (const base of [fleet!.a, fleet!.b, fleet!.proxy]) {
      const response = await request.get(`${base}/api/health/ready`);
      expect(response.status(), base).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready', draining: false, checks: { database: 'ok', redis: 'ok' } });
    }
  });

  test('issue 25 item 2 on Redis: 500 junk URLs of 20 shapes, both languages, on both instances, add no key to Redis; a real story page does', async ({ request }) => {
    test.setTimeout(300_000);
    const { a, b, prefix } = fleet!;
    const redis = new Redis(REDIS_URL);
    /** Every key of this fleet (its random prefix: the machine's Redis is shared). */
    const keys = async () => {
      const found = new Set<string>();
      for (let cursor = '0'; ; ) {
        const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
        for (const key of batch) found.add(key);
        cursor = next;
        if (cursor === '0') return found;
      }
    };
    const tag = crypto.randomBytes(4).toString('hex');
    const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const shapes = (n: number) => [
      `/en/news/junk${tag}${n}`,
      `/hi/news/junk${tag}${n}`,
      `/en/news/${uuid(n)}`,
      `/hi/mobile/news/${uuid(n + 500)}`,
      `/feedj${tag}${n}/desktop/general`,
      `/apiX${tag}${n}`,
      `/uploadsX${tag}${n}/a.webp`,
      `/en/x${tag}${n}.y/z`,
      `/hi/${tag}${n}.php`,
      `/hi/a${n}/b/c/d/e/${tag}`,
      `/en/junk${tag}${n}`,
      `/hi/junk${tag}${n}/page/2`,
      `/en/general/page/${900 + n}`,
      `/hi/blogs/junk${tag}${n}`,
      `/en/blogs/${uuid(n)}`,
      `/api/zz${tag}${n}/x`,
      `/api/news/junk${tag}${n}`,
      `/rss/hi/junk${tag}${n}.xml`,
      `/uploads/${tag}${n}.webp`,
      `/junk${tag}${n}`,
    ];
    const get = async (url: string, index: number) => {
      const answer = await request.get(`${index % 2 === 0 ? a : b}${url}`, { maxRedirects: 0 });
      expect(answer.status(), url).toBeLessThan(500);
      return answer.status();
    };
    try {
      // One warm-up round of other junk on each instance: the first 404 of a route may build Next's
      // own not-found page once, and a feed page past the end reads each category's own news once
      // to know it is past the end (17 data entries, keyed by category and language, not by URL).
      for (const url of shapes(30)) for (const index of [0, 1]) await get(url, index);
      const before = await keys();
      const urls = Array.from({ length: 25 }, (_, n) => shapes(n)).flat();
      expect(urls).toHaveLength(500);
      const statuses = new Map<number, number>();
      for (const [index, url] of urls.entries()) {
        const status = await get(url, index);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      // Keys are compared by name, not counted: an entry expiring meanwhile cannot hide a new one.
      const added = [...(await keys())].filter((key) => !before.has(key));
      const shown = await Promise.all(added.map(async (key) => `${key} ${(await redis.type(key)) === 'string' ? String(await redis.get(key)).slice(0, 160) : await redis.type(key)}`));
      expect(shown, `keys added by 500 junk URLs (answers: ${JSON.stringify(Object.fromEntries(statuses))})`).toEqual([]);

      // The control: a real story page, rendered once, is a new entry under the same prefix (so the
      // scan above would have seen junk written there).
      const all = (await (await request.get(`${a}/api/news/all`)).json()) as { id: string; language: string }[];
      const story = all.find((item) => item.language !== 'hi' && ![...before].some((key) => key.includes(item.id)));
      expect(story, 'a seeded story whose page is not cached yet').toBeDefined();
      expect((await request.get(`${b}/en/news/${story!.id}`)).status()).toBe(200);
      await expect.poll(async () => [...(await keys())].filter((key) => !before.has(key) && key.includes(story!.id)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  test('the search page\'s limit counts across instances: 30 searches a minute from one address, wherever they land (issue 25)', async ({ request }) => {
    const { a, b } = fleet!;
    // An address of its own: nothing else in this file searches from it.
    const headers = { 'x-forwarded-for': `10.250.${crypto.randomBytes(1)[0]}.${(crypto.randomBytes(1)[0] % 250) + 1}` };
    for (let i = 0; i < 30; i += 1) {
      const answer = await request.get(`${i % 2 === 0 ? a : b}/en/search?q=fleet${i}`, { headers, maxRedirects: 0 });
      expect(answer.status(), `search ${i + 1}`).toBe(200);
    }
    // Before: each instance counted its own 15 in memory, so both still answered 200.
    for (const base of [a, b]) {
      const refused = await request.get(`${base}/hi/search?q=fleet`, { headers, maxRedirects: 0 });
      expect(refused.status(), base).toBe(429);
      expect(Number(refused.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await refused.text()).toContain('बहुत ज़्यादा खोजें');
    }
  });

  test('a story added on A is on B at once: desktop and mobile pages, JSON-LD, the APIs, RSS, the sitemap, and its photo', async ({ playwright, request, marker }) => {
    const { a, b } = fleet!;
    const desktop = await playwright.request.newContext({ userAgent: DESKTOP_UA });
    const mobile = await playwright.request.newContext({ userAgent: MOBILE_UA });
    const jsonLd = async (response: Awaited<ReturnType<typeof desktop.get>>) =>
      [...(await response.text()).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
    const reads = {
      desktopPage: () => desktop.get(`${b}/en/india`),
      mobilePage: () => mobile.get(`${b}/en/india`),
      api: () => request.get(`${b}/api/news/india`),
      apiAll: () => request.get(`${b}/api/news/all`),
      rss: () => request.get(`${b}/rss/en/india.xml`),
      sitemap: () => request.get(`${b}/sitemap.xml`),
    };
    // B has every one of them in its cache before the write (twice: rendered, then served cached).
    for (const read of Object.values(reads)) {
      await read();
      expect((await read()).status()).toBe(200);
    }

    const login = await request.post(`${a}/api/admin/login`, { data: ADMIN });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const title = `Fleet story ${marker}`;
    const added = await request.post(`${a}/api/news/add`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { title, description: 'Added through instance A; instance B must show it at once.', category: 'india', photo: await testImageFile() },
    });
    expect(added.status()).toBe(201);
    const { photo, id } = (await added.json()) as { photo: string; id: string };

    for (const [name, read] of Object.entries(reads)) {
      // The sitemap names the story by its permalink; every other read by its title.
      expect(await (await read()).text(), name).toContain(name === 'sitemap' ? `/en/news/${id}</loc>` : title);
    }
    // The feed's structured data (not only its cards) lists its permalink on B too.
    expect(await jsonLd(await reads.desktopPage()), 'JSON-LD').toContain(`/en/news/${id}"`);
    const image = await request.get(`${b}${photo}`);
    expect(image.status(), 'photo uploaded through A, served by B').toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    // It went to the bucket (the stand-in keeps objects as files), and there is no shared folder.
    const object = path.join(fleet!.dir, 's3', 'shortnews-fleet', `${photo.replace('/uploads/', '')}._S3rver_object`);
    expect(Buffer.compare(fs.readFileSync(object), await image.body()), 'served from the bucket').toBe(0);
    expect(fs.existsSync(path.join(fleet!.dir, 'uploads')), 'no shared uploads folder').toBe(false);
    await desktop.dispose();
    await mobile.dispose();
  });

  test('a blog published on A is on B at once: the blog list, the API and the sitemap', async ({ request, marker }) => {
    const { a, b } = fleet!;
    const reads = {
      listPage: () => request.get(`${b}/en/blogs`),
      api: () => request.get(`${b}/api/blogs`),
      sitemap: () => request.get(`${b}/sitemap.xml`),
    };
    for (const read of Object.values(reads)) {
      await read();
      expect((await read()).status()).toBe(200);
    }
    const { token } = (await (await request.post(`${a}/api/admin/login`, { data: ADMIN })).json()) as { token: string };
    const title = `Fleet blog ${marker}`;
    const created = await request.post(`${a}/api/blogs`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        title,
        categories: 'Fleet',
        content: JSON.stringify([{ title: 'Only section', paragraphs: [`Body of ${title}.`] }]),
        authorName: 'Fleet Desk',
        coverImage: await testImageFile(),
      },
    });
    expect(created.status()).toBe(201);
    const { id, updatedAt } = (await created.json()) as { id: string; updatedAt: string };
    expect(await (await reads.listPage()).text(), 'blog list page').toContain(title);
    expect(await (await reads.api()).text(), 'blog API').toContain(title);
    // Posts are for signed-in readers (a crawler gets a redirect): the sitemap dates the list by the new post instead.
    const sitemap = await (await reads.sitemap()).text();
    expect(sitemap, 'sitemap').not.toContain(`/en/blogs/${id}</loc>`);
    expect(sitemap, 'sitemap').toContain(`<lastmod>${updatedAt}</lastmod>`);
  });

  test('a login on A is valid on B, and a logout on A is refused on B', async ({ request, marker }) => {
    const { a, b } = fleet!;
    const account = { fullName: 'Fleet Reader', email: `fleet-${marker}@example.com`.toLowerCase(), password: 'fleet-reader-password-1', agreeToTerms: true };
    expect((await request.post(`${a}/api/user/register`, { data: account })).status()).toBe(201);
    const signIn = await request.post(`${a}/api/user/signin`, { data: { email: account.email, password: account.password } });
    expect(signIn.status()).toBe(200);
    const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };

    const me = await request.get(`${b}/api/user/me`, { headers });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(account.email);

    expect((await request.post(`${a}/api/user/logout`, { headers })).status()).toBe(200);
    expect((await request.get(`${b}/api/user/me`, { headers })).status()).toBe(401);
  });

  test('rate limits count across instances: attempts on A and B add up', async ({ request, marker }) => {
    const { a, b } = fleet!;
    // The admin login allows 5 failures per account in 15 minutes, wherever they land.
    const attempt = (base: string) => request.post(`${base}/api/admin/login`, { data: { email: `nobody-${marker}@example.com`.toLowerCase(), password: 'wrong-password' } });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await attempt(index % 2 === 0 ? a : b)).status());
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  test('nginx: a device-keyed micro-cache never hands one device the other\'s page', async ({ playwright }) => {
    const { proxy } = fleet!;
    const desktop = await playwright.request.newContext({ userAgent: DESKTOP_UA });
    const mobile = await playwright.request.newContext({ userAgent: MOBILE_UA });
    const seen: Record<string, string[]> = { desktop: [], mobile: [] };
    // Alternate quickly, so that both are served from the cache within its one second.
    for (let round = 0; round < 4; round++) {
      for (const [device, context] of [['desktop', desktop], ['mobile', mobile]] as const) {
        const response = await context.get(`${proxy}/en/general`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html.includes('data-testid="mobile-feed"'), `${device} round ${round}`).toBe(device === 'mobile');
        expect(response.headers()['vary']).toContain('User-Agent');
        seen[device].push(response.headers()['x-cache-status']);
      }
    }
    // The cache was really in play for both devices.
    expect(seen.desktop).toContain('HIT');
    expect(seen.mobile).toContain('HIT');
    // Keyed by device class, not by browser: another phone gets the stored mobile page.
    const iphone = await playwright.request.newContext({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' });
    const other = await iphone.get(`${proxy}/en/general`);
    expect(await other.text()).toContain('data-testid="mobile-feed"');
    expect(['HIT', 'STALE', 'UPDATING']).toContain(other.headers()['x-cache-status']);
    await iphone.dispose();
    await desktop.dispose();
    await mobile.dispose();
  });

  test('nginx: gzip, one request id end to end, JSON 413 over the body limit, APIs never cached', async ({ request }) => {
    const { proxy } = fleet!;
    const page = await request.get(`${proxy}/en/general`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    const ids = page.headers()['x-request-id'];
    expect(ids).toMatch(/^[0-9a-f]{32}$/);

    const big = await request.post(`${proxy}/api/news/add`, { headers: { 'content-type': 'application/octet-stream' }, data: Buffer.alloc(7 * 1024 * 1024) });
    expect(big.status()).toBe(413);
    expect(await big.json()).toMatchObject({ error: 'Payload too large' });

    const api = await request.get(`${proxy}/api/news/india`);
    expect(api.headers()['x-cache-status']).toBeUndefined();
  });

  test('Prometheus scrapes each instance with the shared token (FLEET_DIR/prometheus.yml); the proxy never answers metrics', async ({ request }) => {
    const { a, b, proxy, dir } = fleet!;
    const token = fs.readFileSync(path.join(dir, 'metrics-token'), 'utf8').trim();
    const config = fs.readFileSync(path.join(dir, 'prometheus.yml'), 'utf8');
    expect(config).toContain('metrics_path: /api/metrics');
    expect(config).toContain(`credentials_file: ${path.join(dir, 'metrics-token')}`);
    expect(config).toContain(`targets: ['${new URL(a).host}', '${new URL(b).host}']`);
    const starts = new Set<string>();
    for (const base of [a, b]) {
      expect((await request.get(`${base}/api/metrics`)).status()).toBe(401);
      const scrape = await request.get(`${base}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(scrape.status(), base).toBe(200);
      const text = await scrape.text();
      expect(text).toMatch(/^http_requests_total\{route="\/api\/health\/ready",method="GET",status_class="2xx"\} \d+/m);
      expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+/m);
      starts.add(/^process_start_time_seconds (\S+)/m.exec(text)![1]);
    }
    // Two processes (instance 2 starts once instance 1 is ready): each scrape is its own instance's.
    expect(starts.size).toBe(2);
    const throughProxy = await request.get(`${proxy}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(throughProxy.status()).toBe(404);
    expect(await throughProxy.text()).not.toContain('http_requests_total');
  });

  test('an editor\'s write shows through the proxy within the micro-cache\'s second', async ({ request, marker }) => {
    const { proxy } = fleet!;
    await request.get(`${proxy}/en/stocks`);
    const { token } = (await (await request.post(`${proxy}/api/admin/login`, { data: ADMIN })).json()) as { token: string };
    const title = `Proxy story ${marker}`;
    const added = await request.post(`${proxy}/api/news/add`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { title, description: 'Added through nginx; readers see it within about a second.', category: 'stocks', photo: await testImageFile() },
    });
    expect(added.status()).toBe(201);
    await expect.poll(async () => (await request.get(`${proxy}/en/stocks`)).text(), { timeout: 5_000, intervals: [250] }).toContain(title);
  });

  test('a scheduled story goes live exactly once on a fleet: both instances show it, one "published" audit entry, one revision', async ({ request, marker }) => {
    const { a, b } = fleet!;
    const { token } = (await (await request.post(`${a}/api/admin/login`, { data: ADMIN })).json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const title = `Fleet scheduled ${marker}`;
    const publishAt = new Date(Date.now() + 8_000);
    const added = await request.post(`${a}/api/news/add`, {
      headers,
      multipart: { title, description: 'Scheduled a few seconds ahead; both instances run the job queue.', category: 'india', photo: await testImageFile(), status: 'scheduled', publishAt: publishAt.toISOString() },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { id } = (await added.json()) as { id: string };

    // Not live before its time, on either instance.
    for (const base of [a, b]) expect((await request.get(`${base}/en/news/${id}`)).status(), `${base} before publishAt`).toBe(404);

    // Each instance on its own port (not only through nginx) shows it within 60 s of publishAt.
    const liveOn = async (base: string) => {
      const page = await request.get(`${base}/en/news/${id}`);
      return page.status() === 200 && (await page.text()).includes(title);
    };
    await expect.poll(async () => (await liveOn(a)) && (await liveOn(b)), { timeout: publishAt.getTime() + 60_000 - Date.now(), intervals: [500] }).toBe(true);
    expect(Date.now() - publishAt.getTime(), 'live on both within 60 s of publishAt').toBeLessThan(60_000);
    for (const base of [a, b]) expect(await (await request.get(`${base}/api/news/all`)).text(), `${base} /api/news/all`).toContain(title);

    // Both runners poll every second: give them several more polls to publish it a second time, if they would.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const audit = await request.get(`${a}/api/admin/audit?item=${id}`, { headers });
    expect(audit.status()).toBe(200);
    const { entries } = (await audit.json()) as { entries: { action: string; details: Record<string, unknown> }[] };
    const publishes = entries.filter((entry) => entry.action === 'news.publish');
    expect(publishes, 'one "published" audit entry').toHaveLength(1);
    expect(publishes[0].details).toMatchObject({ scheduled: true });

    const history = await request.get(`${b}/api/admin/news/${id}/revisions`, { headers });
    expect(history.status()).toBe(200);
    const revisions = (await history.json()) as { status: string; action: string; title: string }[];
    expect(revisions.filter((revision) => revision.status === 'published'), 'one published revision (the scheduler\'s)').toEqual([expect.objectContaining({ action: 'publish', title })]);
    expect(revisions.map((revision) => revision.status)).toEqual(['published', 'scheduled']);
  });

  test('one alert per subscription with two instances: a breaking story reaches the push service once although both run the job queue', async ({ request, marker }) => {
    const { a, b } = fleet!;
    const keys = await Promise.all([a, b].map(async (base) => ((await (await request.get(`${base}/api/push/public-key`)).json()) as { publicKey: string }).publicKey));
    expect(keys[1], 'both instances sign with one VAPID key').toBe(keys[0]);
    const subscription = push!.subscribe(keys[0]);
    const saved = await request.post(`${b}/api/push/subscriptions`, {
      data: { subscription: { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }, lang: 'en', categories: ['india'] },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    const { token } = (await (await request.post(`${a}/api/admin/login`, { data: ADMIN })).json()) as { token: string };
    const title = `Fleet breaking ${marker}`;
    const added = await request.post(`${a}/api/news/add`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { title, description: 'A breaking story: its subscribers get one alert, whichever instance sends it.', category: 'india', language: 'en', breaking: 'true', photo: await testImageFile() },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { id } = (await added.json()) as { id: string };

    await expect.poll(() => push!.received(subscription.id).length, { timeout: 30_000, intervals: [250], message: 'the alert reaches the push service' }).toBeGreaterThan(0);
    // Both runners poll every second: several more polls, and still one alert.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const alerts = push!.received(subscription.id);
    expect(alerts, 'one alert for the subscription').toHaveLength(1);
    expect(JSON.parse(alerts[0].text)).toMatchObject({ title, path: `/en/news/${id}`, tag: id, lang: 'en' });
    expect(push!.refused(subscription.id)).toEqual([]);
  });
});
