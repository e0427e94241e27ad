import { expect, test } from './support/fixtures';
import { readerReady } from './support/touch';
import { deliverUntilShown, receivedAlerts, standInSubscription, stubPushManager } from './support/push';
import { FULL_BROWSER } from './support/browsers';

/** Breaking-news alerts on a phone, in Hindi (issue 27): the bell lives in the side panel. See e2e/push.spec.ts. */
// Notifications are the full browser's: in Chromium's headless shell `Notification.permission` stays "denied" even when granted (e2e/support/browsers.ts).
test.use({ serviceWorkers: 'allow', permissions: ['notifications'], launchOptions: FULL_BROWSER });

test('हिंदी, phone: the panel\'s bell subscribes in Hindi; a breaking story in both languages arrives with its Hindi page', async ({ page, context, request, ownNews, marker }) => {
  test.slow();
  const { publicKey } = (await (await request.get('/api/push/public-key')).json()) as { publicKey: string };
  const subscription = await standInSubscription(publicKey);
  await stubPushManager(context, subscription);

  await page.goto('/hi/automobile');
  await readerReady(page);
  await page.getByRole('button', { name: 'श्रेणियाँ और विषय खोलें' }).tap();
  const bell = page.getByTestId('mobile-panel').getByTestId('breaking-alerts');
  await expect(bell).toContainText('ब्रेकिंग न्यूज़ अलर्ट पाएं');
  await bell.tap();
  await expect(bell).toHaveAttribute('aria-pressed', 'true');

  const story = await ownNews.create({ title: 'कार की कीमतें बढ़ीं', category: 'automobile', language: 'both', breaking: true });
  await expect.poll(async () => (await receivedAlerts(subscription.id)).length, { timeout: 20_000 }).toBe(1);
  const [alert] = await receivedAlerts(subscription.id);
  expect(JSON.parse(alert.text)).toEqual({ title: `कार की कीमतें बढ़ीं ${marker}`, body: 'ब्रेकिंग न्यूज़', path: `/hi/news/${story.id}`, tag: story.id, lang: 'hi' });

  await deliverUntilShown(page, alert.text);
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, (n.data as { path: string }).path])), { timeout: 30_000 })
    .toEqual([[`कार की कीमतें बढ़ीं ${marker}`, 'ब्रेकिंग न्यूज़', `/hi/news/${story.id}`]]);
});
