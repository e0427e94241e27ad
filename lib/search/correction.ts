/**
 * Spelling correction of search queries (issue 27, "search that forgives typos"): the rules, apart
 * from the database. lib/search/search.ts asks the lexicon (models/search-words.ts: the words of
 * published items only) for candidates by trigram similarity, and these functions decide.
 *
 * The rule, by a typed word's length in Unicode code points (a Devanagari matra, virama or nukta
 * is one, as it is one key press and one edit):
 *   1–4: no typo allowed (a short word has too many neighbours: "bank" must not become "banks"/"back"),
 *   5–8: one, 9 and more: two
 * — the one-or-two-typo rule of Google's and Elasticsearch's `fuzziness: AUTO`, with the short-word
 * step moved from 3 to 4 as the example has it. A typo is one edit of the optimal string
 * alignment distance (restricted Damerau–Levenshtein): a letter missing, added, replaced, or two
 * neighbours swapped ("becnhmark", "benchmrak" are one edit from "benchmark", "goverment" and
 * "elecsion" one from "government" and "election").
 *
 * Among the lexicon's words within the allowed distance the nearest wins, then one that starts
 * with the typed word's first letter (a slip of the first letter is the rarest: "sollar" is
 * "solar", not the more frequent "dollar"), then the one in most published items, then the first
 * in code-point order (so the answer never depends on row order).
 * A word the lexicon holds (or, in English, one with the stem of a word it holds: "policies" when
 * only "policy" was published) is never corrected.
 */

/** Typos allowed in a typed word of this many code points. */
export function allowedTypos(word: string): number {
  const length = Array.from(word).length;
  if (length <= 4) return 0;
  if (length <= 8) return 1;
  return 2;
}

/**
 * Optimal string alignment distance over code points: insertions, deletions, substitutions and
 * transpositions of two neighbours each cost 1 (no substring is edited twice).
 */
export function osaDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  // Three rows of the dynamic-programming table: two back (for a transposition), one back, this one.
  // Stryker disable next-line ArrayDeclaration: equivalent, row "-1" is never read (no swap matches at i = 1).
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      // Two neighbours swapped. At i = 1 or j = 1 there is none: s[-1] and t[-1] are undefined, which equals no letter.
      if (s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, before[j - 2] + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[t.length];
}

/** A query as the cache keys it (lib/search/cached-search.ts): lower case, whitespace collapsed. */
export function normalizeQuery(q: string): string {
  return q.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Words as a reader types them, in either script: letters, combining marks (matras), digits, joiners. */
const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;

/** The distinct words of a normalized query, in order. */
export function queryWords(normalized: string): string[] {
  return [...new Set(normalized.match(WORD) ?? [])];
}

/** A lexicon word close to a typed one: how many published items hold it, and whether it is the typed word's English stem's. */
export type Candidate = { word: string; docs: number; sameStem: boolean };

/**
 * The correction of one typed word from its candidates, or null to keep it: it is a known word, or
 * no candidate is within its allowed typos.
 */
export function correctWord(typed: string, candidates: Candidate[]): string | null {
  if (candidates.some((candidate) => candidate.word === typed || candidate.sameStem)) return null;
  const allowed = allowedTypos(typed);
  const first = Array.from(typed)[0];
  let best: { word: string; docs: number; distance: number; otherStart: number } | null = null;
  for (const { word, docs } of candidates) {
    const distance = osaDistance(typed, word);
    if (distance > allowed) continue;
    const otherStart = Array.from(word)[0] === first ? 0 : 1;
    if (!best || isBetter({ distance, otherStart, docs, word }, best)) best = { word, docs, distance, otherStart };
  }
  return best?.word ?? null;
}

type Ranked = { distance: number; otherStart: number; docs: number; word: string };

/** The order of candidates: nearer, then starting with the typed first letter, then more frequent, then code-point order. */
function isBetter(a: Ranked, b: Ranked): boolean {
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.otherStart !== b.otherStart) return a.otherStart < b.otherStart;
  if (a.docs !== b.docs) return a.docs > b.docs;
  return a.word < b.word;
}

/** The normalized query with each corrected word replaced (quotes, `-` and `or` of the query kept). */
export function correctedQuery(normalized: string, corrections: ReadonlyMap<string, string>): string {
  return normalized.replace(WORD, (word) => corrections.get(word) ?? word);
}
