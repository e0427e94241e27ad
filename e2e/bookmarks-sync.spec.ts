import { expect, test } from './support/fixtures';
import { E2E_READER } from './support/accounts';
import { logOutFromMenu, signInBrowser } from './support/admin';

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
  await signInBrowser(pageA, E2E_READER);
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

/**
 * Shared devices (issue 25 item 8): what an account synced into a browser belongs to that account.
 * Signing out takes it out of the browser, and the next account to sign in there neither sees it
 * nor uploads it into its own account — also when the session just changes to another account
 * without a sign-out on this page (an expired session, then another reader signs in).
 */
test('a shared browser: signing out leaves nothing of the account; the next account neither sees nor uploads it', async ({ page, ownNews, marker }) => {
  test.slow();
  const story = await ownNews.create({ title: `Cardamom auction opens ${marker}`, category: 'automobile', language: 'both' });
  const accounts = ['a', 'b', 'c'].map((who) => ({ email: `shared-${who}-${marker}@e2e.test`.toLowerCase(), password: 'a long e2e password 1' }));
  for (const [index, account] of accounts.entries()) {
    const created = await page.request.post('/api/user/register', { data: { fullName: `Shared Reader ${index}`, ...account, agreeToTerms: true } });
    expect(created.status(), await created.text()).toBe(201);
  }
  const [readerA, readerB, readerC] = accounts;
  const local = () => page.evaluate(() => ({ bookmarks: localStorage.getItem('bookmarksEnglish') ?? '', read: localStorage.getItem('shortnews:read') ?? '' }));
  const accountHas = async () => {
    const bookmarks = JSON.stringify(await (await page.request.get('/api/user/bookmarks?lang=en')).json());
    const read = JSON.stringify(await (await page.request.get('/api/user/read')).json());
    return { bookmark: bookmarks.includes(marker), read: read.includes(story.id) };
  };
  const synced = () => page.waitForResponse((r) => r.url().includes('/api/user/bookmarks?lang=hi') && r.request().method() === 'GET' && r.ok());

  // Account A reads the story and bookmarks it.
  await signInBrowser(page, readerA);
  let sync = synced();
  await page.goto(`/en/news/${story.id}`);
  await sync;
  await expect.poll(async () => (await local()).read).toContain(story.id);
  await page.goto('/en/automobile');
  const card = page.getByTestId('news-card').filter({ hasText: marker });
  const saved = page.waitForResponse((r) => r.url().includes('/api/user/bookmarks') && r.request().method() === 'PUT' && r.ok());
  await card.getByTestId('bookmark-button').click();
  await saved;
  await expect.poll(accountHas).toEqual({ bookmark: true, read: true });

  // A signs out: nothing of A's is left on the device.
  await logOutFromMenu(page);
  await expect.poll(local).toEqual({ bookmarks: expect.not.stringContaining(marker), read: expect.not.stringContaining(story.id) });
  await page.goto('/en/bookmarks');
  await expect(page.getByTestId('feed-list').or(page.getByText('No news are available'))).toBeVisible();
  await expect(page.getByTestId('news-card').filter({ hasText: marker })).toHaveCount(0);

  // B signs in on the same browser: B's account gets none of A's bookmarks or reads.
  await signInBrowser(page, readerB);
  sync = synced();
  await page.goto('/en/automobile');
  await sync;
  await page.waitForLoadState('networkidle');
  expect(await accountHas()).toEqual({ bookmark: false, read: false });
  await expect(page.getByTestId('news-card').filter({ hasText: marker }).getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'false');

  // The session changes to another account without a sign-out on this page (B's session ends
  // elsewhere, C signs in): C neither sees nor uploads what B's account put here.
  const savedB = page.waitForResponse((r) => r.url().includes('/api/user/bookmarks') && r.request().method() === 'PUT' && r.ok());
  await page.getByTestId('news-card').filter({ hasText: marker }).getByTestId('bookmark-button').click();
  await savedB;
  expect((await accountHas()).bookmark).toBe(true);
  await page.context().clearCookies();
  await signInBrowser(page, readerC);
  sync = synced();
  await page.goto('/en/automobile');
  await sync;
  await page.waitForLoadState('networkidle');
  expect(await accountHas()).toEqual({ bookmark: false, read: false });
  expect((await local()).bookmarks).not.toContain(marker);
  await expect(page.getByTestId('news-card').filter({ hasText: marker }).getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'false');
});
