import type { Page } from '@playwright/test';
import { E2E_EDITOR } from './support/accounts';
import { axeOn, expectAxeCleanInBothThemes } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Issue 26, the History panel in the browser: an editor opens a story that was edited, sees its
 * versions newest first (who, when in India time, status), the newest two compared side by side
 * with the changed words marked, restores the first version after confirming in the page, and the form and the
 * history show the restored text as a new version. Blogs the same on the blog edit screen.
 * axe on the panel in both themes.
 */
const TEXT = {
  en: { edit: /^Edit/, restore: (version: number) => `Restore version ${version}`, confirm: /^Restore version 1 of .*nothing in the history is lost\.$/, yes: 'Yes, restore', no: 'Cancel', restored: /Version 1 restored as version 3/, description: 'Description' },
  hi: { edit: /^(संपादित|Edit)/, restore: (version: number) => `संस्करण ${version} वापस लाएँ`, confirm: /का संस्करण 1 वापस लाएँ\?.*इतिहास से कुछ नहीं खोता।$/, yes: 'हाँ, वापस लाएँ', no: 'रद्द करें', restored: /संस्करण 1 को संस्करण 3 के रूप में वापस लाया गया/, description: /विवरण|Description/ },
} as const;


for (const locale of ['en', 'hi'] as const) {
  test(`${locale}: History of a story: two versions compared word by word, the first restored as a new version`, async ({ editorPage, editorRequest, ownNews }) => {
    const text = TEXT[locale];
    const item = await ownNews.create({ title: `Repo rate ${locale}`, description: 'The repo rate is 6.25 % from today.', category: 'india' });
    const edited = await editorRequest.put(`/api/news/${item.id}`, { multipart: { title: item.title, description: 'The repo rate is 6.5 % from today.', category: 'india', version: '1' } });
    expect(edited.status(), await edited.text()).toBe(200);

    await editorPage.goto(`/${locale}/admin/news`);
    await editorPage.getByTestId('newsroom-item').filter({ hasText: item.title }).getByRole('button', { name: text.edit }).click();
    const panel = editorPage.getByTestId('history-panel');
    const entries = panel.getByTestId('history-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toHaveAttribute('data-version', '2');
    await expect(entries.first()).toContainText(E2E_EDITOR.name);
    // India time, as the newsroom reads it.
    await expect(entries.first()).toContainText(/\d{1,2}:\d{2}/);

    // The newest two are compared: the old figure struck through on the left, the new one underlined on the right.
    const compare = panel.getByTestId('history-compare');
    await expect(compare.locator('del')).toHaveText(['6.25']);
    await expect(compare.locator('ins')).toHaveText(['6.5']);
    if (locale === 'en') await expectAxeCleanInBothThemes(editorPage, 'History panel', { include: '[data-testid="history-panel"]', switchTheme: 'in-place' });

    // Restore asks first, in the page (never a browser dialog): the question under the version, focus
    // on "Yes, restore"; Cancel (or Escape) changes nothing and gives the focus back to Restore.
    editorPage.on('dialog', (dialog) => {
      throw new Error(`no browser dialog expected, got "${dialog.message()}"`);
    });
    await panel.getByRole('button', { name: text.restore(1) }).click();
    const confirm = panel.getByRole('group', { name: text.confirm });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: text.yes })).toBeFocused();
    if (locale === 'en') await expectAxeCleanInBothThemes(editorPage, 'History panel, Restore asking', { include: '[data-testid="history-panel"]', switchTheme: 'in-place' });
    await confirm.getByRole('button', { name: text.no }).click();
    await expect(confirm).toHaveCount(0);
    await expect(panel.getByRole('button', { name: text.restore(1) })).toBeFocused();
    await editorPage.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await editorPage.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(entries).toHaveCount(2);
    expect((await (await editorRequest.get(`/api/admin/news/${item.id}/revisions`)).json()).length).toBe(2);
    await panel.getByRole('button', { name: text.restore(1) }).click();
    await confirm.getByRole('button', { name: text.yes }).click();
    await expect(editorPage.getByRole('status').filter({ hasText: text.restored })).toBeVisible();
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toHaveAttribute('data-version', '3');
    await expect(editorPage.getByTestId('edit-news-form').getByLabel(text.description, { exact: true })).toHaveValue('The repo rate is 6.25 % from today.');

    // The API tells the same: a new revision on top, naming the one brought back; nothing rewritten.
    const history = (await (await editorRequest.get(`/api/admin/news/${item.id}/revisions`)).json()) as { id: string; action: string; version: number; restoredFrom: string | null }[];
    expect(history.map((line) => [line.version, line.action])).toEqual([
      [3, 'restore'],
      [2, 'edit'],
      [1, 'create'],
    ]);
    expect(history[0].restoredFrom).toBe(history[2].id);
    // Saving the form now carries version 3: no conflict with the restore just made.
    await editorPage.getByTestId('edit-news-form').locator('button[type="submit"]').click();
    await expect(editorPage.getByTestId('edit-news-form')).toHaveCount(0);
  });
}

test('History of a blog post: the edit screen compares the bodies and restores the first version', async ({ editorPage, editorRequest, ownBlog }) => {
  const blog = await ownBlog.create({ title: 'Monsoon diary', content: [{ title: 'Diary', paragraphs: ['The rains came early this year.'] }] });
  const edited = await editorRequest.put(`/api/blogs/${blog.id}`, { data: { content: { title: 'Diary', paragraphs: ['The rains came late this year.'] }, version: 1 } });
  expect(edited.status(), await edited.text()).toBe(200);

  await editorPage.goto('/en/getallblogs');
  await editorPage.getByRole('button', { name: `Edit ${blog.title}` }).click();
  const panel = editorPage.getByTestId('history-panel');
  await expect(panel.getByTestId('history-entry')).toHaveCount(2);
  await expect(panel.getByTestId('history-compare').locator('del')).toHaveText(['early']);
  await expect(panel.getByTestId('history-compare').locator('ins')).toHaveText(['late']);
  await expectAxeCleanInBothThemes(editorPage, 'blog History panel', { include: '[data-testid="history-panel"]', switchTheme: 'in-place' });
  await panel.getByRole('button', { name: 'Restore version 1' }).click();
  await panel.getByTestId('restore-confirm').getByRole('button', { name: 'Yes, restore' }).click();
  await expect(editorPage.getByRole('status').filter({ hasText: /Version 1 restored as version 3/ })).toBeVisible();
  const now = (await (await editorRequest.get(`/api/admin/blogs/${blog.id}/revisions/${(await (await editorRequest.get(`/api/admin/blogs/${blog.id}/revisions`)).json())[0].id}`)).json()) as { content: unknown; action: string };
  expect(now).toMatchObject({ action: 'restore', content: [expect.objectContaining({ title: 'Diary', paragraphs: ['The rains came early this year.'] })] });
});

test('edit lock: a second editor is told who is editing since when (India time), saving is off until they take over; the first editor is told', async ({ editorPage, adminPage, ownNews }) => {
  test.setTimeout(90_000);
  const item = await ownNews.create({ title: 'Locked story', description: 'Two editors, one story.', category: 'india' });
  const open = async (page: Page) => {
    await page.goto('/en/admin/news');
    await page.getByTestId('newsroom-item').filter({ hasText: item.title }).getByRole('button', { name: /^Edit/ }).click();
    return page.getByTestId('edit-news-form');
  };
  // Ravi (the editor) opens it first and holds the lock.
  const ravi = await open(editorPage);
  await expect(ravi.getByTestId('history-panel')).toBeVisible();
  await expect(ravi.getByTestId('edit-lock-other')).toHaveCount(0);

  // The admin opens it: told who and since when; Update is off.
  const admin = await open(adminPage);
  const notice = admin.getByTestId('edit-lock-other');
  await expect(notice).toContainText(new RegExp(`${E2E_EDITOR.name} is editing since \\d{1,2}:\\d{2}\\s?(am|pm|AM|PM)? \\(IST\\)`));
  await expect(admin.getByRole('button', { name: 'Update News' })).toBeDisabled();
  const axe = await axeOn(adminPage).include('[data-testid="edit-lock-other"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Take over: the admin may save now; Ravi's screen is told at its next heartbeat (every 20 s) and stops saving.
  await notice.getByRole('button', { name: 'Take over' }).click();
  await expect(admin.getByTestId('edit-lock-other')).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Update News' })).toBeEnabled();
  await expect(ravi.getByTestId('edit-lock-lost')).toContainText(/took over editing at \d{1,2}:\d{2}/, { timeout: 30_000 });
  await expect(ravi.getByRole('button', { name: 'Update News' })).toBeDisabled();

  await admin.getByLabel('Title', { exact: true }).fill(`${item.title} (taken over)`);
  await admin.getByRole('button', { name: 'Update News' }).click();
  await expect(adminPage.getByText('News updated successfully!')).toBeVisible();
});

test('corrections: an editor attaches a public note to a published story; readers see it in en and hi, its JSON-LD carries a CorrectionComment; an ordinary edit stays silent', async ({ editorPage, request, ownNews }) => {
  const item = await ownNews.create({ title: 'Repo rate corrected', description: 'The repo rate is 6.25 % from today.', category: 'india', language: 'both' });
  const quiet = await ownNews.create({ title: 'Quietly edited', description: 'A typo in here.', category: 'india' });
  await editorPage.goto('/en/admin/news');
  const edit = async (title: string) => {
    await editorPage.getByTestId('newsroom-item').filter({ hasText: title }).getByRole('button', { name: /^Edit/ }).click();
    return editorPage.getByTestId('edit-news-form');
  };
  let form = await edit(item.title);
  await form.getByLabel('Description', { exact: true }).fill('The repo rate is 6.5 % from today.');
  await form.getByLabel('Public correction note (optional)').fill('The rate is 6.5 %, not 6.25 %.');
  await form.getByRole('button', { name: 'Update News' }).click();
  await expect(editorPage.getByText('News updated successfully!')).toBeVisible();
  form = await edit(quiet.title);
  await form.getByLabel('Description', { exact: true }).fill('No typo in here.');
  await form.getByRole('button', { name: 'Update News' }).click();
  await expect(editorPage.getByText('News updated successfully!')).toBeVisible();

  for (const [locale, heading, label] of [['en', 'Correction', /Corrected on \d{1,2} \w+ \d{4}|Corrected on \w+ \d{1,2}, \d{4}/], ['hi', 'सुधार', /को सुधारा गया/]] as const) {
    const page = await editorPage.context().newPage();
    await page.goto(`/${locale}/news/${item.id}`);
    const box = page.getByTestId('story-corrections');
    await expect(box.getByRole('heading', { name: heading })).toBeVisible();
    await expect(box).toContainText(label);
    await expect(box).toContainText('The rate is 6.5 %, not 6.25 %.');
    await page.close();
  }
  const html = await (await request.get(`/en/news/${item.id}`)).text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as { '@type'?: string; correction?: unknown });
  expect(jsonLd.find((data) => data['@type'] === 'NewsArticle')?.correction).toEqual([{ '@type': 'CorrectionComment', text: 'The rate is 6.5 %, not 6.25 %.', datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);

  const quietHtml = await (await request.get(`/en/news/${quiet.id}`)).text();
  expect(quietHtml).toContain('No typo in here.');
  expect(quietHtml).not.toContain('story-corrections');
  expect(quietHtml).not.toContain('CorrectionComment');
});
