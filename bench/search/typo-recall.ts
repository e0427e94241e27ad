/**
 * Typo recall of the search lexicon (issue 27): how often a misspelt word (random edits, as many as
 * the rule allows for its length) gets its own word back through the trigram candidates, for a few
 * similarity thresholds. Chooses SEARCH_TYPO_SIMILARITY (lib/search/search.ts) by measurement.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OpenDatabase } from '@/lib/db/open';
import { allowedTypos, osaDistance } from '@/lib/search/correction';
import { typoCorrections } from '@/lib/search/search';
import { searchWords, type SearchWordScope } from '@/models/schema';
import { seededRandom } from '../../tests/helpers/seeded-random';

/** One random edit: a letter dropped, doubled, replaced by a neighbour in the word, or two neighbours swapped. */
function edit(word: string[], random: () => number): string[] {
  const at = Math.floor(random() * word.length);
  const kind = Math.floor(random() * 4);
  const next = [...word];
  if (kind === 0 && next.length > 1) next.splice(at, 1);
  else if (kind === 1) next.splice(at, 0, next[at]);
  else if (kind === 2 && at + 1 < next.length) [next[at], next[at + 1]] = [next[at + 1], next[at]];
  else next[at] = word[(at + 1 + Math.floor(random() * (word.length - 1))) % word.length];
  return next;
}

export async function typoRecall(opened: OpenDatabase, thresholds: number[], samples = 200): Promise<string[]> {
  const lines = ['| lexicon | words | misspellings | threshold | own word back | some word within the rule | ms per word |', '|---|---:|---:|---:|---:|---:|---:|'];
  for (const [scope, config] of [['news-en', 'english'], ['news-hi', 'simple']] as [SearchWordScope, 'english' | 'simple'][]) {
    const words = (await opened.db.select({ word: searchWords.word }).from(searchWords).where(and(eq(searchWords.scope, scope), sql`char_length(${searchWords.word}) >= 5`)).orderBy(asc(searchWords.word))).map((row) => row.word);
    const random = seededRandom(2701);
    const cases: { typed: string; word: string }[] = [];
    while (cases.length < samples && words.length > 0) {
      const word = words[Math.floor(random() * words.length)];
      let typed = Array.from(word);
      for (let n = 0; n < allowedTypos(word); n += 1) typed = edit(typed, random);
      const text = typed.join('');
      // Only misspellings the rule corrects: within its typos of the word, and not another word of the lexicon.
      if (text === word || allowedTypos(text) === 0 || osaDistance(text, word) > allowedTypos(text) || words.includes(text)) continue;
      cases.push({ typed: text, word });
    }
    for (const threshold of thresholds) {
      let own = 0;
      let some = 0;
      const started = performance.now();
      for (const { typed, word } of cases) {
        const corrections = await opened.db.transaction((tx) => typoCorrections(tx, { lexicon: scope, config, words: [typed], similarity: threshold }));
        const corrected = corrections.get(typed);
        if (corrected === word) own += 1;
        if (corrected) some += 1;
      }
      const ms = (performance.now() - started) / cases.length;
      lines.push(`| ${scope} | ${words.length} | ${cases.length} | ${threshold} | ${((own / cases.length) * 100).toFixed(1)} % | ${((some / cases.length) * 100).toFixed(1)} % | ${ms.toFixed(2)} |`);
    }
  }
  return lines;
}
