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
 * From now on the page's polls fail as they would with the network gone (the page keeps what it has
 * and tries again at the next poll). Other specs publish stories in parallel, and the general feed
 * (which For you watches) takes every one in its language: a poll landing after the reader pressed
 * "N new stories" could bring the button back with a story the test never made. Holding the polls
 * before the click keeps what the test asserts about the click its own.
 */
export async function holdLivePolls(page: Page): Promise<void> {
  await page.route(/\/api\/news\/[^/]+\/since\?/, (route) => route.abort('internetdisconnected'));
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
