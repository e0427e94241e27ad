// First-load JS of pages: every script a real browser (Chromium, as a desktop and as a phone)
// downloads for the page until the network is idle — the HTML's <script> tags, the chunks the page
// loads on demand (the phone reader, the desktop list), never the `noModule` polyfills a current
// browser skips. Summed raw and gzipped (-9). Next 16 no longer prints per-route sizes in its build
// output, so this measures what a browser actually fetches for the page.
//   node bench/lib/first-load-js.mjs <base url> <path>...
import zlib from 'node:zlib';
import { chromium, devices } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
const forms = [
  ['desktop', { ...devices['Desktop Chrome'], channel: undefined }],
  ['mobile', { ...devices['Pixel 7'], channel: undefined }],
];
const rows = [];
for (const page of paths) {
  for (const [device, options] of forms) {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
    const tab = await context.newPage();
    const bodies = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
    });
    const response = await tab.goto(base + page, { waitUntil: 'networkidle' });
    const html = (await response?.body()) ?? Buffer.alloc(0);
    const scripts = await Promise.all(bodies);
    const raw = scripts.reduce((sum, body) => sum + body.length, 0);
    const gzipped = scripts.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
    rows.push(`| ${page} | ${device} | ${scripts.length} | ${(raw / 1024).toFixed(1)} | ${(gzipped / 1024).toFixed(1)} | ${(html.length / 1024).toFixed(1)} |`);
    await context.close();
  }
}
await browser.close();
console.log('| page | device | scripts | first-load JS KB | gzipped KB | HTML KB |');
console.log('|---|---|---|---|---|---|');
console.log(rows.join('\n'));
