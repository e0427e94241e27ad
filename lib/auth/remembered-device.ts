import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { cookieString } from '@/lib/http/cookie';
import { hasSecureCookies, sessionCookieName } from './tokens';

/**
 * The remembered-device cookie (issue 25 item 7): set on every successful password sign-in, one per
 * account (its name carries a hash of the address), signed with a key derived from NEXTAUTH_SECRET,
 * httpOnly, SameSite=Lax, Secure on https, only sent to /api (the sign-in endpoints live there).
 * A sign-in that carries a valid one for the same account skips the account's slowdown, so a spray
 * of guesses against the account from elsewhere cannot keep its owner out of a device they signed in
 * on before. It opens nothing by itself: the password is still checked, and every per-address limit
 * still applies. It holds no session and names no account in the clear.
 */
export const REMEMBERED_DEVICE_DAYS = 90;
const MAX_AGE_SECONDS = REMEMBERED_DEVICE_DAYS * 24 * 60 * 60;

function accountHash(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

function deviceKey(): Buffer {
  return crypto.createHmac('sha256', env().authSecret).update('shortnews remembered-device v1').digest();
}

function signature(account: string, issuedAt: number): string {
  return crypto.createHmac('sha256', deviceKey()).update(`${account}.${issuedAt}`).digest('base64url');
}

export function rememberedDeviceCookieName(email: string): string {
  return `${hasSecureCookies() ? '__Secure-' : ''}sn-device-${accountHash(email).slice(0, 16)}`;
}

/** The Set-Cookie value that remembers this device for this account. */
export function rememberedDeviceCookie(email: string, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000);
  const value = `${issuedAt}.${signature(accountHash(email), issuedAt)}`;
  return cookieString(rememberedDeviceCookieName(email), value, { path: '/api', maxAgeSeconds: MAX_AGE_SECONDS, httpOnly: true, secure: hasSecureCookies() });
}

/** Whether the request's cookies hold this account's remembered-device cookie, signed by us and not older than 90 days. */
export function isRememberedDevice(cookieHeader: string | null | undefined, email: string, now = Date.now()): boolean {
  if (!cookieHeader) return false;
  const name = rememberedDeviceCookieName(email);
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  const match = raw ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(raw) : null;
  if (!match) return false;
  const issuedAt = Number(match[1]);
  const age = now / 1000 - issuedAt;
  if (age < -60 || age > MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(signature(accountHash(email), issuedAt));
  const given = Buffer.from(match[2]);
  // Stryker disable next-line ConditionalExpression: equivalent — the pattern above makes both 43 bytes; the check only keeps timingSafeEqual from throwing if that changed.
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/**
 * next-auth's credentials callbacks (the reader and admin login pages): a response that sets a
 * session cookie is a successful password sign-in, so it also remembers the device for the email.
 */
export function rememberDeviceOnSignIn(email: string, response: Response): Response {
  // A session cookie with a value (next-auth clears it with an empty one).
  const written = `${sessionCookieName()}=`;
  const isSession = (cookie: string) => cookie.startsWith(written) && cookie.slice(written.length).split(';')[0].trim() !== '';
  if (response.headers.getSetCookie().some(isSession)) response.headers.append('Set-Cookie', rememberedDeviceCookie(email));
  return response;
}

/** The email of a POST to a next-auth credentials callback (form or JSON body), else undefined. Read before next-auth consumes the body. */
export async function credentialsSignInEmail(request: Request): Promise<string | undefined> {
  // Stryker disable next-line ConditionalExpression: equivalent — the route answers only GET and POST, and a GET has no body to find an email in.
  if (request.method !== 'POST' || !/\/api\/auth\/callback\/(admin-)?credentials$/.test(new URL(request.url).pathname)) return undefined;
  const text = await request.clone().text();
  let email: unknown;
  try {
    email = request.headers.get('content-type')?.includes('application/json') ? (JSON.parse(text) as { email?: unknown }).email : new URLSearchParams(text).get('email');
  } catch {
    // Not JSON: no email.
  }
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}
