import { ENGLISH } from './corpus';

/** Swaps the two letters of a word at `at` and `at + 1`: a made-up word of the corpus, misspelt. */
const swapped = (word: string, at: number) => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);

/** The query kinds of the search bench: what readers type, from a very common word to none at all. */
export const QUERIES: { name: string; input: Record<string, string>; typo?: true }[] = [
  { name: 'common English word', input: { q: 'market' } },
  { name: 'one English word', input: { q: 'copper' } },
  { name: 'rare English word', input: { q: ENGLISH[1500] } },
  { name: 'two English words', input: { q: 'bank profit' } },
  { name: 'English phrase', input: { q: '"solar power"' } },
  { name: 'no match', input: { q: 'zebra' } },
  { name: 'Hindi word', input: { q: 'महंगाई', lang: 'hi' } },
  { name: 'two Hindi words', input: { q: 'सोना चाँदी', lang: 'hi' } },
  { name: 'Hindi function word', input: { q: 'के', lang: 'hi' } },
  { name: 'English, page 5', input: { q: 'market', page: '5' } },
  // Issue 27: misspellings, corrected through the lexicon ("did you mean"), in the same run as the words above.
  { name: 'typo: a letter missing (inflaton)', input: { q: 'inflaton' }, typo: true },
  { name: 'typo: swapped letters (inflaiton)', input: { q: 'inflaiton' }, typo: true },
  { name: 'typo: a letter doubled (tracttor)', input: { q: 'tracttor' }, typo: true },
  { name: 'typo: two words (sollar pwoer)', input: { q: 'sollar pwoer' }, typo: true },
  { name: 'typo: rare word swapped', input: { q: swapped(ENGLISH[1500], 3) }, typo: true },
  { name: 'typo: typo and a right word (farmrs policy)', input: { q: 'farmrs policy' }, typo: true },
  { name: 'typo: nothing near (zebrra)', input: { q: 'zebrra' }, typo: true },
  { name: 'typo: Hindi matra missing (मानसन)', input: { q: 'मानसन', lang: 'hi' }, typo: true },
  { name: 'typo: Hindi virama missing (उपभोकता)', input: { q: 'उपभोकता', lang: 'hi' }, typo: true },
];
