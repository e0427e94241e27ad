import { axeOn } from './axe';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe's landmark-unique on the page as it is, then the same rule with the landmarks' names taken
 * away: the second run must find the duplicate, so the first run's silence is the names' doing
 * (the check cannot pass on a page whose landmarks it does not see).
 */
export async function expectUniqueLandmarks(page: Page, label: string): Promise<string[]> {
  const names = await page.getByRole('search').evaluateAll((forms) => forms.map((form) => form.getAttribute('aria-label') ?? ''));
  expect(names.every((name) => name.trim() !== ''), `${label}: every search landmark has a name`).toBe(true);
  expect(new Set(names).size, `${label}: names ${JSON.stringify(names)}`).toBe(names.length);
  const results = await axeOn(page).withRules(['landmark-unique']).analyze();
  expect(results.violations.map((violation) => violation.nodes.map((node) => node.target.join(' '))).flat(), label).toEqual([]);
  if (names.length > 1) {
    await page.getByRole('search').evaluateAll((forms) => forms.forEach((form) => form.removeAttribute('aria-label')));
    const unnamed = await axeOn(page).withRules(['landmark-unique']).analyze();
    expect(unnamed.violations.map((violation) => violation.id), `${label}: axe sees the unnamed landmarks`).toEqual(['landmark-unique']);
  }
  return names;
}
