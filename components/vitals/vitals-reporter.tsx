'use client';

import { useEffect } from 'react';
import type { Device, Locale } from '@/lib/categories';
import { afterLoadIdle } from '@/lib/offline/after-load-idle';
import { publicPathname } from '@/lib/routing/decide';
import { pageTypeOfPath, type VitalMetric } from '@/lib/vitals/metrics';

export const VITALS_ENDPOINT = '/api/vitals';

/** Do Not Track or Global Privacy Control: the reader asked not to be measured. */
export function hasOptedOut(nav: Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string } = navigator): boolean {
  const dnt = nav.doNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack ?? nav.msDoNotTrack;
  return nav.globalPrivacyControl === true || dnt === '1' || dnt === 'yes';
}

/**
 * Real readers' Core Web Vitals (issue 28): on a sampled share of page views (`sampleRate`), unless
 * the reader set Do Not Track or Global Privacy Control, the `web-vitals` package is loaded once
 * the page has loaded and the browser is idle (so it costs the page's own start nothing) and its
 * LCP, INP, CLS and TTFB are sent with sendBeacon when the page is hidden — labelled only by page
 * type, device and language: no URL, no id, no cookie set. Renders nothing.
 */
export function VitalsReporter({ locale, device, sampleRate }: { locale: Locale; device: Device; sampleRate: number }) {
  useEffect(() => {
    if (!(Math.random() < sampleRate) || hasOptedOut() || typeof navigator.sendBeacon !== 'function') return;
    const values = new Map<VitalMetric, number>();
    const page = pageTypeOfPath(publicPathname(window.location.pathname));
    let isSent = false;
    const send = (event: Event) => {
      if ((event.type === 'visibilitychange' && document.visibilityState !== 'hidden') || values.size === 0 || isSent) return;
      // One report per page view: the values as they stand when the reader first leaves the page.
      isSent = true;
      const metrics = [...values].map(([name, value]) => ({ name, value: Math.round(value * (name === 'CLS' ? 10_000 : 1)) / (name === 'CLS' ? 10_000 : 1) }));
      navigator.sendBeacon(VITALS_ENDPOINT, new Blob([JSON.stringify({ page, device, lang: locale, metrics })], { type: 'application/json' }));
    };
    let isCancelled = false;
    const cancelIdle = afterLoadIdle(() => {
      void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
        if (isCancelled) return;
        const keep = ({ name, value }: { name: string; value: number }) => values.set(name as VitalMetric, value);
        onLCP(keep);
        onINP(keep);
        onCLS(keep);
        onTTFB(keep);
        // Registered after web-vitals' own listeners, so its last values (CLS, INP on hide) are in before the beacon goes.
        document.addEventListener('visibilitychange', send);
        window.addEventListener('pagehide', send);
        // Says that this page view is measured (what the browser test waits for before leaving the page).
        document.documentElement.dataset.vitals = 'on';
      }, () => {
        // The library could not load (the network went away after the load): this page view is not measured.
        // Only the import's failure is caught here: what the callback above throws stays an error.
      });
    });
    return () => {
      isCancelled = true;
      cancelIdle();
      document.removeEventListener('visibilitychange', send);
      window.removeEventListener('pagehide', send);
    };
  }, [locale, device, sampleRate]);
  return null;
}
