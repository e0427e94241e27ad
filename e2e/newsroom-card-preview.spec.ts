import { testImageFile } from '../tests/helpers/images';
import { expectAxeCleanInBothThemes } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Issue 26, "the card preview beside the form shows the story as the phone reader will", on a
 * desk: beside Add News and Edit (sticky while the form scrolls), the reader's own phone card
 * following what the editor types — title, text, category, photo, language (a Hindi story gets the
 * card's Hindi labels on the English admin, and back) — and the 60-word warning. axe in both themes.
 */
const TEXT = {
  en: { title: 'Title', description: 'Description', other: 'hi', readMore: 'पर और पढ़ें', by: 'द्वारा', ownReadMore: 'read more at Power News', over: /Past 60 words/ },
  hi: { title: /शीर्षक|Title/, description: /विवरण|Description/, other: 'en', readMore: 'read more at', by: 'by Power News', ownReadMore: 'Power News पर और पढ़ें', over: /60 शब्दों से अधिक/ },
} as const;

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

for (const locale of ['en', 'hi'] as const) {
  test(`${locale}: Add News shows the phone card beside the form as the editor types, in the story's language`, async ({ editorPage, marker }) => {
    const text = TEXT[locale];
    await editorPage.goto(`/${locale}/admin/news/new`);
    const form = editorPage.getByTestId('add-news-form');
    const preview = editorPage.getByTestId('card-preview');
    const card = preview.getByTestId('card-preview-phone').getByTestId('news-card');
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('data-variant', 'mobile');
    // Beside the form on a desk; no toggle there.
    await expect(preview.getByTestId('card-preview-toggle')).toBeHidden();
    const [formBox, previewBox] = [await form.boundingBox(), await preview.boundingBox()];
    expect(previewBox!.x).toBeGreaterThanOrEqual(formBox!.x + formBox!.width - 1);

    const title = `Card preview ${locale} ${marker}`;
    await form.getByLabel(text.title, { exact: true }).fill(title);
    await form.getByLabel(text.description, { exact: true }).fill('The grid added five gigawatts of solar this month.');
    await form.locator('#add-category-power').check();
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(card.getByTestId('card-description')).toHaveText('The grid added five gigawatts of solar this month.');
    await expect(card).toContainText(text.ownReadMore);
    await expect(preview.getByTestId('card-preview-category')).toHaveText(locale === 'en' ? 'Power' : 'ऊर्जा');

    // The chosen photo, at once (an object URL of the file, loaded).
    await form.locator('#add-photo').setInputFiles(await testImageFile({ width: 320, height: 180, name: 'solar.png' }));
    const image = card.getByTestId('card-image');
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);

    // The other language: the card's own labels follow the story, not the admin.
    await form.locator('#add-language').selectOption(text.other);
    await expect(preview.getByTestId('card-preview-phone')).toHaveAttribute('lang', text.other);
    await expect(card).toContainText(text.readMore);
    await expect(card.getByTestId('card-source')).toContainText(text.by);

    // Past 60 words: the warning under the text and the preview's own note.
    await expect(preview).toHaveAttribute('data-words-over', 'false');
    await form.getByLabel(text.description, { exact: true }).fill(words(61));
    await expect(preview).toHaveAttribute('data-words-over', 'true');
    await expect(preview.getByTestId('card-preview-over')).toHaveText(text.over);
    await expect(form.getByTestId('description-too-long')).toBeVisible();

    // Sticky: scrolled down the long form, the preview stays on screen under the header (56 px)
    // where it would otherwise have left the screen.
    await editorPage.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const atTop = (await preview.boundingBox())!.y;
    await editorPage.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect.poll(async () => (await preview.boundingBox())!.y).toBeGreaterThanOrEqual(56);
    expect(atTop - 400).toBeLessThan(56);
    expect((await preview.boundingBox())!.y).toBeLessThan(120);

    await expectAxeCleanInBothThemes(editorPage, `Add News with its card preview (${locale})`, { switchTheme: 'in-place' });
  });
}

test('Edit shows the saved photo and story in the preview, with Hindi labels for a Hindi story on the English admin', async ({ editorPage, ownNews }) => {
  const item = await ownNews.create({ title: 'सौर ऊर्जा में बढ़त', description: 'ग्रिड में इस महीने पाँच गीगावाट सौर ऊर्जा जुड़ी।', category: 'power', language: 'hi' });
  await editorPage.goto('/en/admin/news');
  await editorPage.getByTestId('admin-news-management').getByRole('listitem').filter({ hasText: item.title }).getByRole('button', { name: /^Edit/ }).click();
  const preview = editorPage.getByTestId('card-preview');
  const card = preview.getByTestId('card-preview-phone').getByTestId('news-card');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(item.title);
  await expect(card.getByTestId('card-image')).toHaveAttribute('src', item.photo!);
  await expect(card).toContainText('Power News पर और पढ़ें');
  // The published story's own time.
  const listed = (await (await editorPage.request.get('/api/admin/news')).json()) as { id: string; publishedAt: string }[] | { data: { id: string; publishedAt: string }[] };
  const saved = (Array.isArray(listed) ? listed : listed.data).find((each) => each.id === item.id)!;
  await expect(card.getByTestId('card-time')).toHaveAttribute('datetime', saved.publishedAt);
  await editorPage.getByTestId('edit-news-form').getByLabel('Title', { exact: true }).fill(`${item.title} (संपादित)`);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(`${item.title} (संपादित)`);
  await expectAxeCleanInBothThemes(editorPage, 'Edit with its card preview', { switchTheme: 'in-place' });
});

test('the preview is the admin\'s alone: no script of the desktop reader\'s feed carries it', async ({ page }) => {
  await page.goto('/en/general');
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  const sources = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).src));
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) expect({ source, hasPreview: (await (await page.request.get(source)).text()).includes('card-preview-phone') }).toEqual({ source, hasPreview: false });
});
