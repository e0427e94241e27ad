/** @jest-environment node */
jest.mock('@/lib/site-config', () => ({ siteConfig: () => ({ siteName: 'ShortNews', siteUrl: 'https://news.example' }) }));
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn(), setRequestLocale: jest.fn() }));

import { pageMetadata } from '@/lib/seo/page-metadata';
import { rssPath } from '@/lib/seo/urls';

describe('page metadata', () => {
  it('has the product name in the title, a canonical URL, hreflang en/hi/x-default, Open Graph and a Twitter card', () => {
    const meta = pageMetadata({ locale: 'hi', path: 'stocks', title: 'STOCKS News', description: 'Markets' });
    expect(meta.title).toBe('STOCKS News | ShortNews');
    expect(meta.description).toBe('Markets');
    expect(meta.alternates?.canonical).toBe('/hi/stocks');
    expect(meta.alternates?.languages).toEqual({ en: '/en/stocks', hi: '/hi/stocks', 'x-default': '/en/stocks' });
    expect(meta.openGraph).toMatchObject({ title: 'STOCKS News | ShortNews', siteName: 'ShortNews', locale: 'hi_IN', alternateLocale: ['en_IN'], url: '/hi/stocks' });
    expect(meta.twitter).toMatchObject({ card: 'summary', title: 'STOCKS News | ShortNews' });
    expect(meta.alternates).not.toHaveProperty('types');
  });

  it('advertises the RSS feed and a preview image when given', () => {
    const meta = pageMetadata({
      locale: 'en',
      path: 'banking',
      title: 'BANKING News',
      rss: { url: rssPath('en', 'banking'), title: 'BANKING News (RSS)' },
      image: { url: '/uploads/a.webp' },
    });
    expect(meta.alternates?.types).toEqual({ 'application/rss+xml': [{ url: '/rss/en/banking.xml', title: 'BANKING News (RSS)' }] });
    expect(meta.openGraph).toMatchObject({ images: [{ url: '/uploads/a.webp', alt: 'BANKING News' }] });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: '/uploads/a.webp', alt: 'BANKING News' }] });
  });

  it('gives a page without a picture of its own the site\'s, with alt text (og:image, twitter:image:alt)', () => {
    const meta = pageMetadata({ locale: 'hi', path: 'aboutus', title: 'हमारे बारे में' });
    expect(meta.openGraph).toMatchObject({ images: [{ url: '/icons/icon-512.png', alt: 'ShortNews', width: 512, height: 512 }] });
    expect(meta.twitter).toMatchObject({ card: 'summary', images: [{ url: '/icons/icon-512.png', alt: 'ShortNews' }] });
  });

  it('names no language versions for a page that has none (a feed\'s later page): only its canonical URL', () => {
    const meta = pageMetadata({ locale: 'en', path: 'general/page/4', title: 'Top stories, page 4', hasLanguageVersions: false });
    expect(meta.alternates?.canonical).toBe('/en/general/page/4');
    expect(meta.alternates).not.toHaveProperty('languages');
  });
});
