import { dedupeNews, titleSimilarity } from '@/lib/news/dedupe-news';

type Item = { id: number; title?: string | null; url?: string | null };

const ids = (items: Item[]) => items.map((item) => item.id);

describe('titleSimilarity', () => {
  it('is 1 for titles equal after trimming and lowercasing, and falls with each edit', () => {
    expect(titleSimilarity('  Monsoon Reaches City ', 'monsoon reaches city')).toBe(1);
    // 20 characters: one substitution is 0.95, three are 0.85.
    expect(titleSimilarity('Monsoon reaches city', 'Monsoon reaches cite')).toBeCloseTo(0.95);
    expect(titleSimilarity('Monsoon reaches city', 'Monsoon reached dits')).toBeCloseTo(0.85);
    expect(titleSimilarity('abc', 'xyz')).toBe(0);
  });
});

describe('dedupeNews', () => {
  it('drops a title equal to one already seen, ignoring case and surrounding spaces (rule 1)', () => {
    const items: Item[] = [
      { id: 1, title: 'RBI holds repo rate', url: 'https://a.test/1' },
      { id: 2, title: '  rbi HOLDS repo rate ', url: 'https://b.test/2' },
    ];
    expect(ids(dedupeNews(items))).toEqual([1]);
  });

  it('drops a link equal to one already seen, whatever the title (rule 2)', () => {
    const items: Item[] = [
      { id: 1, title: 'Markets open higher', url: 'https://a.test/story' },
      { id: 2, title: 'Completely different headline here', url: 'https://a.test/story' },
    ];
    expect(ids(dedupeNews(items))).toEqual([1]);
  });

  it('drops a title more than 90% alike to one already kept (rule 3)', () => {
    const items: Item[] = [
      { id: 1, title: 'Sensex gains 500 points as banks rally', url: 'https://a.test/1' },
      { id: 2, title: 'Sensex gains 500 points as banks rallY!', url: 'https://b.test/2' },
    ];
    expect(titleSimilarity(items[0].title!, items[1].title!)).toBeGreaterThan(0.9);
    expect(ids(dedupeNews(items))).toEqual([1]);
  });

  it('does not treat "#" links as duplicates of each other', () => {
    const items: Item[] = [
      { id: 1, title: 'Gold prices climb', url: '#' },
      { id: 2, title: 'Rupee slips against dollar', url: '#' },
      { id: 3, title: 'New IPO opens today', url: '#' },
    ];
    expect(ids(dedupeNews(items))).toEqual([1, 2, 3]);
  });

  it('ignores empty and missing links', () => {
    const items: Item[] = [
      { id: 1, title: 'Gold prices climb', url: '' },
      { id: 2, title: 'Rupee slips against dollar', url: '' },
      { id: 3, title: 'New IPO opens today', url: null },
      { id: 4, title: 'Pharma stocks rebound' },
    ];
    expect(ids(dedupeNews(items))).toEqual([1, 2, 3, 4]);
  });

  it('keeps a pair at 0.85 and at exactly 0.9, and drops a pair at 0.95 (strictly more than 90%)', () => {
    const base: Item = { id: 1, title: 'Monsoon reaches city', url: 'https://a.test/1' };
    expect(ids(dedupeNews([base, { id: 2, title: 'Monsoon reached dits', url: 'https://a.test/2' }]))).toEqual([1, 2]);
    expect(titleSimilarity('Monsoon reaches city', 'Monsoon reached dity')).toBe(0.9);
    expect(ids(dedupeNews([base, { id: 2, title: 'Monsoon reached dity', url: 'https://a.test/2' }]))).toEqual([1, 2]);
    expect(ids(dedupeNews([base, { id: 2, title: 'Monsoon reaches cite', url: 'https://a.test/2' }]))).toEqual([1]);
  });

  it('honours a custom threshold', () => {
    const items: Item[] = [
      { id: 1, title: 'Monsoon reaches city', url: 'https://a.test/1' },
      { id: 2, title: 'Monsoon reached dits', url: 'https://a.test/2' },
    ];
    expect(ids(dedupeNews(items, 0.8))).toEqual([1]);
  });

  it('keeps the input order and lets the first occurrence win', () => {
    const items: Item[] = [
      { id: 1, title: 'Story one about banks', url: 'https://a.test/1' },
      { id: 2, title: 'Story two about power', url: 'https://a.test/2' },
      { id: 3, title: 'story one about banks', url: 'https://a.test/3' },
      { id: 4, title: 'Story three about pharma', url: 'https://a.test/2' },
      { id: 5, title: 'Story four about autos', url: 'https://a.test/5' },
    ];
    const kept = dedupeNews(items);
    expect(ids(kept)).toEqual([1, 2, 5]);
    expect(kept[0]).toBe(items[0]);
  });

  it('compares near-duplicates only with kept items, but exact titles and links with every item seen', () => {
    const items: Item[] = [
      { id: 1, title: 'Alpha story', url: 'https://a.test/shared' },
      // Dropped for its link; its title is still "seen".
      { id: 2, title: 'Bravo headline about something', url: 'https://a.test/shared' },
      { id: 3, title: 'bravo headline about something', url: 'https://a.test/3' },
      // Close to the dropped item 2 only, so it stays.
      { id: 4, title: 'Bravo headline about somethin!', url: 'https://a.test/4' },
    ];
    expect(titleSimilarity(items[1].title!, items[3].title!)).toBeGreaterThan(0.9);
    expect(ids(dedupeNews(items))).toEqual([1, 4]);
  });

  it('works on Hindi titles', () => {
    const items: Item[] = [
      { id: 1, title: 'दिल्ली में भारी बारिश, यातायात ठप', url: 'https://a.test/1' },
      { id: 2, title: ' दिल्ली में भारी बारिश, यातायात ठप ', url: 'https://a.test/2' },
      { id: 3, title: 'दिल्ली में भारी बारिश, यातायात ठप्प', url: 'https://a.test/3' },
      { id: 4, title: 'मुंबई में शेयर बाजार में तेजी', url: 'https://a.test/4' },
    ];
    expect(titleSimilarity(items[0].title!, items[2].title!)).toBeGreaterThan(0.9);
    expect(ids(dedupeNews(items))).toEqual([1, 4]);
  });

  it('returns an empty list for no items and keeps items without titles by their links', () => {
    expect(dedupeNews([])).toEqual([]);
    const items: Item[] = [
      { id: 1, title: '', url: 'https://a.test/1' },
      { id: 2, title: null, url: 'https://a.test/2' },
      { id: 3, title: '', url: 'https://a.test/1' },
    ];
    expect(ids(dedupeNews(items))).toEqual([1, 2]);
  });
});
