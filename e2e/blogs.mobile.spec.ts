import { expect, test } from './support/fixtures';
import { E2E_READER } from './support/accounts';
import { signInWithCredentials } from './support/admin';

test('a phone reader browses the blog list and reads a blog with its table of contents', async ({ page }) => {
  await page.goto('/en/blogs?search=GST%20Registration');
  await expect(page.getByTestId('blog-card')).toHaveCount(1);
  // One column on a phone: every card is as wide as the list.
  const list = await page.getByTestId('blog-list').boundingBox();
  const card = await page.getByTestId('blog-card').first().boundingBox();
  expect(Math.abs((card?.width ?? 0) - (list?.width ?? 0))).toBeLessThan(2);

  await signInWithCredentials(page.request, E2E_READER);
  await page.getByTestId('blog-card').first().getByRole('heading').getByRole('link').tap();
  await expect(page.getByTestId('blog-article').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('toc').getByRole('link').first().tap();
  await expect(page).toHaveURL(/#section-1$/);
  await expect(page.locator('#section-1')).toBeInViewport();
});

test('the first blog cover is on a phone screen as the list opens, and is fetched at once; the others wait (issue 15)', async ({ page }) => {
  await page.goto('/en/blogs');
  const covers = page.getByTestId('blog-card').locator('img');
  expect(await covers.count()).toBeGreaterThanOrEqual(2);
  await expect(covers.first()).toBeInViewport();
  await expect(covers.first()).toHaveAttribute('loading', 'eager');
  await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(covers.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(covers.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
});
