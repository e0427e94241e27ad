/**
 * How many entries a list in a catalog has (the terms' sections, a section's paragraphs, the
 * disclaimer's paragraphs). The catalogs are precompiled at build time (next.config.ts), where
 * `t.raw` is not available and a list arrives as an object keyed "0", "1"…: each entry is read by
 * its index, as `t` reads any message, so this counts the indexes `t` has.
 */
export function listLength(t: { has(key: string): boolean }, key: string): number {
  let length = 0;
  while (t.has(`${key}.${length}`)) length += 1;
  return length;
}

/** The indexes of a list in a catalog, in order (see listLength). */
export function listIndexes(t: { has(key: string): boolean }, key: string): number[] {
  return Array.from({ length: listLength(t, key) }, (_, index) => index);
}
