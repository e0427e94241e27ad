import { axeOn } from './support/axe';
import { expect, test } from './support/fixtures';
import { ENGLISH_TYPOS, expectDidYouMean, HINDI_TITLE, HINDI_TYPO, searchFromOwnAddress } from './support/typo-search';

// Issue 27 on the phone: the same corrections and "Did you mean" links, English and Hindi.
test("phone: the issue's four misspellings and a Hindi one find their stories, and the 'Did you mean' links work", async ({ page, ownNews, marker }) => {
  await searchFromOwnAddress(page);
  const english = await ownNews.create({ title: `Chip benchmark tops government election forecast ${marker}`, description: 'A benchmark of chips, a government plan and an election.', category: 'india', language: 'en' });
  const hindi = await ownNews.create({ title: `${HINDI_TITLE} ${marker}`, description: 'प्रधानमंत्री ने किसानों के लिए योजना की घोषणा की।', category: 'india', language: 'hi' });
  for (const [typed, corrected] of ENGLISH_TYPOS) {
    await expectDidYouMean(page, { lang: 'en', typed, corrected, marker, title: english.title, follow: typed === 'elecsion' });
  }
  await expectDidYouMean(page, { lang: 'hi', typed: HINDI_TYPO[0], corrected: HINDI_TYPO[1], marker, title: hindi.title, follow: false });
  // The phone's search page with its suggestion is clean for axe, then the link works.
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('did-you-mean-hi-phone.png') });
  await page.getByTestId('did-you-mean').getByRole('link').click();
  await expect(page.getByTestId('search-result').getByRole('link', { name: hindi.title })).toBeVisible();
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
});
