import { expect, test } from './support/fixtures';
import { swipe } from './support/touch';

test('phone: the navigation panel has a search box that finds a story', async ({ page, ownNews, marker }) => {
  await ownNews.create({ title: `Monsoon ferry service resumes ${marker}`, description: 'Boats return to the backwaters.', category: 'india', language: 'en' });
  await page.goto('/en/general');
  const panel = page.getByRole('navigation', { name: 'Categories and topics' });
  await swipe(page, { dx: 300 });
  await expect(panel).toBeInViewport();
  await panel.getByRole('searchbox').fill(`ferry ${marker}`);
  await panel.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=ferry/);
  await expect(page.getByTestId('search-result').filter({ hasText: marker })).toHaveCount(1);
});
