import { checkPushEndpoint, DEFAULT_PUSH_ENDPOINT_ALLOW, parseEndpointAllowList, parseEndpointPattern } from '@/lib/push/endpoint-allow';

const defaults = parseEndpointAllowList(DEFAULT_PUSH_ENDPOINT_ALLOW.join(','));
const allowed = (endpoint: string, patterns = defaults, allowHttp = false) => checkPushEndpoint(endpoint, patterns, allowHttp).ok;

describe('push endpoint allow-list', () => {
  it('allows the push services of Chrome, Firefox, Safari and Edge by default', () => {
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc:def')).toBe(true);
    expect(allowed('https://updates.push.services.mozilla.com/wpush/v2/gAAAA')).toBe(true);
    expect(allowed('https://web.push.apple.com/QO9hXq')).toBe(true);
    expect(allowed('https://wns2-par02p.notify.windows.com/w/?token=x')).toBe(true);
  });

  it.each([
    ['an internal address', 'https://169.254.169.254/latest/meta-data'],
    ['localhost', 'https://localhost/push'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x'],
    ['a suffix without the dot', 'https://evilfcm.googleapis.com/x'],
    ['the bare domain of a wildcard', 'https://push.apple.com/x'],
    ['another port', 'https://fcm.googleapis.com:8443/x'],
    ['plain http in production', 'http://fcm.googleapis.com/fcm/send/x'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/x'],
    ['another scheme', 'file:///etc/passwd'],
    ['no URL at all', 'fcm.googleapis.com/x'],
  ])('refuses %s', (_, endpoint) => {
    expect(allowed(endpoint)).toBe(false);
  });

  it('takes hosts with ports for local stand-ins; http only where allowed (outside production)', () => {
    const local = parseEndpointAllowList('127.0.0.1:4810, localhost:4811');
    expect(allowed('http://127.0.0.1:4810/push/1', local, true)).toBe(true);
    expect(allowed('http://127.0.0.1:4810/push/1', local, false)).toBe(false);
    expect(allowed('https://127.0.0.1:4810/push/1', local, false)).toBe(true);
    expect(allowed('http://127.0.0.1:4812/push/1', local, true)).toBe(false);
    expect(allowed('http://127.0.0.1/push/1', local, true)).toBe(false);
  });

  it.each(['*.com', '*', 'http://fcm.googleapis.com', 'fcm.googleapis.com/path', 'host:99999', 'bad_host'])('refuses the pattern %s', (pattern) => {
    expect(parseEndpointPattern(pattern)).toBeNull();
    expect(() => parseEndpointAllowList(pattern)).toThrow(pattern);
  });
});
