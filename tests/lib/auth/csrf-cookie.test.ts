/** @jest-environment node */
import { withoutStrayCsrfCookie } from '@/lib/auth/csrf-cookie';

/**
 * Only /api/auth/csrf sets next-auth's CSRF cookie (lib/auth/csrf-cookie.ts): a session read answered
 * last on a first visit replaced it, and "Log in with Google" came back to the login page
 * (e2e/google-sign-in.spec.ts walks that order through the real server).
 */
const csrf = 'next-auth.csrf-token=abc%7Cdef; Path=/; HttpOnly; SameSite=Lax';
const secureCsrf = '__Host-next-auth.csrf-token=abc%7Cdef; Path=/; HttpOnly; Secure; SameSite=Lax';
const callback = 'next-auth.callback-url=http%3A%2F%2Flocalhost; Path=/; HttpOnly; SameSite=Lax';

function answer(...cookies: string[]): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response('{}', { headers });
}
const setCookies = (request: Request, response: Response) => withoutStrayCsrfCookie(request, response).headers.getSetCookie();

it.each(['/api/auth/session', '/api/auth/providers'])('GET %s: the CSRF cookie (http and https names) is taken out, the others kept', (path) => {
  expect(setCookies(new Request(`http://localhost${path}`), answer(csrf, callback))).toEqual([callback]);
  expect(setCookies(new Request(`https://news.example.org${path}`), answer(secureCsrf))).toEqual([]);
});

it('GET /api/auth/csrf keeps it: the one answer whose token a sign-in sends', () => {
  expect(setCookies(new Request('http://localhost/api/auth/csrf'), answer(csrf, callback))).toEqual([csrf, callback]);
});

it('a POST (sign-in, sign-out) and other paths are left as next-auth answers them', () => {
  expect(setCookies(new Request('http://localhost/api/auth/session', { method: 'POST' }), answer(csrf))).toEqual([csrf]);
  expect(setCookies(new Request('http://localhost/api/auth/callback/google?code=x'), answer(csrf, callback))).toEqual([csrf, callback]);
});

it('an answer without the cookie is returned as it is', () => {
  const response = answer(callback);
  expect(withoutStrayCsrfCookie(new Request('http://localhost/api/auth/session'), response)).toBe(response);
  expect(response.headers.getSetCookie()).toEqual([callback]);
});
