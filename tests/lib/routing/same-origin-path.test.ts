import { sameOriginPath } from '@/lib/routing/same-origin-path';
import { isSafeUrl } from '@/lib/blogs/url';

const ESCAPES = ['/\t/example.org', '/\n/example.org', '/\r\n/example.org', '/\\example.org', '/\\/example.org', '//example.org', '///example.org', 'https:example.org', 'https://example.org/x', 'javascript:alert(1)', ' /x', '', '/%5C%5Cexample.org'.replace(/%5C/g, '\\')];

describe('same-origin redirect targets (login callbackUrl, admin image paths)', () => {
  it('refuses every way out of the site', () => {
    for (const target of ESCAPES) expect([target, sameOriginPath(target)]).toEqual([target, null]);
  });

  it('keeps our own paths, normalized', () => {
    expect(sameOriginPath('/en/blogs/42?tab=1#top')).toBe('/en/blogs/42?tab=1#top');
    expect(sameOriginPath('/en/./admin/../general')).toBe('/en/general');
    expect(sameOriginPath('/%09/example.org')).toBe('/%09/example.org');
  });

  it('admin-set image URLs: a path must stay on the site', () => {
    expect(isSafeUrl('/uploads/a.webp')).toBe(true);
    expect(isSafeUrl('https://img.example/a.png')).toBe(true);
    for (const target of ['/\t/evil.example/x.png', '/\n/evil.example', '/\\evil.example']) expect(isSafeUrl(target)).toBe(false);
  });
});
