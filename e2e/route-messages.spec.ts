import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withoutGoogle } from './support/google';

/** Console lines of next-intl's missing-message errors. */
function watchMissingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (/MISSING_MESSAGE|Could not resolve/i.test(message.text())) missing.push(message.text());
  });
  return missing;
}

test.describe('messages per route', () => {
  test('a reader page carries neither the admin, the legal nor the account texts', async ({ request }) => {
    for (const path of ['/en/general', '/en/general/page/2', '/hi/general', '/en/blogs']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('Write and publish a news card');
      expect(html, path).not.toContain('These Terms of Service govern your use of');
      expect(html, path).not.toContain('Password must be at least 8 characters.');
    }
  });

  for (const path of ['/en/general', '/hi/stocks', '/en/bookmarks', '/en/blogs', '/en/login', '/en/signup', '/en/forgot-password', '/en/reset-password/abc', '/en/loginwithgoogle', '/en/aboutus', '/en/termsofservice', '/en/admin/login', '/hi/admin/login', '/en/general/page/2', '/en/search?q=market', '/en/search?q=zzzzqqq']) {
    test(`${path} finds every message its client components use`, async ({ page }) => {
      const missing = watchMissingMessages(page);
      // The provider page would go on to Google at once: here it stays, as on a site without Google sign-in, and shows its message.
      if (path === '/en/loginwithgoogle') await withoutGoogle(page);
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(missing).toEqual([]);
    });
  }

  test('the admin pages find theirs', async ({ adminPage: page }) => {
    const missing = watchMissingMessages(page);
    for (const path of ['/en/admin/8886664423', '/en/admin/8884446623', '/en/customblog', '/en/getallblogs']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(missing).toEqual([]);
  });
});
