import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The issue's four misspellings (transposed, transposed, missing, replaced) and their words. */
export const ENGLISH_TYPOS = [
  ['becnhmark', 'benchmark'],
  ['benchmrak', 'benchmark'],
  ['goverment', 'government'],
  ['elecsion', 'election'],
] as const;

/** A Hindi story's word and a misspelling of it: the matra ा of प्रधानमंत्री missing. */
export const HINDI_TITLE = 'प्रधानमंत्री ने नई सिंचाई योजना बताई';
export const HINDI_TYPO = ['प्रधनमंत्री', 'प्रधानमंत्री'] as const;

/**
 * The page's searches from an address of its own (the server trusts one proxy hop): the search page
 * allows 30 a minute per address, and the worker's address also searches in other spec files.
 */
export async function searchFromOwnAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` });
}

const DID_YOU_MEAN = { en: 'Did you mean', hi: 'क्या आपका मतलब' };

/**
 * Searches `typed` (the marker keeps the results to this test's story) and expects "Did you mean
 * <corrected>?" with the story among the corrected query's results; then follows the link, which
 * searches the corrected words as typed: the story again, and no suggestion.
 */
export async function expectDidYouMean(page: Page, options: { lang: 'en' | 'hi'; typed: string; corrected: string; marker: string; title: string; follow?: boolean }) {
  const { lang, typed, corrected, marker, title } = options;
  await page.goto(`/${lang}/search?q=${encodeURIComponent(`${typed} ${marker}`)}`);
  const suggestion = page.getByTestId('did-you-mean');
  const expected = `${corrected} ${marker.toLowerCase()}`;
  await expect(suggestion).toContainText(DID_YOU_MEAN[lang]);
  const link = suggestion.getByRole('link', { name: expected });
  await expect(link).toHaveAttribute('href', `/${lang}/search?${new URLSearchParams({ q: expected })}`);
  await expect(page.getByTestId('search-result').getByRole('link', { name: title })).toBeVisible();
  if (options.follow === false) return;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=${encodeURIComponent(corrected).replace(/%20/g, '\\+')}`));
  await expect(page.getByTestId('search-result').getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
}
