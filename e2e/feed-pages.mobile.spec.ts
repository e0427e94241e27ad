import { downloadedScripts, marksIn } from './support/scripts';
import { expect, test } from './support/fixtures';
import { readerReady } from './support/touch';

test.describe('paged feed URLs on a phone', () => {
  test('a later page opens in the swipe reader with its own stories; the panel links the other pages', async ({ page }) => {
    const stories = (await (await page.request.get('/api/news/general?lang=en')).json()) as { title: string }[];
    await page.goto('/en/general/page/2');
    const current = page.locator('[data-testid="mobile-card"]:not([aria-hidden="true"])');
    await expect(current.getByRole('heading', { level: 2 })).toHaveText(stories[10].title);
    await readerReady(page);
    await page.getByRole('button', { name: 'Open categories and topics' }).click();
    const pager = page.getByTestId('feed-pager');
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Newer stories' }).click();
    await expect(page).toHaveURL(/\/en\/general$/);
    await expect(current.getByRole('heading', { level: 2 })).toHaveText(stories[0].title);
  });
});

test.describe('what the phone feed downloads', () => {
  test('the swipe reader (its slider), never the desktop list or the form validation (zod)', async ({ page }) => {
    const scripts = await downloadedScripts(page, '/en/stocks', readerReady);
    await expect(page.locator('[data-testid="mobile-card"]:not([aria-hidden="true"])')).toBeVisible();
    expect(marksIn(scripts)).toEqual(['slider']);
  });
});
