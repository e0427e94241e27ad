import { testImageFile } from '../tests/helpers/images';
import { E2E_NEWCOMER, E2E_READER, E2E_WRITER } from './support/accounts';
import { expectAxeCleanInBothThemes } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Issue 26, in the browser: a writer drafts and submits a story, an editor previews it (readers get
 * a 404), schedules it a few seconds ahead in India time and sees it go live by itself (the job
 * queue, JOB_POLL_MS=1000 on the e2e server), in English and Hindi. The Staff screen sets a role.
 * axe on the new screens in both themes.
 */
const TEXT = {
  en: { saveDraft: 'Save draft', submit: 'Submit for review', title: 'Title', description: 'Description', schedule: 'Schedule', publishAt: /Publish at/, edit: /^Edit/, review: 'In review', scheduled: 'Scheduled', published: 'Published' },
  hi: { saveDraft: 'ड्राफ़्ट सहेजें', submit: 'समीक्षा के लिए भेजें', title: /शीर्षक|Title/, description: /विवरण|Description/, schedule: 'शेड्यूल करें', publishAt: /प्रकाशन का समय/, edit: /^(संपादित|Edit)/, review: 'समीक्षा में', scheduled: 'शेड्यूल', published: 'प्रकाशित' },
} as const;

/** A `datetime-local` value `seconds` from now, in India time (UTC+05:30, no daylight saving). */
function indiaTimeIn(seconds: number): string {
  return new Date(Date.now() + seconds * 1000 + 330 * 60_000).toISOString().slice(0, 19);
}


for (const locale of ['en', 'hi'] as const) {
  test(`${locale}: writer drafts and submits; editor previews, schedules in India time and sees it go live`, async ({ writerPage, editorPage, editorRequest, request, marker }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const title = `Newsroom flow ${locale} ${marker}`;

    // The writer: no Publish or Schedule, only Save draft and Submit for review.
    await writerPage.goto(`/${locale}/admin/news/new`);
    await expect(writerPage.getByRole('button', { name: text.schedule })).toHaveCount(0);
    await writerPage.getByLabel(text.title, { exact: true }).fill(title);
    await writerPage.getByLabel(text.description, { exact: true }).fill('Written by a writer, published by an editor.');
    await writerPage.locator('#add-category-india').check();
    await writerPage.locator('#add-photo').setInputFiles(await testImageFile({ width: 120, height: 80, name: 'photo.png' }));
    await writerPage.getByRole('button', { name: text.submit }).click();
    await expect(writerPage.getByRole('status').filter({ hasText: /review|समीक्षा/ })).toBeVisible();
    if (locale === 'en') await expectAxeCleanInBothThemes(writerPage, 'Add News as a writer');

    // The editor finds it in review, previews it; readers and anonymous visitors get a 404 there and on its address.
    await editorPage.goto(`/${locale}/admin/news`);
    const card = editorPage.getByTestId('newsroom-item').filter({ hasText: title });
    await expect(card.getByTestId('news-status')).toHaveText(text.review);
    await card.getByRole('button', { name: text.edit }).click();
    const previewHref = await editorPage.getByTestId('edit-preview-link').getAttribute('href');
    expect(previewHref).toMatch(new RegExp(`^/${locale}/preview/news/[0-9a-f-]{36}$`));
    const id = previewHref!.split('/').pop()!;
    const preview = await editorPage.request.get(previewHref!);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['cache-control']).toMatch(/no-store/);
    expect(await preview.text()).toMatch(/<meta name="robots" content="noindex/);
    const previewPage = await editorPage.context().newPage();
    await previewPage.goto(previewHref!);
    await expect(previewPage.getByTestId('preview-banner')).toBeVisible();
    await expect(previewPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    if (locale === 'en') await expectAxeCleanInBothThemes(previewPage, 'preview');
    await previewPage.close();
    expect((await request.get(previewHref!)).status()).toBe(404);
    expect((await request.get(`/${locale}/news/${id}`)).status()).toBe(404);

    // Schedule a few seconds ahead, in India time.
    // The picker shows minutes; seconds are set through the value, for a short wait.
    await editorPage.getByLabel(text.publishAt).evaluate((input: HTMLInputElement, value) => {
      input.step = '1';
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, indiaTimeIn(6));
    await editorPage.getByRole('button', { name: text.schedule }).click();
    await expect(card.getByTestId('news-status')).toHaveText(text.scheduled);
    expect((await request.get(`/${locale}/news/${id}`)).status()).toBe(404);

    // It goes live by itself: the story page and the feed's API show it (no one clicks anything).
    await expect(async () => {
      expect((await request.get(`/${locale}/news/${id}`)).status()).toBe(200);
    }).toPass({ timeout: 60_000, intervals: [1_000] });
    const all = (await (await request.get('/api/news/india')).json()) as { id: string; status: string }[];
    expect(all.find((item) => item.id === id)).toMatchObject({ status: 'published' });
    await editorPage.reload();
    await expect(editorPage.getByTestId('newsroom-item').filter({ hasText: title }).getByTestId('news-status')).toHaveText(text.published);
    // Clean up (through the API client that sends our Origin, as the site's pages do: the CSRF check).
    expect((await editorRequest.delete(`/api/news/${id}`)).status()).toBe(200);
  });
}

test('the Staff screen: an admin makes a reader a writer and back; writers and editors get 403', async ({ adminPage, writerPage, editorRequest, adminRequest }) => {
  for (const locale of ['en', 'hi'] as const) {
    await adminPage.goto(`/${locale}/admin/staff`);
    await expect(adminPage.getByTestId('staff-list')).toContainText(E2E_WRITER.email);
    await expectAxeCleanInBothThemes(adminPage, `staff screen ${locale}`);
  }
  await adminPage.goto('/en/admin/staff');
  await adminPage.getByLabel('Email of a registered account').fill(E2E_NEWCOMER.email);
  await adminPage.getByLabel('Role').selectOption('writer');
  await adminPage.getByRole('button', { name: 'Set role' }).click();
  await expect(adminPage.getByRole('status')).toContainText(`${E2E_NEWCOMER.email} is now: Writer.`);
  await expect(adminPage.getByTestId('staff-list')).toContainText(E2E_NEWCOMER.email);
  // Back to reader, through the API. An account of its own (E2E_NEWCOMER): other spec files run beside this one,
  // signed in as E2E_READER, and must never see that reader hold a staff role (e2e/support/accounts.ts).
  expect((await adminRequest.put('/api/admin/staff', { data: { email: E2E_NEWCOMER.email, role: 'user' } })).status()).toBe(200);
  expect((await adminRequest.put('/api/admin/staff', { data: { email: 'nobody@e2e.test', role: 'writer' } })).status()).toBe(404);
  expect((await editorRequest.put('/api/admin/staff', { data: { email: E2E_NEWCOMER.email, role: 'admin' } })).status()).toBe(403);
  const response = await writerPage.goto('/en/admin/staff');
  expect(response?.status()).toBe(403);
});

test('POST /api/admin/login answers staff with their role; a reader gets the same 401 as a wrong password', async ({ playwright, baseURL, extraHTTPHeaders }) => {
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  try {
    const writer = await client.post('/api/admin/login', { data: { email: E2E_WRITER.email, password: E2E_WRITER.password } });
    expect(writer.status()).toBe(200);
    expect(await writer.json()).toMatchObject({ success: true, role: 'writer', token: expect.any(String) });
    const reader = await client.post('/api/admin/login', { data: { email: E2E_READER.email, password: E2E_READER.password } });
    expect(reader.status()).toBe(401);
  } finally {
    await client.dispose();
  }
});
