import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { THEME_KEY } from '../../lib/reader-preferences/preferences';

/**
 * Every browser test's axe, set up to cost what it checks. `setLegacyMode()`: axe runs in the page
 * itself. Otherwise @axe-core/playwright runs it per frame and finishes the run in a new blank page,
 * injecting axe's 600 KB of script into each; our pages have no frames (the blog sanitizer allows
 * none), so that bought nothing. `resultTypes`: axe describes in full (a unique CSS selector each,
 * costly on a long page) only the nodes that violate a rule or that it could not decide; the
 * passing ones, hundreds of text nodes for the contrast rule, are counted, not described. Nothing a
 * test reads is left out: the tests read violations and, for 1:1 contrast, the undecided ones.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations', 'incomplete'] });
}

export type AxeBothThemesOptions = {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /**
   * `reload` (the default): the theme is saved as the reader's setting and the page reloaded, as a
   * reader who chose it gets it. `in-place`: the page's theme attribute is switched without a
   * reload, for a screen whose state a reload would lose (an open edit form, a filled-in form).
   */
  switchTheme?: 'reload' | 'in-place';
};

/**
 * axe finds nothing on the page in the light and the dark theme (the newsroom's screens, issue 26).
 * One copy for every spec that checks a screen in both themes.
 */
export async function expectAxeCleanInBothThemes(page: Page, label: string, options: AxeBothThemesOptions = {}): Promise<void> {
  const inPlace = options.switchTheme === 'in-place';
  for (const theme of ['light', 'dark']) {
    if (inPlace) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
    } else {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme]);
      await page.reload();
    }
    const builder = options.include ? axeOn(page).include(options.include) : axeOn(page);
    const results = await builder.analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), `${label} (${theme})`).toEqual([]);
  }
  if (!inPlace) await page.evaluate((key) => localStorage.removeItem(key), THEME_KEY);
}
