// A bench-only preload (serve.sh with EVENT_LOOP_PROBE=1 loads it into the server through
// NODE_OPTIONS): appends to EVENT_LOOP_PROBE_FILE one line per event-loop stall longer than
// EVENT_LOOP_PROBE_MS (50) — "<epoch ms at the stall's end> <pid> <ms> loop" — and one per garbage
// collection pause longer than EVENT_LOOP_PROBE_GC_MS (20) — "<epoch ms at its end> <pid> <ms> gc-<kind>"
// — so a latency result can say whether a slow window was the server's (its loop stood still, and
// how much of that was the collector) or the load's (it did not).
// A timer every 10 ms: a stall is how much later than planned it fired. That is a loop blocked by one
// long task, or a loop working through a backlog of requests in one turn (a server past its capacity):
// the GC lines and the latencies tell which (2026-11-29: GC pauses 0–2 per window, ≤ 27 ms; 81 delays
// in the one window whose p50 said the server queued).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a preload loaded with --require
const fs = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PerformanceObserver, constants } = require('node:perf_hooks');

const file = process.env.EVENT_LOOP_PROBE_FILE;
const threshold = Number(process.env.EVENT_LOOP_PROBE_MS ?? 50);
const gcThreshold = Number(process.env.EVENT_LOOP_PROBE_GC_MS ?? 20);
const gcKinds = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};
if (file) {
  const every = 10;
  let expected = performance.now() + every;
  setInterval(() => {
    const now = performance.now();
    const late = now - expected;
    expected = now + every;
    if (late > threshold) fs.appendFileSync(file, `${Date.now()} ${process.pid} ${Math.round(late)} loop\n`);
  }, every).unref();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration <= gcThreshold) continue;
      const end = Math.round(performance.timeOrigin + entry.startTime + entry.duration);
      fs.appendFileSync(file, `${end} ${process.pid} ${Math.round(entry.duration)} gc-${gcKinds[entry.detail?.kind] ?? 'other'}\n`);
    }
  }).observe({ entryTypes: ['gc'] });
}
