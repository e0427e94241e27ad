'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import { activateWaitingWorker, keepInWorker, watchForWaitingWorker } from '@/lib/offline/worker-updates';

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
 * The page's life with its registered worker (./service-worker.tsx loads this once the worker is
 * registered, so no page's first load carries it): each reader page is kept as it is read, and
 * "New version available — Reload" is offered when a deploy brings a new worker. The new one waits
 * until the reader reloads, so a page never runs half old, half new code.
 */
export function WorkerLife({ registration }: { registration: ServiceWorkerRegistration }) {
  const t = useTranslations('offline');
  const pathname = usePathname();
  const isReloadRequested = useRef(false);
  const [isUpdateWaiting, setUpdateWaiting] = useState(false);

  // Stryker disable ArrayDeclaration: equivalent: a page's registration never changes while its life is on the page, so the effect runs once either way.
  useEffect(() => {
    const container = navigator.serviceWorker;
    // Only when the reader asked (Reload): the first worker's claim of the page never reloads it, nor
    // does a worker that takes over by itself.
    const onControllerChange = () => {
      if (isReloadRequested.current) window.location.reload();
    };
    const stopWatching = watchForWaitingWorker(registration, container, () => setUpdateWaiting(true));
    container.addEventListener('controllerchange', onControllerChange);
    return () => {
      stopWatching();
      container.removeEventListener('controllerchange', onControllerChange);
    };
  }, [registration]);
  // Stryker restore ArrayDeclaration

  // The page the reader is on, and each later one.
  useEffect(() => {
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
          // None waits any more when another tab let the new worker in: it controls this page
          // already, so reload now.
          if (!activateWaitingWorker(registration)) window.location.reload();
        }}
      >
        {t('reload')}
      </button>
    </div>
  );
}
