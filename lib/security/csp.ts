/**
 * The Content-Security-Policy of every page (issue 11 item 9), plus HSTS and COOP.
 *
 * Why `script-src 'self' 'unsafe-inline'`: pages are cached whole (D15), so there is no
 * per-response nonce (a nonce in cached HTML is the same for every visitor, which is no nonce at
 * all, and reading one per request would make every page dynamic). Next's App Router writes its
 * flight data as inline `self.__next_f.push(…)` scripts whose text differs per page and per build,
 * so they cannot be listed by hash either; and a policy that lists any hash makes browsers ignore
 * 'unsafe-inline', which would block those scripts. So no hash is listed, not even for our own
 * inline theme script (lib/reader-preferences/head-script.ts): it runs under 'unsafe-inline' like
 * Next's.
 *
 * What keeps injected script out is therefore not the policy but the rendering: React escapes
 * every text it renders; the only HTML we inject (`dangerouslySetInnerHTML`) is blog HTML, which
 * is sanitized by an allow-list on write and again on render (D6, components/blog/blog-body.tsx),
 * JSON-LD escaped by `serializeJsonLd` (no `<`, `>` or `&` survive), and the constant theme script.
 * The policy adds what it can: scripts only from our origin or inline (no third-party script
 * host), no eval in production, no plugins, no <base> hijack, no framing, no posting forms
 * elsewhere, no connections or frames to other origins.
 */
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
