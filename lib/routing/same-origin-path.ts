/** A base no real request has: a target that keeps it after parsing is a path on this site. */
const BASE = 'https://same-origin.invalid';

/**
 * A redirect target or image path as the browser will read it: parsed with `URL` (which drops tabs
 * and newlines and reads `\` as `/`, so `/\t/evil.example` and `/\evil.example` become
 * `//evil.example`), kept only when it stays on this site's origin. Returns the normalized path
 * (path, query, fragment) to use instead of the raw string, or null.
 */
export function sameOriginPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // Control characters and backslashes have no place in our own paths; refusing them outright is simpler than trusting every parser to agree.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, BASE);
  } catch {
    return null;
  }
  if (parsed.origin !== BASE) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
