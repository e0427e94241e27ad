import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_TEST } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';

/**
 * The catalogs under messages/ are compiled at build time (icu-minify): the browser gets next-intl's
 * format-only formatter, not the ICU parser, and no message is parsed on the reader's phone (issue 15).
 * A compiled catalog keeps plain strings as they are; a list comes back as an object keyed "0", "1"…
 * (i18n/list-length.ts), and a message with arguments as a compiled array, so code outside
 * next-intl reads catalogs through createTranslator (lib/mail/reset-password-mail.ts).
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/**
 * With REDIS_URL, pages and cached reads live in Redis and tag expiry reaches every instance
 * (lib/cache/redis-cache-handler.mjs); without it Next's own per-process cache stays as it is.
 * Read when the server starts (next start loads this file again), not only at build.
 */
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? { cacheHandler: path.join(process.cwd(), 'lib', 'cache', 'redis-cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : {};

/**
 * The server preload scripts/response-bytes.cjs (loaded by every start command) sends a cached page's
 * UTF-8 bytes, ETag and gzip from a cache of its own, and compresses everything else with the same
 * middleware Next uses: Next's own per-answer ETag hash and compression are off then (issue 28).
 * Without the preload (next dev, a bare `next start`) Next does both as usual.
 */
const ownResponseBytes = Boolean((globalThis as { __shortnewsResponseBytes?: boolean }).__shortnewsResponseBytes);

const nextConfig: NextConfig = {
  ...sharedCache,
  compress: !ownResponseBytes,
  generateEtags: !ownResponseBytes,
  poweredByHeader: false,
  // Source maps of the browser's scripts, for bench/first-load-js.sh only (BENCH_SOURCE_MAPS=1): they
  // split each script's bytes between the framework and our code by the files they came from.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  reactStrictMode: true,
  // PGlite loads its WASM and data files from its own package folder; native addons likewise.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg', '@aws-sdk/client-s3', 'prom-client'],
  experimental: {
    // forbidden() answers a signed-in non-admin with a real 403 page.
    authInterrupts: true,
    // The stylesheets written into each page's HTML instead of linked: measured both ways by
    // bench/run-round-2.sh (issue 28), which builds once with BENCH_INLINE_CSS=1; off otherwise.
    inlineCss: process.env.BENCH_INLINE_CSS === '1',
    // Turbopack drops the unused exports of CommonJS modules too (React DOM and the router are
    // CommonJS): 0.4 KB gzipped off every page's framework share, measured (issue 28, stop 51).
    turbopackCjsTreeShaking: true,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

/**
 * withSerwist: esbuild (which bundles the service worker, app/serwist/[path]/route.ts) stays external.
 * Not when Jest reads this file (next/jest, PHASE_TEST): @serwist/turbopack loads next/server into
 * Jest's own process, whose stand-in AsyncLocalStorage then threw at the process's exit, now and then,
 * after every test had passed (exit code 1). The tests never build the service worker.
 */
export default async function config(phase: string): Promise<NextConfig> {
  if (phase === PHASE_TEST) return withNextIntl(nextConfig);
  const { withSerwist } = await import('@serwist/turbopack');
  return withSerwist(withNextIntl(nextConfig));
}
