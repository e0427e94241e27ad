import { expect, test } from './support/fixtures';

test.describe('search', () => {
  test('a Hindi query from the header finds a Hindi story, with the word marked; its result opens the story', async ({ page, ownNews, marker }) => {
    const story = await ownNews.create({ title: `जयपुर में ऊँटों का मेला ${marker}`, description: 'पुष्कर के पास ऊँटों का सालाना मेला शुरू हुआ।', category: 'india', language: 'hi' });
    await page.goto('/hi/general');
    const box = page.getByRole('search');
    await box.getByRole('searchbox', { name: 'ख़बरें और ब्लॉग खोजें' }).fill(`ऊँटों ${marker}`);
    await box.getByRole('button', { name: 'खोजें' }).click();
    await expect(page).toHaveURL(/\/hi\/search\?q=/);
    const result = page.getByTestId('search-result').filter({ hasText: marker });
    await expect(result).toHaveCount(1);
    await expect(result.locator('mark').first()).toHaveText('ऊँटों');
    // A results page is indexable; only empty searches are kept out.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await result.getByRole('link', { name: story.title }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/news/${story.id}$`));
  });

  test('a misspelt English query finds its story (page and API); the API refuses bad input with 422 JSON', async ({ page, request, ownNews, marker }) => {
    const story = await ownNews.create({ title: `Pangolin sanctuary opens near Nagpur ${marker}`, description: 'A forest reserve for the shy anteater.', category: 'india', language: 'en' });
    await page.goto(`/en/search?q=${encodeURIComponent('pangolni sancturay')}`);
    await expect(page.getByTestId('search-result').filter({ hasText: marker }).first()).toBeVisible();

    const api = await request.get(`/api/search?q=${encodeURIComponent(`pangolin ${marker}`)}&lang=en&type=news`);
    expect(api.status()).toBe(200);
    const body = (await api.json()) as { total: number; results: { id: string; path: string; snippetHtml: string }[] };
    expect(body.results[0]).toMatchObject({ id: story.id, path: `/en/news/${story.id}` });
    // The Hindi search does not list an English-only story.
    const hindi = (await (await request.get(`/api/search?q=${marker}&lang=hi`)).json()) as { total: number };
    expect(hindi.total).toBe(0);

    for (const query of ['', '?q=', '?q=a&lang=xx', '?q=a&type=people', '?q=a&page=0', `?q=${'x'.repeat(300)}`]) {
      const response = await request.get(`/api/search${query}`);
      expect(response.status(), query).toBe(422);
      expect(await response.json(), query).toHaveProperty('error');
    }
  });

  test('an empty search asks for words and is kept out of search engines', async ({ page }) => {
    await page.goto('/en/search');
    await expect(page.getByTestId('search-message')).toHaveText('Type a word or two to search the news and blogs.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('blogs are searched too', async ({ page, ownBlog, marker }) => {
    const blog = await ownBlog.create({ title: `Understanding capital gains ${marker}` });
    await page.goto(`/en/search?q=${encodeURIComponent(`capital gains ${marker}`)}&type=blogs`);
    await expect(page.getByRole('link', { name: 'Blogs', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('search-result').getByRole('link', { name: blog.title })).toHaveAttribute('href', `/en/blogs/${blog.id}`);
  });

  test('a flood of searches from one address gets 429 with Retry-After: the API as JSON, the page as a page in its language (issue 25 item 4)', async ({ playwright, baseURL }) => {
    // An address of its own (the server trusts one proxy hop), so no other test's searches count here.
    const address = `203.0.113.${100 + Math.floor(Math.random() * 150)}`;
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
    try {
      for (let i = 0; i < 30; i += 1) expect((await client.get(`/en/search?q=flood${i}`, { maxRedirects: 0 })).status()).toBe(200);
      const page = await client.get('/en/search?q=flood', { maxRedirects: 0 });
      // Before the fix of this test's commit: 500 (the proxy read a catalog the build had precompiled).
      expect(page.status()).toBe(429);
      expect(Number(page.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(page.headers()['content-type']).toContain('text/html');
      expect(await page.text()).toMatch(/Too many searches from your address\. Please try again in \d+ seconds\./);
      const hindi = await client.get(`/hi/search?q=${encodeURIComponent('सोना')}`, { maxRedirects: 0 });
      expect(hindi.status()).toBe(429);
      expect(await hindi.text()).toContain('बहुत ज़्यादा खोजें');
      for (let i = 0; i < 30; i += 1) expect((await client.get(`/api/search?q=flood${i}&lang=en`)).status()).toBe(200);
      const api = await client.get('/api/search?q=flood&lang=en');
      expect(api.status()).toBe(429);
      expect(Number(api.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await api.json()).toMatchObject({ code: 'apiErrors.status.rate_limited' });
    } finally {
      await client.dispose();
    }
  });
});
