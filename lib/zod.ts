import { z } from 'zod';

/**
 * zod, set up once for the whole app: every module takes `z` from here, never from 'zod' (a lint
 * rule says so). `jitless`: zod otherwise probes for `new Function` to compile fast parsers. The
 * site's Content-Security-Policy has no 'unsafe-eval', so in the browser that probe is a CSP
 * violation on every page that validates (the forms, a signed-in reader's bookmark sync), shown in
 * Chrome's Issues panel and costing Lighthouse's best-practices score. The interpreted parsers are
 * plenty for our payloads, and the server runs the same code as the browser.
 */
z.config({ jitless: true });

export { z };
