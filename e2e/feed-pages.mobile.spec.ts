import { gzipSync } from 'node:zlib';
import { downloadedScripts, eachDownloadedScript, marksIn } from './support/scripts';
import { expect, test } from './support/fixtures';
import { readerReady, swipe } from './support/touch';

test.describe('paged feed URLs on a phone', () => {
  test('a later page opens in the swipe reader with its own stories; the panel links the other pages', async ({ page }) => {
    const current = page.locator('[data-testid="mobile-card"]:not([aria-hidden="true"])');
    const heading = current.getByRole('heading', { level: 2 });
    // Other specs publish stories meanwhile (General holds every category's): the list read and the
    // page are compared again until one new story does not fall between them.
    await expect(async () => {
      const stories = (await (await page.request.get('/api/news/general?lang=en')).json()) as { title: string }[];
      await page.goto('/en/general/page/2');
      await expect(heading).toHaveText(stories[10].title, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    const secondPageFirst = await heading.textContent();
    await readerReady(page);
    await page.getByRole('button', { name: 'Open categories and topics' }).click();
    const pager = page.getByTestId('feed-pager');
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Newer stories' }).click();
    await expect(page).toHaveURL(/\/en\/general$/);
    await expect(heading).not.toHaveText(secondPageFirst!);
    await readerReady(page);
    await page.getByRole('button', { name: 'Open categories and topics' }).click();
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('what the phone feed downloads', () => {
  test('the swipe reader (its slider), never the desktop list or the form validation (zod), nor the panel’s controls', async ({ page }) => {
    const scripts = await downloadedScripts(page, '/en/stocks', readerReady);
    await expect(page.locator('[data-testid="mobile-card"]:not([aria-hidden="true"])')).toBeVisible();
    expect(marksIn(scripts)).toEqual(['slider']);
  });

  test('its first load keeps the budget: at most 150 KB of script, gzipped (issue 28)', async ({ page }) => {
    // As bench/first-load-js.sh counts it: every script until the network is idle and the reader is
    // alive, each gzipped at level 9, on a page view that loads no vitals reporter (Global Privacy
    // Control, the reporter's own opt-out, as 90 % of views are unsampled). Bytes, not time: the same
    // build gives the same figure on any machine, so a change that outgrows the budget fails here.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const scripts = await eachDownloadedScript(page, '/en/general', readerReady);
    const gzippedKb = scripts.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0) / 1024;
    test.info().annotations.push({ type: 'first-load JS, gzipped', description: `${gzippedKb.toFixed(1)} KB in ${scripts.length} scripts` });
    expect(scripts.length).toBeGreaterThan(5);
    expect(gzippedKb).toBeLessThanOrEqual(150);
  });

  test('the panel’s controls (search, Follow) come when the reader swipes toward the panel', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/en/stocks');
    await readerReady(page);
    const before = scripts.length;
    await swipe(page, { dx: 300 });
    const panel = page.getByTestId('mobile-panel');
    await expect(panel.getByRole('search')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Follow Stocks' })).toBeVisible();
    // Their code came with the swipe, not with the page.
    expect(scripts.length).toBeGreaterThan(before);
  });
});
