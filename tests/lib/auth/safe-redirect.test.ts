/** @jest-environment node */
import { safeRedirect } from '@/lib/auth/options';

describe('where next-auth may send the browser (safeRedirect)', () => {
  const site = 'https://news.example';

  it('keeps paths and addresses of the site', () => {
    expect(safeRedirect('/en/general', site)).toBe('https://news.example/en/general');
    expect(safeRedirect('https://news.example/hi/bookmarks?x=1', site)).toBe('https://news.example/hi/bookmarks?x=1');
  });

  it('sends anywhere else back to the site', () => {
    for (const elsewhere of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'http://news.example/']) expect(safeRedirect(elsewhere, site)).toBe(site);
  });

  it('never throws on text that is no address: a NUL or a lone surrogate comes out percent-encoded (it answered 500)', () => {
    expect(safeRedirect('/a\u0000b', site)).toBe('https://news.example/a%00b');
    expect(safeRedirect('a\u0000b', site)).toBe('https://news.example/a%00b');
    expect(safeRedirect('/a\ud800b', site)).toBe('https://news.example/a%EF%BF%BDb');
    expect(safeRedirect('http://[bad', site)).toBe(site);
  });
});
