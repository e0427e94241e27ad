import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { readerReady, swipe } from './support/touch';

type FeedPage = { articles: { title: string }[] };

/** The article titles of a feed's first page, as the JSON route gives them. */
async function firstTitles(page: Page, category: string, lang = 'en'): Promise<string[]> {
  const response = await page.request.get(`/api/feed/${category}?lang=${lang}&page=1`);
  const body = (await response.json()) as FeedPage;
  return body.articles.map((article) => article.title);
}

const currentCard = (page: Page) => page.locator('[data-testid="mobile-card"]:not([aria-hidden="true"])');
const header = (page: Page) => page.getByTestId('site-header');

test.describe('mobile reader (touch)', () => {
  test('the server HTML already has the first card, and only it is exposed', async ({ page, request }) => {
    const [first, second] = await firstTitles(page, 'stocks');
    const html = await (await request.get('/en/stocks')).text();
    expect(html).toContain('data-testid="mobile-feed"');
    expect(html).toContain(first);

    await page.goto('/en/stocks');
    await expect(currentCard(page)).toHaveCount(1);
    await expect(currentCard(page)).toContainText(first);
    // The other cards are hidden from assistive technology and inert.
    const secondCard = page.getByTestId('mobile-card').nth(1);
    await expect(secondCard).toHaveAttribute('aria-hidden', 'true');
    await expect(secondCard).toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { name: second })).toHaveCount(0);
  });

  test('swiping up shows the next article and hides the header; swiping down goes back and shows it', async ({ page }) => {
    const [first, second] = await firstTitles(page, 'stocks');
    await page.goto('/en/stocks');
    await expect(header(page)).toBeVisible();
    await expect(currentCard(page)).toContainText(first);

    await swipe(page, { dy: -500 });
    await expect(currentCard(page)).toContainText(second);
    await expect(header(page)).toBeHidden();

    await swipe(page, { dy: 500 });
    await expect(currentCard(page)).toContainText(first);
    await expect(header(page)).toBeVisible();
  });

  test('a tap on the article toggles the header; tapping the header title returns to the first article', async ({ page }) => {
    const [first, , third] = await firstTitles(page, 'stocks');
    await page.goto('/en/stocks');
    await readerReady(page);
    await currentCard(page).locator('p').last().tap();
    await expect(header(page)).toBeHidden();
    await currentCard(page).locator('p').last().tap();
    await expect(header(page)).toBeVisible();

    await page.getByRole('button', { name: 'Next article' }).tap();
    await page.getByRole('button', { name: 'Next article' }).tap();
    await expect(currentCard(page)).toContainText(third);
    await currentCard(page).locator('p').last().tap();
    await expect(header(page)).toBeVisible();
    await page.getByTestId('header-category').getByRole('button', { name: 'Stocks' }).tap();
    await expect(currentCard(page)).toContainText(first);
  });

  test('previous / next buttons and the j / k / arrow keys move one article', async ({ page }) => {
    const [first, second, third] = await firstTitles(page, 'stocks');
    await page.goto('/en/stocks');
    await readerReady(page);
    await expect(page.getByRole('button', { name: 'Previous article' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next article' }).tap();
    await expect(currentCard(page)).toContainText(second);
    await expect(page.getByText('Article 2 of')).toBeAttached();
    await page.keyboard.press('j');
    await expect(currentCard(page)).toContainText(third);
    await page.keyboard.press('k');
    await expect(currentCard(page)).toContainText(second);
    await page.keyboard.press('ArrowUp');
    await expect(currentCard(page)).toContainText(first);
    await page.keyboard.press('ArrowDown');
    await expect(currentCard(page)).toContainText(second);
    await page.getByRole('button', { name: 'Previous article' }).tap();
    await expect(currentCard(page)).toContainText(first);
  });

  test('reaching the end of the loaded articles loads the next page (JSON route) until the total', async ({ page }) => {
    await page.goto('/en/sports');
    await readerReady(page);
    await expect(page.getByTestId('mobile-card')).toHaveCount(10);
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('j');
    await expect(page.getByTestId('mobile-card')).toHaveCount(20);
    await expect(page.getByTestId('mobile-card').nth(10)).toContainText('sports en page 2 story 11');
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('j');
    await expect(page.getByTestId('mobile-card')).toHaveCount(25);
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('j');
    await expect(currentCard(page)).toContainText('story 25');
    await expect(page.getByRole('button', { name: 'Next article' })).toBeDisabled();
    await expect(page.getByTestId('mobile-card')).toHaveCount(25);
  });

  test('with reduced motion the articles change without a slide animation', async ({ page }) => {
    const [, second] = await firstTitles(page, 'stocks');
    // The slide speed of both sliders (SPEC §9: 500 ms), as each slider holds it.
    const speeds = () => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-slider]')].map((el) => Number(el.dataset.speed)));
    // And what the cards' track really does when it moves: a 500 ms transition.
    const cardsMove = () => page.evaluate(() => getComputedStyle(document.querySelector('[data-slider="vertical"] > div')!).transitionDuration);
    await page.goto('/en/stocks');
    await expect.poll(speeds).toEqual([500, 500]);
    await readerReady(page);
    await page.getByRole('button', { name: 'Next article' }).tap();
    await expect(currentCard(page)).toContainText(second);
    expect(await cardsMove()).toBe('0.5s');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/stocks');
    await readerReady(page);
    await expect.poll(speeds).toEqual([0, 0]);
    await page.getByRole('button', { name: 'Next article' }).tap();
    await expect(currentCard(page)).toContainText(second);
    await expect(header(page)).toBeHidden();
    await page.getByRole('button', { name: 'Previous article' }).tap();
    await expect(header(page)).toBeVisible();
    // Reduced motion's own rule (app/globals.css) may leave a hundredth of a millisecond.
    expect(Number.parseFloat(await cardsMove())).toBeLessThan(0.001);
  });

  test('the navigation panel: swipe right opens it, its links close it', async ({ page }) => {
    await page.goto('/en/general');
    const panel = page.getByRole('navigation', { name: 'Categories and topics' });
    await expect(panel).not.toBeInViewport();

    await swipe(page, { dx: 300 });
    await expect(panel).toBeInViewport();
    await expect(panel.getByRole('heading', { name: 'Categories and Topics' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'TOP STORIES' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'BOOKMARKS' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'India' })).toHaveAttribute('href', '/en/india');
    await expect(panel.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/login');

    // The arrow slides it away; the button in the toolbar brings it back.
    await panel.getByRole('button', { name: 'Back to the news' }).tap();
    await expect(panel).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open categories and topics' }).tap();
    await expect(panel).toBeInViewport();

    // A link to the page we are on still closes the panel.
    await panel.getByRole('link', { name: 'TOP STORIES' }).tap();
    await expect(panel).not.toBeInViewport();
    await expect(page).toHaveURL(/\/en\/general$/);

    await page.getByRole('button', { name: 'Open categories and topics' }).tap();
    await panel.getByRole('link', { name: 'Business' }).tap();
    await expect(page).toHaveURL(/\/en\/business$/);
    await expect(page.getByTestId('header-category')).toHaveText('Business');
    await expect(page.getByRole('navigation', { name: 'Categories and topics' })).not.toBeInViewport();
  });

  // SPEC: "It shows a spinner while loading" — on a phone, for the panel's links as for the desktop menu's
  // (e2e/feed.spec.ts): the panel slides away at once, and the spinner covers the old feed until the new one is there.
  test("a topic tapped in the panel shows the spinner until that topic's feed is there", async ({ page }) => {
    await page.goto('/en/general');
    await readerReady(page);
    await page.route(
      (url) => url.pathname === '/en/sports' && url.searchParams.has('_rsc'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue().catch(() => undefined);
      },
    );
    await page.getByRole('button', { name: 'Open categories and topics' }).tap();
    const panel = page.getByRole('navigation', { name: 'Categories and topics' });
    await panel.getByRole('link', { name: 'Sports' }).tap();
    await expect(page.getByTestId('feed-spinner')).toBeVisible();
    await expect(panel).not.toBeInViewport();
    await expect(page).toHaveURL(/\/en\/sports$/);
    await expect(page.getByTestId('header-category')).toHaveText('Sports');
    await expect(page.getByTestId('feed-spinner')).toHaveCount(0);
  });

  test('Hindi panel: Hindi names, no National / India topic', async ({ page }) => {
    await page.goto('/hi/general');
    await readerReady(page);
    await page.getByRole('button', { name: 'श्रेणियाँ और विषय खोलें' }).tap();
    const panel = page.getByRole('navigation', { name: 'श्रेणियाँ और विषय' });
    await expect(panel).toBeInViewport();
    await expect(panel.getByRole('link', { name: 'व्यापार' })).toHaveAttribute('href', '/hi/business');
    await expect(panel.locator('a[href="/hi/india"]')).toHaveCount(0);
  });

  test('tapping the title bookmarks the article with a transient message; the bookmarks page lists it', async ({ page }) => {
    const [first] = await firstTitles(page, 'banking');
    await page.goto('/en/banking');
    await readerReady(page);
    await currentCard(page).getByRole('button', { name: first, exact: true }).tap();
    await expect(page.getByTestId('bookmark-message')).toHaveText('News Bookmarked');
    // The message goes away by itself (SPEC: 3 s).
    await expect(page.getByTestId('bookmark-message')).toHaveCount(0, { timeout: 6_000 });

    await page.goto('/en/bookmarks');
    await expect(currentCard(page)).toContainText(first);
    await expect(page.getByTestId('header-category')).toHaveText('Bookmarks');

    await currentCard(page).getByRole('button', { name: first, exact: true }).tap();
    await expect(page.getByTestId('bookmark-message')).toHaveText('Bookmark Removed');
    await page.goto('/en/bookmarks');
    await expect(page.getByTestId('feed-empty')).toBeVisible();
  });
});
