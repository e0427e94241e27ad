import { allowedTypos, correctedQuery, correctWord, normalizeQuery, osaDistance, queryWords, type Candidate } from '@/lib/search/correction';

const candidate = (word: string, docs = 1, sameStem = false): Candidate => ({ word, docs, sameStem });

describe('the typo rule by word length (code points)', () => {
  it.each([
    ['', 0],
    ['bank', 0],
    ['coper', 1],
    ['elecsion', 1],
    ['goverment', 2],
    ['becnhmarks', 2],
    // Devanagari: every matra, virama and nukta is a code point of its own.
    ['सरकर', 0],
    ['सकरार', 1],
    ['प्रधनमंत्री', 2],
  ])('%j allows %i', (word, typos) => {
    expect(allowedTypos(word)).toBe(typos);
  });
});

describe('optimal string alignment distance', () => {
  it.each([
    ['benchmark', 'benchmark', 0],
    // The four: swapped neighbours, a letter missing, a letter replaced.
    ['becnhmark', 'benchmark', 1],
    ['benchmrak', 'benchmark', 1],
    ['goverment', 'government', 1],
    ['elecsion', 'election', 1],
    // A letter doubled, a letter added at either end.
    ['electtion', 'election', 1],
    ['aelection', 'election', 1],
    ['elections', 'election', 1],
    ['ohuse', 'house', 1],
    ['hosue', 'house', 1],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    // Restricted: no substring is edited twice ("ca" → "abc" is 2 in the unrestricted distance).
    ['ca', 'abc', 3],
    ['abcd', 'badc', 2],
    // Devanagari: a missing matra, swapped consonants, one code point each.
    ['प्रधनमंत्री', 'प्रधानमंत्री', 1],
    ['सकरार', 'सरकार', 1],
  ])('%j → %j is %i', (a, b, distance) => {
    expect(osaDistance(a, b)).toBe(distance);
    expect(osaDistance(b, a)).toBe(distance);
  });
});

describe('query words', () => {
  it('normalizes as the cache does: lower case, whitespace collapsed', () => {
    expect(normalizeQuery('  Goverment\t BUDGET \n')).toBe('goverment budget');
  });

  it('takes the distinct words in order, in both scripts, without punctuation', () => {
    expect(queryWords('"solar powr" -coal or solar, wind!')).toEqual(['solar', 'powr', 'coal', 'or', 'wind']);
    expect(queryWords('प्रधनमंत्री का दौरा')).toEqual(['प्रधनमंत्री', 'का', 'दौरा']);
    expect(queryWords('!!! ...')).toEqual([]);
  });

  it('replaces only the corrected words, keeping quotes, minus signs and the rest', () => {
    const corrections = new Map([
      ['goverment', 'government'],
      ['elecsion', 'election'],
    ]);
    expect(correctedQuery('"goverment plan" -elecsion goverments', corrections)).toBe('"government plan" -election goverments');
    expect(correctedQuery('budget', corrections)).toBe('budget');
  });
});

describe('correcting one word', () => {
  it('keeps a word the lexicon holds, or one with the stem of a word it holds', () => {
    expect(correctWord('rally', [candidate('rally', 3), candidate('rallt')])).toBeNull();
    expect(correctWord('policies', [candidate('policy', 5, true), candidate('policiez', 9)])).toBeNull();
  });

  it('corrects within the allowed typos only', () => {
    expect(correctWord('goverment', [candidate('government')])).toBe('government');
    expect(correctWord('govrmnent', [candidate('government')])).toBe('government');
    // Three edits: past the two a nine-letter word allows.
    expect(correctWord('gvrmnentt', [candidate('government')])).toBeNull();
    // Two edits: past the one a five-to-eight-letter word allows.
    expect(correctWord('elcsion', [candidate('election')])).toBeNull();
    // Four letters: no typo allowed at all.
    expect(correctWord('bnak', [candidate('bank', 100)])).toBeNull();
    expect(correctWord('coper', [])).toBeNull();
  });

  it('prefers the nearest word, then one with the same first letter, then the most frequent, then the first in code-point order', () => {
    expect(correctWord('sollar', [candidate('dollar', 90), candidate('solar', 3)])).toBe('solar');
    expect(correctWord('sollar', [candidate('solar', 3), candidate('dollar', 90)])).toBe('solar');
    // Same first letter but two typos away: the nearer word wins.
    expect(correctWord('sollarss', [candidate('solar', 90), candidate('dollarss', 1)])).toBe('dollarss');
    // "benchmarks" (one typo away) beats the far more frequent "benchmark" (two away).
    expect(correctWord('bencmarks', [candidate('benchmark', 500), candidate('benchmarks', 2)])).toBe('benchmarks');
    expect(correctWord('bencmarks', [candidate('benchmarks', 2), candidate('benchmark', 500)])).toBe('benchmarks');
    expect(correctWord('sollar', [candidate('solar', 3), candidate('dollar', 90), candidate('sollars', 1)])).toBe('solar');
    expect(correctWord('hoast', [candidate('toast', 1), candidate('coast', 3), candidate('boast', 2)])).toBe('coast');
    expect(correctWord('hoast', [candidate('toast', 2), candidate('coast', 2)])).toBe('coast');
    expect(correctWord('hoast', [candidate('coast', 2), candidate('toast', 2)])).toBe('coast');
    expect(correctWord('hoast', [candidate('coast', 1), candidate('toast', 2)])).toBe('toast');
  });
});
