// A loopback HTTP server for tests/bench/fixed-rate.test.ts, in a process of its own: a server inside
// a Jest worker answers late whenever that worker collects its garbage (the worker holds every test
// file's modules), and the generator's timing is what is under test.
//   node tests/bench/stand-in-server.mjs <ok | mixed | refuse | hold-20ms>
// Prints its port on the first line. GET /__stats answers { received, connections, most } (requests
// served, connections opened, most requests in flight at once), not counted itself.
import http from 'node:http';

const mode = process.argv[2] ?? 'ok';
let received = 0;
let connections = 0;
let inFlight = 0;
let most = 0;
const server = http.createServer((request, response) => {
  if (request.url === '/__stats') return response.end(JSON.stringify({ received, connections, most }));
  received += 1;
  inFlight += 1;
  most = Math.max(most, inFlight);
  const done = () => (inFlight -= 1);
  if (mode === 'refuse' || (mode === 'mixed' && received % 3 === 1)) return response.writeHead(503).end('busy', done);
  if (mode === 'mixed' && received % 3 === 2) {
    done();
    return request.socket.destroy();
  }
  if (mode === 'hold-20ms') return setTimeout(() => response.end('ok', done), 20);
  response.end('ok', done);
});
// Longer than the generator's 4 s: any socket closed after idling is closed by the generator.
server.keepAliveTimeout = 60_000;
server.on('connection', () => (connections += 1));
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.stdin.on('end', () => process.exit(0)).resume();
