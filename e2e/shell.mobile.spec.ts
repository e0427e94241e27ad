import { expect, test } from './support/fixtures';

test.describe('mobile shell (decided on the server from the user agent)', () => {
  test('the header names the category; General is TOP STORIES; no footer', async ({ page, request }) => {
    // The first HTML already has the mobile layout.
    const html = await (await request.get('/en/general')).text();
    expect(html).toContain('data-device="mobile"');
    await page.goto('/en/general');
    await expect(page.getByTestId('header-category')).toHaveText('TOP STORIES');
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await page.goto('/en/personal-finance');
    await expect(page.getByTestId('header-category')).toHaveText('Personal Finance');
  });

  test('Hindi labels in the header', async ({ page }) => {
    await page.goto('/hi/india');
    await expect(page.getByTestId('header-category')).toHaveText('भारत');
    await page.goto('/hi/general');
    await expect(page.getByTestId('header-category')).toHaveText('टॉप स्टोरीज़');
  });

  test('on other pages the header names the page, not TOP STORIES (issue 12)', async ({ page }) => {
    for (const [path, title] of [
      ['/en/blogs', 'Blogs'],
      ['/en/login', 'Log In'],
      ['/en/aboutus', 'About Us'],
      ['/hi/privacypolicy', 'गोपनीयता नीति'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('header-category')).toHaveText(title);
    }
  });

  test('pages prerendered at build time come from the server as the browser renders them: the title, the other language, no internal path', async ({ page, request }) => {
    // A prerendered page saw its internal /{locale}/mobile/… path: the server's HTML had the site name
    // for a title and linked /hi/mobile/aboutus, so the page did not hydrate (React error 418, which
    // the fixture fails on) and a crawler followed the internal path.
    for (const [path, title, other] of [
      ['/en/aboutus', 'About Us', '/hi/aboutus'],
      ['/en/login', 'Log In', '/hi/login'],
      ['/hi/termsofservice', 'सेवा की शर्तें', '/en/termsofservice'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/href="\/(en|hi)\/(mobile|desktop)\//);
      expect(html).toContain(`href="${other}"`);
      await page.goto(path);
      await expect(page.getByTestId('header-category')).toHaveText(title);
      await expect(page.locator(`a[hreflang="${other.slice(1, 3)}"]`)).toHaveAttribute('href', other);
    }
  });

  test('the menu opens by tap and a link closes it', async ({ page }) => {
    await page.goto('/en/general');
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'IPO' }).tap();
    await expect(page).toHaveURL(/\/en\/ipo$/);
    await expect(menu).toBeHidden();
  });
});
