import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * What no file of ours imports, each with the module to use instead. zod is set up once (jitless, for
 * the Content-Security-Policy): take it from lib/zod.ts. Links are plain anchors that one listener
 * navigates and prefetches on intent (components/ui/link.tsx): next/link was two client components per
 * link and ~2.6 KB gzipped of Next's code on every page (issue 28). next/image in a client component
 * adds ~4.9 KB gzipped of Next's image code to the page's script (measured on the phone feed, issue 28);
 * our pictures are sized and lazy-loaded by plain <img>.
 */
const restrictedPaths = [
  { name: 'zod', message: "Import { z } from '@/lib/zod' (set up for the CSP)." },
  { name: 'next/link', message: "Import Link from '@/components/ui/link': a plain anchor, navigated and prefetched on intent by one listener; next/link costs ~2.6 KB gzipped of script and hydrates two components per link (issue 28)." },
  { name: 'next/image', message: 'Use a plain <img> with width, height and loading: next/image costs ~4.9 KB gzipped of script (issue 28).' },
];

/**
 * next-intl's client half (its provider and hooks, with use-intl's formatter layers: ~3.4 KB gzipped on
 * every page) stays out of the browser: client components read the compiled catalogs through our own
 * provider (lib/i18n/messages-context.tsx). The server components listed below keep next-intl's hooks,
 * which read the request's messages on the server and send no script.
 */
const nextIntlClient = {
  name: 'next-intl',
  importNames: ['NextIntlClientProvider', 'useTranslations', 'useLocale', 'useMessages', 'useFormatter', 'useNow', 'useTimeZone'],
  message: "Client components: import from '@/lib/i18n/messages-context'. Server components: getTranslations from 'next-intl/server', or add the file to the server list in eslint.config.mjs (issue 28).",
};

/** Server components that read next-intl's hooks (no script in the browser). */
const nextIntlServerFiles = ['app/**/loading.tsx', 'app/**/not-found.tsx', 'components/blog/author-box.tsx', 'components/blog/unauthorized-notice.tsx', 'tests/**'];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', '.data-*/**', 'models/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '.stryker-tmp/**', 'reports/**'],
  },
  {
    files: ['jest.config.js', 'stryker.jest.config.js', 'tests/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      // Images come from uploads and third-party feeds of unknown size; next/image adds little there.
      '@next/next/no-img-element': 'off',
      'no-restricted-imports': ['error', { paths: [...restrictedPaths, nextIntlClient] }],
    },
  },
  {
    files: nextIntlServerFiles,
    rules: { 'no-restricted-imports': ['error', { paths: restrictedPaths }] },
  },
  {
    files: ['lib/zod.ts', 'lib/zod-api.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
