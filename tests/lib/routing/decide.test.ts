import { decideRoute, deviceFromUserAgent, publicPathname } from '@/lib/routing/decide';

const anonymous = { session: 'none' as const, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' };

describe('decideRoute', () => {
  it('sends / to the general feed in the remembered language, English by default', () => {
    expect(decideRoute('/', anonymous)).toEqual({ kind: 'redirect', to: '/en/general' });
    expect(decideRoute('/', { ...anonymous, cookieLocale: 'hi' })).toEqual({ kind: 'redirect', to: '/hi/general' });
    expect(decideRoute('/', { ...anonymous, cookieLocale: 'fr' })).toEqual({ kind: 'redirect', to: '/en/general' });
  });

  it('sends unknown categories and bare locales to general, keeping the language', () => {
    expect(decideRoute('/en/not-a-category', anonymous)).toEqual({ kind: 'redirect', to: '/en/general' });
    expect(decideRoute('/hi/whatever/deep', anonymous)).toEqual({ kind: 'redirect', to: '/hi/general' });
    expect(decideRoute('/hi', anonymous)).toEqual({ kind: 'redirect', to: '/hi/general' });
    expect(decideRoute('/en/india/extra', anonymous)).toEqual({ kind: 'redirect', to: '/en/india' });
    expect(decideRoute('/stocks', anonymous)).toEqual({ kind: 'redirect', to: '/en/stocks' });
  });

  it('rewrites valid pages to the internal device segment', () => {
    expect(decideRoute('/en/corporateNews', anonymous)).toMatchObject({ kind: 'rewrite', to: '/en/desktop/corporateNews' });
    expect(decideRoute('/hi/blogs/abc', { ...anonymous, userAgent: 'Mozilla/5.0 (Linux; Android 14)' })).toMatchObject({
      kind: 'rewrite',
      to: '/hi/mobile/blogs/abc',
      device: 'mobile',
    });
  });

  it('rewrites a later page of a feed to its paged segment on the visitor\'s device', () => {
    expect(decideRoute('/en/general/page/2', anonymous)).toEqual({ kind: 'rewrite', to: '/en/desktop/general/page/2', locale: 'en', device: 'desktop' });
    expect(decideRoute('/hi/stocks/page/1000', { ...anonymous, userAgent: 'Mozilla/5.0 (iPhone)' })).toEqual({ kind: 'rewrite', to: '/hi/mobile/stocks/page/1000', locale: 'hi', device: 'mobile' });
  });

  it.each(['/en/general/page/1', '/en/general/page/0', '/en/general/page/02', '/en/general/page/x', '/en/general/page/1001', '/en/general/page/-3', '/en/general/page', '/en/general/page/2/more', '/en/general/pages/2'])(
    'sends %s (page 1, not a page number, past the last allowed page) to the category itself',
    (path) => {
      expect(decideRoute(path, anonymous)).toEqual({ kind: 'redirect', to: '/en/general' });
    },
  );

  it('has no paged bookmarks (they live in the browser)', () => {
    expect(decideRoute('/hi/bookmarks/page/2', anonymous)).toEqual({ kind: 'redirect', to: '/hi/bookmarks' });
  });

  it('rewrites story permalinks and the search page (issue 16), which are pages, not categories', () => {
    const id = '0b6f6a44-5c4f-4a51-9a3e-2d5f8a0c1e11';
    expect(decideRoute(`/hi/news/${id}`, anonymous)).toMatchObject({ kind: 'rewrite', to: `/hi/desktop/news/${id}` });
    expect(decideRoute('/en/search', { ...anonymous, userAgent: 'Mozilla/5.0 (iPhone)' })).toMatchObject({ kind: 'rewrite', to: '/en/mobile/search' });
    expect(decideRoute('/news/abc', anonymous)).toEqual({ kind: 'redirect', to: '/en/news/abc' });
  });

  it.each(['/en/admin', '/en/admin/8888888888', '/en/admin/8886664423', '/hi/admin/8884446623', '/en/customblog', '/en/getallblogs'])(
    'sends anonymous visitors of %s to the admin login page',
    (path) => {
      const decision = decideRoute(path, anonymous);
      expect(decision.kind).toBe('redirect');
      expect(decision.kind === 'redirect' && decision.to).toMatch(new RegExp(`^/(en|hi)/admin/login\\?callbackUrl=${encodeURIComponent(path)}$`));
      expect(decideRoute(path, { ...anonymous, session: 'staff' }).kind).toBe('rewrite');
    },
  );

  it.each(['/en/admin', '/en/admin/8884446623', '/en/admin/news', '/en/admin/news/new', '/en/getallblogs'])(
    'lets a signed-in non-admin through to %s, whose layout answers 403 (not the login page)',
    (path) => {
      expect(decideRoute(path, { ...anonymous, session: 'user' })).toMatchObject({ kind: 'rewrite', to: `/en/desktop${path.slice(3)}` });
    },
  );

  it('guards the readable admin aliases like the numeric paths', () => {
    for (const path of ['/en/admin/news', '/en/admin/news/new', '/en/admin/news/abc']) {
      expect(decideRoute(path, anonymous)).toEqual({ kind: 'redirect', to: `/en/admin/login?callbackUrl=${encodeURIComponent(path)}` });
    }
  });

  it('leaves the admin login page open', () => {
    expect(decideRoute('/en/admin/login', anonymous)).toMatchObject({ kind: 'rewrite', to: '/en/desktop/admin/login' });
  });
});

describe('deviceFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'mobile'],
    ['Mozilla/5.0 (Linux; U; en-us; KFAPWI Build/JDQ39) Kindle', 'mobile'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'desktop'],
    ['', 'desktop'],
  ])('%s → %s', (ua, device) => {
    expect(deviceFromUserAgent(ua)).toBe(device);
  });
});

describe('publicPathname', () => {
  it('takes the internal device segment out of a prerendered page path', () => {
    expect(publicPathname('/en/mobile/aboutus')).toBe('/en/aboutus');
    expect(publicPathname('/hi/desktop/termsofservice')).toBe('/hi/termsofservice');
    expect(publicPathname('/en/mobile/blogs/abc')).toBe('/en/blogs/abc');
    expect(publicPathname('/en/desktop')).toBe('/en');
  });

  it('leaves public paths as they are', () => {
    for (const path of ['/en/aboutus', '/hi/general', '/en/general/page/2', '/en', '/', '/en/blogs/mobile']) expect(publicPathname(path)).toBe(path);
  });
});
