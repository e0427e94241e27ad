/**
 * THE ONE LIST of routes that answer without a guard (issue 11 item 14). Every `app/**\/route.ts`
 * method and every page is scanned (e2e/support/route-scan.ts); one that is neither wrapped in
 * `withAdmin` / `withUser` (pages: `requireAdmin` / `requireUser` in the page or a layout above it)
 * nor named here fails e2e/authz-matrix.spec.ts. Adding a route: guard it, or add it here with the
 * reason it is public.
 */
export const PUBLIC_API: Record<string, string> = {
  'POST /api/admin/login': 'the admin sign-in itself (rate limited)',
  'GET /api/auth/[...nextauth]': "next-auth's own endpoints (session, csrf, providers)",
  'POST /api/auth/[...nextauth]': "next-auth's sign-in and sign-out (its own CSRF token)",
  'GET /api/blogs': 'blog list for anyone (SPEC §7)',
  'GET /api/blogs/[id]': 'one blog for anyone (SPEC §7)',
  'GET /api/feed/[category]': 'the reader feed (Load More), rate limited per address',
  'GET /api/news/[category]': "the site's own news for anyone (SPEC §7)",
  'GET /api/news/[category]/since': 'live updates of an open feed: published stories after a time, publicly cacheable for seconds',
  'POST /api/user/forgot-password': 'account recovery for anyone (rate limited)',
  'POST /api/user/google-auth': 'sign-in with a Google ID token',
  'POST /api/user/register': 'sign-up (rate limited)',
  'POST /api/user/reset-password': 'reset with a mailed token (rate limited)',
  'POST /api/user/signin': 'sign-in (rate limited)',
  'GET /rss/[locale]/[file]': 'RSS feeds for anyone',
  'GET /uploads/[name]': 'uploaded images, shown on public pages',
  'GET /api/search': 'search of public news for anyone',
  'POST /api/vitals': "real readers' page vitals (sendBeacon from any page), rate limited per address, counted in aggregates only",
  'GET /manifests/[file]': 'web app manifests (PWA)',
  'GET /serwist/[path]': 'the service worker and its source map (PWA), bundled at build time; every page registers it',
  'GET /api/health': 'liveness probe for the load balancer',
  'GET /api/health/ready': 'readiness probe for the load balancer',
  'GET /api/push/public-key': 'the VAPID public key browsers subscribe with (public by design, RFC 8292)',
  'POST /api/push/subscriptions': 'breaking-news opt-in, signed in or out (rate limited; endpoints only on PUSH_ENDPOINT_ALLOW, else 400)',
  'DELETE /api/push/subscriptions': 'opt-out by endpoint (a capability URL only the browser and its push service know)',
};

/** Pages under app/[locale]/[device] that anyone may open (templates as route-scan.ts writes them). */
export const PUBLIC_PAGES: Record<string, string> = {
  '/[locale]/[category]': 'the feed',
  '/[locale]/aboutus': 'static',
  '/[locale]/[category]/page/[page]': 'paged feed',
  '/[locale]/news/[id]': 'story permalink',
  '/[locale]/offline': 'offline page (PWA)',
  '/[locale]/search': 'search page',
  '/[locale]/foryou': "the reader's own feed, signed in or out (private, no-store; noindex)",
  '/[locale]/admin/login': 'the admin sign-in page',
  '/[locale]/blogs': 'blog list',
  '/[locale]/disclaimer': 'static',
  '/[locale]/forgot-password': 'account recovery',
  '/[locale]/login': 'sign-in',
  '/[locale]/loginwithcleark': 'sign-in (provider page)',
  '/[locale]/loginwithclerk': 'sign-in (provider page)',
  '/[locale]/loginwithgoogle': 'sign-in (provider page)',
  '/[locale]/privacypolicy': 'static',
  '/[locale]/reset-password/[token]': 'reset form, the token is checked on submit',
  '/[locale]/signup': 'sign-up',
  '/[locale]/signupwithclerk': 'sign-up (provider page)',
  '/[locale]/signupwithgoogle': 'sign-up (provider page)',
  '/[locale]/termsofservice': 'static',
};
