import { contentToEditText, editTextToContent, splitParagraphs } from '@/lib/blogs/admin-edit';
import type { BlogContentItem } from '@/models/blog-content';

describe('admin blog edit (SPEC §5)', () => {
  it('splits on blank lines and drops empty paragraphs', () => {
    expect(splitParagraphs('One\nstill one\n\nTwo\n   \n\n\nThree\r\n\r\nFour\n\n')).toEqual(['One\nstill one', 'Two', 'Three', 'Four']);
    expect(splitParagraphs('  \n\n ')).toEqual([]);
  });

  it('shows a plain body as paragraphs and saves it as paragraphs', () => {
    const original: BlogContentItem[] = ['<p>A</p>', '<p>B</p>'];
    expect(contentToEditText(original)).toEqual({ text: '<p>A</p>\n\n<p>B</p>', isObject: false });
    expect(editTextToContent('<p>A</p>\n\n\n<p>C</p>', original)).toEqual(['<p>A</p>', '<p>C</p>']);
  });

  const rich: BlogContentItem[] = ['<p>intro</p>', { type: 'section', title: 'Basics', paragraphs: ['x'] }];

  it('shows an object body as JSON and keeps it when the JSON is saved back', () => {
    const { text, isObject } = contentToEditText(rich);
    expect(isObject).toBe(true);
    expect(editTextToContent(text, rich)).toEqual(rich);
    expect(editTextToContent('{"title":"T","paragraphs":["p"]}', rich)).toEqual({ title: 'T', paragraphs: ['p'] });
  });

  it('falls back to the title plus the paragraphs when the text is not JSON', () => {
    expect(editTextToContent('First\n\nSecond', rich)).toEqual({ title: 'Basics', paragraphs: ['First', 'Second'] });
    expect(editTextToContent('{"not":"content"}', rich)).toEqual({ title: 'Basics', paragraphs: ['{"not":"content"}'] });
    expect(editTextToContent('plain', [{ text: 'no section' }])).toEqual({ paragraphs: ['plain'] });
  });
});
