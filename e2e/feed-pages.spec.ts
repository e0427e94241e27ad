import type { Page } from '@playwright/test';
import { E2E_HEADLINES_TOTAL } from './support/headlines';
import { expect, test } from './support/fixtures';
import { downloadedScripts, marksIn } from './support/scripts';
import { inOneCachePass } from './support/page-cache';

const cards = (page: Page) => page.getByTestId('news-card');
const ownTitles = async (page: Page) => (await page.locator('[data-testid="news-card"][data-custom="true"] h2').allTextContents()).map((title) => title.trim());

/** The site's own stories of a feed, newest first, as the contract API gives them. */
async function ownStories(page: Page, category: string, lang: string): Promise<string[]> {
  const body = (await (await page.request.get(`/api/news/${category}?lang=${lang}`)).json()) as { title: string }[] | { data: { title: string }[] };
  return (Array.isArray(body) ? body : body.data).map((item) => item.title);
}

test.describe('paged feed URLs', () => {
  // Pharma (custom-only): no other browser test writes there, so the pages hold still while we read them.
  test('without JavaScript, the page links reach every own story once, ten a page; a later page has its title, canonical URL and pager state', async ({ browser, ownNews, marker, baseURL }) => {
    const created: string[] = [];
    for (let i = 1; i <= 12; i += 1) created.push((await ownNews.create({ title: `Paged pharma story ${i}`, category: 'pharma', language: 'en' })).title);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/en/pharma');
    // Custom-only: no Load More (SPEC §4); the page links lead on.
    await expect(page.getByTestId('load-more')).toHaveCount(0);
    const firstPage = await ownTitles(page);
    expect(firstPage).toHaveLength(10);
    expect(firstPage.every((title) => title.includes(marker))).toBe(true);

    const seen: string[] = [];
    const visited: string[] = [];
    for (let n = 1; n <= 10; n += 1) {
      visited.push(new URL(page.url()).pathname);
      const own = await ownTitles(page);
      expect(own.length).toBeLessThanOrEqual(10);
      seen.push(...own);
      const older = page.getByTestId('feed-pager').getByRole('link', { name: 'Older stories' });
      if ((await older.count()) === 0) break;
      await older.click();
    }
    expect(visited.slice(0, 2)).toEqual(['/en/pharma', '/en/pharma/page/2']);
    const mine = seen.filter((title) => title.includes(marker));
    expect([...mine].sort()).toEqual([...created].sort());
    expect(new Set(seen).size).toBe(seen.length);

    await page.goto('/en/pharma/page/2');
    await expect(page).toHaveTitle('Pharma News, page 2 | ShortNews');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/pharma/page/2`);
    const pager = page.getByTestId('feed-pager');
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Newer stories' })).toHaveAttribute('href', '/en/pharma');
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/pharma');

    // RSS lists every story of the feed, not only the first page's.
    const rss = await (await page.request.get('/rss/en/pharma.xml')).text();
    for (const title of created) expect(rss).toContain(title);
    await context.close();
  });

  test('a later page of a headlines category: its own stories, then that headlines page', async ({ page }) => {
    await page.goto('/en/general/page/2');
    await expect(page).toHaveTitle('Top Headlines News, page 2 | ShortNews');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TOP STORIES');
    const own = await ownTitles(page);
    expect(own.length).toBeGreaterThan(0);
    const all = await ownStories(page, 'general', 'en');
    for (const title of own) expect(all.indexOf(title)).toBeGreaterThanOrEqual(10);
    await expect(page.locator('[data-testid="news-card"][data-custom="false"]').first()).toContainText('general en page 2 story 11');
  });

  test('Load More continues from the page shown: page 1 gets page 2 appended, without repeating a story', async ({ page }) => {
    await page.goto('/en/general');
    await expect(page.getByTestId('filter-custom')).toHaveText('Admin News (10)');
    const before = await cards(page).count();
    await page.getByTestId('load-more').click();
    await expect.poll(async () => cards(page).count()).toBeGreaterThan(before + 10);
    const own = await ownTitles(page);
    expect(own.length).toBeGreaterThan(10);
    expect(new Set(own).size).toBe(own.length);
    await expect(page.locator('[data-testid="news-card"][data-custom="false"]').nth(10)).toContainText('general en page 2 story 11');
  });

  test('Hindi pages are paged too, with Hindi labels', async ({ page }) => {
    await page.goto('/hi/general/page/2');
    await expect(page).toHaveTitle('टॉप हेडलाइंस समाचार, पन्ना 2 | ShortNews');
    await expect(page.getByTestId('feed-pager').getByRole('link', { name: 'नई ख़बरें' })).toHaveAttribute('href', '/hi/general');
    await expect(page.locator('[data-testid="news-card"][data-custom="false"]').first()).toContainText('general hi page 2 story 11');
  });

  test('page 1, junk and past-the-end page numbers: a redirect to the category or a 404, never a 5xx', async ({ request }) => {
    for (const path of ['/en/general/page/1', '/en/general/page/0', '/en/general/page/abc', '/en/general/page/02', '/en/general/page/5000']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toMatch(/\/en\/general$/);
    }
    const lastHeadlinesPage = Math.ceil(E2E_HEADLINES_TOTAL / 10);
    expect((await request.get(`/en/sports/page/${lastHeadlinesPage}`)).status()).toBe(200);
    expect((await request.get(`/en/sports/page/${lastHeadlinesPage + 1}`)).status()).toBe(404);
    expect((await request.get('/en/ipo/page/40')).status()).toBe(404);
    expect((await request.get('/en/bookmarks/page/2', { maxRedirects: 0 })).status()).toBe(307);
  });

  test('later pages are served from the page cache like page 1 (D15), in both layouts', async ({ request }) => {
    for (const [path, ua] of [['/en/general/page/2', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140'], ['/hi/general/page/2', 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile'], ['/en/general', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140']] as const) {
      await inOneCachePass(async () => {
        await request.get(path, { headers: { 'user-agent': ua } });
        const again = await request.get(path, { headers: { 'user-agent': ua } });
        expect(again.status(), path).toBe(200);
        expect(again.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
      });
    }
  });

  test('the first page stays light: ten own stories at most, whatever the newsroom holds', async ({ request, baseURL }) => {
    const html = await (await request.get('/en/general')).text();
    expect(html.match(/data-custom="true"/g)?.length).toBe(10);
    expect(html).toContain('href="/en/general/page/2"');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/en/general/page/2</loc>`);
    expect(sitemap).not.toContain(`<loc>${baseURL}/en/sports/page/2</loc>`);
  });
});

test.describe('what a desktop feed downloads', () => {
  test('the list and its cards, never the phone reader (its slider) or the form validation (zod)', async ({ page }) => {
    const scripts = await downloadedScripts(page, '/en/stocks', (page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', ''));
    await expect(page.getByTestId('feed-list')).toBeVisible();
    expect(marksIn(scripts)).toEqual(['desktopList']);
  });
});
