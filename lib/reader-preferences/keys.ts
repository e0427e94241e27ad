/**
 * The reader's settings' localStorage keys, on their own: the head script (./head-script.ts) needs
 * only these, and the shell's head scripts component imports it into every page's bundle, where
 * ./preferences.ts (the settings' code, 0.4 KB gzipped) had come along with them (issue 28).
 */
export const THEME_KEY = 'shortnews.theme';
export const TEXT_SIZE_KEY = 'shortnews.textSize';
