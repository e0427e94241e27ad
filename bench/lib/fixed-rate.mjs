// Latency at a fixed request rate (an open-loop load: each request is sent at its planned time
// whether or not earlier ones have answered, and its latency counts from that planned time, so a
// stalled server shows in the percentiles instead of slowing the load down — what wrk2 and
// autocannon's --overallRate do; neither is needed here). Prints one JSON line:
// { rate, seconds, warmupSeconds, sent, ok, errors, failures, p50, p95, p99, max, clientStallMax } (ms);
// `failures` names each error by kind: "HTTP <status>", a socket error's code (ECONNRESET…), or "no
// answer in 30 s"; `clientStallMax` is this script's own longest event-loop delay while it counted: a
// request it sent late because its own loop stood still counts that delay as latency.
//   node bench/lib/fixed-rate.mjs <url> <requests per second> <seconds> [user agent]
// The first WARMUP_SECONDS (5) run at the same rate and are not counted, as wrk2 leaves out its first
// 10 s: this script's own pool of connections starts empty, and opening up to 256 sockets at once
// while its own code is not yet compiled put 1–7 s stalls into the first seconds' latencies (seen on a
// server whose event loop never stalled more than 150 ms then, 2026-11-29).
//
// The peak this client can drive (a closed loop: `connections` requests always in flight, a new one
// as each answers, as wrk and autocannon measure a peak). Prints { peak, connections, seconds, ok, errors }:
//   node bench/lib/fixed-rate.mjs --peak <url> <connections> <seconds> [user agent]
// On a machine the server shares with its load, the peak that matters is the one beside the client
// that then sends the rate: latency-at-rate.sh takes its share of this peak, not wrk's (2026-11-29: at
// 80 % of wrk's peak the phone feed queued for the whole run, p50 5.8 s; measured side by side, this
// client's peak was below wrk's in six runs of eight, above in two: both swing on a busy host).
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const args = process.argv.slice(2);
const peakMode = args[0] === '--peak';
if (peakMode) args.shift();
const [url, amountArg, secondsArg, userAgent = 'bench'] = args;
const seconds = Number(secondsArg);
// Idle sockets are closed after 4 s, before the server's keep-alive timeout (Node's default, 5 s)
// closes them from its side: a request written on a socket the server is closing at that moment is
// reset (the ECONNRESETs of the 2026-11-29 runs, on sockets left idle in the pool).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4000 });
const target = new URL(url);
const get = (onResponse) => http.get({ host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers: { 'user-agent': userAgent } }, onResponse);

if (peakMode) console.log(JSON.stringify(await peak(Number(amountArg))));
else console.log(JSON.stringify(await atRate(Number(amountArg))));
agent.destroy();

/** Closed loop: `connections` requests in flight for a 2 s warm-up (not counted), then for `seconds`. */
async function peak(connections) {
  const warmupEnds = performance.now() + 2000;
  const ends = warmupEnds + seconds * 1000;
  let ok = 0;
  let errors = 0;
  const loop = () =>
    new Promise((resolve) => {
      const next = () => {
        if (performance.now() >= ends) return resolve();
        const counted = performance.now() >= warmupEnds;
        get((response) => {
          response.resume();
          response.on('end', () => {
            if (counted && performance.now() < ends) {
              if (response.statusCode === 200) ok += 1;
              else errors += 1;
            }
            next();
          });
        }).on('error', () => {
          if (counted) errors += 1;
          next();
        });
      };
      next();
    });
  await Promise.all(Array.from({ length: connections }, loop));
  return { peak: Math.round((ok / seconds) * 10) / 10, connections, seconds, ok, errors };
}

/** Open loop at `rate` requests per second: latencies from each request's planned time. */
async function atRate(rate) {
  const warmup = Math.round(rate * Number(process.env.WARMUP_SECONDS ?? 5));
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

  function once(plannedAt, counted) {
    if (!counted) {
      get((response) => response.resume()).on('error', () => {});
      return;
    }
    inFlight += 1;
    const request = get((response) => {
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
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const start = performance.now();
  let planned = 0;
  await new Promise((resolve) => {
    const tick = () => {
      // Every request whose planned time has come: request n is planned at n / rate s, so by then n + 1
      // are due (the count without the + 1 sent each one 1 / rate late: the 200 ms floor that
      // search-flood-2026-11-25.md saw at 5 requests/s was this script's).
      const due = Math.min(warmup + total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (planned < due) {
        if (planned === warmup) loopDelay.reset();
        once(start + (planned / rate) * 1000, planned >= warmup);
        planned += 1;
      }
      if (planned >= warmup + total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  const deadline = performance.now() + 30_000;
  while (inFlight > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  for (let i = 0; i < inFlight; i += 1) fail('no answer in 30 s');
  loopDelay.disable();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10 : null);
  return { rate, seconds, warmupSeconds: warmup / rate, sent: planned - warmup, ok, errors, failures, p50: at(50), p95: at(95), p99: at(99), max: at(100), clientStallMax: Math.round(loopDelay.max / 1e5) / 10 };
}
