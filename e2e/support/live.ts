import { expect, type Page } from '@playwright/test';

/**
 * The page's live-update polls (issue 27) reach the server each time: the endpoint's answers are
 * cacheable for 15 s (and stale for 30 more while the browser revalidates), so through the browser's
 * cache a new story reached the test only after 34-40 s. Routed, Playwright turns the page's cache
 * off. The caching itself is pinned by the endpoint's test (e2e/live.spec.ts); what is tested here
 * is what the page does with an answer. Call before the page is loaded.
 */
export async function liveAnswersUncached(page: Page): Promise<void> {
  await page.route(/\/api\/news\/[^/]+\/since\?/, (route) => route.continue());
}

/**
 * Brings the tab "back" (the feed polls at once when it becomes visible, else every 30 s) until
 * `check` holds.
 */
export async function pollLiveUntil(page: Page, check: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return check();
      },
      { timeout: 45_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(true);
}
