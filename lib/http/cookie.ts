/**
 * A cookie the server writes (`Set-Cookie`), as every cookie of the site is written: SameSite=Lax,
 * Secure when the site is https, HttpOnly when no script of ours needs to read it. A cookie is
 * deleted by writing it again, same name and path, with an empty value and no age left. The two
 * the page's script writes (the language, the For you topics) follow the same rules in a line of
 * their own: imported there, this module costs every page 0.13 KB gzipped (measured,
 * bench/results/first-load-js-2026-11-30-cookies-*.md).
 */
export type CookieOptions = {
  /** The path the browser sends it to (`/` by default); a deletion must name the same one. */
  path?: string;
  /** Seconds it lives; 0 deletes it. */
  maxAgeSeconds: number;
  httpOnly?: boolean;
  secure: boolean;
};

/** The past date old browsers read instead of Max-Age=0. */
const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';

export function cookieString(name: string, value: string, { path = '/', maxAgeSeconds, httpOnly = false, secure }: CookieOptions): string {
  const age = maxAgeSeconds > 0 ? `Max-Age=${maxAgeSeconds}` : `Expires=${EPOCH}; Max-Age=0`;
  return `${name}=${value}; Path=${path}; ${age}${httpOnly ? '; HttpOnly' : ''}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
