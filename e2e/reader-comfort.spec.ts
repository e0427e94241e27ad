import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  cancels,
  DARK_BACKGROUND,
  expectNoContrastViolations,
  expectNoContrastViolationsInBothThemes,
  firstPaintBackground,
  fontSizeOf,
  LIGHT_BACKGROUND,
  pageBackground,
  recordFirstPaint,
  spoken,
  stubSpeech,
} from './support/comfort';

type FeedPage = { articles: { title: string; description: string }[] };
const DESCRIPTION = '[data-testid="card-description"]';

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  return page.getByRole('navigation', { name: 'Main menu' });
}

test.describe('dark theme (desktop)', () => {
  test('follows the system setting, from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstPaint(page);
    await page.goto('/en/general');
    expect(await firstPaintBackground(page)).toBe(DARK_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  });

  test('the menu choice overrides the system and survives a reload with no light flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordFirstPaint(page);
    await page.goto('/en/general');
    const menu = await openMenu(page);
    await expect(menu.getByRole('radio', { name: 'System' })).toBeChecked();
    await menu.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);

    await page.reload();
    expect(await firstPaintBackground(page)).toBe(DARK_BACKGROUND);
    await expect((await openMenu(page)).getByRole('radio', { name: 'Dark' })).toBeChecked();

    // Light wins over a dark system, and System gives the choice back.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('radio', { name: 'Light' }).check();
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_BACKGROUND);
    await page.reload();
    expect(await firstPaintBackground(page)).toBe(LIGHT_BACKGROUND);
    await (await openMenu(page)).getByRole('radio', { name: 'System' }).check();
    await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
  });

  // Each page is loaded once and checked in both themes (expectNoContrastViolationsInBothThemes).
  const readerPages = [
    ['/en/general', '/hi/general', '/en/bookmarks', '/en/blogs'],
    ['/hi/blogs', '/en/login', '/en/signup', '/en/aboutus'],
  ];
  for (const [group, paths] of readerPages.entries()) {
    test(`axe finds no contrast violations on the reader pages (${group + 1} of 2${group === 1 ? ', and the open menu' : ''}), light and dark theme`, async ({ page }) => {
      test.slow();
      for (const path of paths) {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await expectNoContrastViolationsInBothThemes(page, path);
      }
      if (group === 1) {
        await page.goto('/en/general');
        await openMenu(page);
        await expectNoContrastViolationsInBothThemes(page, 'the open menu');
      }
    });
  }

  test('axe finds no contrast violations on search results, a story, forgot / reset password and the offline page, light and dark theme', async ({ page, ownNews }) => {
    test.slow();
    // Search results with their highlighted matches (<mark>), in both languages' pages.
    for (const path of ['/en/search?q=market', '/hi/search?q=market']) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expect(page.locator('main mark').first()).toBeVisible();
      await expectNoContrastViolationsInBothThemes(page, path);
    }
    const story = await ownNews.create({ title: 'Grid demand peaks in summer', description: 'Power use rose across the northern states.', category: 'power', language: 'both' });
    for (const lang of ['en', 'hi']) {
      await page.goto(`/${lang}/news/${story.id}`);
      await expect(page.getByTestId('story')).toBeVisible();
      await expectNoContrastViolationsInBothThemes(page, `/${lang}/news/{id}`);
    }
    await page.goto('/en/forgot-password');
    await expect(page.locator('main form')).toBeVisible();
    await expectNoContrastViolationsInBothThemes(page, '/en/forgot-password');
    // The reset form, and its error alert once the server refused the link.
    await page.goto('/en/reset-password/not-a-real-token');
    await page.getByLabel('New Password', { exact: true }).fill('new password 1');
    await page.getByLabel('Confirm New Password').fill('new password 1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expectNoContrastViolationsInBothThemes(page, '/en/reset-password');
    await page.goto('/hi/offline');
    await expect(page.locator('main h1')).toBeVisible();
    await expectNoContrastViolationsInBothThemes(page, '/hi/offline');
  });

  test('axe finds no contrast violations on a blog post (signed in), light and dark theme', async ({ readerPage, ownBlog }) => {
    test.slow();
    // Headings, table of contents, share panel, author box, related posts.
    const blog = await ownBlog.create({ title: 'Reading a payslip', content: [{ title: 'Gross and net', paragraphs: ['Gross pay is before deductions; net pay is what reaches the account.'] }] });
    for (const lang of ['en', 'hi']) {
      await readerPage.goto(`/${lang}/blogs/${blog.id}`);
      await expect(readerPage.getByTestId('blog-article')).toBeVisible();
      await expectNoContrastViolationsInBothThemes(readerPage, `/${lang}/blogs/{id}`);
    }
  });

  test('admin pages are readable in the dark theme (axe contrast)', async ({ page, adminPage }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/en/admin/login');
    await expectNoContrastViolations(page, 'admin login (dark)');
    await adminPage.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/en/admin/8888888888', '/en/getallblogs', '/en/customblog']) {
      await adminPage.goto(path);
      await expect(adminPage.locator('main')).toBeVisible();
      await expectNoContrastViolations(adminPage, `${path} (dark)`);
    }
  });
});

test.describe('text size (desktop)', () => {
  test('small / large change the story text and survive a reload', async ({ page }) => {
    await page.goto('/en/general');
    const normal = await fontSizeOf(page, DESCRIPTION);
    const menu = await openMenu(page);
    await expect(menu.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await menu.getByRole('radio', { name: 'Large' }).check();
    await expect.poll(() => fontSizeOf(page, DESCRIPTION)).toBeGreaterThan(normal);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
    expect(await fontSizeOf(page, DESCRIPTION)).toBeGreaterThan(normal);
    await (await openMenu(page)).getByRole('radio', { name: 'Small' }).check();
    await expect.poll(() => fontSizeOf(page, DESCRIPTION)).toBeLessThan(normal);
  });
});

test.describe('text size on a blog post (desktop)', () => {
  test('large / small change the blog text too, and survive a reload', async ({ readerPage: page, ownBlog }) => {
    const blog = await ownBlog.create({ title: 'Old and new tax regimes', content: [{ title: 'Slabs', paragraphs: ['The new regime has lower rates and fewer deductions.'] }] });
    const paragraph = '[data-testid="blog-body"] section > div';
    await page.goto(`/en/blogs/${blog.id}`);
    await expect(page.locator(paragraph).first()).toContainText('lower rates');
    const normal = await fontSizeOf(page, paragraph);
    await (await openMenu(page)).getByRole('radio', { name: 'Large' }).check();
    await expect.poll(() => fontSizeOf(page, paragraph)).toBeGreaterThan(normal);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
    expect(await fontSizeOf(page, paragraph)).toBeGreaterThan(normal);
    await (await openMenu(page)).getByRole('radio', { name: 'Small' }).check();
    await expect.poll(() => fontSizeOf(page, paragraph)).toBeLessThan(normal);
  });
});

test.describe('Listen (desktop)', () => {
  test('reads an English story in English; Stop stops it', async ({ page }) => {
    await stubSpeech(page, ['en-US', 'hi-IN']);
    const { articles } = (await (await page.request.get('/api/feed/general?lang=en&page=1')).json()) as FeedPage;
    await page.goto('/en/general');
    const card = page.getByTestId('news-card').filter({ hasText: articles[0].title }).first();
    await card.getByRole('button', { name: `Listen: ${articles[0].title}` }).click();
    expect(await spoken(page)).toEqual([{ text: `${articles[0].title}.\n${articles[0].description}`, lang: 'en-US', voice: 'Stub en-US' }]);
    const stop = card.getByRole('button', { name: `Stop listening: ${articles[0].title}` });
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    const before = await cancels(page);
    await stop.click();
    expect(await cancels(page)).toBeGreaterThan(before);
    await expect(card.getByRole('button', { name: `Listen: ${articles[0].title}` })).toBeVisible();
  });

  test('reads a Hindi story with a Hindi voice, and has no Listen where there is no Hindi voice', async ({ page, browser, ownNews, marker }) => {
    const hindi = await ownNews.create({ title: 'बाज़ार में आज तेज़ी रही', description: 'सेंसेक्स और निफ़्टी दोनों बढ़त के साथ बंद हुए।', category: 'power', language: 'both' });
    const english = await ownNews.create({ title: 'Markets close higher', description: 'Both indices ended the day up.', category: 'power', language: 'both' });
    expect(hindi.title).toContain(marker);

    await stubSpeech(page, ['en-GB', 'hi-IN']);
    await page.goto('/hi/power');
    await page.getByTestId('news-card').filter({ hasText: hindi.title }).getByRole('button', { name: `सुनें: ${hindi.title}` }).click();
    await page.getByTestId('news-card').filter({ hasText: english.title }).getByRole('button', { name: `सुनें: ${english.title}` }).click();
    expect(await spoken(page)).toEqual([
      { text: `${hindi.title}.\n${hindi.description}`, lang: 'hi-IN', voice: 'Stub hi-IN' },
      { text: `${english.title}.\n${english.description}`, lang: 'en-GB', voice: 'Stub en-GB' },
    ]);

    const englishOnly = await browser.newPage();
    await stubSpeech(englishOnly, ['en-GB']);
    await englishOnly.goto('/hi/power');
    await expect(englishOnly.getByTestId('news-card').filter({ hasText: english.title }).getByTestId('listen-button')).toBeVisible();
    await expect(englishOnly.getByTestId('news-card').filter({ hasText: hindi.title }).getByTestId('listen-button')).toHaveCount(0);
    await englishOnly.close();
  });

  test('no Listen button where the browser has no speech synthesis', async ({ page }) => {
    await stubSpeech(page, null);
    await page.goto('/en/general');
    // The menu opens only once the page is hydrated, when Listen buttons would have appeared.
    await expect((await openMenu(page)).getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(page.getByTestId('news-card').first()).toBeVisible();
    await expect(page.getByTestId('listen-button')).toHaveCount(0);
  });
});

test.describe('Listen on a blog post', () => {
  test('reads the title and the body in the blog\'s language', async ({ readerPage: page, ownBlog }) => {
    const blog = await ownBlog.create({ title: 'कर व्यवस्था को समझें', content: [{ title: 'पहला भाग', paragraphs: ['नई कर व्यवस्था में दरें कम हैं।'] }] });
    await stubSpeech(page, ['en-US', 'hi-IN']);
    await page.goto(`/hi/blogs/${blog.id}`);
    await page.getByTestId('blog-article').getByRole('button', { name: `सुनें: ${blog.title}` }).click();
    const [utterance] = await spoken(page);
    expect(utterance.lang).toBe('hi-IN');
    expect(utterance.text).toMatch(new RegExp(`^${blog.title}\\.\\n[\\s\\S]*पहला भाग[\\s\\S]*नई कर व्यवस्था में दरें कम हैं।`));
  });
});
