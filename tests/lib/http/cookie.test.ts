import { cookieString } from '@/lib/http/cookie';

/** Every cookie of the site, written by the server or by the page's script, the same way (lib/http/cookie.ts). */
describe('cookieString', () => {
  it('writes a lasting cookie: its path, its age, SameSite=Lax; HttpOnly and Secure when asked', () => {
    expect(cookieString('a', '1', { maxAgeSeconds: 60, secure: false })).toBe('a=1; Path=/; Max-Age=60; SameSite=Lax');
    expect(cookieString('a', '1', { path: '/api', maxAgeSeconds: 60, httpOnly: true, secure: true })).toBe('a=1; Path=/api; Max-Age=60; HttpOnly; SameSite=Lax; Secure');
  });

  it('deletes a cookie with an empty value, a past date and no age left, at the path it was set for', () => {
    expect(cookieString('a', '', { maxAgeSeconds: 0, httpOnly: true, secure: true })).toBe('a=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
    expect(cookieString('a', '', { path: '/api', maxAgeSeconds: -5, secure: false })).toBe('a=; Path=/api; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; SameSite=Lax');
  });

  it('is what the browser stores and deletes (document.cookie)', () => {
    document.cookie = cookieString('shortnews_probe', 'yes', { maxAgeSeconds: 60, secure: false });
    expect(document.cookie).toContain('shortnews_probe=yes');
    document.cookie = cookieString('shortnews_probe', '', { maxAgeSeconds: 0, secure: false });
    expect(document.cookie).not.toContain('shortnews_probe');
  });
});
