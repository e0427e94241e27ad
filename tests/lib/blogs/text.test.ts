import { blogPreview, countWords, readMinutes, sectionTitles } from '@/lib/blogs/text';

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

describe('read time (SPEC §9)', () => {
  it('is words ÷ 200 rounded up, counting every item kind', () => {
    expect(readMinutes([words(200)])).toBe(1);
    expect(readMinutes([words(201)])).toBe(2);
    expect(
      readMinutes([
        `<p>${words(100)}</p>`,
        { text: words(50) },
        { type: 'section', title: 'Two words', paragraphs: [words(48)] },
        { type: 'list', items: [words(1)] },
        { type: 'table', headers: ['x'], data: [['y']] },
      ]),
    ).toBe(2);
  });

  it('is 5 minutes when there is no content', () => {
    expect(readMinutes([])).toBe(5);
    expect(readMinutes(null)).toBe(5);
    expect(readMinutes(['<p></p>'])).toBe(5);
  });

  it('counts Hindi words whole: vowel signs and virama belong to the word', () => {
    expect(countWords('हिन्दी में पढ़ें')).toBe(3);
    expect(countWords('नई कर व्यवस्था क्या है?')).toBe(5);
    expect(readMinutes([words(201, 'कृपया')])).toBe(2);
    expect(readMinutes([`<p>${words(150, 'स्वागत')} ${words(50, 'tax')}</p>`])).toBe(1);
  });

  it('does not count markup or entities as words', () => {
    expect(countWords("it's a well-known fact")).toBe(4);
    expect(readMinutes([`<p class="x">${words(200)}</p><img src="a b c d">`])).toBe(1);
  });
});

describe('card preview (SPEC §2, §9)', () => {
  it('is the first 100 characters of the first item when it is a string', () => {
    const long = `<p>${'a'.repeat(150)}</p>`;
    expect(blogPreview([long])).toBe(`${'a'.repeat(100)}...`);
    expect(blogPreview(['<p>Short &amp; sweet</p>'])).toBe('Short & sweet');
  });

  it('is null ("Read more...") when the first item is not a string', () => {
    expect(blogPreview([{ text: 'x' }, 'later string'])).toBeNull();
    expect(blogPreview([])).toBeNull();
  });

  it('counts Hindi characters without splitting surrogate pairs', () => {
    expect(Array.from(blogPreview(['😀'.repeat(120)])!.replace('...', ''))).toHaveLength(100);
  });
});

it('lists section titles in order for the table of contents', () => {
  expect(sectionTitles(['x', { type: 'section', title: 'A', paragraphs: [] }, { title: 'B', paragraphs: ['p'] }, { text: 't' }])).toEqual(['A', 'B']);
});
