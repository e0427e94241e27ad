import { expect, test } from './support/fixtures';
import { followedEarlier, shiftsAsItComesAlive, steadyLayoutTests } from './support/layout-shifts';

/** Nothing moves when a page comes alive, on a phone (e2e/steady-layout.spec.ts for the desktop and the reason). */
steadyLayoutTests();

// On a phone a feed's Follow sits in the swipe reader's panel, out of view as the page loads: For you is where it shows.
test('a reader who follows topics: "Following" shows in the place of Follow\'s box on For you, in both languages, and nothing moves for it', async ({ page }) => {
  await followedEarlier(page, ['pharma', 'stocks']);
  for (const [path, name] of [['/en/foryou', 'Follow Pharma'], ['/hi/foryou', 'फार्मा फ़ॉलो करें']] as const) {
    expect(await shiftsAsItComesAlive(page, path), path).toEqual([]);
    await expect(page.getByRole('button', { name }).first()).toHaveAttribute('aria-pressed', 'true');
  }
});
