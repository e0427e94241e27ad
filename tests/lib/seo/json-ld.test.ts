/** @jest-environment node */
import { feedJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';

const story = {
  id: 'abc',
  title: 'Bank results beat estimates',
  description: 'Net profit rose 12%.',
  url: null,
  photo: '/uploads/x.webp',
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T11:00:00.000Z',
  source: { name: 'Banking Desk' },
  categories: ['banking'],
};

describe('feed JSON-LD', () => {
  it('lists the own stories as NewsArticles with absolute URLs, positions and the publisher', () => {
    const data = feedJsonLd({
      siteName: 'ShortNews',
      siteUrl: 'https://news.example',
      locale: 'hi',
      category: 'banking',
      title: 'Banking News',
      stories: [story, { ...story, id: 'def', url: 'https://example.com/story', photo: null, source: { name: null } }],
    });
    expect(data['@type']).toBe('ItemList');
    expect(data.numberOfItems).toBe(2);
    const [first, second] = data.itemListElement;
    expect(first.position).toBe(1);
    expect(first.item).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Bank results beat estimates',
      url: 'https://news.example/hi/news/abc',
      mainEntityOfPage: 'https://news.example/hi/news/abc',
      image: ['https://news.example/uploads/x.webp'],
      datePublished: '2026-11-20T10:00:00.000Z',
      inLanguage: 'hi',
      author: { name: 'Banking Desk' },
      publisher: { '@type': 'Organization', name: 'ShortNews' },
    });
    // Every story is described by its own permalink, even when it links out to a source.
    expect(second.item.url).toBe('https://news.example/hi/news/def');
    expect(second.item.isBasedOn).toBe('https://example.com/story');
    expect(second.item).not.toHaveProperty('image');
    expect(second.item.author.name).toBe('ShortNews');
  });

  it('serializes so that story text cannot close the script element', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script> & <!--' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script> & <!--' });
  });
});
