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

/**
 * Issue 28 (CLS): a card marked read while on screen moves nothing. The "Read" label sat in the
 * card's meta line: in Hindi ("पढ़ी गई") it wrapped the line and the card's time dropped (a layout
 * shift of 0.013 on /hi/general in Lighthouse's phone run), in English it pushed the line along.
 * The layout shifts the browser reports after the card is on screen and before the label shows
 * must add up to nothing.
 */
test('phone: marking the card on screen read shifts nothing, in Hindi', async ({ page, ownNews, marker }) => {
  const story = await ownNews.create({ title: `दवा कंपनियों की ख़बर ${marker}`, category: 'pharma', language: 'hi' });
  await page.addInitScript(() => {
    const shifts: { value: number; startTime: number }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, startTime: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/hi/pharma');
  const first = page.getByTestId('mobile-card').first().getByTestId('news-card');
  await expect(first).toContainText(story.title);
  await expect(first).toHaveAttribute('data-read', 'false');
  const onScreenSince = await page.evaluate(() => performance.now());
  await expect(first).toHaveAttribute('data-read', 'true', { timeout: 8_000 });
  await expect(first.getByTestId('read-mark')).toHaveText('पढ़ी गई');
  // Two frames, so a shift the label caused has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifted = await page.evaluate(
    (since) => (window as unknown as { __shifts: { value: number; startTime: number }[] }).__shifts.filter((shift) => shift.startTime >= since).reduce((sum, shift) => sum + shift.value, 0),
    onScreenSince,
  );
  expect(shifted).toBe(0);
});
