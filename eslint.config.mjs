import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
      // zod is set up once (jitless, for the Content-Security-Policy): take it from lib/zod.ts.
      // Links are plain anchors that one listener navigates and prefetches on intent (components/ui/link.tsx):
      // next/link was two client components per link and ~2.6 KB gzipped of Next's code on every page (issue 28).
      // next/image in a client component adds ~4.9 KB gzipped of Next's image code to the page's script
      // (measured on the phone feed, issue 28); our pictures are sized and lazy-loaded by plain <img>.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import { z } from '@/lib/zod' (set up for the CSP)." },
            { name: 'next/link', message: "Import Link from '@/components/ui/link': a plain anchor, navigated and prefetched on intent by one listener; next/link costs ~2.6 KB gzipped of script and hydrates two components per link (issue 28)." },
            { name: 'next/image', message: 'Use a plain <img> with width, height and loading: next/image costs ~4.9 KB gzipped of script (issue 28).' },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/zod.ts', 'lib/zod-api.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
