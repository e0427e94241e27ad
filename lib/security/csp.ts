import crypto from 'node:crypto';

/**
 * The Content-Security-Policy of every page (issue 11 item 9), plus HSTS and COOP. Pages are cached
 * whole (D15), so there is no per-response nonce: a nonce in cached HTML would be the same for every
 * visitor, which is no nonce at all, and reading one per request would make every page dynamic.
 * Next's App Router writes its flight data as inline `self.__next_f.push(…)` scripts that differ
 * per page, so hashes cannot list them either, and a policy that lists any hash makes browsers
 * ignore 'unsafe-inline'. Scripts are therefore limited to our own origin plus inline ones
 * (`script-src 'self' 'unsafe-inline'`); everything else is as strict as the site allows. Stored
 * HTML is sanitized on write and on render (D6), which is the control that keeps injected script
 * out; the policy adds: no plugins, no <base> hijack, no framing, no posting forms elsewhere, no
 * connections or frames to other origins.
 *
 * Inline scripts of our own (e.g. the no-flash theme script) are registered in INLINE_SCRIPTS with
 * their exact source; their sha256 is exported from here for the day the flight scripts can carry
 * one (Next's `experimental.sri` covers files only), and a test keeps the page's script and the
 * registered source identical, so the two cannot drift.
 */
export const INLINE_SCRIPTS: Record<string, string> = {};

/** `'sha256-…'` of an inline script's exact text, as CSP expects it. */
export function scriptHash(source: string): string {
  return `'sha256-${crypto.createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

export function inlineScriptHashes(): string[] {
  return Object.values(INLINE_SCRIPTS).map(scriptHash);
}

export type PolicyOptions = { siteUrl: string; headlinesUrl?: string; isDevelopment?: boolean };

export function contentSecurityPolicy(options: PolicyOptions): string {
  const imageSources = ["'self'", 'data:', 'blob:', 'https:'];
  // Headlines' pictures come from any publisher's host over https; the service's own origin is
  // added for images it serves itself (plain http in tests).
  if (options.headlinesUrl) imageSources.push(new URL(options.headlinesUrl).origin);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...(options.isDevelopment ? ["'unsafe-eval'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', imageSources],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(options.isDevelopment ? ['ws:'] : [])]],
    ['media-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (options.siteUrl.startsWith('https://')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Headers every page carries: CSP, COOP, and HSTS when the site is served over https. */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.siteUrl.startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000';
  return headers;
}
