import type { APIRequestContext, Page } from '@playwright/test';
import { testImageFile } from '../tests/helpers/images';
import { E2E_ADMIN, E2E_EDITOR } from './support/accounts';
import { expectAxeCleanInBothThemes } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Issue 26, the newsroom's screens in the browser: the audit screen (editors and admins; filters,
 * India time, paging, a 403 for writers); readable staff addresses beside the numeric ones; the
 * dashboard's "what waits for you" and the filtered lists it links to. axe in both themes.
 */
async function story(request: APIRequestContext, title: string, status: 'draft' | 'review'): Promise<string> {
  const response = await request.post('/api/news/add', {
    multipart: { title, description: `About ${title}.`, category: 'power', language: 'both', status, photo: await testImageFile({ width: 64, height: 48 }) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}


/** The audit screen's filter form (the page's header has labelled buttons of its own). */
const filters = (page: Page) => page.getByTestId('audit-filters');

test.describe('audit screen', () => {
  test('en: an editor finds who added and deleted a story, filters by item, person and action, in India time', async ({ editorPage, adminRequest, ownNews, marker }) => {
    const story = await ownNews.create({ title: `Audit trail ${marker}`, category: 'fmcg' });
    expect((await adminRequest.delete(`/api/news/${story.id}`)).status()).toBe(200);

    await editorPage.goto('/en/admin/audit');
    await expect(editorPage.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await filters(editorPage).getByLabel('Item').fill(marker);
    await filters(editorPage).getByRole('button', { name: 'Filter' }).click();
    await expect(editorPage).toHaveURL(new RegExp(`/en/admin/audit\\?.*item=${marker}`));
    const entries = editorPage.getByTestId('audit-entries').getByRole('listitem');
    await expect(entries).toHaveCount(3);
    // Newest first: the deletion, the publishing, the creation (an add without a status publishes), all by the admin, in India time.
    await expect(entries.nth(0)).toContainText('deleted news');
    await expect(entries.nth(1)).toContainText('published news');
    await expect(entries.nth(2)).toContainText('added news (Published)');
    await expect(entries.nth(2)).toContainText(E2E_ADMIN.email);
    await expect(entries.nth(2)).toContainText(`Audit trail ${marker}`);
    const stamp = await entries.nth(2).locator('time').getAttribute('datetime');
    const india = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(stamp!));
    await expect(entries.nth(2).locator('time')).toHaveText(`${india} IST`);

    // The action filter keeps the item's filter; the person link narrows to the admin.
    await filters(editorPage).getByLabel('Action').selectOption('delete');
    await filters(editorPage).getByRole('button', { name: 'Filter' }).click();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('deleted news');
    await entries.first().getByRole('link', { name: E2E_ADMIN.email }).click();
    await expect(editorPage).toHaveURL(/actor=admin%40e2e\.test/);
    await expect(filters(editorPage).getByLabel('Person')).toHaveValue(E2E_ADMIN.email);

    // A bad filter in the address is explained, not a crash; the API answers 400 JSON.
    await editorPage.goto('/en/admin/audit?from=2026-11-26&to=2026-11-25');
    await expect(editorPage.getByTestId('audit-error')).toHaveText('The From date must not be after the To date.');
    const bad = await editorPage.request.get('/api/admin/audit?from=2026-11-26&to=2026-11-25');
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'apiErrors.audit.rangeInvalid' });
    const api = await editorPage.request.get(`/api/admin/audit?item=${marker}`);
    expect((await api.json()).entries.map((entry: { action: string }) => entry.action)).toEqual(['news.delete', 'news.publish', 'news.create']);

    await editorPage.goto(`/en/admin/audit?item=${marker}`);
    await expectAxeCleanInBothThemes(editorPage, 'audit screen');
  });

  test('hi: the screen in Hindi pages 50 at a time; the editor\'s own sign-in is there; writers get 403', async ({ editorPage, writerPage }) => {
    await editorPage.goto('/hi/admin/audit?action=sign-in');
    await expect(editorPage.getByRole('heading', { level: 1, name: 'ऑडिट लॉग' })).toBeVisible();
    await expect(filters(editorPage).getByLabel('कार्रवाई')).toHaveValue('sign-in');
    const entries = editorPage.getByTestId('audit-entries').getByRole('listitem');
    await expect(entries.filter({ hasText: E2E_EDITOR.email }).first()).toContainText('साइन इन किया');
    const all = await (await editorPage.request.get('/api/admin/audit')).json();
    if (all.total > 50) {
      await editorPage.goto('/hi/admin/audit');
      await expect(entries).toHaveCount(50);
      await editorPage.getByTestId('audit-pager').getByRole('link', { name: 'पुरानी →' }).click();
      await expect(editorPage).toHaveURL(/page=2/);
      await expect(editorPage.getByTestId('audit-pager')).toContainText(`पन्ना 2 / ${all.pages}`);
    }
    const refused = await writerPage.goto('/hi/admin/audit');
    expect(refused?.status()).toBe(403);
    await expect(writerPage.getByTestId('admin-audit')).toHaveCount(0);
    expect((await writerPage.request.get('/api/admin/audit')).status()).toBe(403);
  });
});

test.describe('readable addresses and the dashboard', () => {
  test('the readable staff addresses open the same screens as the numeric ones, in en and hi', async ({ adminPage }) => {
    const screens: [string, string][] = [
      ['admin/news', 'admin-news-management'],
      ['admin/8884446623', 'admin-news-management'],
      ['admin/news/new', 'admin-add-news'],
      ['admin/8886664423', 'admin-add-news'],
      ['admin/blogs', 'admin-blog-management'],
      ['getallblogs', 'admin-blog-management'],
      ['admin/blogs/new', 'admin-create-blog'],
      ['customblog', 'admin-create-blog'],
      ['admin/staff', 'admin-staff'],
      ['admin/audit', 'admin-audit'],
      ['admin/8888888888', 'admin-dashboard'],
    ];
    for (const locale of ['en', 'hi']) {
      for (const [path, testId] of screens) {
        const response = await adminPage.goto(`/${locale}/${path}`);
        expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
        await expect(adminPage.getByTestId(testId)).toBeVisible();
      }
    }
  });

  test('en: an editor sees what is in review and opens the filtered list from the count', async ({ editorPage, editorRequest, adminRequest, marker }) => {
    const id = await story(editorRequest, `Waiting for review ${marker}`, 'review');
    try {
      await editorPage.goto('/en/admin');
      await expect(editorPage).toHaveURL(/\/en\/admin\/8888888888$/);
      const review = editorPage.getByTestId('waiting-review');
      await expect(review).toContainText(/\d+ in review/);
      expect(Number(await review.getAttribute('data-count'))).toBeGreaterThanOrEqual(1);
      await expect(editorPage.getByTestId('waiting-scheduledToday')).toContainText(/scheduled today/);
      await expect(editorPage.getByTestId('waiting-myDrafts')).toBeVisible();
      await review.getByRole('link', { name: /news stor/ }).click();
      await expect(editorPage).toHaveURL(/\/en\/admin\/news\?status=review$/);
      await expect(editorPage.getByTestId('list-filter')).toContainText('Showing: In review');
      await expect(editorPage.getByTestId('newsroom-item').filter({ hasText: marker })).toHaveCount(1);
      const statuses = await editorPage.getByTestId('news-status').allTextContents();
      expect(new Set(statuses)).toEqual(new Set(['In review']));
      await editorPage.getByTestId('list-filter').getByRole('link', { name: 'Show all' }).click();
      await expect(editorPage).toHaveURL(/\/en\/admin\/news$/);
      await editorPage.goto('/en/admin/8888888888');
      await expectAxeCleanInBothThemes(editorPage, 'dashboard (editor)');
    } finally {
      expect((await adminRequest.delete(`/api/news/${id}`)).status()).toBe(200);
    }
  });

  test('hi: a writer sees their drafts and opens them; another writer\'s work is not "yours"', async ({ writerPage, writerRequest, editorRequest, adminRequest, marker }) => {
    const mine = await story(writerRequest, `Writer draft ${marker}`, 'draft');
    const others = await story(editorRequest, `Editor draft ${marker}`, 'draft');
    try {
      await writerPage.goto('/hi/admin/8888888888');
      const drafts = writerPage.getByTestId('waiting-myDrafts');
      await expect(drafts).toContainText(/आपके ड्राफ़्ट: \d+/);
      await expect(writerPage.getByTestId('waiting-myReview')).toBeVisible();
      await expect(writerPage.getByTestId('waiting-review')).toHaveCount(0);
      await expect(writerPage.getByTestId('dashboard-audit')).toHaveCount(0);
      await drafts.getByRole('link', { name: /समाचार/ }).click();
      await expect(writerPage).toHaveURL(/\/hi\/admin\/news\?status=draft&mine=1$/);
      await expect(writerPage.getByTestId('newsroom-item').filter({ hasText: `Writer draft ${marker}` })).toHaveCount(1);
      await expect(writerPage.getByTestId('newsroom-item').filter({ hasText: `Editor draft ${marker}` })).toHaveCount(0);
      expect(new Set(await writerPage.getByTestId('news-status').allTextContents())).toEqual(new Set(['ड्राफ़्ट']));
    } finally {
      for (const id of [mine, others]) expect((await adminRequest.delete(`/api/news/${id}`)).status()).toBe(200);
    }
  });
});

test.describe('blogs: status controls and preview', () => {
  test('en: a writer saves a blog draft (no Publish); an editor previews it (readers 404) and publishes it', async ({ writerPage, editorPage, request, readerRequest, adminRequest, marker }) => {
    test.setTimeout(90_000);
    const title = `Blog flow ${marker}`;
    await writerPage.goto('/en/admin/blogs/new');
    await expect(writerPage.getByRole('button', { name: 'Publish Blog' })).toHaveCount(0);
    await expect(writerPage.getByRole('button', { name: 'Schedule' })).toHaveCount(0);
    await writerPage.getByLabel('Title', { exact: true }).fill(title);
    await writerPage.getByLabel('Cover image').setInputFiles(await testImageFile({ width: 120, height: 80, name: 'cover.png' }));
    await writerPage.getByLabel('Paragraph 1').fill('A draft that a writer keeps for later.');
    await writerPage.getByRole('button', { name: 'Save draft' }).click();
    await expect(writerPage.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();

    await editorPage.goto('/en/admin/blogs?status=draft');
    const card = editorPage.getByTestId('admin-blog').filter({ hasText: title });
    await expect(card.getByTestId('blog-status')).toHaveText('Draft');
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const form = editorPage.getByTestId('admin-blog-edit');
    const href = await form.getByTestId('blog-preview-link').getAttribute('href');
    expect(href).toMatch(/^\/en\/preview\/blogs\/[0-9a-f-]{36}$/);
    const id = href!.split('/').pop()!;
    try {
      const preview = await editorPage.request.get(href!);
      expect(preview.status()).toBe(200);
      expect(preview.headers()['cache-control']).toMatch(/no-store/);
      expect(await preview.text()).toMatch(/<meta name="robots" content="noindex/);
      expect((await request.get(href!)).status()).toBe(404);
      expect((await readerRequest.get(href!)).status()).toBe(404);
      expect((await readerRequest.get(`/en/blogs/${id}`)).status()).toBe(404);
      const previewPage = await editorPage.context().newPage();
      await previewPage.goto(href!);
      await expect(previewPage.getByTestId('preview-banner')).toContainText('Draft');
      await expect(previewPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Its share panel and progress bar say what a published post's do: their texts come from the preview's own layout.
      await expect(previewPage.getByTestId('share-panel').getByRole('button', { name: 'Copy Link' })).toBeVisible();
      await expect(previewPage.getByRole('progressbar', { name: 'Reading progress' })).toBeAttached();
      await expectAxeCleanInBothThemes(previewPage, 'blog preview');
      await previewPage.close();

      await form.getByRole('button', { name: 'Publish' }).click();
      await expect(editorPage.getByRole('status').filter({ hasText: 'Blog updated successfully!' })).toBeVisible();
      expect((await readerRequest.get(`/en/blogs/${id}`)).status()).toBe(200);
    } finally {
      expect([200, 204]).toContain((await adminRequest.delete(`/api/blogs/${id}`)).status());
    }
  });
});

test.describe('the news form on a phone', () => {
  test.use({ viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 });

  for (const locale of ['en', 'hi'] as const) {
    test(`${locale}: the description counts words toward 60 and warns past it; no category box is squeezed`, async ({ writerPage }) => {
      await writerPage.goto(`/${locale}/admin/news/new`);
      const count = writerPage.getByTestId('description-word-count');
      const unit = locale === 'en' ? 'words' : 'शब्द';
      await expect(count).toHaveText(`0 / 60 ${unit}`);
      const description = writerPage.locator('#add-description');
      await description.fill(Array.from({ length: 42 }, (_, index) => `word${index}`).join(' '));
      await expect(count).toContainText(`42 / 60 ${unit}`);
      await expect(writerPage.getByTestId('description-too-long')).toHaveCount(0);
      await description.fill(Array.from({ length: 63 }, (_, index) => `word${index}`).join(' '));
      await expect(count).toContainText(`63 / 60 ${unit}`);
      await expect(writerPage.getByTestId('description-too-long')).toContainText(locale === 'en' ? '3 words over the 60-word card' : '60 शब्दों के कार्ड से 3 शब्द अधिक');

      // Every category checkbox keeps its size and its label stays inside its own cell ("Cryptocurrencies" too).
      const boxes = await writerPage.locator('input[name="category"]').evaluateAll((inputs) =>
        inputs.map((input) => {
          const box = input.getBoundingClientRect();
          const label = input.closest('label')!;
          const text = label.querySelector('span')!;
          return { id: input.id, width: Math.round(box.width), height: Math.round(box.height), fits: label.scrollWidth <= label.clientWidth + 1 && text.getBoundingClientRect().right <= label.getBoundingClientRect().right + 1 };
        }),
      );
      expect(boxes.length).toBe(12);
      for (const box of boxes) expect(box).toEqual({ id: box.id, width: 19, height: 19, fits: true });
      await writerPage.locator('#add-category-cryptocurrencies').check();
      await expect(writerPage.locator('#add-category-cryptocurrencies')).toBeChecked();
      if (locale === 'en') await expectAxeCleanInBothThemes(writerPage, 'Add News on a phone');
    });
  }
});
