/**
 * The indexes of a list in a catalog, in order (the terms' sections, a section's paragraphs, the
 * disclaimer's paragraphs). The catalogs are precompiled at build time (next.config.ts), where
 * `t.raw` is not available and a list arrives as an object keyed "0", "1"…: each entry is read by
 * its index, as `t` reads any message, so this counts the indexes `t` has.
 */
export function listIndexes(t: { has(key: string): boolean }, key: string): number[] {
  const indexes: number[] = [];
  while (t.has(`${key}.${indexes.length}`)) indexes.push(indexes.length);
  return indexes;
}
