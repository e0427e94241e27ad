// First-load JS of pages: every script a real browser (Chromium, as a desktop and as a phone)
// downloads for the page until the network is idle — the HTML's <script> tags, the chunks the page
// loads on demand (the phone reader, the desktop list), never the `noModule` polyfills a current
// browser skips. Summed raw and gzipped (-9). Next 16 no longer prints per-route sizes in its build
// output, so this measures what a browser actually fetches for the page. Measured as a page view
// that is not sampled for Core Web Vitals (see below); a sampled one adds web-vitals.
//   node bench/lib/first-load-js.mjs <base url> <path>...
//
// The framework's share ("the floor", issue 28) and ours: with a build made with
// BENCH_SOURCE_MAPS=1 (next.config: productionBrowserSourceMaps), every script's bytes are split by
// the files they came from — next, react, react-dom, scheduler, @swc/helpers and Turbopack's runtime
// are the framework; our code and every library we chose are ours — and each script's gzipped size
// is shared out in proportion. The `//# sourceMappingURL` comment is left out of every figure, so they
// equal a build without maps. Without maps, whole scripts are told apart by markers (React DOM's
// `__reactFiber$`, the router's `next-router-state-tree`, `turbopack-*.js`), which counts Next's
// smaller client chunks (React itself, the page roots, error boundaries) as ours.
import { writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { AnyMap, decodedMappings } from '@jridgewell/trace-mapping';
import { chromium, devices } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
const forms = [
  ['desktop', { ...devices['Desktop Chrome'], channel: undefined }],
  ['mobile', { ...devices['Pixel 7'], channel: undefined }],
];
const rows = [];
/** Pages whose scripts are also listed one by one (`DETAIL_PAGES`, space-separated), with what they hold. */
const detailPages = new Set((process.env.DETAIL_PAGES ?? '').split(/\s+/).filter(Boolean));
const details = [];
const oursByOrigin = [];
/** The framework's gzipped share per page by source file, written as JSON to FLOOR_FILES_OUT when set (bench/framework-floor.sh). */
const floorByFile = [];
/** Ours per page by source file, written as JSON to OURS_FILES_OUT when set. */
const oursByFile = [];
/** What a script holds, by markers its minified text keeps (library strings and class names). */
const MARKERS = [
  ['react-dom', /__reactFiber\$/],
  ['router', /next-router-state-tree/i],
  ['next-auth client', /CLIENT_FETCH_ERROR/],
  ['phone slider', /data-slider/],
  ['next-intl', /NextIntlClientProvider|IntlProvider/],
  // The service worker's update prompt (lib/offline/worker-updates.ts; @serwist/window until 2026-11-30).
  ['worker updates', /SKIP_WAITING/],
  ['web-vitals', /largest-contentful-paint/],
  ['zod', /invalid_type/],
  ['regenerator', /regeneratorRuntime|_regenerator/],
];
const holds = (url, body) => {
  if (/\/turbopack-[^/]*\.js/.test(url)) return 'turbopack runtime';
  const text = body.toString('latin1');
  return MARKERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name).join(', ') || 'ours';
};
/** Without source maps: React DOM, the app router and Turbopack's runtime, each a chunk of its own in Next 16's build. */
function floorPart(url, body) {
  if (/\/turbopack-[^/]*\.js/.test(url)) return 'runtime';
  const text = body.toString('latin1');
  if (text.includes('__reactFiber$')) return 'react-dom';
  if (/next-router-state-tree/i.test(text)) return 'router';
  return null;
}

const FRAMEWORK_PACKAGES = new Set(['next', 'react', 'react-dom', 'scheduler', '@swc/helpers']);
/** Where a source file of a map comes from: a package name, Turbopack's runtime, or our own folder (components/news…). */
function originOf(source) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (inPackage) return { origin: inPackage[1], isFramework: FRAMEWORK_PACKAGES.has(inPackage[1]) };
  if (/\[turbopack\]|turbopack[-/]runtime/i.test(source)) return { origin: 'turbopack runtime', isFramework: true };
  const own = /\[project\]\/((?:[^/]+\/)?[^/]+)/.exec(source) ?? /^(?:\.\.\/)*((?:[^/]+\/)?[^/]+)/.exec(source.replace(/^[a-z]+:\/\/\/?/, ''));
  return { origin: own ? own[1] : source, isFramework: false };
}

const MAP_COMMENT = /\n?\/\/# sourceMappingURL=(\S+)\s*$/;
const maps = new Map();
/** The script's map (fetched once per URL), or null. */
async function mapOf(url, text) {
  const name = MAP_COMMENT.exec(text)?.[1];
  if (!name) return null;
  const mapUrl = new URL(name, url).href;
  if (!maps.has(mapUrl)) {
    maps.set(mapUrl, fetch(mapUrl).then((response) => (response.ok ? response.json() : null)).catch(() => null));
  }
  return maps.get(mapUrl);
}

/** Raw bytes of the script by origin (see originOf), unmapped bytes shared out in proportion. Null without a map. */
async function bytesByOrigin(url, text) {
  const json = await mapOf(url, text);
  if (!json) return null;
  const map = new AnyMap(json);
  const lines = text.split('\n');
  const decoded = decodedMappings(map);
  const sources = map.resolvedSources ?? map.sources;
  const counts = new Map();
  let mapped = 0;
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    for (let k = 0; k < segments.length; k += 1) {
      const segment = segments[k];
      if (segment.length < 2) continue;
      const end = k + 1 < segments.length ? segments[k + 1][0] : line.length;
      const bytes = Buffer.byteLength(line.slice(segment[0], end));
      const key = sources[segment[1]] ?? '?';
      counts.set(key, (counts.get(key) ?? 0) + bytes);
      mapped += bytes;
    }
  });
  if (mapped === 0) return null;
  const total = Buffer.byteLength(text);
  const byOrigin = new Map();
  const frameworkFiles = new Map();
  const ownFiles = new Map();
  for (const [source, bytes] of counts) {
    const { origin, isFramework } = originOf(source);
    const entry = byOrigin.get(origin) ?? { bytes: 0, isFramework };
    entry.bytes += (bytes * total) / mapped;
    byOrigin.set(origin, entry);
    const files = isFramework ? frameworkFiles : ownFiles;
    files.set(frameworkFile(source), (files.get(frameworkFile(source)) ?? 0) + (bytes * total) / mapped);
  }
  return { byOrigin, frameworkFiles, ownFiles };
}

/** A source file's name without the build's own prefix: next/src/client/app-dir/link.tsx, [turbopack]/…, [project]/components/… */
const frameworkFile = (source) => source.replace(/^.*node_modules\//, '').replace(/^turbopack:\/\/\/?/, '');

const gz = (body) => zlib.gzipSync(body, { level: 9 }).length;
// What the server sends a browser that names br (scripts/brotli.cjs: quality 11, from a file's second answer on).
const br = (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;
let isMapped = false;
for (const page of paths) {
  for (const [device, options] of forms) {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
    const tab = await context.newPage();
    // A page view not sampled for Core Web Vitals, as 90 % are (VITALS_SAMPLE_RATE 0.1): a sampled one
    // also loads web-vitals (~3 KB gzipped), by chance, which made totals of one page differ by a chunk
    // from run to run. Global Privacy Control is the reporter's own opt-out (components/vitals).
    await tab.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const bodies = [];
    // Scripts asked for after the page's load event (loaded on demand or when idle: off the first paint's path).
    let isLoaded = false;
    const lateUrls = new Set();
    tab.on('load', () => {
      isLoaded = true;
    });
    tab.on('request', (request) => {
      if (isLoaded && request.resourceType() === 'script') lateUrls.add(request.url());
    });
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().then((body) => ({ url: response.url(), body }), () => ({ url: response.url(), body: Buffer.alloc(0) })));
    });
    const response = await tab.goto(base + page, { waitUntil: 'networkidle' });
    const html = (await response?.body()) ?? Buffer.alloc(0);
    const scripts = await Promise.all(
      (await Promise.all(bodies)).map(async ({ url, body }) => {
        const full = body.toString('utf8');
        // The figures are those of a build without maps: the map comment is not counted.
        const text = full.replace(MAP_COMMENT, '');
        const weighed = text === full ? body : Buffer.from(text);
        const mapped = await bytesByOrigin(url, full);
        return { url, body: weighed, zipped: gz(weighed), brotli: br(weighed), origins: mapped?.byOrigin ?? null, frameworkFiles: mapped?.frameworkFiles ?? null, ownFiles: mapped?.ownFiles ?? null };
      }),
    );
    const raw = scripts.reduce((sum, { body }) => sum + body.length, 0);
    const gzipped = scripts.reduce((sum, { zipped }) => sum + zipped, 0);
    const brotli = scripts.reduce((sum, script) => sum + script.brotli, 0);
    const late = scripts.filter(({ url }) => lateUrls.has(url)).reduce((sum, { zipped }) => sum + zipped, 0);
    // The framework's gzipped share: by source map where there is one, else whole scripts by markers.
    let floor = 0;
    const ours = new Map();
    const floorFiles = {};
    const oursFiles = {};
    for (const { url, body, zipped, origins, frameworkFiles, ownFiles } of scripts) {
      for (const [file, bytes] of frameworkFiles ?? []) floorFiles[file] = (floorFiles[file] ?? 0) + (zipped * bytes) / body.length;
      for (const [file, bytes] of ownFiles ?? []) oursFiles[file] = (oursFiles[file] ?? 0) + (zipped * bytes) / body.length;
      if (origins) {
        isMapped = true;
        for (const [origin, { bytes, isFramework }] of origins) {
          const share = (zipped * bytes) / body.length;
          if (isFramework) floor += share;
          else ours.set(origin, (ours.get(origin) ?? 0) + share);
        }
      } else if (floorPart(url, body) !== null) floor += zipped;
      else ours.set(`(no map) ${holds(url, body)}`, (ours.get(`(no map) ${holds(url, body)}`) ?? 0) + zipped);
    }
    const parts = [...new Set(scripts.map(({ url, body }) => floorPart(url, body)).filter(Boolean))].sort().join(' + ');
    floorByFile.push({ page, device, gzipped, floor, files: floorFiles });
    oursByFile.push({ page, device, gzipped, ours: gzipped - floor, files: oursFiles });
    rows.push(`| ${page} | ${device} | ${scripts.length} | ${(raw / 1024).toFixed(1)} | ${(gzipped / 1024).toFixed(1)} | ${(brotli / 1024).toFixed(1)} | ${(floor / 1024).toFixed(1)} (${isMapped ? 'by source map' : parts}) | ${((gzipped - floor) / 1024).toFixed(1)} | ${(late / 1024).toFixed(1)} | ${(html.length / 1024).toFixed(1)} |`);
    if (detailPages.has(page)) {
      for (const { url, body, zipped } of [...scripts].sort((a, b) => b.zipped - a.zipped)) {
        details.push(`| ${page} | ${device} | ${new URL(url).pathname.split('/').pop()} | ${(body.length / 1024).toFixed(1)} | ${(zipped / 1024).toFixed(1)} | ${lateUrls.has(url) ? 'after load' : 'before load'} | ${holds(url, body)} |`);
      }
      const top = [...ours].sort((a, b) => b[1] - a[1]).filter(([, bytes]) => bytes >= 100);
      oursByOrigin.push(`| ${page} | ${device} | ${top.map(([origin, bytes]) => `${origin} ${(bytes / 1024).toFixed(1)}`).join(', ')} |`);
    }
    await context.close();
  }
}
await browser.close();
if (process.env.FLOOR_FILES_OUT) writeFileSync(process.env.FLOOR_FILES_OUT, JSON.stringify(floorByFile));
// Ours per source file (gzipped shares, as the framework's above): where a page's own bytes come from, file by file.
if (process.env.OURS_FILES_OUT) writeFileSync(process.env.OURS_FILES_OUT, JSON.stringify(oursByFile));
console.log('| page | device | scripts | first-load JS KB | gzipped KB | brotli KB (as sent to a browser) | framework floor, gzipped KB | ours, gzipped KB | of all, asked for after the load event, gzipped KB | HTML KB |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
if (details.length > 0) {
  console.log('\nScripts one by one (largest first; "holds" by markers in the minified text, "ours" when none matches):\n');
  console.log('| page | device | script | KB | gzipped KB | asked for | holds |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(details.join('\n'));
  console.log('\nOurs by origin, gzipped KB (a package, or a folder of this repository; shares of 0.1 KB and more):\n');
  console.log('| page | device | ours by origin |');
  console.log('|---|---|---|');
  console.log(oursByOrigin.join('\n'));
}
