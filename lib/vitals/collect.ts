import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Device, Locale } from '@/lib/categories';
import { publicPathname } from '@/lib/routing/decide';
import { pageTypeOfPath, type VitalMetric } from './metrics';

export const VITALS_ENDPOINT = '/api/vitals';

/**
 * Measures this page view's LCP, INP, CLS and TTFB (the maintained `web-vitals` package) and sends
 * them once, with sendBeacon, when the reader first leaves the page — labelled only by page type,
 * device and language: no URL, no id, no cookie. Loaded only for a sampled view
 * (components/vitals/vitals-reporter.tsx). Returns a function that stops the sending.
 */
export function collectVitals({ locale, device }: { locale: Locale; device: Device }): () => void {
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
  return () => {
    document.removeEventListener('visibilitychange', send);
    window.removeEventListener('pagehide', send);
  };
}
