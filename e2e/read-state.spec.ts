import { expect, test } from './support/fixtures';

test('desktop: an opened story is marked read, and the read state follows the signed-in reader', async ({ readerPage, browser, baseURL, extraHTTPHeaders, readerState, ownNews, marker }) => {
  const story = await ownNews.create({ title: `Opened story ${marker}`, category: 'fmcg', language: 'en' });
  await readerPage.goto('/en/fmcg');
  const card = readerPage.getByTestId('news-card').filter({ hasText: marker });
  await expect(card).toHaveAttribute('data-read', 'false');
  const sent = readerPage.waitForResponse((r) => r.url().includes('/api/user/read') && r.request().method() === 'PUT' && r.ok());
  await card.getByRole('link', { name: story.title }).click();
  await expect(readerPage).toHaveURL(new RegExp(`/en/news/${story.id}$`));
  await sent;
  await readerPage.goBack();
  await expect(readerPage.getByTestId('news-card').filter({ hasText: marker })).toHaveAttribute('data-read', 'true');

  // Another device of the same reader.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders, storageState: readerState });
  const page = await other.newPage();
  await page.goto('/en/fmcg');
  const there = page.getByTestId('news-card').filter({ hasText: marker });
  await expect(there).toHaveAttribute('data-read', 'true');
  await expect(there.getByTestId('caught-up')).toBeVisible();
  await other.close();
});
