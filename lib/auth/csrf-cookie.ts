/**
 * next-auth writes a fresh CSRF cookie on any answer to a browser that has none — the session read
 * included. On a first visit the menu's `/api/auth/session` and the sign-in's `/api/auth/csrf` can be
 * answered at the same moment, each with a cookie of its own token; when the session's came last, the
 * sign-in POST carried the other token, next-auth refused it (`/api/auth/signin?csrf=true`) and "Log in
 * with Google" came back to the login page (a flaky browser test, stop 54; e2e/google-sign-in.spec.ts
 * now reproduces the order). Only `/api/auth/csrf` hands out the token a POST sends, so only its
 * answer may set the cookie: the session and provider reads, which never need one, have theirs taken out.
 */
const READS_WITHOUT_CSRF = ['/api/auth/session', '/api/auth/providers'];

export function withoutStrayCsrfCookie(request: Request, response: Response): Response {
  if (request.method !== 'GET' || !READS_WITHOUT_CSRF.includes(new URL(request.url).pathname)) return response;
  const cookies = response.headers.getSetCookie();
  // next-auth's name, with its `__Host-` prefix on https.
  const kept = cookies.filter((cookie) => !cookie.slice(0, cookie.indexOf('=')).endsWith('next-auth.csrf-token'));
  response.headers.delete('Set-Cookie');
  for (const cookie of kept) response.headers.append('Set-Cookie', cookie);
  return response;
}
