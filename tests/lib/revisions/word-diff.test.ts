import { bodyText, wordDiff, type DiffPart } from '@/lib/revisions/word-diff';

const side = (parts: DiffPart[], kind: 'removed' | 'added') => parts.filter((part) => part.kind === 'same' || part.kind === kind).map((part) => part.text).join('');
const changed = (parts: DiffPart[]) => parts.filter((part) => part.kind !== 'same').map((part) => `${part.kind === 'added' ? '+' : '-'}${part.text}`);

describe('wordDiff', () => {
  it('marks the changed word of a correction and keeps both texts whole', () => {
    const before = 'The repo rate is 6.25 % from today.';
    const after = 'The repo rate is 6.5 % from today.';
    const parts = wordDiff(before, after);
    expect(changed(parts)).toEqual(['-6.25', '+6.5']);
    expect(side(parts, 'removed')).toBe(before);
    expect(side(parts, 'added')).toBe(after);
  });

  it('finds added and removed words in the middle, Hindi too', () => {
    const parts = wordDiff('रिज़र्व बैंक ने आज दर घटाई', 'रिज़र्व बैंक ने कल फिर दर घटाई');
    expect(changed(parts)).toEqual(['-आज', '+कल फिर']);
    expect(changed(wordDiff('a b c d', 'a c d e'))).toEqual(['-b ', '+ e']);
  });

  it('equal texts are one same part; empty sides are all added or all removed', () => {
    expect(wordDiff('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }]);
    expect(wordDiff('', 'new words')).toEqual([{ kind: 'added', text: 'new words' }]);
    expect(wordDiff('old words', '')).toEqual([{ kind: 'removed', text: 'old words' }]);
  });

  it('two long unrelated texts past the size limit: all removed, all added, still quickly', () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ');
    const started = Date.now();
    const parts = wordDiff(a, b);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(side(parts, 'removed')).toBe(a);
    expect(side(parts, 'added')).toBe(b);
  });
});

describe('bodyText', () => {
  it('reads paragraphs and sections of a blog body as lines of plain text', () => {
    expect(bodyText(['<p>One &amp; <b>two</b></p>', { type: 'section', title: 'Intro', paragraphs: ['Three'] }, { type: 'image', src: 'https://x/y.png', caption: 'Cap' }])).toBe('One & two\nIntro\nThree\nCap');
    expect(bodyText(null)).toBe('');
  });
});
