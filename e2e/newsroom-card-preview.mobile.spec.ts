import type { Page } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Issue 26 on a phone (Pixel 7): the card preview sits below the form behind "Preview card" and
 * follows what the editor types (the 60-word warning too); no element of the admin news list, the
 * Add News form or the edit form is wider than the screen, in English and Hindi.
 */
const TEXT = {
  en: { title: 'Title', description: 'Description', toggle: 'Preview card', edit: /^Edit/, over: /Past 60 words/ },
  hi: { title: /शीर्षक|Title/, description: /विवरण|Description/, toggle: 'कार्ड का पूर्वावलोकन', edit: /^(संपादित|Edit)/, over: /60 शब्दों से अधिक/ },
} as const;

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

/**
 * Every visible element whose right edge passes the screen's, unless a box of its own that fits
 * clips it (a scrolling list, the preview's phone frame): what would make the page scroll sideways.
 */
async function widerThanScreen(page: Page): Promise<{ scrollWidth: number; width: number; elements: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : '';
      const className = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      const box = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()}${id}${testId}${className} (right ${Math.round(box.right)}, width ${Math.round(box.width)})`;
    };
    const wide = [...document.querySelectorAll('main *')].filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().right > width + 1 && !clipped(element));
    // The innermost ones first: what pushes its boxes out, not every box around it.
    const leaves = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    // The widest first: what pushes the boxes around it out.
    const elements = [...leaves.sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width), ...wide].map(name);
    return { scrollWidth: document.documentElement.scrollWidth, width, elements: elements.slice(0, 10) };
  });
}

/** On this phone (Pixel 7, 412 px) and on a small one (360 px, the most common Android width). */
async function expectFitsScreen(page: Page, label: string): Promise<void> {
  const phone = page.viewportSize()!;
  for (const width of [phone.width, 360]) {
    await page.setViewportSize({ width, height: phone.height });
    const measured = await widerThanScreen(page);
    expect({ label, width, elements: measured.elements, scrolls: measured.scrollWidth > measured.width }).toEqual({ label, width, elements: [], scrolls: false });
  }
  await page.setViewportSize(phone);
}

for (const locale of ['en', 'hi'] as const) {
  test(`${locale} on a phone: "Preview card" below the form shows the card as typed; nothing is wider than the screen`, async ({ editorPage, ownNews, marker }) => {
    const text = TEXT[locale];
    const long = await ownNews.create({ title: `Phone admin ${locale} long words Cryptocurrencies-and-corporate-actions`, category: 'cryptocurrencies,india,power,automobile' });
    await editorPage.goto(`/${locale}/admin/news/new`);
    const form = editorPage.getByTestId('add-news-form');
    const preview = editorPage.getByTestId('card-preview');
    const toggle = preview.getByRole('button', { name: text.toggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(preview.getByTestId('card-preview-phone')).toBeHidden();
    await expectFitsScreen(editorPage, `${locale} Add News`);

    const title = `Phone preview ${locale} ${marker}`;
    await form.getByLabel(text.title, { exact: true }).fill(title);
    await form.locator('#add-category-fmcg').check();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const card = preview.getByTestId('card-preview-phone').getByTestId('news-card');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
    // Below the form, not over it.
    const [formBox, previewBox] = [await form.boundingBox(), await preview.boundingBox()];
    expect(previewBox!.y).toBeGreaterThanOrEqual(formBox!.y + formBox!.height - 1);

    await form.getByLabel(text.description, { exact: true }).fill(words(70));
    await expect(card.getByTestId('card-description')).toHaveText(words(70));
    await expect(preview.getByTestId('card-preview-over')).toHaveText(text.over);
    // The phone card's text scrolls inside past what fits, as it does for a reader.
    expect(await card.getByTestId('card-description').evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expectFitsScreen(editorPage, `${locale} Add News with the preview open`);
    if (locale === 'hi') await expectAxeCleanInBothThemes(editorPage, 'Add News on a phone, preview open', { switchTheme: 'in-place' });

    // The news list (long titles and category lists) and the edit form with its preview.
    await editorPage.goto(`/${locale}/admin/news`);
    const item = editorPage.getByTestId('admin-news-management').getByRole('listitem').filter({ hasText: long.title });
    await expect(item).toHaveCount(1);
    await expectFitsScreen(editorPage, `${locale} news list`);
    await item.getByRole('button', { name: text.edit }).click();
    await expect(editorPage.getByTestId('history-panel').getByTestId('history-entry')).toHaveCount(1);
    await preview.getByRole('button', { name: text.toggle }).click();
    await expect(preview.getByTestId('card-preview-phone').getByTestId('news-card')).toBeVisible();
    await expectFitsScreen(editorPage, `${locale} edit form`);
  });
}

test('the preview is the admin\'s alone: no script of the phone reader\'s feed carries it', async ({ page }) => {
  await page.goto('/en/general');
  await expect(page.getByTestId('news-card').first()).toBeVisible();
  const sources = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).src));
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) expect({ source, hasPreview: (await (await page.request.get(source)).text()).includes('card-preview-phone') }).toEqual({ source, hasPreview: false });
});
