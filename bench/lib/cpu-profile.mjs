// The main thread's work as a phone's CPU does it: loads each URL in Debian's Chromium at a phone's
// size with the CPU slowed down RATE times (DevTools' throttling), records V8's sampling profile and
// the long tasks from the start of the load until the page is alive (<html data-hydrated>) and one
// second more, RUNS times a page, pages in turn. Prints, per page, the long tasks (median of runs:
// count, total, total blocking as TBT counts it) and the functions with the most self time, summed
// over the runs, and which script they are in: with a build made with BENCH_SOURCE_MAPS=1, each
// function is named by its place in the source (file:line), read from the script's source map.
// Used by bench/cpu-profile.sh.
//
//   node bench/lib/cpu-profile.mjs '<cookie>' URL...      (cookie: "name=value" or "")
//   EXTRA_CSS='footer { content-visibility: auto }' node bench/lib/cpu-profile.mjs ...   (a CSS change tried without a build)
import { chromium } from 'playwright-core';
import sourceMap from 'source-map';

const RATE = Number(process.env.RATE ?? 4);
const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 25);
const [cookie, ...urls] = process.argv.slice(2);
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Mobile Safari/537.36';

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });

/** Self time (ms) of each profile node, from its samples. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, { node, ms: 0 }]));
  profile.samples.forEach((id, index) => {
    byId.get(id).ms += (profile.timeDeltas[index + 1] ?? 0) / 1000;
  });
  return [...byId.values()];
}

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\/chunks\//, '') : '(native)');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A source map consumer per script URL (null: the script has none). */
const consumers = new Map();
async function consumerFor(script) {
  if (!consumers.has(script)) {
    consumers.set(script, (async () => {
      try {
        const text = await (await fetch(script)).text();
        const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
        if (!mapName) return null;
        const response = await fetch(new URL(mapName, script));
        return response.ok ? new sourceMap.SourceMapConsumer(await response.json()) : null;
      } catch {
        return null;
      }
    })());
  }
  return consumers.get(script);
}
/** Where a profiled function is in the source: "path:line name", or null. */
async function originOf(script, line, column) {
  if (!script || !/^https?:/.test(script)) return null;
  const consumer = await consumerFor(script);
  const origin = consumer?.originalPositionFor({ line: line + 1, column });
  if (!origin?.source) return null;
  return `${origin.source.replace(/^.*?node_modules\//, '').replace(/^(turbopack:\/\/\/|\[project\]\/)+/, '')}:${origin.line}${origin.name ? ` ${origin.name}` : ''}`;
}

/**
 * The renderer's main-thread tasks over 50 ms in a Chromium trace, each with what it ran at its top
 * level (the document parsed, a script evaluated, a timer, a message or an animation frame...), the
 * longest first: what a long task was for.
 */
async function longTasksOf(trace, url, profile) {
  const events = trace.traceEvents;
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) return [];
  const main = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
  const tasks = main.filter((event) => event.name === 'RunTask' && event.dur > 50_000).sort((a, b) => a.ts - b.ts);
  const named = (event) => {
    const data = event.args?.data ?? event.args?.beginData ?? {};
    const where = short(data.url ?? data.scriptName ?? '');
    if (event.name === 'EventDispatch') return `event ${data.type}`;
    if (event.name === 'FunctionCall') return `call ${data.functionName || '(anonymous)'} ${where}`;
    return `${event.name}${where && where !== '(native)' ? ` ${where}` : ''}`;
  };
  // The profile's samples on the trace's clock (both in microseconds of the same monotonic clock).
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = [];
  profile.timeDeltas.reduce((time, delta, index) => ((times[index] = time + delta), time + delta), profile.startTime);
  const ownCode = async (task) => {
    const self = new Map();
    for (let index = 0; index < profile.samples.length; index += 1) {
      if (times[index] < task.ts || times[index] > task.ts + task.dur) continue;
      const { callFrame } = nodes.get(profile.samples[index]);
      if (!callFrame.url || !/^https?:/.test(callFrame.url)) continue;
      const origin = (await originOf(callFrame.url, callFrame.lineNumber, callFrame.columnNumber)) ?? `${short(callFrame.url)}:${callFrame.lineNumber + 1}`;
      self.set(origin, (self.get(origin) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
    }
    return [...self].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([origin, ms]) => `${origin} ${Math.round(ms)}`);
  };
  return Promise.all(tasks.map(async (task) => {
    const inside = main.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && event.dur > 2_000);
    // Top level: not inside another event of the task.
    const top = inside.filter((event) => !inside.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur && other.dur > event.dur));
    const parts = top.sort((a, b) => b.dur - a.dur).slice(0, 3).map((event) => `${named(event)} ${Math.round(event.dur / 1000)}`);
    return { start: Math.round((task.ts - parse.ts) / 1000), ms: Math.round(task.dur / 1000), parts, code: await ownCode(task) };
  }));
}

const results = new Map(urls.map((url) => [url, { functions: new Map(), scripts: new Map(), longTasks: [], traced: [] }]));
for (let run = 0; run < RUNS; run += 1) {
  for (const url of urls) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, userAgent: MOBILE_UA, serviceWorkers: 'block' });
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name, value: value.join('='), url }]);
    }
    const page = await context.newPage();
    // EXTRA_CSS: a style sheet put in each page before it loads, to try a CSS change without a build.
    if (process.env.EXTRA_CSS) {
      await page.addInitScript((css) => {
        const style = document.createElement('style');
        style.textContent = css;
        document.documentElement.append(style);
      }, process.env.EXTRA_CSS);
    }
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__longTasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const longTasks = await page.evaluate(() => window.__longTasks);
    const result = results.get(url);
    result.longTasks.push(longTasks);
    result.traced.push(await longTasksOf(trace, url, profile));
    for (const { node, ms } of selfTimes(profile)) {
      const { functionName, url: script, lineNumber, columnNumber } = node.callFrame;
      if (['(idle)', '(program)', '(root)'].includes(functionName)) continue;
      const origin = await originOf(script, lineNumber, columnNumber);
      const key = origin ? `${functionName || '(anonymous)'} ← ${origin}` : `${functionName || '(anonymous)'} ${short(script)}:${lineNumber + 1}:${columnNumber + 1}`;
      result.functions.set(key, (result.functions.get(key) ?? 0) + ms / RUNS);
      const name = functionName === '(garbage collector)' ? '(garbage collector)' : short(script);
      result.scripts.set(name, (result.scripts.get(name) ?? 0) + ms / RUNS);
    }
    await context.close();
  }
}
await browser.close();

for (const [url, { functions, scripts, longTasks, traced }] of results) {
  const counts = longTasks.map((tasks) => tasks.length);
  const totals = longTasks.map((tasks) => tasks.reduce((sum, duration) => sum + duration, 0));
  const blocking = longTasks.map((tasks) => tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
  console.log(`\n## ${short(url)}\n`);
  console.log(`Long tasks (median of ${RUNS} runs, CPU ${RATE}× slower): ${median(counts)} tasks, ${Math.round(median(totals))} ms in all, ${Math.round(median(blocking))} ms over 50 ms each (blocking). Each run: ${longTasks.map((tasks) => tasks.map(Math.round).join('+') || '0').join(' | ')}`);
  console.log('\nThe long tasks of each run as the trace has them (ms from the document\'s parse; what each ran at its top level, ms):\n');
  traced.forEach((tasks, run) => console.log(`- run ${run + 1}: ${tasks.map((task) => `at ${task.start}, ${task.ms} ms: ${task.parts.join('; ')}${task.code.length ? ` [scripts' self time: ${task.code.join(', ')}]` : ''}`).join(' — ') || 'none'}`));
  console.log('\n| script | self time, ms (mean of runs) |\n|---|---|');
  for (const [name, ms] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`| ${name} | ${Math.round(ms)} |`);
  console.log('\n| function (script:line:column) | self time, ms (mean of runs) |\n|---|---|');
  for (const [name, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`| \`${name}\` | ${ms.toFixed(1)} |`);
}
