import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { deliverUntilShown, receivedAlerts, refusedAlerts, standInSubscription, stubPushManager, type ReceivedAlert } from './support/push';
import { FULL_BROWSER } from './support/browsers';

/**
 * Breaking-news alerts end to end (issue 27): a reader presses the bell on a feed, the newsroom
 * publishes a breaking story, the server's job queue sends the alert to the push service (a stand-in
 * that checks the VAPID signature and decrypts it: e2e/support/push.ts says why the browser's own push
 * service cannot be used here), and the app's service worker shows it. Only what the browser's push
 * service does is replaced; the page's code, the server and the worker run as shipped.
 */
// Notifications are the full browser's: in Chromium's headless shell `Notification.permission` stays "denied" even when granted (e2e/support/browsers.ts).
test.use({ serviceWorkers: 'allow', permissions: ['notifications'], launchOptions: FULL_BROWSER });

async function shownNotifications(page: Page) {
  return page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, lang: n.lang, data: n.data as unknown })));
}

async function oneAlert(subscriptionId: string): Promise<ReceivedAlert> {
  await expect.poll(async () => (await receivedAlerts(subscriptionId)).length, { timeout: 20_000, message: 'the alert reaches the push service' }).toBeGreaterThan(0);
  const alerts = await receivedAlerts(subscriptionId);
  expect(alerts).toHaveLength(1);
  return alerts[0];
}

test('no permission prompt on page load; the bell asks, and a breaking story reaches the reader once, decrypted, shown by the service worker', async ({ page, context, request, adminRequest, ownNews, marker }) => {
  test.slow();
  const { publicKey } = (await (await request.get('/api/push/public-key')).json()) as { publicKey: string };
  const subscription = await standInSubscription(publicKey);
  await stubPushManager(context, subscription);
  await page.addInitScript(() => {
    const original = Notification.requestPermission.bind(Notification);
    (window as unknown as { __asked: number }).__asked = 0;
    Notification.requestPermission = (async () => {
      (window as unknown as { __asked: number }).__asked += 1;
      return original();
    }) as typeof Notification.requestPermission;
  });

  await page.goto('/en/power');
  const bell = page.getByTestId('breaking-alerts');
  await expect(bell).toHaveText('Get breaking news alerts: Power');
  expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(0);
  await bell.click();
  await expect(page.getByRole('status').filter({ hasText: 'You will get breaking news alerts for Power.' })).toBeVisible();
  await expect(bell).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(1);

  // Not breaking, then another category's breaking story, then the one: only the last alerts.
  await ownNews.create({ title: 'Grid maintenance', category: 'power', language: 'en' });
  await ownNews.create({ title: 'Pharma recall', category: 'pharma', language: 'en', breaking: true });
  const story = await ownNews.create({ title: 'Northern grid fails', category: 'power', language: 'en', breaking: true });
  const alert = await oneAlert(subscription.id);
  expect(JSON.parse(alert.text)).toEqual({ title: `Northern grid fails ${marker}`, body: 'Breaking news', path: `/en/news/${story.id}`, tag: story.id, lang: 'en' });
  expect(alert.claims.sub).toBe('mailto:newsroom@e2e.test');
  expect(alert.headers['content-encoding']).toBe('aes128gcm');
  expect(await refusedAlerts(subscription.id)).toEqual([]);

  // The browser's push service hands it to the worker: it shows the story with its path.
  await deliverUntilShown(page, alert.text);
  await expect.poll(() => shownNotifications(page), { timeout: 30_000 }).toEqual([{ title: `Northern grid fails ${marker}`, body: 'Breaking news', tag: story.id, lang: 'en', data: { path: `/en/news/${story.id}` } }]);

  // Editing the story, or taking it down and putting it back, sends nothing more.
  const edit = (status: string) =>
    adminRequest.put(`/api/news/${story.id}`, { multipart: { title: story.title, description: story.description, category: 'power', language: 'en', status } });
  for (const status of ['unpublished', 'published']) expect((await edit(status)).status()).toBe(200);
  expect((await adminRequest.put(`/api/news/${story.id}`, { multipart: { title: `${story.title} (update)`, description: story.description, category: 'power', language: 'en' } })).status()).toBe(200);
  // The job runner polls every second (playwright.config.ts): three polls, and still one alert.
  await page.waitForTimeout(3000);
  expect(await receivedAlerts(subscription.id)).toHaveLength(1);

  // The bell again: alerts off, the server forgets the browser.
  await bell.click();
  await expect(bell).toHaveAttribute('aria-pressed', 'false');
});
