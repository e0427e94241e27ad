import { expect, test } from './support/fixtures';

test.describe('search engines', () => {
  test('robots.txt names the sitemap and keeps admin pages out', async ({ request, baseURL }) => {
    const body = await (await request.get('/robots.txt')).text();
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(body).toContain('Disallow: /en/admin');
    expect(body).toContain('Disallow: /api/');
  });

  test('sitemap.xml lists the category pages in both languages with hreflang alternates', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    for (const path of ['en/general', 'hi/general', 'en/corporateNews', 'hi/personal-finance', 'en/aboutus']) {
      expect(xml).toContain(`<loc>${baseURL}/${path}</loc>`);
    }
    expect(xml).not.toContain('/bookmarks</loc>');
    expect(xml).toMatch(new RegExp(`hreflang="hi"\\s+href="${baseURL}/hi/general"`));
  });

  test('pages carry a canonical URL and hreflang alternates', async ({ page, baseURL }) => {
    await page.goto('/hi/stocks');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/hi/stocks`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en/stocks`);
  });
});

test.describe('RSS feeds and structured data of the site\'s own news', () => {
  test('each language and category has an RSS 2.0 feed with a self link and escaped stories', async ({ request, baseURL }) => {
    const response = await request.get('/rss/en/stocks.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<atom:link href="${baseURL}/rss/en/stocks.xml" rel="self" type="application/rss+xml"/>`);
    expect(xml).toContain(`<link>${baseURL}/en/stocks</link>`);
    expect(xml).toMatch(/<lastBuildDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/lastBuildDate>/);
    expect(xml).toContain('<title>Benchmark indices climb for a third day as IT and metal shares rally</title>');
    // Hindi-only demo stories are not in the English feed.
    expect(xml).not.toContain('मिडकैप');
    const items = xml.match(/<item>/g) ?? [];
    expect(items.length).toBeGreaterThan(0);

    const hindi = await (await request.get('/rss/hi/stocks.xml')).text();
    expect(hindi).toContain('<language>hi-in</language>');
    expect(hindi).toContain('मिडकैप');

    const general = await (await request.get('/rss/en/general.xml')).text();
    expect((general.match(/<item>/g) ?? []).length).toBeGreaterThan(items.length);
  });

  test('unknown languages, categories and the bookmarks page have no feed (404 JSON)', async ({ request }) => {
    for (const path of ['/rss/fr/stocks.xml', '/rss/en/nonsense.xml', '/rss/en/bookmarks.xml']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.json()).toHaveProperty('error');
    }
  });

  test('a feed page advertises its RSS feed, has Open Graph / Twitter tags and an ItemList JSON-LD of story permalinks', async ({ page, baseURL }) => {
    await page.goto('/en/banking');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${baseURL}/rss/en/banking.xml`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\| ShortNews$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_IN');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('ItemList');
    expect(jsonLd.itemListElement.length).toBeGreaterThan(0);
    // Google's summary-page form: each item is a permalink whose page holds the NewsArticle.
    const first = jsonLd.itemListElement[0];
    expect(first).toEqual({ '@type': 'ListItem', position: 1, url: expect.stringMatching(new RegExp(`^${baseURL}/en/news/[0-9a-f-]{36}$`)) });
    await page.goto(first.url);
    const article = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(article).toMatchObject({ '@type': 'NewsArticle', url: first.url, publisher: { name: 'ShortNews' } });
  });

  test('static pages have a description; the bookmarks page is not indexed', async ({ page }) => {
    await page.goto('/hi/aboutus');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ShortNews/);
    await page.goto('/en/bookmarks');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(0);
  });
});

test('an editor\'s new story is in the RSS feed and the JSON-LD at once, escaped', async ({ baseURL, page, ownNews, marker }) => {
  // The story is this test's own (marked) and is deleted afterwards.
  const { id, title } = await ownNews.create({ title: 'FMCG <margins> & "volumes"', description: 'Rural demand & pricing.', category: 'fmcg', language: 'en' });

  const xml = await (await page.request.get('/rss/en/fmcg.xml')).text();
  expect(xml).toContain(`<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</title>`);
  expect(xml).toContain('<description>Rural demand &amp; pricing.</description>');
  expect(xml).toMatch(new RegExp(`<media:content url="${baseURL}/uploads/[^"]+" medium="image"/>`));
  // English only: not in the Hindi feed.
  expect(await (await page.request.get('/rss/hi/fmcg.xml')).text()).not.toContain(marker);

  await page.goto('/en/fmcg');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  const permalink = `${baseURL}/en/news/${id}`;
  expect(jsonLd.itemListElement.map((entry: { url: string }) => entry.url)).toContain(permalink);

  // Its own page describes it, the markup characters escaped inside the script element.
  const html = await (await page.request.get(permalink)).text();
  const script = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '';
  expect(script).not.toMatch(/[<>]/);
  expect(JSON.parse(script)).toMatchObject({ '@type': 'NewsArticle', headline: title, url: permalink });
});
