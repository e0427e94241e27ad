import { ENGLISH } from './corpus';

/** The query kinds of the search bench: what readers type, from a very common word to none at all. */
export const QUERIES: { name: string; input: Record<string, string> }[] = [
  { name: 'common English word', input: { q: 'market' } },
  { name: 'one English word', input: { q: 'copper' } },
  { name: 'rare English word', input: { q: ENGLISH[1500] } },
  { name: 'two English words', input: { q: 'bank profit' } },
  { name: 'English phrase', input: { q: '"solar power"' } },
  { name: 'misspelt English', input: { q: 'inflaton' } },
  { name: 'no match', input: { q: 'zebra' } },
  { name: 'Hindi word', input: { q: 'महंगाई', lang: 'hi' } },
  { name: 'two Hindi words', input: { q: 'सोना चाँदी', lang: 'hi' } },
  { name: 'Hindi function word', input: { q: 'के', lang: 'hi' } },
  { name: 'English, page 5', input: { q: 'market', page: '5' } },
];
