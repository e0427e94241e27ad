import { config } from 'zod';

/**
 * zod, set up once for the whole app: every module takes `z` from here, never from 'zod' (a lint
 * rule says so). `jitless`: zod otherwise probes for `new Function` to compile fast parsers. The
 * site's Content-Security-Policy has no 'unsafe-eval', so in the browser that probe is a CSP
 * violation on every page that validates (the forms, a signed-in reader's bookmark sync), shown in
 * Chrome's Issues panel and costing Lighthouse's best-practices score. The interpreted parsers are
 * plenty for our payloads, and the server runs the same code as the browser.
 *
 * `z` holds only the parts of zod the app names in `lib/zod-api.ts`, so bundles keep only those.
 */
config({ jitless: true });

export * as z from './zod-api';
