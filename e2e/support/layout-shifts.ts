import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdScripts } from './scripts';

type Shift = { value: number; sources: string[] };
type TimedShift = Shift & { startTime: number };

/**
 * What moved on screen while `path` came alive: the page is loaded with its scripts held back until
 * its HTML is parsed and painted (the server's HTML on screen, as a slow phone shows it), then let
 * through; the layout shifts the browser reports from then until React has hydrated and every
 * control that waits for the browser (`data-pending`) has shown, and `settled` says what the page
 * fills in by itself once alive is there (the bookmarks list). Shifts a reader's own input caused
 * are not counted (as CLS does not count them), nor those before the scripts were let through: the
 * HTML still arriving (1 run in 10 painted the header before its Menu button came, the search box
 * then moved aside), which no script of ours can cause. Each shift names what moved, from where to
 * where, for a failure to read.
 */
export async function shiftsAsItComesAlive(
  page: Page,
  path: string,
  settled: (page: Page) => Promise<unknown> = async () => undefined,
  { notifications = 'default' }: { notifications?: NotificationPermission } = {},
): Promise<Shift[]> {
  // What the reader's browser says of notifications, whatever browser runs the test (Chromium's
  // headless shell always says "denied"): not asked yet (the alerts button), or blocked (a note instead).
  await page.addInitScript((permission) => {
    if ('Notification' in window) Object.defineProperty(Notification, 'permission', { configurable: true, get: () => permission });
  }, notifications);
  await page.addInitScript(() => {
    const shifts: TimedShift[] = [];
    (window as unknown as { __shifts: TimedShift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : null;
          const name = element ? `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}` : '?';
          return `${name} ${Math.round(previousRect.x)},${Math.round(previousRect.y)} ${Math.round(previousRect.width)}x${Math.round(previousRect.height)} -> ${Math.round(currentRect.x)},${Math.round(currentRect.y)} ${Math.round(currentRect.width)}x${Math.round(currentRect.height)}`;
        });
        shifts.push({ value: entry.value, startTime: entry.startTime, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await holdScripts(page);
  try {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.querySelectorAll('[data-pending]').length === 0);
    // What the page fills in by itself once alive (the bookmarks list after its spinner).
    await settled(page);
    // Two frames: a shift of the last render has been laid out and reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: TimedShift[] }).__shifts);
    return shifts.filter((shift) => shift.startTime >= releasedAt).map(({ value, sources }) => ({ value, sources }));
  } finally {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  }
}

/**
 * Pages whose server HTML a reader sees before it comes alive, with the controls that wait for the
 * browser: Follow and breaking alerts on a feed (Top stories has alerts only; a newsroom category
 * both), Follow on each topic of For you and under a story. Bookmarks, whose list is the browser's
 * own and shows a spinner first (SPEC §5), has a test of its own (e2e/steady-layout.spec.ts).
 */
export const STEADY_PAGES = ['/en/general', '/hi/pharma', '/en/foryou', '/en/blogs', '/en/search?q=market', '/en/aboutus'] as const;

/** The pages above, a story of the newsroom (Follow under it) and a blog post: none may move. */
export function steadyLayoutTests(): void {
  test.describe('nothing on the page moves as it comes alive', () => {
    for (const path of STEADY_PAGES) {
      test(path, async ({ page }) => {
        expect(await shiftsAsItComesAlive(page, path)).toEqual([]);
      });
    }

    test('a story of the newsroom, with Follow under it', async ({ page, ownNews }) => {
      const story = await ownNews.create({ title: 'Steady story', category: 'pharma' });
      expect(await shiftsAsItComesAlive(page, `/en/news/${story.id}`)).toEqual([]);
    });

    test('a blog post', async ({ page, ownBlog }) => {
      const post = await ownBlog.create({ title: 'Steady post' });
      expect(await shiftsAsItComesAlive(page, `/en/blogs/${post.id}`)).toEqual([]);
    });
  });
}

/** Topics followed in an earlier visit, as this browser keeps them: its storage and the cookie For you is rendered from. */
export async function followedEarlier(page: Page, followed: string[]): Promise<void> {
  const topics = JSON.stringify({ followed, hiddenSources: [], lessLike: [] });
  await page.goto('/en/aboutus');
  await page.evaluate((value) => {
    localStorage.setItem('shortnews:topics', value);
    document.cookie = `shortnews_topics=${encodeURIComponent(value)}; Path=/`;
  }, topics);
}
