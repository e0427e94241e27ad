import type { APIRequestContext, Page, Response } from '@playwright/test';
import { logOutFromMenu, signInBrowser, signInWithCredentials } from './support/admin';
import { expect, test } from './support/fixtures';

/**
 * Follow and "For you" (issue 27), desktop: a reader follows categories from the feed, the story
 * page and the menu; /{lang}/foryou shows those categories' newest stories first, hides a source
 * for good, and is never a cached page. Signed out the choices live in the browser; signed in they
 * follow the account (merged at sign-in) and leave the browser at sign-out.
 */

function expectPrivate(response: Response | null) {
  const cacheControl = response?.headers()['cache-control'] ?? '';
  expect(cacheControl).toContain('private');
  expect(cacheControl).toContain('no-store');
}

const yourStories = (page: Page) => page.getByTestId('foryou-list').locator(':scope > li');

/**
 * The order of "Your stories": every story of a followed category before any other, newest first
 * among them. (The newest stories of all may sit in "Top stories" above, the same for everyone:
 * other tests publish in parallel, so the checks are about the order, not about one story.)
 */
async function expectFollowedFirst(page: Page, followed: string[]) {
  const rows = await yourStories(page).evaluateAll((items) => items.map((item) => ({ category: item.getAttribute('data-category') ?? '', time: item.querySelector('time')?.getAttribute('datetime') ?? '' })));
  const firstOther = rows.findIndex((row) => !followed.includes(row.category));
  const lastFollowed = rows.findLastIndex((row) => followed.includes(row.category));
  expect(lastFollowed === -1 || firstOther === -1 || lastFollowed < firstOther, `followed categories first: ${rows.map((row) => row.category).join(', ')}`).toBe(true);
  const times = rows.filter((row) => followed.includes(row.category)).map((row) => Date.parse(row.time));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  return rows;
}

/** The story is on the For you page: in "Top stories" (when it is among the newest of all) or in "Your stories". */
async function expectOnForYou(page: Page, title: string) {
  await expect(page.getByTestId('foryou').getByRole('heading', { name: title })).toBeVisible();
}

async function newAccount(request: APIRequestContext, marker: string) {
  const account = { email: `foryou-${marker}@e2e.test`.toLowerCase(), password: 'a long e2e password 1' };
  // From the test's own address (e2e/support/fixtures.ts): sign-up allows 20 an hour per address.
  const response = await request.post('/api/user/register', { data: { fullName: 'For You Reader', ...account, agreeToTerms: true } });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

test('signed out, English: follow from the feed and the menu; For you puts them first, newest first; a hidden source stays hidden; never cached', async ({ page, ownNews }) => {
  test.slow();
  const power = await ownNews.create({ title: 'Solar tariff falls', category: 'power', language: 'en' });
  const pharma = await ownNews.create({ title: 'Generic drug approved', category: 'pharma', language: 'en' });

  await page.goto('/en/power');
  const follow = page.getByRole('button', { name: 'Follow Power' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'You follow Power: its stories come first in For you.' })).toBeVisible();

  // The menu: a star per category, and the way to For you.
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Follow Power' })).toHaveAttribute('aria-pressed', 'true');
  await menu.getByRole('button', { name: 'Follow Pharma' }).click();
  await expect(menu.getByRole('button', { name: 'Follow Pharma' })).toHaveAttribute('aria-pressed', 'true');
  await menu.getByRole('link', { name: 'For you' }).click();
  await page.waitForURL('**/en/foryou');
  expectPrivate(await page.reload());

  await expect(page.getByTestId('foryou').getByRole('heading', { level: 1, name: 'For you' })).toBeVisible();
  await expect(page.getByTestId('foryou-top').locator(':scope > li')).toHaveCount(3);
  await expectOnForYou(page, power.title);
  await expectOnForYou(page, pharma.title);
  const rows = await expectFollowedFirst(page, ['power', 'pharma']);
  expect(rows.length).toBeGreaterThan(3);
  expect(['power', 'pharma']).toContain(rows[0].category);
  // The cards' client islands have their words (the page once lacked the feed's messages: "feed.bookmark").
  const firstCardTitle = (await yourStories(page).nth(0).getByRole('heading').textContent())!;
  await expect(yourStories(page).nth(0).getByRole('button', { name: `Bookmark: ${firstCardTitle}` })).toHaveText('Bookmark');

  // Hide a source: its cards go at once, and stay gone on the next visit (the server leaves them out).
  const source = (await yourStories(page).nth(0).getAttribute('data-source'))!;
  await yourStories(page).nth(0).getByRole('button', { name: `Hide stories from ${source}` }).click();
  await expect(page.getByTestId('foryou-notice')).toContainText(`Stories from ${source} are hidden.`);
  await expect(page.getByTestId('foryou-list').locator(`[data-source="${source}"]`)).toHaveCount(0);
  expectPrivate(await page.reload());
  await expect(yourStories(page).first()).toBeVisible();
  await expect(page.getByTestId('foryou-list').locator(`[data-source="${source}"]`)).toHaveCount(0);

  // Less like this: remembered, nothing moves now.
  const first = yourStories(page).nth(0);
  const firstTitle = await first.getByRole('heading').textContent();
  const category = (await first.getAttribute('data-category'))!;
  const name = category === 'power' ? 'Power' : 'Pharma';
  await first.getByRole('button', { name: `Fewer ${name} stories` }).click();
  await expect(page.getByTestId('foryou-notice')).toContainText(`You will see fewer ${name} stories.`);
  await expect(yourStories(page).nth(0).getByRole('heading')).toHaveText(firstTitle!);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('shortnews:topics'))) ?? '{}')).toEqual({ followed: ['power', 'pharma'], hiddenSources: [source], lessLike: [category] });

  // Another browser (another reader) gets a For you of its own: nothing followed.
  const other = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  expectPrivate(await otherPage.goto('/en/foryou'));
  await expect(otherPage.getByText('Follow topics to fill this page')).toBeVisible();
  await other.close();
});

test('signed in, Hindi: a follow from the story page is merged into the account at sign-in, shown on another device, and leaves the browser at sign-out', async ({ page, browser, baseURL, extraHTTPHeaders, ownNews, marker }) => {
  test.slow();
  const story = await ownNews.create({ title: 'दवा कंपनी का नया संयंत्र', category: 'pharma', language: 'hi' });
  const account = await newAccount(page.request, marker);

  // Signed out, on the story's page.
  await page.goto(`/hi/news/${story.id}`);
  const follow = page.getByTestId('story').getByRole('button', { name: 'फार्मा फ़ॉलो करें' });
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  // Sign in: the browser's follow is merged into the account.
  await signInBrowser(page, account);
  const merged = page.waitForResponse((r) => r.url().endsWith('/api/user/topics') && r.request().method() === 'PUT' && r.ok());
  await page.goto('/hi/foryou');
  await merged;
  expect((await (await page.request.get('/api/user/topics')).json()).followed).toEqual(['pharma']);
  expectPrivate(await page.reload());
  await expect(page.getByTestId('foryou').getByRole('heading', { level: 1, name: 'आपके लिए' })).toBeVisible();
  await expect(page.getByText('आपके विषय हर डिवाइस पर आपके खाते के साथ रहते हैं।')).toBeVisible();
  await expectOnForYou(page, story.title);
  await expectFollowedFirst(page, ['pharma']);

  // Another device, same account: the same For you, from the server.
  const deviceB = await browser.newContext({ baseURL, extraHTTPHeaders });
  await signInWithCredentials(deviceB.request, account);
  const pageB = await deviceB.newPage();
  expectPrivate(await pageB.goto('/hi/foryou'));
  await expectOnForYou(pageB, story.title);
  await expectFollowedFirst(pageB, ['pharma']);
  await deviceB.close();

  // Sign out: the account's choices leave this browser.
  await logOutFromMenu(page, 'hi');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('shortnews:topics'))).toBeNull();
  await page.goto('/hi/foryou');
  await expect(page.getByText('इस पेज को भरने के लिए विषय फ़ॉलो करें')).toBeVisible();
});
