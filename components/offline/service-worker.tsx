'use client';

import { useEffect, useState } from 'react';
import { onDemand } from '@/lib/on-demand';
import { afterLoadIdle } from '@/lib/offline/after-load-idle';
import { SERVICE_WORKER_URL } from '@/lib/offline/cache-names';
import type { WorkerLife } from './worker-life';

export { SERVICE_WORKER_URL };

// Issue 28: the rest of the worker's life (pages kept, the update prompt) arrives once it is registered.
const workerLife = onDemand(() => import('./worker-life'));

type Registered = { registration: ServiceWorkerRegistration; Life: typeof WorkerLife };

/**
 * Registers the service worker (production builds only, once the page has loaded and the browser is
 * idle), then brings its life on the page (./worker-life.tsx): each reader page kept as it is read,
 * and "New version available — Reload" when a deploy brings a new worker.
 */
export function ServiceWorker() {
  const [registered, setRegistered] = useState<Registered | null>(null);

  // Stryker disable ArrayDeclaration: equivalent: a constant in the effect's list changes nothing, it still runs once.
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let isCancelled = false;
    // After the load and when the browser is idle: the worker's downloads wait for the page's own work.
    const cancelIdle = afterLoadIdle(() => {
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: '/', type: 'module' })
        .then(async (registration: ServiceWorkerRegistration | undefined) => {
          // No registration: the page is gone, or the browser blocks workers (Playwright's
          // `serviceWorkers: 'block'` answers register() with nothing).
          if (isCancelled || !registration) return;
          const { WorkerLife: Life } = await workerLife.load();
          if (!isCancelled) setRegistered({ registration, Life });
        })
        .catch(() => {
          // Not registered (the network went away, or the browser refused), or its life's code could
          // not be had: the next page load tries again.
        });
    });
    return () => {
      isCancelled = true;
      cancelIdle();
    };
  }, []);
  // Stryker restore ArrayDeclaration

  return registered && <registered.Life registration={registered.registration} />;
}
