import { TEXT_SIZE_KEY, THEME_KEY } from './keys';

/**
 * Runs inline in <head>, before the first paint: puts the remembered theme and text size on <html>
 * so a dark-theme reader never sees a light flash, while the cached HTML stays the same for all.
 *
 * The Content-Security-Policy lets it run through `script-src 'unsafe-inline'`, as Next's own inline
 * scripts do: cached pages cannot carry a nonce, and listing a hash would switch 'unsafe-inline' off
 * for Next's per-page scripts (lib/security/csp.ts says why). It is a constant: no visitor data in it.
 */
export const PREFERENCES_SCRIPT =
  `(function(){try{var d=document.documentElement,s=window.localStorage,` +
  `t=s.getItem(${JSON.stringify(THEME_KEY)}),z=s.getItem(${JSON.stringify(TEXT_SIZE_KEY)});` +
  `if(t==='light'||t==='dark')d.setAttribute('data-theme',t);` +
  `if(z==='small'||z==='large')d.setAttribute('data-text-size',z);}catch(e){}})();`;
