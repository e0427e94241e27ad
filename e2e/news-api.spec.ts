import { expect, test } from './support/fixtures';

type NewsItem = { _id: string; id: string; title: string; category: string; categories: string[]; language: string; photo: string; publishedAt: string };

test.describe('GET /api/news/{category}', () => {
  test('answers the category\'s own news in the contract shape, newest first', async ({ request }) => {
    const response = await request.get('/api/news/stocks');
    expect(response.status()).toBe(200);
    const items = (await response.json()) as NewsItem[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(item._id).toBe(item.id);
      expect(item.categories).toContain('stocks');
      expect(item.category).toBe(item.categories.join(','));
    }
    const times = items.map((item) => Date.parse(item.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The photo is a real image we serve.
    const photo = await request.get(items[0].photo);
    expect(photo.headers()['content-type']).toBe('image/webp');
    expect(photo.headers()['cache-control']).toContain('immutable');
  });

  test('?lang=hi keeps Hindi and both-language items only', async ({ request }) => {
    const items = (await (await request.get('/api/news/all?lang=hi')).json()) as NewsItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.language))).toEqual(new Set(['hi', 'both']));
  });

  test('all lists every item; general merges the custom categories without duplicates', async ({ request }) => {
    const all = (await (await request.get('/api/news/all')).json()) as NewsItem[];
    const general = (await (await request.get('/api/news/general')).json()) as NewsItem[];
    expect(all.length).toBeGreaterThanOrEqual(42);
    expect(new Set(general.map((item) => item.title.trim().toLowerCase())).size).toBe(general.length);
  });

  test('an unknown category or language is a 4xx JSON error, never a 500', async ({ request }) => {
    for (const [path, status] of [['/api/news/not-a-category', 404], ['/api/news/bookmarks', 404], ['/api/news/stocks?lang=fr', 400]] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      const body = await response.json();
      expect(typeof body.error).toBe('string');
      expect(typeof body.message).toBe('string');
    }
  });
});
