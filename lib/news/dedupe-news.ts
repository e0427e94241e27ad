import 'server-only';
import { distance } from 'fastest-levenshtein';

/** Titles are compared case- and edge-whitespace-blind, so "Sensex Falls " and "sensex falls" are one story. */
function normaliseTitle(title: string | null | undefined): string {
  return (title ?? '').trim().toLowerCase();
}

/**
 * Edit-distance ratio of two titles, 0 (nothing alike) to 1 (the same after normalising).
 * Compared on code units, which is what fastest-levenshtein measures; Devanagari titles work alike.
 */
export function titleSimilarity(a: string, b: string): number {
  const left = normaliseTitle(a);
  const right = normaliseTitle(b);
  const longest = Math.max(left.length, right.length);
  if (longest === 0) return 1;
  return 1 - distance(left, right) / longest;
}

/**
 * Drops repeated stories from the custom feed (SPEC): the same title, the same link, or a title more
 * than `threshold` alike to one already kept. Order is kept and the first occurrence wins, so the
 * newest copy survives when the input is newest-first. An item without a title is judged by its link
 * alone, since an empty title says nothing about which story it is.
 */
export function dedupeNews<T extends { title?: string | null; url?: string | null }>(items: T[], threshold = 0.9): T[] {
  const seenTitles = new Set<string>();
  const seenUrls = new Set<string>();
  const keptTitles: string[] = [];
  const kept: T[] = [];

  for (const item of items) {
    const title = normaliseTitle(item.title);
    const url = (item.url ?? '').trim();
    // "#" is the placeholder editors use for "no link": many distinct stories share it.
    const hasUrl = url !== '' && url !== '#';

    const duplicate =
      (title !== '' && seenTitles.has(title)) ||
      (hasUrl && seenUrls.has(url)) ||
      (title !== '' && keptTitles.some((other) => isNearDuplicate(title, other, threshold)));

    // Remember dropped items too: rules 1 and 2 speak of anything already seen, rule 3 of what was kept.
    if (title !== '') seenTitles.add(title);
    if (hasUrl) seenUrls.add(url);
    if (duplicate) continue;

    if (title !== '') keptTitles.push(title);
    kept.push(item);
  }
  return kept;
}

function isNearDuplicate(a: string, b: string, threshold: number): boolean {
  const longest = Math.max(a.length, b.length);
  // The distance is at least the length difference: skip the quadratic work when that alone rules it out.
  if (1 - Math.abs(a.length - b.length) / longest <= threshold) return false;
  return 1 - distance(a, b) / longest > threshold;
}
