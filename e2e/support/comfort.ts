import { axeOn } from './axe';
import { expect, type Page } from '@playwright/test';

/** The page background colours of the two themes (app/globals.css --color-background). */
export const LIGHT_BACKGROUND = 'rgb(249, 250, 251)';
export const DARK_BACKGROUND = 'rgb(17, 24, 39)';

export type SpokenUtterance = { text: string; lang: string; voice: string };

/**
 * Replaces the browser's speech synthesis (a browser API, not our code) with a recorder that has the
 * given voices: `window.__spoken` lists what was spoken, `window.__cancels` counts stops. With no
 * voices given, speech synthesis is removed altogether.
 */
export async function stubSpeech(page: Page, voices: string[] | null): Promise<void> {
  await page.addInitScript((voiceLangs) => {
    const w = window as unknown as Record<string, unknown>;
    if (voiceLangs === null) {
      delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
      return;
    }
    const spoken: unknown[] = [];
    w.__spoken = spoken;
    w.__cancels = 0;
    const voiceList = voiceLangs.map((lang) => ({ lang, name: `Stub ${lang}`, localService: true, default: false, voiceURI: `stub-${lang}` }));
    class Utterance extends EventTarget {
      text: string;
      lang = '';
      voice: { name: string } | null = null;
      constructor(text: string) {
        super();
        this.text = text;
      }
    }
    const engine = Object.assign(new EventTarget(), {
      getVoices: () => voiceList,
      speak: (utterance: Utterance) => spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? '' }),
      cancel: () => {
        w.__cancels = (w.__cancels as number) + 1;
      },
      pause: () => undefined,
      resume: () => undefined,
      speaking: false,
      pending: false,
      paused: false,
    });
    Object.defineProperty(window, 'speechSynthesis', { value: engine, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  }, voices);
}

export async function spoken(page: Page): Promise<SpokenUtterance[]> {
  return page.evaluate(() => (window as unknown as { __spoken: SpokenUtterance[] }).__spoken);
}

export async function cancels(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cancels: number }).__cancels);
}

/**
 * Records the page background at the first animation frame that has a body, i.e. what the first
 * paint shows, before any of the app's JavaScript bundles ran: `window.__firstPaintBackground`.
 */
export async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = () => {
      if (!document.body) return requestAnimationFrame(probe);
      (window as unknown as Record<string, unknown>).__firstPaintBackground = getComputedStyle(document.body).backgroundColor;
    };
    requestAnimationFrame(probe);
  });
}

export async function firstPaintBackground(page: Page): Promise<string> {
  await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__firstPaintBackground !== undefined);
  return page.evaluate(() => (window as unknown as { __firstPaintBackground: string }).__firstPaintBackground);
}

export async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/**
 * axe's colour-contrast checks (WCAG AA) on what is on screen now. Text of (nearly) the background's
 * own colour, 1:1, is not a violation to axe but "needs review" (it may be hidden on purpose): here
 * it counts as one, since nothing of ours is hidden that way (light text on a light highlight in the
 * dark theme came out 1:1).
 */
export async function expectNoContrastViolations(page: Page, label: string): Promise<void> {
  const results = await axeOn(page).withRules(['color-contrast', 'link-in-text-block']).analyze();
  const found = results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`));
  const unreadable = results.incomplete.flatMap((check) =>
    check.nodes
      .filter((node) => node.any.some((result) => (result.data as { messageKey?: string } | null)?.messageKey === 'equalRatio'))
      .map((node) => `${check.id}: ${node.target.join(' ')} — text the colour of its background (1:1)`),
  );
  expect([...found, ...unreadable], `contrast on ${label}`).toEqual([]);
}

/**
 * The contrast checks of the page as it is now, in the light theme and then the dark one. The theme
 * follows the system here (no setting saved) and is CSS alone (light-dark() in app/globals.css), so
 * switching the emulated system setting re-colours the page as loading it in that theme does (the
 * first-paint tests load pages in each); one page load serves both checks. Leaves the page dark.
 */
export async function expectNoContrastViolationsInBothThemes(page: Page, label: string): Promise<void> {
  for (const [scheme, background] of [['light', LIGHT_BACKGROUND], ['dark', DARK_BACKGROUND]] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => pageBackground(page), `${label}: the ${scheme} theme is on`).toBe(background);
    await expectNoContrastViolations(page, `${label} (${scheme})`);
  }
}

/** The story text's font size in px. */
export async function fontSizeOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
}
