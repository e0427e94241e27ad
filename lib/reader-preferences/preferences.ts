/**
 * The reader's comfort settings (issue 17): colour theme and text size. They live in the browser
 * only (localStorage) and show as attributes on <html> (`data-theme`, `data-text-size`), so that
 * cached pages stay the same for everyone and the CSS does the rest. `head-script.ts` applies them
 * before the first paint; this module changes them afterwards.
 */
import { TEXT_SIZE_KEY, THEME_KEY } from './keys';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const TEXT_SIZES = ['small', 'normal', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const DEFAULT_THEME: Theme = 'system';
export const DEFAULT_TEXT_SIZE: TextSize = 'normal';

/** localStorage keys; the head script reads the same ones. */
export { TEXT_SIZE_KEY, THEME_KEY };

export type ReaderPreferences = { theme: Theme; textSize: TextSize };

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (privacy settings): the defaults apply.
    return null;
  }
}

export function readPreferences(): ReaderPreferences {
  const theme = readStored(THEME_KEY);
  const textSize = readStored(TEXT_SIZE_KEY);
  return { theme: isTheme(theme) ? theme : DEFAULT_THEME, textSize: isTextSize(textSize) ? textSize : DEFAULT_TEXT_SIZE };
}

/** The attributes on <html> for a choice: none for the defaults (the CSS follows the system, normal size). */
export function applyPreferences(root: HTMLElement, { theme, textSize }: ReaderPreferences): void {
  if (theme === DEFAULT_THEME) delete root.dataset.theme;
  else root.dataset.theme = theme;
  if (textSize === DEFAULT_TEXT_SIZE) delete root.dataset.textSize;
  else root.dataset.textSize = textSize;
}

const listeners = new Set<() => void>();
let snapshot: ReaderPreferences | null = null;

/** Remembers a choice, applies it to the page and tells every settings control on the page. */
export function savePreferences(next: ReaderPreferences): void {
  try {
    window.localStorage.setItem(THEME_KEY, next.theme);
    window.localStorage.setItem(TEXT_SIZE_KEY, next.textSize);
  } catch {
    // Not remembered, but still applied to this page.
  }
  applyPreferences(document.documentElement, next);
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: a stable snapshot that changes when a choice is saved here or in another tab. */
export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== TEXT_SIZE_KEY) return;
    snapshot = readPreferences();
    applyPreferences(document.documentElement, snapshot);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getPreferencesSnapshot(): ReaderPreferences {
  snapshot ??= readPreferences();
  return snapshot;
}

const SERVER_SNAPSHOT: ReaderPreferences = { theme: DEFAULT_THEME, textSize: DEFAULT_TEXT_SIZE };
export function getServerPreferencesSnapshot(): ReaderPreferences {
  return SERVER_SNAPSHOT;
}
