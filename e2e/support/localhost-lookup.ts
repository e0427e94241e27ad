/**
 * "localhost" is answered by this machine, never by the network (RFC 6761), for the tests' API
 * clients too.
 *
 * Playwright's request client looks a host up once per family (`dns.promises.lookup` with
 * `family: 6`, then `family: 4`) for every new connection, and the fuzz spec opens one per request
 * (`connection: close`: a junk probe must not leave its connection to the next), as the fixtures' API
 * clients did until the server kept idle connections longer than Node's 5 s (KEEP_ALIVE_TIMEOUT_MS). Where the hosts file names localhost for IPv4
 * only (`127.0.0.1 localhost`, as on the CI machines), the IPv6 lookup goes to the network's DNS
 * server, which let about one query in 50 go unanswered: the lookup waited glibc's 5-second timeout,
 * and the requests in flight with it. The fuzz and authorization-matrix specs (thousands of requests)
 * spent about two minutes of every CI run waiting so, with the cores idle (2026-11-29: 600 requests
 * took 43 s, 40 of them in eight 5-second stalls; 2 s without the stalls).
 *
 * Asked for one family of localhost, this asks the system for both, which it answers from its hosts
 * file, and keeps the family asked for: the same answer, without the network.
 */
import dns from 'node:dns';

type Lookup = typeof dns.promises.lookup;
type Found = dns.LookupAddress | dns.LookupAddress[];

const systemLookup: Lookup = dns.promises.lookup.bind(dns.promises);
const isLocalhost = (hostname: string) => /^localhost\.?$/i.test(hostname);

function notFound(hostname: string): Error {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', syscall: 'getaddrinfo', hostname });
}

async function lookup(hostname: string, options?: number | dns.LookupOptions): Promise<Found> {
  const family = typeof options === 'number' ? options : options?.family;
  if (!isLocalhost(hostname) || (family !== 6 && family !== 'IPv6')) return systemLookup(hostname, options as dns.LookupAllOptions);
  const wantsAll = typeof options === 'object' && options.all === true;
  const found = (await systemLookup(hostname, { all: true })).filter((address) => address.family === 6);
  if (found.length === 0) throw notFound(hostname);
  return wantsAll ? found : found[0];
}

dns.promises.lookup = lookup as Lookup;
