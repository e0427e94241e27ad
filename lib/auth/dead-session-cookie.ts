import { cookieString } from '@/lib/http/cookie';

/**
 * next-auth's `GET /api/auth/session` writes the session cookie again on every answer, even when
 * our session callback found the token revoked or past its end (lib/auth/options.ts) and answered
 * signed out. So a tab that asked for the session while another tab signed out (or while the
 * password was reset) got the dead cookie back: the browser went on sending a session that no
 * longer opens anything, and every later answer renewed it. Here such an answer deletes the cookie
 * instead, as next-auth does for a token it cannot read.
 *
 * Only the session read is touched, and only when the request carried a session cookie and the
 * answer names no user; every other Set-Cookie of the answer (the CSRF cookie, say) is kept.
 */
export async function withoutDeadSessionCookie(request: Request, response: Response, cookieName: string, secure: boolean): Promise<Response> {
  if (request.method !== 'GET' || !new URL(request.url).pathname.endsWith('/api/auth/session')) return response;
  const sent = sessionCookiesSent(request.headers.get('cookie'), cookieName);
  if (sent.length === 0 || !response.ok) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  // Stryker disable next-line ConditionalExpression: equivalent — JSON that is not an object (a string, a number) has no `user` either.
  if (typeof body === 'object' && body !== null && (body as { user?: unknown }).user) return response;

  const kept = response.headers.getSetCookie().filter((cookie) => !isSessionCookie(cookie.slice(0, cookie.indexOf('=')), cookieName));
  response.headers.delete('Set-Cookie');
  for (const cookie of kept) response.headers.append('Set-Cookie', cookie);
  for (const name of sent) {
    // As next-auth writes it (lib/auth/options.ts): path /, httpOnly, SameSite=Lax, Secure on https.
    response.headers.append('Set-Cookie', cookieString(name, '', { maxAgeSeconds: 0, httpOnly: true, secure }));
  }
  return response;
}

/** The session cookie, or the numbered chunks next-auth splits a long one into (`name.0`, `name.1`…). */
function isSessionCookie(name: string, cookieName: string): boolean {
  return name === cookieName || (name.startsWith(`${cookieName}.`) && /^\d+$/.test(name.slice(cookieName.length + 1)));
}

function sessionCookiesSent(header: string | null, cookieName: string): string[] {
  if (!header) return [];
  const names = header.split(';').map((part) => part.slice(0, part.includes('=') ? part.indexOf('=') : undefined).trim());
  return [...new Set(names.filter((name) => isSessionCookie(name, cookieName)))];
}
