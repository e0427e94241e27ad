import { expect, test } from './support/fixtures';

test('phone: a story 2 s on screen is marked read; next visit shows "You\'re all caught up" above it', async ({ page, ownNews, marker }) => {
  const older = await ownNews.create({ title: `Older power story ${marker}`, category: 'power', language: 'en' });
  await page.goto('/en/power');
  const first = page.getByTestId('mobile-card').first().getByTestId('news-card');
  await expect(first).toContainText(older.title);
  await expect(first).toHaveAttribute('data-read', 'false');
  // On screen for two seconds: read.
  await expect(first).toHaveAttribute('data-read', 'true', { timeout: 8_000 });
  await expect(first.getByTestId('read-mark')).toBeVisible();

  const newer = await ownNews.create({ title: `Newer power story ${marker}`, category: 'power', language: 'en' });
  await page.reload();
  const cards = page.getByTestId('mobile-card');
  await expect(cards.nth(0)).toContainText(newer.title);
  await expect(cards.nth(0).getByTestId('caught-up')).toHaveCount(0);
  await expect(cards.nth(1)).toContainText(older.title);
  await expect(cards.nth(1).getByTestId('caught-up')).toHaveText(/You're all caught up/);
});
