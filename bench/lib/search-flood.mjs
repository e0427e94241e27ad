// A flood of expensive searches from one address (issue 25 item 4): CLIENTS concurrent loops, each
// sending, one after another until SECONDS are over, a query of stop words plus a random made-up word
// (a new cache key every time, and a typo arm to run), to GET /api/search and to the /en/search page
// in turn. Loopback only: the base URL must be http://localhost or http://127.0.0.1. Prints one JSON
// line: { sent, byStatus, p50, p95 } (ms). Mode `cheap`: the same clients ask /robots.txt instead
// (the control: how much of a page's slowdown is the concurrency alone on this machine).
//   node bench/lib/search-flood.mjs <base url> <clients> <seconds> [search|cheap]
import http from 'node:http';

const [base, clientsArg, secondsArg, mode = 'search'] = process.argv.slice(2);
const target = new URL(base);
if (!['localhost', '127.0.0.1', '[::1]'].includes(target.hostname)) throw new Error(`loopback only, not ${target.hostname}`);
const clients = Math.min(Number(clientsArg), 64);
const seconds = Math.min(Number(secondsArg), 120);
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const STOP = 'there these those their which would about other';
const byStatus = {};
const latencies = [];
let sent = 0;

function word() {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

function once(path) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get({ host: target.hostname, port: target.port, path, agent, headers: { 'user-agent': 'search-flood' } }, (response) => {
      response.resume();
      response.on('end', () => {
        byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
        latencies.push(performance.now() - started);
        resolve();
      });
    });
    request.on('error', () => {
      byStatus.error = (byStatus.error ?? 0) + 1;
      resolve();
    });
  });
}

const end = performance.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: clients }, async (_, client) => {
    for (let n = 0; performance.now() < end; n += 1) {
      const q = encodeURIComponent(`${STOP} ${word()}`);
      sent += 1;
      await once(mode === 'cheap' ? '/robots.txt' : (client + n) % 2 === 0 ? `/api/search?q=${q}&lang=en` : `/en/search?q=${q}`);
    }
  }),
);
latencies.sort((a, b) => a - b);
const at = (p) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]) : null);
console.log(JSON.stringify({ sent, byStatus, p50: at(50), p95: at(95) }));
agent.destroy();
