import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  cancels,
  DARK_BACKGROUND,
  expectNoContrastViolationsInBothThemes,
  firstPaintBackground,
  fontSizeOf,
  LIGHT_BACKGROUND,
  pageBackground,
  recordFirstPaint,
  spoken,
  stubSpeech,
} from './support/comfort';
import { readerReady, swipe } from './support/touch';

const currentCard = (page: Page) => page.locator('[data-testid="mobile-card"]:not([aria-hidden="true"])');
const DESCRIPTION = '[data-testid="mobile-card"]:not([aria-hidden="true"]) [data-testid="card-description"]';

/** Opens the navigation panel and its settings. */
async function openSettings(page: Page) {
  await readerReady(page);
  await page.getByRole('button', { name: 'Open categories and topics' }).tap();
  const panel = page.getByTestId('mobile-panel');
  await panel.getByRole('button', { name: 'Settings' }).tap();
  const settings = panel.getByTestId('reader-settings');
  await expect(settings).toBeVisible();
  return settings;
}

test.describe('dark theme (phone)', () => {
  test('follows the system, the panel setting overrides it and survives a reload with no light flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstPaint(page);
    await page.goto('/en/general');
    expect(await firstPaintBackground(page)).toBe(DARK_BACKGROUND);

    await page.emulateMedia({ colorScheme: 'light' });
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
    const settings = await openSettings(page);
    await settings.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
    await page.reload();
    expect(await firstPaintBackground(page)).toBe(DARK_BACKGROUND);
    await expect((await openSettings(page)).getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  test('axe finds no contrast violations on the phone reader, light and dark theme', async ({ page }) => {
    test.slow();
    // Each page is loaded once and checked in both themes.
    for (const path of ['/en/general', '/hi/general', '/en/blogs', '/en/login']) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expectNoContrastViolationsInBothThemes(page, path);
    }
    await page.goto('/en/general');
    await openSettings(page);
    await expectNoContrastViolationsInBothThemes(page, 'the panel and its settings');
  });
});

test.describe('text size (phone)', () => {
  test('large text is remembered, and the card still fits the screen with its text scrolling inside', async ({ page }) => {
    await page.goto('/en/general');
    const normal = await fontSizeOf(page, DESCRIPTION);
    await (await openSettings(page)).getByRole('radio', { name: 'Large' }).check();
    await page.getByRole('button', { name: 'Back to the news' }).tap();
    await expect.poll(() => fontSizeOf(page, DESCRIPTION)).toBeGreaterThan(normal);
    await page.reload();
    await expect.poll(() => fontSizeOf(page, DESCRIPTION)).toBeGreaterThan(normal);

    const viewport = page.viewportSize()!;
    const card = currentCard(page).getByTestId('news-card');
    const box = (await card.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // The card's own buttons stay on screen, above the toolbar.
    const bookmark = (await currentCard(page).getByTestId('bookmark-button').boundingBox())!;
    expect(bookmark.y + bookmark.height).toBeLessThanOrEqual(viewport.height);
    // A story longer than the card scrolls inside its text, not past the card.
    const scrolls = await page.locator(DESCRIPTION).evaluate((element) => {
      element.textContent = 'A long story. '.repeat(200);
      return getComputedStyle(element).overflowY;
    });
    expect(scrolls).toBe('auto');
    const after = (await card.boundingBox())!;
    expect(after.y + after.height).toBeLessThanOrEqual(viewport.height);
  });
});

test.describe('Listen (phone)', () => {
  test('reads the card aloud and moving to the next card stops it', async ({ page }) => {
    await stubSpeech(page, ['en-IN']);
    await page.goto('/en/general');
    await readerReady(page);
    const title = (await currentCard(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
    await currentCard(page).getByRole('button', { name: `Listen: ${title}` }).tap();
    expect((await spoken(page))[0]).toMatchObject({ lang: 'en-IN' });
    expect((await spoken(page))[0].text.startsWith(title)).toBe(true);
    await expect(currentCard(page).getByRole('button', { name: `Stop listening: ${title}` })).toBeVisible();

    const before = await cancels(page);
    await swipe(page, { dy: -500 });
    await expect(currentCard(page).getByRole('heading', { level: 2 })).not.toHaveText(title);
    await expect.poll(() => cancels(page)).toBeGreaterThan(before);
    // Back on the first card, it offers Listen again: nothing is being read.
    await page.getByRole('button', { name: 'Previous article' }).tap();
    await expect(currentCard(page).getByRole('button', { name: `Listen: ${title}` })).toBeVisible();
  });
});
