import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';

/**
 * The service worker and its source map, bundled from lib/offline/service-worker.ts by esbuild when
 * `next build` prerenders this route (@serwist/turbopack: Turbopack has no plugin hook for it).
 * The revision versions the precached pages: a new commit gives a new worker, and readers get the
 * "new version available" prompt.
 */
const revision = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf-8' }).stdout?.trim() || randomUUID();

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/offline/service-worker.ts',
  useNativeEsbuild: true,
  additionalPrecacheEntries: ['en', 'hi'].flatMap((locale) => [
    { url: `/${locale}/offline`, revision },
    { url: `/${locale}/bookmarks`, revision },
  ]),
});
