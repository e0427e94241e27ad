import { expect, test } from './support/fixtures';
import { holdScripts } from './support/scripts';

test.describe('story pages and Share', () => {
  test('a shared story URL opens its page with Open Graph tags, canonical, hreflang and NewsArticle JSON-LD', async ({ page, baseURL, context, ownNews, marker }) => {
    const story = await ownNews.create({ title: `Copper hits a record ${marker}`, description: `Miners rally as copper hits a record. ${marker}`, category: 'power', language: 'both', url: 'https://wire.test/copper' });

    // The desktop card's title opens the story's page; Share copies that page's address.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/power');
    const card = page.getByTestId('news-card').filter({ hasText: marker });
    await card.getByTestId('share-button').click();
    await expect(card.getByTestId('share-status')).toHaveText('Link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/en/news/${story.id}`);
    // Opened within the page (the app router's navigation), not as a page load.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await card.getByRole('link', { name: story.title }).click();
    await expect(page).toHaveURL(`${baseURL}/en/news/${story.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    expect(documents).toEqual([]);

    // What a link preview (a crawler) reads from the shared URL.
    const response = await page.goto(copied);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${story.title} | ShortNews`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/en/news/${story.id}`);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', `Miners rally as copper hits a record. ${marker}`);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', new RegExp(`^${baseURL}/uploads/[a-f0-9]{32}\\.webp$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/news/${story.id}`);
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', `${baseURL}/hi/news/${story.id}`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: story.title, url: `${baseURL}/en/news/${story.id}`, isBasedOn: 'https://wire.test/copper', inLanguage: 'en' });
    await expect(page.getByRole('link', { name: /Read the full story at/ })).toHaveAttribute('href', 'https://wire.test/copper');

    // RSS and the sitemap point to the permalink too.
    const rss = await (await page.request.get('/rss/en/power.xml')).text();
    expect(rss).toContain(`<link>${baseURL}/en/news/${story.id}</link>`);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/hi/news/${story.id}</loc>`);
  });

  test('a story and its Hindi version link to each other; the newsroom preview shows the same link (one StoryView)', async ({ page, editorPage, ownNews, marker }) => {
    const hindi = await ownNews.create({ title: `तांबा रिकॉर्ड पर ${marker}`, category: 'power', language: 'hi' });
    const english = await ownNews.create({ title: `Copper at a record ${marker}`, category: 'power', language: 'en', translationOf: hindi.id });
    await page.goto(`/en/news/${english.id}`);
    const link = page.getByTestId('story-translation');
    await expect(link).toHaveText('यह ख़बर हिंदी में पढ़ें');
    await expect(link).toHaveAttribute('href', `/hi/news/${hindi.id}`);
    await expect(link).toHaveAttribute('hreflang', 'hi');
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.title);
    await expect(page.getByTestId('story-translation')).toHaveAttribute('href', `/en/news/${english.id}`);
    // The preview is the same component: the same link, without what counts or indexes the story.
    await editorPage.goto(`/en/preview/news/${english.id}`);
    await expect(editorPage.getByTestId('story-preview').getByTestId('story-translation')).toHaveAttribute('href', `/hi/news/${hindi.id}`);
    await expect(editorPage.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });

  test('the menu’s language switch leads a story to its Hindi version and remembers Hindi, also before the menu’s code is in', async ({ page, context, ownNews, marker }) => {
    const hindi = await ownNews.create({ title: `चांदी रिकॉर्ड पर ${marker}`, category: 'power', language: 'hi' });
    const english = await ownNews.create({ title: `Silver at a record ${marker}`, category: 'power', language: 'en', translationOf: hindi.id });
    await page.goto(`/en/news/${english.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // A slow network from here on: the menu opens as the server's copy, its links plain HTML.
    const release = await holdScripts(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
    await menu.getByRole('link', { name: /Read in Hindi/ }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/news/${hindi.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.title);
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('hi');
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('hi');
    release();
  });

  test('a Hindi-only story is canonical in Hindi; unknown and malformed ids are 404 pages', async ({ page, baseURL, ownNews, marker }) => {
    const story = await ownNews.create({ title: `सोने के दाम बढ़े ${marker}`, description: 'सोने के दाम लगातार तीसरे दिन बढ़े।', category: 'power', language: 'hi' });
    await page.goto(`/hi/news/${story.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/hi/news/${story.id}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
    await page.goto(`/en/news/${story.id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/hi/news/${story.id}`);

    for (const path of ['/en/news/00000000-0000-4000-8000-000000000000', '/en/news/not-a-uuid', "/en/news/'%20or%201=1"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});
