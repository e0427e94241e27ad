// Summarises Lighthouse JSON reports (<page>-<form>-<run>.json in one folder) as a Markdown table:
// the median score per category for each page and form factor, and what kept a score below 1.
import fs from 'node:fs';
import path from 'node:path';

const folder = process.argv[2];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const groups = new Map();
const failed = new Map();
for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json')).sort()) {
  const key = file.replace(/-\d+\.json$/, '');
  const report = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  if (!groups.has(key)) groups.set(key, []);
  // A run Lighthouse could not record (runtimeError, e.g. NO_NAVSTART) has no scores: it is
  // counted as failed, not as a score of 0 that would pull the median down.
  if (report.runtimeError || typeof report.categories?.performance?.score !== 'number') failed.set(key, (failed.get(key) ?? 0) + 1);
  else groups.get(key).push(report);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const metric = (report, id) => report.audits[id]?.displayValue ?? '—';
const benchmarkIndexes = (reports) => {
  const values = reports.map((report) => report.environment?.benchmarkIndex).filter((value) => typeof value === 'number');
  return values.length ? `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})` : '—';
};

// benchmarkIndex: Lighthouse's measure of this host's speed at the time of each run (the simulated
// phone scales with it; issue 28 judges the absolute goals on runs at 2,000 or more). Main-thread
// work: the median run's total (mainthread-work-breakdown), what a slower phone runs several times longer.
console.log('| page | form factor | runs | performance | accessibility | best practices | SEO | LCP | TBT | CLS | main-thread work | benchmarkIndex (median, min–max) |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
const shortfalls = [];
const bootups = [];
const paints = [];
const perRun = [];
for (const [key, reports] of groups) {
  const [, page, form] = key.match(/^(.*)-(mobile|desktop)$/);
  const runs = failed.has(key) ? `${reports.length} (${failed.get(key)} failed)` : `${reports.length}`;
  if (reports.length === 0) {
    console.log(`| ${page.replaceAll('_', '/')} | ${form} | ${runs} | — | — | — | — | — | — | — | — | — |`);
    continue;
  }
  const scores = CATEGORIES.map((category) => median(reports.map((report) => report.categories[category]?.score ?? 0)));
  const byPerformance = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const typical = byPerformance[Math.floor(byPerformance.length / 2)];
  // A page that redirected (a blog post without a session goes to the login page) is not the page asked for.
  // "+reader" in a report's name: the page measured as a signed-in reader (bench/lighthouse.sh).
  const landed = new URL(typical.finalDisplayedUrl ?? typical.finalUrl).pathname;
  const asked = page.replaceAll('_', '/').replace(/\+reader$/, '');
  const signedIn = page.endsWith('+reader') ? ', signed in' : '';
  const shown = landed === asked ? `${landed}${signedIn ? ' (signed in)' : ''}` : `${asked} (landed on ${landed}${signedIn})`;
  console.log(
    `| ${shown} | ${form} | ${runs} | ${scores.map((score) => score.toFixed(2)).join(' | ')} | ` +
      `${metric(typical, 'largest-contentful-paint')} | ${metric(typical, 'total-blocking-time')} | ${metric(typical, 'cumulative-layout-shift')} | ` +
      `${metric(typical, 'mainthread-work-breakdown')} | ${benchmarkIndexes(reports)} |`,
  );
  // Every run, in the order run: one page's simulated TBT swings by more than 100 ms from run to run on
  // these shared hosts (bench/results/lighthouse-2026-11-30-probe-plainlinks-stop48.md), so a median of
  // few runs hides what the mean of all of them shows.
  const numbers = (id) => reports.map((report) => report.audits[id]?.numericValue).filter((value) => typeof value === 'number');
  const tbt = numbers('total-blocking-time');
  const mainThread = numbers('mainthread-work-breakdown');
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  perRun.push(
    `| ${shown} | ${form} | ${reports.map((report) => report.categories.performance.score.toFixed(2)).join(', ')} | ` +
      `${tbt.map(Math.round).join(', ')} | ${tbt.length ? Math.round(mean(tbt)) : '—'} | ` +
      `${mainThread.map((value) => (value / 1000).toFixed(1)).join(', ')} | ${mainThread.length ? (mean(mainThread) / 1000).toFixed(2) : '—'} | ` +
      `${reports.map((report) => Math.round(report.environment?.benchmarkIndex ?? 0)).join(', ')} |`,
  );
  // Where the main thread's script time went in that run (bootup-time: evaluation, parse and
  // compile per script), the largest first: what sets one page's TBT apart from another's.
  const scripts = (typical.audits['bootup-time']?.details?.items ?? [])
    .slice()
    .sort((a, b) => b.total - a.total)
    .slice(0, 4)
    .map((item) => `${item.url.startsWith('http') ? new URL(item.url).pathname.split('/').pop() || item.url : item.url} ${Math.round(item.total)} ms`);
  if (scripts.length) bootups.push(`- ${shown} ${form}: ${scripts.join(', ')}`);
  // When the LCP happened in the load Lighthouse watched (unthrottled) against its simulation, and
  // what the LCP waited for: the simulation counts the script work run before the observed paint.
  const observed = typical.audits.metrics?.details?.items?.[0] ?? {};
  const lcpNode = (typical.audits['lcp-breakdown-insight']?.details?.items ?? []).find((item) => item.type === 'node');
  const requests = typical.audits['network-requests']?.details?.items ?? [];
  const lastEnd = (type) => Math.max(0, ...requests.filter((request) => request.resourceType === type).map((request) => request.networkEndTime));
  const firstStart = (type) => Math.min(...requests.filter((request) => request.resourceType === type).map((request) => request.networkRequestTime));
  const image = lcpNode?.snippet?.match(/src="([^"]+)"/)?.[1];
  const imageEnd = image ? requests.find((request) => new URL(request.url).pathname === image)?.networkEndTime : undefined;
  if (observed.observedLargestContentfulPaint !== undefined) {
    paints.push(
      `| ${shown} | ${form} | ${Math.round(observed.observedFirstContentfulPaint)} | ${Math.round(observed.observedLargestContentfulPaint)} | ` +
        `${Math.round(lastEnd('Stylesheet'))} | ${imageEnd === undefined ? '—' : Math.round(imageEnd)} | ${Math.round(firstStart('Script'))} | ` +
        `${Math.round(observed.firstContentfulPaint)} | ${Math.round(observed.largestContentfulPaint)} | ${lcpNode?.selector ?? '—'} |`,
    );
  }
  for (const category of CATEGORIES) {
    for (const ref of typical.categories[category]?.auditRefs ?? []) {
      const audit = typical.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1 && (category !== 'performance' || audit.score < 0.9)) {
        shortfalls.push(`- ${asked}${signedIn ? ' (signed in)' : ''} ${form}, ${category}: ${audit.title} (${audit.score.toFixed(2)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
      }
    }
  }
}
if (shortfalls.length) {
  console.log('\nWhat kept a score below 1 in the median run (performance: audits under 0.9):\n');
  console.log([...new Set(shortfalls)].join('\n'));
}
if (perRun.length) {
  console.log('\nEvery run (in the order of the report files): performance, TBT and main-thread work, with their means:\n');
  console.log('| page | form factor | performance | TBT, ms | TBT mean, ms | main-thread work, s | main-thread mean, s | benchmarkIndex |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(perRun.join('\n'));
}
if (bootups.length) {
  console.log("\nScript time on the main thread in the median run (Lighthouse's bootup-time, the four largest):\n");
  console.log(bootups.join('\n'));
}
if (paints.length) {
  console.log('\nThe LCP in the median run, ms from the start of the load: as observed (the fast, unthrottled load Lighthouse watched) and as simulated (the score\'s):\n');
  console.log('| page | form factor | observed first paint | observed LCP | last stylesheet in | LCP picture in | first script asked | simulated FCP | simulated LCP | LCP element |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  console.log(paints.join('\n'));
}
