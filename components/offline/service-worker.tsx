'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import { afterLoadIdle } from '@/lib/offline/after-load-idle';
import { SERVICE_WORKER_URL } from '@/lib/offline/cache-names';
import { activateWaitingWorker, keepInWorker, watchForWaitingWorker } from '@/lib/offline/worker-updates';

export { SERVICE_WORKER_URL };

/** Asks the worker to keep this page and the pictures it already loaded (it decides what it may keep). */
function keepForOffline(registration: ServiceWorkerRegistration) {
  const images = performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
    .map((entry) => entry.name);
  keepInWorker(registration, [
    window.location.href,
    ...images.map((url): [string, RequestInit] => [url, { mode: new URL(url).origin === window.location.origin ? 'same-origin' : 'no-cors' }]),
  ]);
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
  const registration = useRef<ServiceWorkerRegistration | null>(null);
  const isReloadRequested = useRef(false);
  const [isUpdateWaiting, setUpdateWaiting] = useState(false);

  // Stryker disable ArrayDeclaration: equivalent: a constant in the effect's list changes nothing, it still runs once.
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let isCancelled = false;
    let stopWatching = () => {};
    // Only when the reader asked (Reload): the first worker's claim of the page never reloads it, nor
    // does a worker that takes over by itself.
    const onControllerChange = () => {
      if (isReloadRequested.current) window.location.reload();
    };
    // After the load and when the browser is idle: the worker's downloads wait for the page's own work.
    const cancelIdle = afterLoadIdle(() => {
      container.register(SERVICE_WORKER_URL, { scope: '/', type: 'module' }).then(
        (registered: ServiceWorkerRegistration | undefined) => {
          // No registration to watch: the page is gone, or the browser blocks workers (Playwright's
          // `serviceWorkers: 'block'` answers register() with nothing).
          if (isCancelled || !registered) return;
          registration.current = registered;
          stopWatching = watchForWaitingWorker(registered, container, () => setUpdateWaiting(true));
          container.addEventListener('controllerchange', onControllerChange);
          // The page the reader is on (later pages: the effect below).
          void container.ready.then(keepForOffline);
        },
        () => {
          // Not registered (the network went away, or the browser refused): the next page load tries again.
        },
      );
    });
    return () => {
      isCancelled = true;
      cancelIdle();
      stopWatching();
      container.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);
  // Stryker restore ArrayDeclaration

  useEffect(() => {
    if (!registration.current) return;
    void navigator.serviceWorker.ready.then(keepForOffline);
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
          // The button shows only once a worker waits, so the worker is registered. None waits any more
          // when another tab let the new worker in: it controls this page already, so reload now.
          if (!activateWaitingWorker(registration.current!)) window.location.reload();
        }}
      >
        {t('reload')}
      </button>
    </div>
  );
}
