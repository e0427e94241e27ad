import { axeOn } from './support/axe';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Real readers' vitals (issue 28): a visit's LCP, INP, CLS and TTFB go to POST /api/vitals with
 * sendBeacon when the page is hidden, labelled only by page type, device and language, and show as
 * p75 on the admin dashboard. The browser tests' server samples every page view (playwright.config.ts).
 */
/**
 * The page goes hidden as when the reader switches tab or app (headless Chromium never hides a
 * page by itself, and a beacon sent while a page unloads is not seen by Playwright): web-vitals and
 * the reporter both act on `visibilitychange` with `visibilityState` "hidden".
 */
async function hideAndCatchBeacon(page: Page): Promise<Request> {
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/vitals') && request.method() === 'POST');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  return beacon;
}

test.describe('real readers\' vitals', () => {
  test('a visit\'s vitals reach the endpoint when the page is hidden, and the dashboard (en, hi) shows their p75 beside the "good" limits', async ({ page, adminPage }) => {
    // What the page hands to sendBeacon, kept for the test to read (Chromium does not expose a beacon's Blob body to Playwright); the beacon still goes.
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      const sent: Promise<string>[] = [];
      (window as unknown as { beaconBodies: Promise<string>[] }).beaconBodies = sent;
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) sent.push(data.text());
        return send(url, data);
      };
    });
    await page.goto('/hi/aboutus');
    await expect(page.locator('html')).toHaveAttribute('data-vitals', 'on');
    await page.getByRole('heading', { level: 1 }).click(); // an interaction, for INP
    const beacon = await hideAndCatchBeacon(page);
    const bodies = await page.evaluate(() => Promise.all((window as unknown as { beaconBodies: Promise<string>[] }).beaconBodies));
    expect(bodies).toHaveLength(1);
    const report = JSON.parse(bodies[0]) as { page: string; device: string; lang: string; metrics: { name: string; value: number }[] };
    expect(report).toMatchObject({ page: 'static', device: 'desktop', lang: 'hi' });
    expect(Object.keys(report).sort()).toEqual(['device', 'lang', 'metrics', 'page']); // no URL, no id
    const names = report.metrics.map((metric) => metric.name);
    expect(names).toEqual(expect.arrayContaining(['LCP', 'TTFB', 'CLS']));
    for (const metric of report.metrics) expect(Number.isFinite(metric.value) && metric.value >= 0).toBe(true);
    const answer = await beacon.response();
    expect(answer?.status()).toBe(204);
    expect(await answer?.headerValue('set-cookie')).toBeNull();

    for (const locale of ['en', 'hi'] as const) {
      await adminPage.goto(`/${locale}/admin/8888888888`);
      const panel = adminPage.getByTestId('vitals-panel');
      const row = panel.locator('[data-testid="vitals-row"][data-page="static"][data-device="desktop"][data-lang="hi"]').first();
      await expect(row).toBeVisible();
      await expect(row.locator('[data-metric="LCP"]')).toContainText(/ms/);
      await expect(row.locator('[data-metric="LCP"]')).toContainText(locale === 'en' ? /good|needs improvement|poor/ : /अच्छा|सुधार चाहिए|ख़राब/);
      await expect(panel.getByRole('columnheader', { name: /LCP p75/ })).toContainText(locale === 'en' ? 'good at or under 2,500 ms' : '2,500 ms या कम पर अच्छा');
      const axe = await axeOn(adminPage).include('[data-testid="vitals-panel"]').analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    }
  });

  test('nothing is measured or sent when the reader set Global Privacy Control or Do Not Track', async ({ browser, contextOptions, baseURL, extraHTTPHeaders }) => {
    for (const script of ['Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })', 'Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })']) {
      const context = await browser.newContext({ ...contextOptions, baseURL, extraHTTPHeaders });
      await context.addInitScript(script);
      const page = await context.newPage();
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/vitals')) sent.push(request.url());
      });
      await page.goto('/en/aboutus');
      await page.waitForLoadState('networkidle');
      // Past the moment the reporter would have loaded web-vitals (after the load, when idle).
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
      await page.getByRole('heading', { level: 1 }).click();
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.goto('/en/disclaimer');
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('data-vitals')).toBeNull();
      expect(sent).toEqual([]);
      await context.close();
    }
  });

  test('junk is refused with 400 JSON, oversize with 413, a body that is not JSON with 415; reports are rate limited per address', async ({ request }) => {
    const address = { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` };
    const good = { page: 'feed', device: 'mobile', lang: 'en', metrics: [{ name: 'LCP', value: 1234 }] };
    const junk: unknown[] = [
      {},
      { ...good, page: '/en/general' },
      { ...good, lang: 'fr' },
      { ...good, metrics: [] },
      { ...good, metrics: [{ name: 'FID', value: 1 }] },
      { ...good, metrics: [{ name: 'LCP', value: -1 }] },
      { ...good, metrics: [{ name: 'LCP', value: 1e12 }] },
      { ...good, metrics: [{ name: 'LCP', value: 'fast' }] },
      { ...good, metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] },
      { ...good, url: 'https://example.com/?email=a@b.c' },
      [good],
    ];
    for (const body of junk) {
      const response = await request.post('/api/vitals', { data: body, headers: address });
      expect(response.status(), JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const oversize = await request.post('/api/vitals', { data: { ...good, pad: 'x'.repeat(4096) }, headers: address });
    expect(oversize.status()).toBe(413);
    // text/plain is read as JSON (what a beacon of a string sends), so a form body there is junk: 400.
    const text = await request.post('/api/vitals', { data: 'page=feed', headers: { ...address, 'content-type': 'text/plain' } });
    expect(text.status()).toBe(400);
    const xml = await request.post('/api/vitals', { data: '<page>feed</page>', headers: { ...address, 'content-type': 'application/xml' } });
    expect(xml.status()).toBe(415);

    const flood = { 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await request.post('/api/vitals', { data: good, headers: flood })).status());
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
