/** The worker's runtime caches and their bounds; the browser tests read them by these names. */
export const PAGE_CACHE = 'reader-pages';
export const PAGE_CACHE_MAX_ENTRIES = 60;
export const IMAGE_CACHE = 'story-images';
export const IMAGE_CACHE_MAX_ENTRIES = 150;
/** Where the worker is served (app/serwist/[path]/route.ts), scope /. */
export const SERVICE_WORKER_URL = '/serwist/sw.js';
