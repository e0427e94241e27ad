import { PREFERENCES_SCRIPT } from '@/lib/reader-preferences/head-script';
import { readPreferences, savePreferences, TEXT_SIZE_KEY, THEME_KEY } from '@/lib/reader-preferences/preferences';

/** Runs the inline <head> script as the browser would, on this document. */
function runHeadScript() {
  new Function(PREFERENCES_SCRIPT)();
}

const root = () => document.documentElement;

describe('the head script (before first paint)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete root().dataset.theme;
    delete root().dataset.textSize;
  });

  it('applies a remembered dark theme and large text', () => {
    window.localStorage.setItem(THEME_KEY, 'dark');
    window.localStorage.setItem(TEXT_SIZE_KEY, 'large');
    runHeadScript();
    expect(root().getAttribute('data-theme')).toBe('dark');
    expect(root().getAttribute('data-text-size')).toBe('large');
  });

  it('sets nothing for the defaults (the CSS follows the system) and ignores junk values', () => {
    window.localStorage.setItem(THEME_KEY, 'system');
    window.localStorage.setItem(TEXT_SIZE_KEY, '"><script>');
    runHeadScript();
    expect(root().hasAttribute('data-theme')).toBe(false);
    expect(root().hasAttribute('data-text-size')).toBe(false);
  });

  it('does not throw where storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runHeadScript).not.toThrow();
    expect(readPreferences()).toEqual({ theme: 'system', textSize: 'normal' });
    getItem.mockRestore();
  });

  it('reads back what the settings saved, as the next visit would', () => {
    savePreferences({ theme: 'light', textSize: 'small' });
    delete root().dataset.theme;
    delete root().dataset.textSize;
    runHeadScript();
    expect(root().dataset).toMatchObject({ theme: 'light', textSize: 'small' });
    savePreferences({ theme: 'system', textSize: 'normal' });
    expect(root().hasAttribute('data-theme')).toBe(false);
    expect(root().hasAttribute('data-text-size')).toBe(false);
  });
});
