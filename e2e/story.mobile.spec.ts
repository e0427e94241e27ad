import { expect, test } from './support/fixtures';

test('phone: Share on a story page opens the system share sheet with its permalink', async ({ page, baseURL, ownNews, marker }) => {
  const story = await ownNews.create({ title: `Rupee firms ${marker}`, description: 'The rupee rose 12 paise.', category: 'automobile', language: 'en' });
  // Record what the page hands to the Web Share API (headless Chromium has no share sheet to show).
  await page.addInitScript(() => {
    (window as unknown as { shared: ShareData[] }).shared = [];
    navigator.share = async (data?: ShareData) => {
      (window as unknown as { shared: ShareData[] }).shared.push(data ?? {});
    };
  });
  await page.goto(`/en/news/${story.id}`);
  await page.getByTestId('share-button').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: story.title, url: `${baseURL}/en/news/${story.id}` }]);
});
