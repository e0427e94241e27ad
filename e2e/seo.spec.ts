import { expect, test } from '@playwright/test';

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
