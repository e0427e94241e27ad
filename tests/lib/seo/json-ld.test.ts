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
  it('lists the own stories by their absolute permalinks, in order, without repeating the articles', () => {
    const data = feedJsonLd({
      siteUrl: 'https://news.example',
      locale: 'hi',
      category: 'banking',
      page: 2,
      title: 'Banking News',
      stories: [story, { id: 'def' }],
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Banking News',
      url: 'https://news.example/hi/banking/page/2',
      numberOfItems: 2,
      // Every story is named by its own permalink (whose page has the full NewsArticle), even when it links out to a source.
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://news.example/hi/news/abc' },
        { '@type': 'ListItem', position: 2, url: 'https://news.example/hi/news/def' },
      ],
    });
  });

  it('serializes so that story text cannot close the script element', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script> & <!--' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script> & <!--' });
  });
});
