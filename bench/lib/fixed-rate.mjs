// Latency at a fixed request rate (an open-loop load: each request is sent at its planned time
// whether or not earlier ones have answered, and its latency counts from that planned time, so a
// stalled server shows in the percentiles instead of slowing the load down — what wrk2 and
// autocannon's --overallRate do; neither is needed here). Prints one JSON line:
// { rate, sent, ok, errors, failures, p50, p95, p99, max } (ms); `failures` names each error by kind:
// "HTTP <status>", a socket error's code (ECONNRESET…), or "no answer in 30 s".
//   node bench/lib/fixed-rate.mjs <url> <requests per second> <seconds> [user agent]
import http from 'node:http';

const [url, rateArg, secondsArg, userAgent = 'bench'] = process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const target = new URL(url);
const latencies = [];
let ok = 0;
let errors = 0;
let inFlight = 0;
/** Errors by kind, so a result says whether the server refused, reset or never answered. */
const failures = {};
const fail = (kind) => {
  errors += 1;
  failures[kind] = (failures[kind] ?? 0) + 1;
};

function once(plannedAt) {
  inFlight += 1;
  const request = http.get({ host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers: { 'user-agent': userAgent } }, (response) => {
    response.resume();
    response.on('end', () => {
      inFlight -= 1;
      latencies.push(performance.now() - plannedAt);
      if (response.statusCode === 200) ok += 1;
      else fail(`HTTP ${response.statusCode}`);
    });
  });
  request.on('error', (error) => {
    inFlight -= 1;
    fail(error.code ?? error.message);
    latencies.push(performance.now() - plannedAt);
  });
}

const total = Math.round(rate * seconds);
const start = performance.now();
let sent = 0;
await new Promise((resolve) => {
  const tick = () => {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
    while (sent < due) {
      once(start + (sent / rate) * 1000);
      sent += 1;
    }
    if (sent >= total) resolve();
    else setTimeout(tick, 1);
  };
  tick();
});
const deadline = performance.now() + 30_000;
while (inFlight > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
for (let i = 0; i < inFlight; i += 1) fail('no answer in 30 s');
agent.destroy();
const sorted = latencies.sort((a, b) => a - b);
const at = (p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10 : null);
console.log(JSON.stringify({ rate, seconds, sent, ok, errors, failures, p50: at(50), p95: at(95), p99: at(99), max: at(100) }));
