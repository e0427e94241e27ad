// A bench-only preload (serve.sh with EVENT_LOOP_PROBE=1 loads it into the server through
// NODE_OPTIONS): appends one line per event-loop stall longer than EVENT_LOOP_PROBE_MS (50) to
// EVENT_LOOP_PROBE_FILE — "<epoch ms at the stall's end> <pid> <stall ms>" — so a latency result can say
// whether a slow window was the server's (its loop stood still) or the load's (it did not).
// A timer every 10 ms: a stall is how much later than planned it fired.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a preload loaded with --require
const fs = require('node:fs');

const file = process.env.EVENT_LOOP_PROBE_FILE;
const threshold = Number(process.env.EVENT_LOOP_PROBE_MS ?? 50);
if (file) {
  const every = 10;
  let expected = performance.now() + every;
  setInterval(() => {
    const now = performance.now();
    const late = now - expected;
    expected = now + every;
    if (late > threshold) fs.appendFileSync(file, `${Date.now()} ${process.pid} ${Math.round(late)}\n`);
  }, every).unref();
}
