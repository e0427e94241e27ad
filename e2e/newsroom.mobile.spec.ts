import type { Page } from '@playwright/test';
import { testImageFile } from '../tests/helpers/images';
import { expect, test } from './support/fixtures';

/**
 * Issue 26 on a phone (Pixel 7), in both languages: a writer drafts and submits a story with taps,
 * the editor finds it in review, previews it, schedules it a few seconds ahead in India time and sees
 * it go live by itself; nothing on the staff screens is wider than the phone. (The desktop walk, with
 * axe, is e2e/newsroom.spec.ts.)
 */
const TEXT = {
  en: { submit: 'Submit for review', title: 'Title', description: 'Description', schedule: 'Schedule', publishAt: /Publish at/, edit: /^Edit/, review: 'In review', scheduled: 'Scheduled', published: 'Published' },
  hi: { submit: 'समीक्षा के लिए भेजें', title: /शीर्षक|Title/, description: /विवरण|Description/, schedule: 'शेड्यूल करें', publishAt: /प्रकाशन का समय/, edit: /^(संपादित|Edit)/, review: 'समीक्षा में', scheduled: 'शेड्यूल', published: 'प्रकाशित' },
} as const;

/** Nothing of the page reaches past the phone's screen (the page would scroll sideways). */
async function expectFitsScreen(page: Page, label: string) {
  const overflow = await page.evaluate(() => ({ page: document.documentElement.scrollWidth - window.innerWidth, screen: window.innerWidth }));
  expect({ label, overflow: overflow.page > 1 ? overflow : 'none' }).toEqual({ label, overflow: 'none' });
}

for (const locale of ['en', 'hi'] as const) {
  test(`${locale} on a phone: a writer submits with taps; the editor previews, schedules in India time and sees it go live`, async ({ writerPage, editorPage, editorRequest, request, marker }) => {
    test.setTimeout(150_000);
    const text = TEXT[locale];
    const title = `Phone newsroom ${locale} ${marker}`;
    expect(writerPage.viewportSize()!.width).toBeLessThan(500);

    await writerPage.goto(`/${locale}/admin/news/new`);
    await expect(writerPage.getByRole('button', { name: text.schedule })).toHaveCount(0);
    await writerPage.getByLabel(text.title, { exact: true }).fill(title);
    await writerPage.getByLabel(text.description, { exact: true }).fill('Written on a phone, published by an editor on a phone.');
    await writerPage.locator('#add-category-india').tap();
    await expect(writerPage.locator('#add-category-india')).toBeChecked();
    await writerPage.locator('#add-photo').setInputFiles(await testImageFile({ width: 120, height: 80, name: 'photo.png' }));
    await expectFitsScreen(writerPage, 'the news form');
    await writerPage.getByRole('button', { name: text.submit }).tap();
    await expect(writerPage.getByRole('status').filter({ hasText: /review|समीक्षा/ })).toBeVisible();

    await editorPage.goto(`/${locale}/admin/news`);
    const card = editorPage.getByTestId('newsroom-item').filter({ hasText: title });
    await expect(card.getByTestId('news-status')).toHaveText(text.review);
    await card.getByRole('button', { name: text.edit }).tap();
    const previewHref = await editorPage.getByTestId('edit-preview-link').getAttribute('href');
    const id = previewHref!.split('/').pop()!;
    const previewPage = await editorPage.context().newPage();
    await previewPage.goto(previewHref!);
    await expect(previewPage.getByTestId('preview-banner')).toBeVisible();
    await expect(previewPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectFitsScreen(previewPage, 'the preview');
    await previewPage.close();
    expect((await request.get(`/${locale}/news/${id}`)).status()).toBe(404);

    // The picker shows minutes; seconds are set through the value, for a short wait (India time, UTC+05:30).
    const inSixSeconds = new Date(Date.now() + 6_000 + 330 * 60_000).toISOString().slice(0, 19);
    await editorPage.getByLabel(text.publishAt).evaluate((input: HTMLInputElement, value) => {
      input.step = '1';
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, inSixSeconds);
    await editorPage.getByRole('button', { name: text.schedule }).tap();
    await expect(card.getByTestId('news-status')).toHaveText(text.scheduled);

    await expect(async () => {
      expect((await request.get(`/${locale}/news/${id}`)).status()).toBe(200);
    }).toPass({ timeout: 60_000, intervals: [1_000] });
    await editorPage.reload();
    await expect(editorPage.getByTestId('newsroom-item').filter({ hasText: title }).getByTestId('news-status')).toHaveText(text.published);
    await expectFitsScreen(editorPage, 'the news list');
    expect((await editorRequest.delete(`/api/news/${id}`)).status()).toBe(200);
  });
}
