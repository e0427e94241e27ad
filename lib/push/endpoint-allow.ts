/**
 * Which push endpoints the server may ever call (issue 27). A PushSubscription's endpoint is a URL
 * the browser hands us: without this list anyone could make the server POST to an address of their
 * choosing (SSRF). Pure and free of 'server-only': lib/env-schema.ts validates the list with it.
 *
 * A pattern is a host (`fcm.googleapis.com`), a host with every subdomain (`*.push.apple.com`: one
 * label or more in front, not the bare domain), either optionally with a port (`127.0.0.1:4810`).
 * Without a port only the scheme's default port is allowed.
 */

/** The push services of the browsers readers use (Chrome/Edge/Samsung/Opera: FCM; Firefox: Mozilla autopush; Safari: Apple; legacy Edge: WNS). */
export const DEFAULT_PUSH_ENDPOINT_ALLOW = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

export type EndpointPattern = { wildcard: boolean; host: string; port?: number };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function isHostName(host: string): boolean {
  return host.length <= 253 && host.split('.').every((label) => LABEL.test(label));
}

/** Parses one pattern; null when it is not one (lib/env-schema.ts names the bad entry). */
export function parseEndpointPattern(raw: string): EndpointPattern | null {
  const value = raw.trim().toLowerCase();
  const match = /^(\*\.)?([^:/\s*]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return null;
  const [, star, host, port] = match;
  if (!isHostName(host)) return null;
  if (star && !host.includes('.')) return null; // `*.com` would allow half the internet
  const portNumber = port === undefined ? undefined : Number(port);
  if (portNumber !== undefined && (portNumber < 1 || portNumber > 65535)) return null;
  return { wildcard: Boolean(star), host, port: portNumber };
}

/** The list of `PUSH_ENDPOINT_ALLOW` (comma- or space-separated); throws naming the first bad entry. */
export function parseEndpointAllowList(value: string): EndpointPattern[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const pattern = parseEndpointPattern(entry);
      if (!pattern) throw new Error(`"${entry}" is not a host, *.domain or host:port`);
      return pattern;
    });
}

export type EndpointCheck = { ok: true; url: URL } | { ok: false; reason: 'not_url' | 'scheme' | 'credentials' | 'host' };

/**
 * Whether the server may send to `endpoint`: https (http only where `allowHttp`, i.e. outside
 * production, for local stand-ins), no user:password part, and a host (and port) on the list.
 */
export function checkPushEndpoint(endpoint: string, patterns: readonly EndpointPattern[], allowHttp: boolean): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'not_url' };
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return { ok: false, reason: 'scheme' };
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  const host = url.hostname.toLowerCase();
  const port = url.port === '' ? undefined : Number(url.port);
  const allowed = patterns.some((pattern) => {
    const hostMatches = pattern.wildcard ? host.endsWith(`.${pattern.host}`) : host === pattern.host;
    return hostMatches && pattern.port === port;
  });
  return allowed ? { ok: true, url } : { ok: false, reason: 'host' };
}
