/// <reference lib="webworker" />
/**
 * The service worker (issue 16, item 1), bundled by @serwist/turbopack from this file at build time
 * and served at /serwist/sw.js (app/serwist/[path]/route.ts). What it keeps is decided by
 * lib/offline/offline-rules.ts: public reader pages (network first, the last ones read are kept),
 * their images (a bounded cache), the build's static files and the offline pages (precached).
 * Admin, account and API requests always go to the network. It also shows breaking-news alerts
 * (lib/push/worker-handlers.ts).
 */
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import { LOCALES } from '@/lib/categories';
import { installPushHandlers } from '@/lib/push/worker-handlers';
import { isNeverCached, isReaderPage, offlinePath, offlinePathFor } from './offline-rules';
import { IMAGE_CACHE, IMAGE_CACHE_MAX_ENTRIES, PAGE_CACHE, PAGE_CACHE_MAX_ENTRIES } from './cache-names';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isPageRequest = (request: Request) => request.mode === 'navigate' || request.destination === 'document' || request.destination === '';

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version waits until the reader chooses to reload (components/offline/service-worker.tsx).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ url, request, sameOrigin: isSame }) => isSame && isNeverCached(url, request.headers),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url, request, sameOrigin: isSame }) => isSame && request.method === 'GET' && isPageRequest(request) && isReaderPage(url),
      handler: new NetworkFirst({
        cacheName: PAGE_CACHE,
        networkTimeoutSeconds: 6,
        // A kept page answers the navigation that asks for it again; RSC payloads are never kept, so
        // the Vary on RSC headers has nothing to tell apart.
        matchOptions: { ignoreVary: true },
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: PAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: 14 * DAY })],
      }),
    },
    {
      matcher: ({ request }) => request.destination === 'image',
      handler: new CacheFirst({
        cacheName: IMAGE_CACHE,
        plugins: [
          // Status 0: a headline's picture from another site (an opaque response).
          new CacheableResponsePlugin({ statuses: [0, 200] }),
          new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      // Any other page: the network, and the offline page when there is none.
      matcher: ({ url, request }) => sameOrigin(url) && request.mode === 'navigate',
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: LOCALES.map((locale) => ({
      url: offlinePath(locale),
      matcher: ({ request }: { request: Request }) => request.mode === 'navigate' && offlinePathFor(new URL(request.url)) === offlinePath(locale),
    })),
  },
});

serwist.addEventListeners();
// Breaking-news alerts (issue 27): show the pushed story, open it on click.
installPushHandlers(self);
