import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { testImage } from '../tests/helpers/images';
import { loginAsAdmin } from './support/admin';

/** A real picture of one colour (the server re-encodes it to WebP). */
function picture(hue: [number, number, number], width = 800, height = 450): Promise<Buffer> {
  return testImage({ width, height, color: { r: hue[0], g: hue[1], b: hue[2] } });
}

/** The feed page's server HTML, as a search engine or a reader without JavaScript gets it. */
async function feedHtml(request: APIRequestContext, path = '/en/india'): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test('an admin adds news with a photo, edits its title and photo, then deletes it; the feed follows every step', async ({ page, request }) => {
  test.setTimeout(120_000);
  const title = `E2E newsroom headline ${Date.now()}`;
  const editedTitle = `${title} (edited)`;

  await loginAsAdmin(page);
  await page.getByTestId('dashboard-add-news').click();
  await expect(page).toHaveURL(/\/en\/admin\/8886664423$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add News' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add New Article' })).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Written by the end-to-end test: a photo, one category, no link.');
  await expect(page.getByLabel('Description', { exact: true })).toHaveAttribute('rows', '4');
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: await picture([200, 40, 40]) });
  await expect(page.getByText('Image has been added successfully!')).toBeVisible();
  await expect(page.getByTestId('add-preview')).toBeVisible();
  // The grid shows the 12 categories, hyphens as spaces.
  await expect(page.getByRole('group', { name: 'Category' }).getByRole('checkbox')).toHaveCount(12);
  await expect(page.getByLabel('Corporate Actions', { exact: true })).toBeVisible();

  // No category: the SPEC message, and nothing is sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/news/add')) sent += 1;
  });
  await page.getByRole('button', { name: 'Add News' }).click();
  await expect(page.getByText('Please select at least one category.')).toBeVisible();
  expect(sent).toBe(0);

  await page.getByLabel('India', { exact: true }).check();
  // Hold the request until the busy state and the upload progress bar have been seen (no fixed wait).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/news/add', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Add News' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByTestId('upload-progress').locator('progress')).toBeVisible();
  release();
  await expect(page.getByText('News added successfully!')).toBeVisible();
  expect(sent).toBe(1);
  // The form is cleared.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('India', { exact: true })).not.toBeChecked();
  await expect(page.getByTestId('add-preview')).toHaveCount(0);

  // Readers see it at once, in the server's HTML of the category feed.
  expect(await feedHtml(request)).toContain(title);

  // News Management: the card, then Edit.
  await page.goto('/en/admin/8888888888');
  await page.getByTestId('dashboard-all-news').click();
  await expect(page).toHaveURL(/\/en\/admin\/8884446623$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'News Articles' })).toBeVisible();
  const card = page.getByTestId('newsroom-item').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('India', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Created: [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(card.getByText(/^Updated:/)).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Read more' })).toHaveCount(0);
  const firstPhoto = await card.locator('img').getAttribute('src');
  expect(firstPhoto).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

  await card.getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByTestId('edit-news-form');
  await expect(editor.getByRole('heading', { name: 'Edit Article' })).toBeVisible();
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(editor.getByLabel('India', { exact: true })).toBeChecked();
  await expect(editor.getByTestId('photo-hint')).toHaveText('Current image will be kept unless you select a new one');
  await editor.getByLabel('Title', { exact: true }).fill(editedTitle);
  await editor.getByLabel('URL', { exact: true }).fill('https://example.com/full-story');
  await editor.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: await picture([30, 90, 200]) });
  await expect(editor.getByTestId('photo-hint')).toHaveText('New image selected');
  await editor.getByRole('button', { name: 'Update News' }).click();
  await expect(page.getByText('News updated successfully!')).toBeVisible();
  await expect(page.getByTestId('edit-news-form')).toHaveCount(0);

  const editedCard = page.getByTestId('newsroom-item').filter({ hasText: editedTitle });
  await expect(editedCard).toHaveCount(1);
  await expect(editedCard.getByText(/^Updated:/)).toBeVisible();
  const readMore = editedCard.getByRole('link', { name: 'Read more' });
  await expect(readMore).toHaveAttribute('href', 'https://example.com/full-story');
  await expect(readMore).toHaveAttribute('target', '_blank');
  const secondPhoto = await editedCard.locator('img').getAttribute('src');
  expect(secondPhoto).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
  expect(secondPhoto).not.toBe(firstPhoto);
  // The new photo is served as an image; the replaced one is kept for the story's history (issue 26: a restore brings it back).
  const served = await request.get(secondPhoto!);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get(firstPhoto!)).status()).toBe(200);

  const afterEdit = await feedHtml(request);
  expect(afterEdit).toContain(editedTitle);
  expect(afterEdit.split(editedTitle).join('')).not.toContain(title);

  // Delete asks first: dismissing keeps the article.
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await editedCard.getByRole('button', { name: /^Delete/ }).click();
  await expect(editedCard).toHaveCount(1);
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await editedCard.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByText('News deleted successfully!')).toBeVisible();
  await expect(page.getByTestId('newsroom-item').filter({ hasText: editedTitle })).toHaveCount(0);
  expect(dialogs).toEqual(['Are you sure you want to delete this news article?', 'Are you sure you want to delete this news article?']);

  expect(await feedHtml(request)).not.toContain(title);
  expect((await request.get(secondPhoto!)).status()).toBe(404);

  // The dashboard lists the three changes (who, what, which item). Other tests write meanwhile, so
  // the entries are found by their text rather than by position.
  await page.goto('/en/admin/8888888888');
  const audit = page.getByTestId('audit-list').getByRole('listitem');
  await expect(audit.filter({ hasText: `admin@e2e.test · deleted news · ${editedTitle}` })).toHaveCount(1);
  await expect(audit.filter({ hasText: `edited news · ${editedTitle}` })).toHaveCount(1);
  await expect(audit.filter({ hasText: `added news · ${title}` })).toHaveCount(1);
});

test('a broken photo shows "No Image" in News Management', async ({ page }) => {
  await loginAsAdmin(page);
  await page.route('**/uploads/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/en/admin/news');
  await expect(page.getByTestId('newsroom-item').first().getByText('No Image', { exact: true })).toBeVisible();
});
