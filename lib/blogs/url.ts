import { sameOriginPath } from '@/lib/routing/same-origin-path';

/** A URL fit for an image or link written outside HTML (content items, cover): http(s) or a path on this site. */
export function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (url.startsWith('/')) return sameOriginPath(url) !== null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
