import { isNeverCached, isReaderPage, offlinePathFor } from '@/lib/offline/offline-rules';

const url = (path: string) => new URL(path, 'https://news.test');
const noHeaders = { get: () => null };
const rsc = { get: (name: string) => (name === 'RSC' ? '1' : null) };

describe('what the service worker may keep', () => {
  it('keeps the public reader pages of both languages', () => {
    for (const path of ['/en/general', '/hi/general', '/en/sports', '/hi/bookmarks', '/en/blogs', '/en/aboutus', '/hi/offline', '/en/news/0b7c6a52-1c1e-4a43-9a1f-3f0f1f0a2b11']) {
      expect([path, isReaderPage(url(path))]).toEqual([path, true]);
      expect([path, isNeverCached(url(path), noHeaders)]).toEqual([path, false]);
    }
  });

  it('never keeps admin, account or API responses, RSC payloads or its own script', () => {
    for (const path of [
      '/api/feed/general?lang=en&page=1',
      '/api/user/signin',
      '/api/admin/login',
      '/en/admin/login',
      '/en/admin/8888888888',
      '/hi/customblog',
      '/en/getallblogs',
      '/en/login',
      '/en/signup',
      '/en/reset-password/abc',
      '/en/blogs/3f1b1c9e-8d2a-4f6b-9a51-2b7c3d4e5f60',
      '/en/search?q=markets',
      '/en/general?_rsc=1x2y3',
      '/serwist/sw.js',
    ]) {
      expect([path, isNeverCached(url(path), noHeaders)]).toEqual([path, true]);
      expect([path, isReaderPage(url(path)) && !isNeverCached(url(path), noHeaders)]).toEqual([path, false]);
    }
    expect(isNeverCached(url('/en/general'), rsc)).toBe(true);
  });

  it('leaves static files and pictures to their own rules', () => {
    expect(isNeverCached(url('/uploads/0123456789abcdef0123456789abcdef.webp'), noHeaders)).toBe(false);
    expect(isNeverCached(url('/_next/static/chunks/app.js'), noHeaders)).toBe(false);
    expect(isReaderPage(url('/uploads/0123456789abcdef0123456789abcdef.webp'))).toBe(false);
  });

  it('shows the offline page in the language of the page asked for', () => {
    expect(offlinePathFor(url('/hi/admin/login'))).toBe('/hi/offline');
    expect(offlinePathFor(url('/en/sports'))).toBe('/en/offline');
    expect(offlinePathFor(url('/rss/xyz'))).toBe('/en/offline');
  });
});
