import { expect, test } from './support/fixtures';
import { liveAnswersUncached, pollLiveUntil } from './support/live';
import { readerReady } from './support/touch';

/**
 * Live updates on a phone (issue 27): the card on screen never changes by itself; a "N new stories"
 * pill appears over it, the tab's title shows the count, and a tap brings the reader to the new
 * story. See e2e/live.spec.ts for the polling.
 */
test('phone, Hindi: a new story waits behind the pill; a tap shows it as the first card', async ({ page, ownNews }) => {
  test.slow();
  await liveAnswersUncached(page);
  await page.goto('/hi/general');
  await readerReady(page);
  const current = page.locator('[data-testid="mobile-card"]:not([aria-hidden="true"])');
  const before = await current.getByRole('heading').first().textContent();
  const title = await page.title();

  const story = await ownNews.create({ title: 'लाइव: फ़ोन पर नई ख़बर', category: 'india', language: 'hi' });
  await pollLiveUntil(page, async () => (await page.getByTestId('new-stories').count()) === 1);
  await expect(page.getByTestId('new-stories')).toHaveText(/^\d+ नई ख़बर(ें)?$/);
  await expect(page.getByTestId('live-announcement')).toHaveText(/नई ख़बर(ें)?: सूची के ऊपर का बटन/);
  expect(await page.title()).toMatch(/^\(\d+\) /);
  // Nothing changed under the reader's finger.
  await expect(current.getByRole('heading').first()).toHaveText(before!);

  await page.getByTestId('new-stories').tap();
  await expect(current).toHaveCount(1);
  await expect(page.locator('[data-testid="mobile-card"]').filter({ hasText: story.title })).toHaveCount(1);
  await expect(page.getByTestId('new-stories')).toHaveCount(0);
  await expect.poll(() => page.title()).toBe(title);
});
