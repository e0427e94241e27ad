import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { setHeadlinesMode } from './support/headlines';

/**
 * Issue 12, items 1–2 on the desktop list: a failed feed tells the reader so (with a retry) instead
 * of looking empty, and one malformed upstream article no longer empties the page. The fake
 * headlines service is broken per (category, lang) for these feeds only (support/headlines.ts).
 */

const cards = (page: Page) => page.getByTestId('news-card');

const TEXT = {
  en: { networkError: 'Check your internet connection and try again', noNews: 'No news are available', retry: 'Try again', unknownSource: 'by Unknown Source' },
  hi: { networkError: 'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें', noNews: 'कोई समाचार उपलब्ध नहीं है', retry: 'फिर से कोशिश करें', unknownSource: 'अज्ञात स्रोत द्वारा' },
} as const;

for (const lang of ['en', 'hi'] as const) {
  test(`${lang}: a headlines outage shows the network error with a retry, on page 1 and on Load More`, async ({ page }) => {
    const text = TEXT[lang];
    await setHeadlinesMode('health', lang, 'fail');
    try {
      await page.goto(`/${lang}/health`);
      await expect(page.getByTestId('feed-error')).toHaveText(text.networkError);
      await expect(page.getByText(text.noNews)).toHaveCount(0);
      await expect(page.getByTestId('load-more')).toHaveCount(0);

      // The service is back: Try again brings the first page without reloading the page.
      await setHeadlinesMode('health', lang, 'normal');
      await page.getByRole('button', { name: text.retry }).click();
      await expect(cards(page).filter({ hasText: new RegExp(`health ${lang} page 1 story 1(?!\\d)`) })).toHaveCount(1);
      await expect(page.getByTestId('feed-error')).toHaveCount(0);
      const firstPage = await cards(page).count();

      // Down again while reading: Load More fails, the list stays, Try again fetches that page.
      await setHeadlinesMode('health', lang, 'fail');
      await page.getByTestId('load-more').click();
      await expect(page.getByTestId('feed-error')).toHaveText(text.networkError);
      await expect(cards(page)).toHaveCount(firstPage);
      await setHeadlinesMode('health', lang, 'normal');
      await page.getByRole('button', { name: text.retry }).click();
      await expect(cards(page)).toHaveCount(firstPage + 10);
      await expect(cards(page).filter({ hasText: new RegExp(`health ${lang} page 2 story 11(?!\\d)`) })).toHaveCount(1);
    } finally {
      await setHeadlinesMode('health', lang, 'normal');
    }
  });

  test(`${lang}: one malformed article is repaired, the unshowable one dropped, the rest of the page kept`, async ({ page }) => {
    await setHeadlinesMode('entertainment', lang, 'malformed');
    try {
      await page.goto(`/${lang}/entertainment`);
      const headlines = cards(page).filter({ hasText: `entertainment ${lang}` });
      // Eight good articles and the repaired one; the null article is gone.
      await expect(headlines).toHaveCount(9);
      const repaired = cards(page).filter({ hasText: `entertainment ${lang} malformed story` });
      await expect(repaired.getByTestId('card-source')).toHaveText(TEXT[lang].unknownSource);
      // Its javascript: link is not a link at all, and its picture is the placeholder.
      await expect(repaired.locator('a[href^="javascript:"]')).toHaveCount(0);
      await expect(repaired.getByRole('heading', { level: 2 }).getByRole('link')).toHaveCount(0);
      await expect(repaired.locator('img[src^="data:"]')).toHaveCount(0);
    } finally {
      await setHeadlinesMode('entertainment', lang, 'normal');
    }
  });
}

for (const lang of ['en', 'hi'] as const) {
  test(`${lang}: on a failed paged URL, Try again brings that page, not the one after it`, async ({ page }) => {
    const text = TEXT[lang];
    // Page 3 (stories 21–25) of health is read by no other test, so nothing has cached it good.
    await setHeadlinesMode('health', lang, 'fail');
    try {
      await page.goto(`/${lang}/health/page/3`);
      await expect(page.getByTestId('feed-error')).toHaveText(text.networkError);
      await expect(cards(page)).toHaveCount(0);

      await setHeadlinesMode('health', lang, 'normal');
      await page.getByRole('button', { name: text.retry }).click();
      await expect(cards(page).filter({ hasText: new RegExp(`health ${lang} page 3 story 21(?!\\d)`) })).toHaveCount(1);
      await expect(cards(page).filter({ hasText: `health ${lang}` })).toHaveCount(5);
      await expect(page.getByText(text.noNews)).toHaveCount(0);
      await expect(page.getByTestId('feed-error')).toHaveCount(0);
    } finally {
      await setHeadlinesMode('health', lang, 'normal');
    }
  });
}
