/** @jest-environment node */
import crypto from 'node:crypto';
import { tempDir } from '../../helpers/databases';

/**
 * The remembered-device cookie (lib/auth/remembered-device.ts, issue 25 item 7) on its own: what it
 * looks like on http and https, what it accepts and refuses, and how next-auth's credentials
 * callbacks are read. The whole sign-in path is in tests/api/user/signin.test.ts, the browser's view
 * in e2e/remembered-device.spec.ts. These pin the rules one by one (mutation score in
 * bench/results/mutation-lib-auth-remembered-device.md).
 */
type DeviceModule = typeof import('@/lib/auth/remembered-device');
const SECRET = 'remembered-device-test-secret-0123456789-abcdef';
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

async function load(siteUrl: string, secret = SECRET): Promise<DeviceModule> {
  process.env.DATA_DIR = tempDir('shortnews-device-');
  process.env.SITE_URL = siteUrl;
  process.env.NEXTAUTH_SECRET = secret;
  delete process.env.NEXTAUTH_URL;
  jest.resetModules();
  return import('@/lib/auth/remembered-device');
}

const sha = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
/** The name=value pair of a Set-Cookie line. */
const pair = (setCookie: string) => setCookie.split(';')[0];
const valueOf = (setCookie: string) => pair(setCookie).slice(pair(setCookie).indexOf('=') + 1);

describe('the remembered-device cookie on an http site', () => {
  let device: DeviceModule;
  beforeAll(async () => {
    device = await load('http://localhost:3000');
  });

  it('is named by a hash of the normalized address, without the __Secure- prefix, and lasts 90 days for /api only', () => {
    expect(device.REMEMBERED_DEVICE_DAYS).toBe(90);
    const name = device.rememberedDeviceCookieName('Reader@Example.com ');
    expect(name).toBe(`sn-device-${sha('reader@example.com').slice(0, 16)}`);
    const cookie = device.rememberedDeviceCookie('reader@example.com', NOW);
    expect(cookie).toBe(`${name}=${valueOf(cookie)}; Path=/api; Max-Age=7776000; HttpOnly; SameSite=Lax`);
    // Its value: the issue time in seconds and an HMAC of the account and that time.
    const [issuedAt, signature] = valueOf(cookie).split('.');
    expect(Number(issuedAt)).toBe(NOW / 1000);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).not.toContain('reader');
  });

  it('is accepted for its own account, whatever the case or spaces of the address and the other cookies beside it', () => {
    const cookie = pair(device.rememberedDeviceCookie('reader@example.com', NOW));
    expect(device.isRememberedDevice(cookie, 'reader@example.com', NOW)).toBe(true);
    expect(device.isRememberedDevice(`theme=dark; ${cookie}; lang=hi`, ' READER@example.com', NOW + 1000)).toBe(true);
    expect(device.isRememberedDevice(`theme=dark;${cookie}`, 'reader@example.com', NOW)).toBe(true);
  });

  it('is refused when missing, for another account, forged, malformed or out of its 90 days', () => {
    const cookie = pair(device.rememberedDeviceCookie('reader@example.com', NOW));
    const [name, value] = cookie.split('=');
    const [issuedAt, signature] = value.split('.');
    expect(device.isRememberedDevice(null, 'reader@example.com', NOW)).toBe(false);
    expect(device.isRememberedDevice(undefined, 'reader@example.com', NOW)).toBe(false);
    expect(device.isRememberedDevice('', 'reader@example.com', NOW)).toBe(false);
    expect(device.isRememberedDevice('theme=dark', 'reader@example.com', NOW)).toBe(false);
    // Another account's cookie, under this account's name or its own.
    const other = valueOf(device.rememberedDeviceCookie('other@example.com', NOW));
    expect(device.isRememberedDevice(`${name}=${other}`, 'reader@example.com', NOW)).toBe(false);
    expect(device.isRememberedDevice(cookie, 'other@example.com', NOW)).toBe(false);
    // A cookie whose name only ends like ours is not ours.
    expect(device.isRememberedDevice(`x${cookie}`, 'reader@example.com', NOW)).toBe(false);
    // Forged: one character of the signature changed; the time moved (the signature covers it).
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(device.isRememberedDevice(`${name}=${issuedAt}.${flipped}`, 'reader@example.com', NOW)).toBe(false);
    expect(device.isRememberedDevice(`${name}=${Number(issuedAt) + 1}.${signature}`, 'reader@example.com', NOW)).toBe(false);
    // Malformed: no dot, junk around it, a short or long signature, a time of 13 digits.
    for (const junk of [`${issuedAt}${signature}`, `${value}x`, ` ${value}`, `x${value}`, `${issuedAt}.${signature.slice(1)}`, `${issuedAt}.${signature}A`, `1${'0'.repeat(12)}.${signature}`, `${issuedAt}.${signature.slice(0, 42)}+`, `.${signature}`]) {
      expect({ junk, accepted: device.isRememberedDevice(`${name}=${junk}`, 'reader@example.com', NOW) }).toEqual({ junk, accepted: false });
    }
    // 90 days to the second, then no longer; a minute ahead of our clock is tolerated, more is not.
    expect(device.isRememberedDevice(cookie, 'reader@example.com', NOW + 90 * DAY_MS)).toBe(true);
    expect(device.isRememberedDevice(cookie, 'reader@example.com', NOW + 90 * DAY_MS + 1000)).toBe(false);
    expect(device.isRememberedDevice(cookie, 'reader@example.com', NOW - 60_000)).toBe(true);
    expect(device.isRememberedDevice(cookie, 'reader@example.com', NOW - 61_000)).toBe(false);
  });

  it('is signed with a key of the site: another NEXTAUTH_SECRET refuses it', async () => {
    const cookie = pair(device.rememberedDeviceCookie('reader@example.com', NOW));
    const elsewhere = await load('http://localhost:3000', `${SECRET}-other`);
    expect(elsewhere.isRememberedDevice(cookie, 'reader@example.com', NOW)).toBe(false);
    expect(elsewhere.isRememberedDevice(pair(elsewhere.rememberedDeviceCookie('reader@example.com', NOW)), 'reader@example.com', NOW)).toBe(true);
    // The key is derived from the secret, not the secret itself, and the format is fixed: a change
    // would forget every remembered device at the next release.
    const raw = crypto.createHmac('sha256', SECRET).update(`${sha('reader@example.com')}.${NOW / 1000}`).digest('base64url');
    expect(valueOf(device.rememberedDeviceCookie('reader@example.com', NOW))).not.toBe(`${NOW / 1000}.${raw}`);
    const key = crypto.createHmac('sha256', SECRET).update('shortnews remembered-device v1').digest();
    const pinned = crypto.createHmac('sha256', key).update(`${sha('reader@example.com')}.${NOW / 1000}`).digest('base64url');
    expect(valueOf(device.rememberedDeviceCookie('reader@example.com', NOW))).toBe(`${NOW / 1000}.${pinned}`);
    device = await load('http://localhost:3000');
  });

  it('is set on a credentials sign-in only when next-auth set a session cookie', () => {
    const withSession = (setCookie: string) => new Response(null, { headers: [['set-cookie', setCookie]] });
    const remembered = (response: Response) => response.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${device.rememberedDeviceCookieName('reader@example.com')}=`));
    expect(remembered(device.rememberDeviceOnSignIn('reader@example.com', withSession('next-auth.session-token=abc; Path=/; HttpOnly')))).toHaveLength(1);
    // next-auth's session cookie is the one of lib/auth/tokens.ts: on http, never the __Secure- one.
    expect(remembered(device.rememberDeviceOnSignIn('reader@example.com', withSession('__Secure-next-auth.session-token=abc; Path=/; HttpOnly; Secure')))).toEqual([]);
    // next-auth's sign-out and failures set the session cookie empty, or other cookies only.
    expect(remembered(device.rememberDeviceOnSignIn('reader@example.com', withSession('next-auth.session-token=')))).toEqual([]);
    expect(remembered(device.rememberDeviceOnSignIn('reader@example.com', withSession('next-auth.session-token= ; Path=/')))).toEqual([]);
    expect(remembered(device.rememberDeviceOnSignIn('reader@example.com', withSession('next-auth.session-token=; Path=/; Max-Age=0')))).toEqual([]);
    expect(remembered(device.rememberDeviceOnSignIn('reader@example.com', withSession('next-auth.csrf-token=abc; Path=/')))).toEqual([]);
    expect(remembered(device.rememberDeviceOnSignIn('reader@example.com', withSession('x-next-auth.session-token=abc; Path=/')))).toEqual([]);
    expect(remembered(device.rememberDeviceOnSignIn('reader@example.com', new Response(null, { status: 401 })))).toEqual([]);
    // The session cookie itself is kept.
    const both = device.rememberDeviceOnSignIn('reader@example.com', withSession('next-auth.session-token=abc; Path=/')).headers.getSetCookie();
    expect(both[0]).toBe('next-auth.session-token=abc; Path=/');
    expect(device.isRememberedDevice(pair(both[1]), 'reader@example.com')).toBe(true);
  });

  it('reads the address of a POST to a credentials callback only, from a form or a JSON body, before next-auth does', async () => {
    const post = (path: string, body: string, type = 'application/x-www-form-urlencoded', method = 'POST') =>
      new Request(`http://localhost:3000${path}`, { method, headers: { 'content-type': type }, ...(method === 'POST' ? { body } : {}) });
    const form = new URLSearchParams({ csrfToken: 't', email: 'reader@example.com', password: 'x' }).toString();
    const request = post('/api/auth/callback/credentials', form);
    expect(await device.credentialsSignInEmail(request)).toBe('reader@example.com');
    // The body is still there for next-auth.
    expect(await request.text()).toBe(form);
    expect(await device.credentialsSignInEmail(post('/api/auth/callback/admin-credentials', form))).toBe('reader@example.com');
    expect(await device.credentialsSignInEmail(post('/api/auth/callback/credentials', '{"email":"json@example.com"}', 'application/json; charset=utf-8'))).toBe('json@example.com');
    // Not a credentials callback, not a POST, or no usable address.
    for (const path of ['/api/auth/callback/google', '/api/auth/signin/credentials', '/api/auth/callback/credentials/x', '/x/api/auth/callback/credentialsx', '/api/auth/callback/other-credentials']) {
      expect({ path, email: await device.credentialsSignInEmail(post(path, form)) }).toEqual({ path, email: undefined });
    }
    expect(await device.credentialsSignInEmail(post('/api/auth/callback/credentials', '', 'text/plain', 'GET'))).toBeUndefined();
    expect(await device.credentialsSignInEmail(post('/api/auth/callback/credentials', 'email=&password=x'))).toBeUndefined();
    expect(await device.credentialsSignInEmail(post('/api/auth/callback/credentials', 'email=%20%20&password=x'))).toBeUndefined();
    expect(await device.credentialsSignInEmail(post('/api/auth/callback/credentials', 'password=x'))).toBeUndefined();
    expect(await device.credentialsSignInEmail(post('/api/auth/callback/credentials', '{"email":', 'application/json'))).toBeUndefined();
    expect(await device.credentialsSignInEmail(post('/api/auth/callback/credentials', '{"email":42}', 'application/json'))).toBeUndefined();
    expect(await device.credentialsSignInEmail(post('/api/auth/callback/credentials', 'null', 'application/json'))).toBeUndefined();
    // No content type at all: read as a form, as next-auth does.
    const untyped = new Request('http://localhost:3000/api/auth/callback/credentials', { method: 'POST', body: new TextEncoder().encode(form) });
    expect(untyped.headers.get('content-type')).toBeNull();
    expect(await device.credentialsSignInEmail(untyped)).toBe('reader@example.com');
    // A form body is not read as JSON, nor JSON as a form.
    expect(await device.credentialsSignInEmail(post('/api/auth/callback/credentials', '{"email":"json@example.com"}'))).toBeUndefined();
    expect(await device.credentialsSignInEmail(post('/api/auth/callback/credentials', form, 'application/json'))).toBeUndefined();
  });
});

describe('the remembered-device cookie on an https site', () => {
  it('carries the __Secure- prefix and Secure, and is accepted under that name only', async () => {
    const device = await load('https://news.example.com');
    const cookie = device.rememberedDeviceCookie('reader@example.com', NOW);
    const name = `__Secure-sn-device-${sha('reader@example.com').slice(0, 16)}`;
    expect(device.rememberedDeviceCookieName('reader@example.com')).toBe(name);
    expect(cookie).toBe(`${name}=${valueOf(cookie)}; Path=/api; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure`);
    expect(device.isRememberedDevice(pair(cookie), 'reader@example.com', NOW)).toBe(true);
    expect(device.isRememberedDevice(pair(cookie).replace('__Secure-', ''), 'reader@example.com', NOW)).toBe(false);
  });

  it('is set on a sign-in when next-auth set its __Secure- session cookie, the name it uses on https', async () => {
    const device = await load('https://news.example.com');
    const signIn = (setCookie: string) => device.rememberDeviceOnSignIn('reader@example.com', new Response(null, { headers: [['set-cookie', setCookie]] })).headers.getSetCookie();
    expect(signIn('__Secure-next-auth.session-token=abc; Path=/; HttpOnly; Secure')).toHaveLength(2);
    expect(signIn('next-auth.session-token=abc; Path=/; HttpOnly')).toHaveLength(1);
    expect(signIn('__Secure-next-auth.session-token=; Path=/; Max-Age=0; Secure')).toHaveLength(1);
  });
});
