import { articleImage, compactFeedPage, type FeedArticle, type FeedPage } from '@/lib/news/article';

const headline: FeedArticle = {
  title: 'Wire story',
  description: 'Two lines',
  url: 'https://wire.test/story',
  publishedAt: '2026-11-26T00:00:00.000Z',
  urlToImage: 'https://wire.test/pic.jpg',
  image: 'https://wire.test/pic.jpg',
  source: { name: 'Wire', url: 'https://wire.test' },
  isCustom: false,
  category: 'general',
};
const own: FeedArticle = {
  title: 'Own story',
  description: 'Ours',
  url: '#',
  publishedAt: '2026-11-26T01:00:00.000Z',
  photo: '/uploads/0123456789abcdef0123456789abcdef.webp',
  source: { name: 'Desk' },
  isCustom: true,
  category: 'general',
  uniqueId: 'a1',
};
const page = (articles: FeedArticle[]): FeedPage => ({ articles, total: 20, customCount: 1, page: 1 });

describe('compactFeedPage (the feed page props, issue 28)', () => {
  it('leaves out a headline image that repeats its urlToImage, and empty image fields', () => {
    const compact = compactFeedPage(page([headline, { ...headline, url: 'https://wire.test/2', urlToImage: null, image: null }, { ...own, urlToImage: '', image: undefined }]));
    expect(compact.articles[0]).toEqual({ ...headline, image: undefined });
    expect(Object.keys(compact.articles[0])).not.toContain('image');
    expect(Object.keys(compact.articles[1])).not.toEqual(expect.arrayContaining(['urlToImage']));
    expect(Object.keys(compact.articles[1])).not.toContain('image');
    expect(compact.articles[2]).toEqual(own);
    expect(Object.keys(compact.articles[2])).not.toContain('urlToImage');
  });

  it('keeps every field that can change the picture, so every card shows the same one', () => {
    const differing = { ...headline, urlToImage: null, image: 'https://wire.test/only-image.jpg' };
    const both = { ...headline, image: 'https://wire.test/other.jpg' };
    const articles = [headline, differing, both, own, { ...own, photo: null, urlToImage: 'https://wire.test/u.jpg' }, { ...headline, urlToImage: null, image: null }];
    const compact = compactFeedPage(page(articles));
    expect(compact.articles.map(articleImage)).toEqual(articles.map(articleImage));
    expect(compact.articles[1].image).toBe('https://wire.test/only-image.jpg');
    expect(compact.articles[2]).toEqual(both);
  });

  it('keeps the page fields and every other article field, and does not change its input', () => {
    const input = page([headline, own]);
    const copy = JSON.parse(JSON.stringify(input)) as FeedPage;
    const compact = compactFeedPage({ ...input, failed: true });
    expect(input).toEqual(copy);
    expect(compact).toMatchObject({ total: 20, customCount: 1, page: 1, failed: true });
    expect(compact.articles[1]).toEqual(own);
    expect(compact.articles[0]).toEqual(Object.fromEntries(Object.entries(headline).filter(([name]) => name !== 'image')));
  });
});
