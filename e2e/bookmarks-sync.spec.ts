import { expect, test } from './support/fixtures';
import { E2E_READER } from './support/accounts';
import { signInWithCredentials } from './support/admin';

test('bookmarks follow the account: merged at sign-in, shown on another device, removed everywhere', async ({ browser, baseURL, extraHTTPHeaders, readerPage, ownNews, marker }) => {
  const story = await ownNews.create({ title: `Saffron harvest doubles ${marker}`, category: 'automobile', language: 'both' });

  // Device A, signed out: the bookmark stays in this browser.
  const deviceA = await browser.newContext({ baseURL, extraHTTPHeaders });
  const pageA = await deviceA.newPage();
  await pageA.goto('/en/automobile');
  const cardA = pageA.getByTestId('news-card').filter({ hasText: marker });
  await cardA.getByTestId('bookmark-button').click();
  await expect(cardA.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true');

  // Device B, signed in as the same reader: not there yet.
  await readerPage.goto('/en/bookmarks');
  await expect(readerPage.getByTestId('news-card').filter({ hasText: marker })).toHaveCount(0);

  // A signs in: its local bookmark is merged into the account.
  await signInWithCredentials(deviceA.request, E2E_READER);
  const merged = pageA.waitForResponse((r) => r.url().includes('/api/user/bookmarks') && r.request().method() === 'PUT' && r.ok());
  await pageA.reload();
  await merged;

  // B sees it (on its next load).
  await readerPage.goto('/en/bookmarks');
  const cardB = readerPage.getByTestId('news-card').filter({ hasText: marker });
  await expect(cardB).toHaveCount(1);
  await expect(cardB.getByRole('heading')).toHaveText(story.title);

  // B removes it: gone on A too.
  const removed = readerPage.waitForResponse((r) => r.url().includes('/api/user/bookmarks') && r.request().method() === 'DELETE' && r.ok());
  await cardB.getByTestId('bookmark-button').click();
  await removed;
  await pageA.goto('/en/bookmarks');
  await expect(pageA.getByTestId('feed-list').or(pageA.getByText('No news are available'))).toBeVisible();
  await expect(pageA.getByTestId('news-card').filter({ hasText: marker })).toHaveCount(0);
  await deviceA.close();
});

test('a signed-in reader with nothing new to upload does not download zod; the first bookmark does (issue 15)', async ({ readerPage, ownNews, marker }) => {
  await ownNews.create({ title: `Lentil prices steady ${marker}`, category: 'automobile', language: 'both' });
  // Every script the page downloads, read for zod's own class names (its chunk has a hashed name).
  const zodSeen: Promise<boolean>[] = [];
  readerPage.on('response', (response) => {
    if (response.request().resourceType() === 'script') zodSeen.push(response.text().then((text) => text.includes('$ZodType'), () => false));
  });
  const synced = readerPage.waitForResponse((r) => r.url().includes('/api/user/bookmarks?lang=hi') && r.request().method() === 'GET' && r.ok());
  await readerPage.goto('/en/automobile');
  await synced;
  await readerPage.waitForLoadState('networkidle');
  expect(zodSeen.length).toBeGreaterThan(5);
  expect((await Promise.all(zodSeen)).some(Boolean)).toBe(false);

  const card = readerPage.getByTestId('news-card').filter({ hasText: marker });
  const uploaded = readerPage.waitForResponse((r) => r.url().includes('/api/user/bookmarks') && r.request().method() === 'PUT' && r.ok());
  await card.getByTestId('bookmark-button').click();
  await uploaded;
  expect((await Promise.all(zodSeen)).some(Boolean)).toBe(true);
  // The account keeps it; leave the reader's list as it was.
  const removed = readerPage.waitForResponse((r) => r.url().includes('/api/user/bookmarks') && r.request().method() === 'DELETE' && r.ok());
  await card.getByTestId('bookmark-button').click();
  await removed;
});

test('the bookmarks API is for signed-in readers and refuses bad input with 4xx JSON', async ({ request, readerRequest }) => {
  expect((await request.get('/api/user/bookmarks?lang=en')).status()).toBe(401);
  for (const [body, status] of [[{ lang: 'xx', articles: [{ title: 'a' }] }, 422], [{ lang: 'en', articles: [{ title: 'a', url: 'javascript:alert(1)' }] }, 422], [{ lang: 'en' }, 422]] as const) {
    const response = await readerRequest.put('/api/user/bookmarks', { data: body });
    expect(response.status()).toBe(status);
    expect(await response.json()).toHaveProperty('error');
  }
  expect((await readerRequest.get('/api/user/bookmarks?lang=de')).status()).toBe(422);
});
