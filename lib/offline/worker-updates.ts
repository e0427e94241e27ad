/**
 * The page's side of the service worker's life (issue 16 item 1; issue 28: these few lines replace
 * @serwist/window, 1.4 KB gzipped that every page loaded once idle). The worker waits for the reader
 * after a deploy (lib/offline/service-worker.ts: `skipWaiting: false`), so a page never runs half old,
 * half new code; the page offers a reload and, when the reader takes it, tells the waiting worker to
 * take over (Serwist's SKIP_WAITING message) and reloads once it controls the page.
 */

/**
 * Calls `onWaiting` when a new worker waits for this page to let go: one already waiting when the page
 * registered (a deploy while another tab of the site was open), or one installed since while an older
 * worker controls the page (the registration's waiting worker is always an installed one). The first
 * worker of a visit is the waiting one for a moment too, on its way to active, with nothing to wait
 * for: no worker controlled the page then. A worker whose install failed never waits. Returns the
 * unsubscribe.
 */
export function watchForWaitingWorker(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer, onWaiting: () => void): () => void {
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (registration.waiting === worker && container.controller) onWaiting();
    });
  };
  const onUpdateFound = () => watch(registration.installing);
  if (registration.waiting) onWaiting();
  watch(registration.installing);
  registration.addEventListener('updatefound', onUpdateFound);
  return () => registration.removeEventListener('updatefound', onUpdateFound);
}

/**
 * Tells the waiting worker to take over (Serwist's worker listens for SKIP_WAITING). False when none
 * waits any more: another tab of the site let it in already, and it controls this page too.
 */
export function activateWaitingWorker(registration: ServiceWorkerRegistration): boolean {
  const waiting = registration.waiting;
  if (!waiting) return false;
  waiting.postMessage({ type: 'SKIP_WAITING' });
  return true;
}

/**
 * Asks the active worker to keep these addresses (Serwist's CACHE_URLS message): a string for this
 * site's page, `[url, init]` for a picture (its request mode). The worker decides what it may keep.
 * Called with the registration `navigator.serviceWorker.ready` gives, which has an active worker.
 */
export function keepInWorker(registration: ServiceWorkerRegistration, urlsToCache: (string | [string, RequestInit])[]): void {
  // Stryker disable next-line OptionalChaining: equivalent: `ready` resolves only with an active worker; the `?.` is for the type.
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
