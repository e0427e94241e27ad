import type { Page } from '@playwright/test';

/**
 * The text of every script a page downloads until it is idle and `ready` says it is alive: what a
 * reader's browser really fetched (issue 15), so a test can say which code a page must never load.
 * `ready` waits for what the page loads on demand (the phone reader's slider): on a busy machine the
 * network was idle for half a second before that chunk was asked for (a flaky CI run).
 */
export async function downloadedScripts(page: Page, path: string, ready: (page: Page) => Promise<unknown> = async () => undefined): Promise<string> {
  return (await eachDownloadedScript(page, path, ready)).join('\n');
}

/** As `downloadedScripts`, one text for each script the browser received. */
export async function eachDownloadedScript(page: Page, path: string, ready: (page: Page) => Promise<unknown> = async () => undefined): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  };
  // Routed, the browser's cache is off (Playwright's rule): a page already loaded in this tab gets its
  // scripts from the server again, each with a body to read. From the memory cache, a script came with
  // no response to count or an unreadable body: empty text, 2 runs in 12 of a second load (2026-11-29).
  const passThrough = (route: import('@playwright/test').Route) => route.continue();
  await page.route('**/*', passThrough);
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    await ready(page);
  } finally {
    page.off('response', onResponse);
    await page.unroute('**/*', passThrough);
  }
  return Promise.all(bodies);
}

/**
 * Marks of code a page may or may not carry: the phone slider's attribute, the desktop list's test id,
 * zod's error class, the reading settings' test id (the menu's and panel's controls, on demand: issue 28).
 */
export const SCRIPT_MARKS = { slider: 'data-slider', desktopList: 'feed-list', zod: 'ZodError', navTools: 'reader-settings' } as const;

/** Which of the marks the scripts carry (a short list to compare, not megabytes of code in a failure). */
export function marksIn(scripts: string): string[] {
  return Object.entries(SCRIPT_MARKS).flatMap(([name, mark]) => (scripts.includes(mark) ? [name] : []));
}

/**
 * Holds the page's scripts back, as a slow phone's network would, until the returned function is
 * called: the server's HTML is on screen and not yet alive meanwhile.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
