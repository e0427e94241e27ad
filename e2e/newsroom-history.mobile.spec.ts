import { expect, test } from './support/fixtures';

/**
 * Issue 26 on a phone (Pixel 7), in Hindi: the History panel fits its form (the comparison table
 * inside its box), shows the changed word marked, and Restore works.
 */
test('hi on a phone: History panel fits, marks the change and restores', async ({ editorPage, editorRequest, ownNews }) => {
  const item = await ownNews.create({ title: 'फ़ोन पर इतिहास', description: 'रेपो दर आज से 6.25 % है।', category: 'india' });
  const edited = await editorRequest.put(`/api/news/${item.id}`, { multipart: { title: item.title, description: 'रेपो दर आज से 6.5 % है।', category: 'india', version: '1' } });
  expect(edited.status()).toBe(200);
  // A phone: the staff fixtures' pages take the project's device (they were desktop-sized before).
  expect(editorPage.viewportSize()!.width).toBeLessThan(500);
  expect(await editorPage.evaluate(() => navigator.userAgent)).toMatch(/Mobile/);
  await editorPage.goto('/hi/admin/news');
  await editorPage.getByTestId('newsroom-item').filter({ hasText: item.title }).getByRole('button', { name: /^(संपादित|Edit)/ }).click();
  const panel = editorPage.getByTestId('history-panel');
  await expect(panel.getByTestId('history-entry')).toHaveCount(2);
  await expect(panel.getByTestId('history-compare').locator('ins')).toHaveText(['6.5']);
  await panel.scrollIntoViewIfNeeded();
  // The panel stays inside the edit form's card (and no admin element is wider than the phone: e2e/newsroom-card-preview.mobile.spec.ts).
  const fits = await editorPage.evaluate(() => {
    const panelBox = document.querySelector('[data-testid="history-panel"]')!.getBoundingClientRect();
    const formBox = document.querySelector('[data-testid="edit-news-form"]')!.getBoundingClientRect();
    const compare = document.querySelector('[data-testid="history-compare"]')!;
    return { panelInsideForm: panelBox.right <= formBox.right + 1, tableFits: compare.scrollWidth <= compare.clientWidth + 1 };
  });
  expect(fits).toEqual({ panelInsideForm: true, tableFits: true });
  await panel.getByRole('button', { name: 'संस्करण 1 वापस लाएँ' }).click();
  // The in-page question fits the phone too, and its "Yes" is a thumb's reach away (44 px).
  const confirm = panel.getByTestId('restore-confirm');
  await expect(confirm).toContainText('का संस्करण 1 वापस लाएँ?');
  const yes = confirm.getByRole('button', { name: 'हाँ, वापस लाएँ' });
  const [confirmBox, formBox, yesBox] = [await confirm.boundingBox(), await editorPage.getByTestId('edit-news-form').boundingBox(), await yes.boundingBox()];
  expect(confirmBox!.x + confirmBox!.width).toBeLessThanOrEqual(formBox!.x + formBox!.width + 1);
  expect(yesBox!.height).toBeGreaterThanOrEqual(44);
  await yes.click();
  await expect(panel.getByTestId('history-entry')).toHaveCount(3);
  await expect(editorPage.getByTestId('edit-news-form').getByLabel(/विवरण|Description/, { exact: true })).toHaveValue('रेपो दर आज से 6.25 % है।');
});
