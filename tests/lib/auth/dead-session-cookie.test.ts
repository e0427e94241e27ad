/** @jest-environment node */
import { withoutDeadSessionCookie } from '@/lib/auth/dead-session-cookie';

/**
 * next-auth's session read renews the session cookie on every answer, even one that says signed
 * out (the token revoked by a sign-out elsewhere, or past its end). The route deletes it instead.
 * Through the real server: e2e/hardening.spec.ts.
 */
const NAME = 'next-auth.session-token';
const SESSION_URL = 'http://localhost:3000/api/auth/session';
const RENEWED = `${NAME}=eyJ.renewed; Path=/; Expires=Sun, 27 Dec 2026 10:00:00 GMT; HttpOnly; SameSite=Lax`;
const CSRF = 'next-auth.csrf-token=abc%7Cdef; Path=/; HttpOnly; SameSite=Lax';

function read(cookie: string | undefined, init: { method?: string; url?: string } = {}): Request {
  return new Request(init.url ?? SESSION_URL, { method: init.method ?? 'GET', headers: cookie ? { cookie } : {} });
}

function answer(body: unknown, setCookies: string[] = [RENEWED], status = 200): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
}

const SIGNED_OUT = { expires: '2026-12-27T10:00:00.000Z' };
const SIGNED_IN = { user: { id: 'u1', email: 'reader@example.com' }, expires: '2026-12-27T10:00:00.000Z' };

describe('withoutDeadSessionCookie', () => {
  it('deletes the cookie a signed-out answer would renew, keeps the other cookies and the body', async () => {
    const result = await withoutDeadSessionCookie(read(`theme=dark; ${NAME}=eyJ.old`), answer(SIGNED_OUT, [CSRF, RENEWED]), NAME, false);
    expect(result.status).toBe(200);
    expect(result.headers.getSetCookie()).toEqual([CSRF, `${NAME}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax`]);
    expect(await result.json()).toEqual(SIGNED_OUT);
  });

  it('deletes it when the answer is an empty session too, and marks the deletion Secure on an https site', async () => {
    const result = await withoutDeadSessionCookie(read(`__Secure-${NAME}=eyJ.old`), answer({}, []), `__Secure-${NAME}`, true);
    expect(result.headers.getSetCookie()).toEqual([`__Secure-${NAME}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax; Secure`]);
  });

  it('deletes every chunk of a long cookie that was sent, and only the session cookie and its numbered chunks', async () => {
    const cookie = `${NAME}.0=a; ${NAME}.1=b; ${NAME}.x=c; ${NAME}extra=d; other=${NAME}`;
    const result = await withoutDeadSessionCookie(read(cookie), answer(SIGNED_OUT, [`${NAME}.0=new; Path=/`, `${NAME}.1=new; Path=/`, `${NAME}.x=keep; Path=/`]), NAME, false);
    expect(result.headers.getSetCookie().map((value) => value.split(';')[0])).toEqual([`${NAME}.x=keep`, `${NAME}.0=`, `${NAME}.1=`]);
  });

  it('knows a chunk by its whole number after the name, and no other cookie as one', async () => {
    const lookalike = `${'x'.repeat(NAME.length)}.7`; // as long as the name, a dot, a number: another cookie
    const cookie = `${NAME}.12=a; ${NAME}.x1=b; ${NAME}.1x=c; ${lookalike}=d`;
    const result = await withoutDeadSessionCookie(read(cookie), answer(SIGNED_OUT, []), NAME, false);
    expect(result.headers.getSetCookie().map((value) => value.split(';')[0])).toEqual([`${NAME}.12=`]);
  });

  it('counts a session cookie sent with no value (a bare name in the header)', async () => {
    const result = await withoutDeadSessionCookie(read(`theme=dark; ${NAME}`), answer({}, []), NAME, false);
    expect(result.headers.getSetCookie().map((value) => value.split(';')[0])).toEqual([`${NAME}=`]);
  });

  it('leaves a signed-in answer as it is: the renewed cookie is the session going on', async () => {
    const response = answer(SIGNED_IN);
    const result = await withoutDeadSessionCookie(read(`${NAME}=eyJ.current`), response, NAME, false);
    expect(result.headers.getSetCookie()).toEqual([RENEWED]);
    expect(await result.json()).toEqual(SIGNED_IN);
  });

  it('leaves alone a read that sent no session cookie, and every other route or method', async () => {
    for (const [request, label] of [
      [read(undefined), 'no cookie'],
      [read('theme=dark; other=1'), 'other cookies only'],
      [read(`${NAME}=eyJ.old`, { method: 'POST' }), 'POST'],
      [read(`${NAME}=eyJ.old`, { url: 'http://localhost:3000/api/auth/csrf' }), 'another next-auth route'],
      [read(`${NAME}=eyJ.old`, { url: 'http://localhost:3000/api/auth/session/extra' }), 'a longer path'],
    ] as const) {
      const result = await withoutDeadSessionCookie(request, answer(SIGNED_OUT), NAME, false);
      expect([label, result.headers.getSetCookie()]).toEqual([label, [RENEWED]]);
    }
  });

  it('leaves alone an answer that is not a session: an error, or a body that is not JSON', async () => {
    const failed = await withoutDeadSessionCookie(read(`${NAME}=eyJ.old`), answer({ error: 'x' }, [RENEWED], 500), NAME, false);
    expect(failed.headers.getSetCookie()).toEqual([RENEWED]);
    const garbled = await withoutDeadSessionCookie(read(`${NAME}=eyJ.old`), answer('not json'), NAME, false);
    expect(garbled.headers.getSetCookie()).toEqual([RENEWED]);
    expect(await garbled.text()).toBe('not json');
  });

  it('treats a JSON answer that is not an object (null) as no user', async () => {
    const result = await withoutDeadSessionCookie(read(`${NAME}=eyJ.old`), answer('null'), NAME, false);
    expect(result.headers.getSetCookie().map((value) => value.split(';')[0])).toEqual([`${NAME}=`]);
  });
});
