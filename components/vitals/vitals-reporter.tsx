'use client';

import { useEffect } from 'react';
import type { Device, Locale } from '@/lib/categories';
import { afterLoadIdle } from '@/lib/offline/after-load-idle';

/** Do Not Track or Global Privacy Control: the reader asked not to be measured. */
export function hasOptedOut(nav: Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string } = navigator): boolean {
  const dnt = nav.doNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack ?? nav.msDoNotTrack;
  return nav.globalPrivacyControl === true || dnt === '1' || dnt === 'yes';
}

/**
 * Real readers' Core Web Vitals (issue 28): on a sampled share of page views (`sampleRate`), unless
 * the reader set Do Not Track or Global Privacy Control, the collector (lib/vitals/collect.ts, with
 * the `web-vitals` package) is loaded once the page has loaded and the browser is idle, so it costs
 * the page's own start nothing, and an unsampled view (most) never downloads it. Renders nothing.
 */
export function VitalsReporter({ locale, device, sampleRate }: { locale: Locale; device: Device; sampleRate: number }) {
  useEffect(() => {
    if (!(Math.random() < sampleRate) || hasOptedOut() || typeof navigator.sendBeacon !== 'function') return;
    let isCancelled = false;
    let stop: (() => void) | undefined;
    const cancelIdle = afterLoadIdle(() => {
      void import('@/lib/vitals/collect').then(
        ({ collectVitals }) => {
          if (!isCancelled) stop = collectVitals({ locale, device });
        },
        () => {
          // The collector could not load (the network went away after the load): this page view is not measured.
          // Only the import's failure is caught here: what the callback above throws stays an error.
        },
      );
    });
    return () => {
      isCancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [locale, device, sampleRate]);
  return null;
}
