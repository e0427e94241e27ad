import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { readerReady, swipe } from './support/touch';

/**
 * Issue 28 (LCP): a page paints before its scripts are fetched and run (scripts/paint-first.cjs).
 * Next.js wrote its scripts into the head as async scripts; from a fast network or a cache they ran,
 * hydration and all, before the browser painted anything, so the first screen waited for the phone's
 * processor (and on a slow network shared the bandwidth with the first card's picture). Now they are
 * asked for once the first contentful paint is reported — and the page still comes alive.
 *
 * The page records, from before its first byte, when its first script of the build finished running
 * (a script's load event fires after it ran); the browser gives its first contentful paint and when
 * each script was asked for.
 */
async function recordFirstScriptRun(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks: { scriptRan?: number } = {};
    (window as unknown as { __paintFirstProbe: typeof marks }).__paintFirstProbe = marks;
    document.addEventListener(
      'load',
      (event) => {
        const target = event.target as HTMLScriptElement;
        if (target.tagName === 'SCRIPT' && target.src.includes('/_next/static/') && marks.scriptRan === undefined) marks.scriptRan = performance.now();
      },
      true,
    );
  });
}

async function paintAndFirstScript(page: Page): Promise<{ paint: number; scriptAsked: number; scriptRan: number }> {
  await page.waitForFunction(() => (window as unknown as { __paintFirstProbe: { scriptRan?: number } }).__paintFirstProbe.scriptRan !== undefined);
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    scriptAsked: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.*\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    ),
    scriptRan: (window as unknown as { __paintFirstProbe: { scriptRan: number } }).__paintFirstProbe.scriptRan,
  }));
}

test('phone: the feed paints its first card before any script of the page runs, then swipes', async ({ page }) => {
  await recordFirstScriptRun(page);
  const answer = await page.goto('/en/general');
  const head = (await answer!.text()).split('</head>')[0];
  expect(head).not.toMatch(/<script src="[^"]+" async="">/);
  expect(head).not.toMatch(/<link [^>]*as="script"/);

  const { paint, scriptAsked, scriptRan } = await paintAndFirstScript(page);
  expect(paint).toBeLessThan(scriptAsked);
  expect(scriptAsked).toBeLessThan(scriptRan);
  // The first card was on that first paint's screen (it is the page's largest paint).
  await expect(page.getByTestId('mobile-card').first()).toBeInViewport();

  // And the page came alive: the swipe reader runs.
  await readerReady(page);
  await swipe(page, { dy: -500 });
  await expect(page.getByTestId('mobile-card').nth(1)).toBeInViewport();
});

test('phone: a streamed page (the blog list) also paints before its scripts run', async ({ page }) => {
  await recordFirstScriptRun(page);
  const answer = await page.goto('/en/blogs');
  expect(answer!.headers()['content-length']).toBeUndefined();
  // Every script, Turbopack's entry further down the stream among them, asked for after the paint.
  const { paint, scriptAsked } = await paintAndFirstScript(page);
  expect(paint).toBeLessThan(scriptAsked);
  await expect(page.getByTestId('blog-card').first()).toBeInViewport();
  // And React took the server's HTML over (hydration leaves its fiber on the nodes it owns).
  await page.waitForFunction(() => {
    const list = document.querySelector('[data-testid="blog-list"]');
    return list !== null && Object.keys(list).some((key) => key.startsWith('__reactFiber'));
  });
});
