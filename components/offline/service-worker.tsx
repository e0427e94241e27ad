'use client';

import type { Serwist } from '@serwist/window';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import { afterLoadIdle } from '@/lib/offline/after-load-idle';
import { SERVICE_WORKER_URL } from '@/lib/offline/cache-names';

export { SERVICE_WORKER_URL };

/** Asks the worker to keep this page and the pictures it already loaded (it decides what it may keep). */
function keepForOffline(serwist: Serwist) {
  const images = performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
    .map((entry) => entry.name);
  const urlsToCache: (string | [string, RequestInit])[] = [
    window.location.href,
    ...images.map((url): [string, RequestInit] => [url, { mode: new URL(url).origin === window.location.origin ? 'same-origin' : 'no-cors' }]),
  ];
  void serwist.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
}

/**
 * Registers the service worker (production builds only, once the page has loaded and the browser is
 * idle), asks it to keep each reader page as it is read, and offers "New version available — Reload"
 * when a deploy brings a new worker: the new one waits until the reader reloads, so a page never runs
 * half old, half new code.
 */
export function ServiceWorker() {
  const t = useTranslations('offline');
  const pathname = usePathname();
  const serwist = useRef<Serwist | null>(null);
  const isReloadRequested = useRef(false);
  const [isUpdateWaiting, setUpdateWaiting] = useState(false);

  // Stryker disable ArrayDeclaration: equivalent: a constant in the effect's list changes nothing, it still runs once.
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let isCancelled = false;
    // After the load and when the browser is idle: the worker's downloads wait for the page's own work,
    // and so does its window library (issue 28: no page needs it for its first paint).
    const cancelIdle = afterLoadIdle(() => {
      void import('@serwist/window').then(({ Serwist }) => {
        if (isCancelled) return;
        const worker = new Serwist(SERVICE_WORKER_URL, { scope: '/', type: 'module' });
        serwist.current = worker;
        worker.addEventListener('waiting', () => setUpdateWaiting(true));
        // Only when the reader asked (Reload): the first worker's claim of the page never reloads it. Not
        // `event.isUpdate`: it tells whether the page *loaded* under a worker, so in the visit that installed
        // the first worker a later deploy's worker took over and the page stayed as it was (found by the
        // browser test of the update, e2e/offline.spec.ts).
        worker.addEventListener('controlling', () => {
          if (isReloadRequested.current) window.location.reload();
        });
        void worker.register({ immediate: true }).catch(() => undefined);
        // The page the reader is on (later pages: the effect below).
        void navigator.serviceWorker.ready.then(() => keepForOffline(worker));
      }, () => {
        // The window library could not load (the network went away after the load): the next page load registers the worker.
        // Only the import's failure is caught here: what the callback above throws stays an error.
      });
    });
    return () => {
      isCancelled = true;
      cancelIdle();
    };
  }, []);
  // Stryker restore ArrayDeclaration

  useEffect(() => {
    const worker = serwist.current;
    if (!worker) return;
    void navigator.serviceWorker.ready.then(() => keepForOffline(worker));
  }, [pathname]);

  if (!isUpdateWaiting) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t('updateAvailable')}</span>
      <button
        type="button"
        className="button"
        onClick={() => {
          isReloadRequested.current = true;
          // Stryker disable next-line OptionalChaining: equivalent: the button shows only after the worker's 'waiting' event, so there is a worker.
          serwist.current?.messageSkipWaiting();
        }}
      >
        {t('reload')}
      </button>
    </div>
  );
}
