import { expect, test } from './support/fixtures';
import { followedEarlier, shiftsAsItComesAlive, steadyLayoutTests } from './support/layout-shifts';
import { holdScripts } from './support/scripts';

/**
 * Nothing moves when a page comes alive (desktop; e2e/steady-layout.mobile.spec.ts for phones).
 * The Follow and breaking-alerts buttons, whose state only the browser knows, used to appear once
 * React had hydrated: on a feed they pushed the list down 60-120 px, and a reader's click on a
 * story landed on the buttons instead (pressed on the link, let go on a button: a click on
 * neither). Now the feed's row of buttons, rendered by the server, keeps their place, and Follow
 * is sent as a hidden copy of its box.
 */
steadyLayoutTests();

// A reader who blocked notifications for the site gets a note where the alerts button would be,
// beside Follow (a phone has both in its side panel, opened by a tap): in Hindi the note took a second
// line under the row and pushed the list down 30 px.
for (const path of ['/en/pharma', '/hi/pharma']) {
  test(`${path}, notifications blocked in this browser: the note keeps to the row, nothing moves`, async ({ page }) => {
    expect(await shiftsAsItComesAlive(page, path, undefined, { notifications: 'denied' })).toEqual([]);
    await expect(page.getByTestId('alerts-blocked')).toBeVisible();
  });
}

test('a story link pressed while the feed comes alive and let go once it is alive opens the story', async ({ page, ownNews }) => {
  const story = await ownNews.create({ title: 'Pressed early', category: 'pharma', language: 'en' });
  await expect(async () => expect(await (await page.request.get('/en/pharma')).text()).toContain(story.title)).toPass();
  const release = await holdScripts(page);
  await page.goto('/en/pharma', { waitUntil: 'domcontentloaded' });
  const link = page.getByRole('link', { name: story.title });
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('[data-pending]')).toHaveCount(0);
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`/en/news/${story.id}$`));
});

test('a returning reader\'s feed: "You\'re all caught up" shows above the first story seen before, and nothing moves for it', async ({ page, ownNews }) => {
  const seen = await ownNews.create({ title: 'Seen yesterday', category: 'automobile', language: 'en' });
  const fresh = await ownNews.create({ title: 'New today', category: 'automobile', language: 'en' });
  await expect(async () => expect(await (await page.request.get('/en/automobile')).text()).toContain(fresh.title)).toPass();
  // Read in an earlier visit (an hour ago): kept by this browser.
  await page.goto('/en/aboutus');
  await page.evaluate((key) => localStorage.setItem('shortnews:read', JSON.stringify({ [key]: Date.now() - 3_600_000 })), `news:${seen.id}`);
  // Tall enough that the stories written by other tests meanwhile do not push these two off the screen.
  await page.setViewportSize({ width: 1280, height: 2400 });
  const shifts = await shiftsAsItComesAlive(page, '/en/automobile');
  const card = page.getByTestId('news-card').filter({ hasText: seen.title });
  await expect(card.getByTestId('caught-up')).toBeVisible();
  await expect(card.getByTestId('caught-up')).toContainText("You're all caught up");
  expect(await card.boundingBox().then((box) => box!.y + box!.height)).toBeLessThan(2400);
  expect(shifts).toEqual([]);
});

test('a reader who follows topics: "Following" shows in the place of Follow\'s box on For you and a feed, and nothing moves for it', async ({ page }) => {
  await followedEarlier(page, ['pharma', 'stocks']);
  for (const path of ['/en/foryou', '/en/pharma']) {
    expect(await shiftsAsItComesAlive(page, path), path).toEqual([]);
    await expect(page.getByRole('button', { name: 'Follow Pharma' }).first()).toHaveAttribute('aria-pressed', 'true');
  }
});

test('bookmarks: the spinner gives way to the saved stories, or to the empty list, and nothing in view moves for it', async ({ page }) => {
  await page.goto('/en/stocks');
  const first = page.getByTestId('news-card').first();
  await first.getByTestId('bookmark-button').click();
  await expect(first.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true');
  const saved = async (alive: typeof page) => expect(alive.getByTestId('news-card')).toHaveCount(1);
  expect(await shiftsAsItComesAlive(page, '/en/bookmarks', saved)).toEqual([]);
  const empty = async (alive: typeof page) => expect(alive.getByTestId('feed-empty')).toBeVisible();
  expect(await shiftsAsItComesAlive(page, '/hi/bookmarks', empty)).toEqual([]);
});

test('a browser without push shows no alerts button, and nothing moves', async ({ page }) => {
  await page.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
  expect(await shiftsAsItComesAlive(page, '/en/general')).toEqual([]);
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  await expect(page.getByTestId('breaking-alerts')).toHaveCount(0);
});
