// The client's address as rate limits count it. No 'server-only' marker: proxy.ts (the search page's
// limit) imports it too, and the proxy is not bundled in the react-server layer.

/**
 * The client's address as the server decided it (scripts/client-address.cjs stamps it on every
 * request from the connection and TRUST_PROXY, whatever the start command). IPv6 addresses count
 * per /64: one subscriber usually holds a whole /64, and could otherwise rotate through 2^64 keys.
 */
export function clientIp(request: Request): string {
  const stamped = request.headers.get('x-real-ip') ?? request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  return stamped ? addressKey(stamped) : 'unknown';
}

/** IPv4 as is; IPv6 as its /64 prefix (`2001:db8:1:2::/64`). */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
