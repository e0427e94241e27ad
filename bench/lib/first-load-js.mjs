// First-load JS of pages: the scripts each page's HTML loads (<script src> and preloaded chunks),
// summed raw and gzipped from the build's files. Next 16 no longer prints per-route sizes in its
// build output, so this measures what a browser actually fetches for the page.
//   node bench/lib/first-load-js.mjs <base url> <desktop ua> <mobile ua> <path>...
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [base, desktopUa, mobileUa, ...paths] = process.argv.slice(2);
const rows = [];
for (const page of paths) {
  for (const [device, ua] of [['desktop', desktopUa], ['mobile', mobileUa]]) {
    const html = await (await fetch(base + page, { headers: { 'user-agent': ua } })).text();
    const scripts = new Set();
    for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) scripts.add(match[1]);
    for (const match of html.matchAll(/<link[^>]+rel="preload"[^>]+as="script"[^>]+href="([^"]+\.js)"|<link[^>]+href="([^"]+\.js)"[^>]+as="script"/g)) scripts.add(match[1] ?? match[2]);
    let raw = 0;
    let gzipped = 0;
    for (const src of scripts) {
      const file = path.join('.next', decodeURIComponent(src.replace(/^\/_next/, '').split('?')[0]));
      if (!fs.existsSync(file)) continue;
      const bytes = fs.readFileSync(file);
      raw += bytes.length;
      gzipped += zlib.gzipSync(bytes, { level: 9 }).length;
    }
    rows.push(`| ${page} | ${device} | ${scripts.size} | ${(raw / 1024).toFixed(1)} | ${(gzipped / 1024).toFixed(1)} | ${(html.length / 1024).toFixed(1)} |`);
  }
}
console.log('| page | device | scripts | first-load JS KB | gzipped KB | HTML KB |');
console.log('|---|---|---|---|---|---|');
console.log(rows.join('\n'));
