'use client';

import { earlyTapsScript } from '@/lib/early-taps/head-script';
import { PREFERENCES_SCRIPT } from '@/lib/reader-preferences/head-script';

/**
 * The inline scripts at the top of <head>, in the server's HTML once: the reader's theme and text size
 * before the first paint (lib/reader-preferences/head-script.ts) and the keeper of taps made before
 * hydration (lib/early-taps/head-script.ts).
 *
 * A server component's output is sent twice, as HTML and again in the page's RSC payload for React to
 * hydrate; for these two that was 2 KB more of every page. From a client component the payload
 * carries a reference only. Their text is rendered on the server alone: the build replaces
 * `typeof window`, so the browser's bundle holds none of it, and React hydrating a script with
 * `dangerouslySetInnerHTML` leaves its content as the server wrote it (the warning development builds
 * would print for the difference is suppressed). A script in the HTML has run by then anyway.
 */
export function HeadScripts() {
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: typeof window === 'undefined' ? PREFERENCES_SCRIPT : '' }} />
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: typeof window === 'undefined' ? earlyTapsScript() : '' }} />
    </>
  );
}
