/** @jest-environment node */
import { NextRequest } from 'next/server';
import { tempDir } from '../../helpers/databases';

/**
 * The headers the proxy puts on every page (issue 11 item 9), from the real proxy: HSTS only when
 * SITE_URL is https, CSP and COOP always. The wire check of the production build is in
 * e2e/health-and-headers.spec.ts.
 */
type ProxyModule = typeof import('@/proxy');

async function proxyWith(siteUrl: string): Promise<ProxyModule> {
  process.env.DATA_DIR = tempDir();
  process.env.SITE_URL = siteUrl;
  process.env.NEXTAUTH_SECRET = 'csp-test-secret-csp-test-secret-0123456789';
  delete process.env.NEXTAUTH_URL;
  jest.resetModules();
  return import('@/proxy');
}

async function pageHeaders(siteUrl: string, path = '/en/general'): Promise<Headers> {
  const { proxy } = await proxyWith(siteUrl);
  const response = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' } }));
  return response.headers;
}

const REQUIRED_DIRECTIVES = ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"];

describe('page security headers from the proxy', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it('sends HSTS for one year when SITE_URL is https, with CSP (upgrade-insecure-requests) and COOP', async () => {
    const headers = await pageHeaders('https://news.example.org');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const policy = headers.get('content-security-policy') ?? '';
    for (const directive of REQUIRED_DIRECTIVES) expect(policy.split('; ')).toContain(directive);
    expect(policy.split('; ')).toContain('upgrade-insecure-requests');
  });

  it('sends no HSTS when SITE_URL is http, but still CSP and COOP', async () => {
    const headers = await pageHeaders('http://localhost:3000');
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const policy = headers.get('content-security-policy') ?? '';
    for (const directive of REQUIRED_DIRECTIVES) expect(policy.split('; ')).toContain(directive);
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('puts the headers on the proxy\'s redirects too (a bare / goes to a locale)', async () => {
    const headers = await pageHeaders('https://news.example.org', '/');
    expect(headers.get('location')).toBeTruthy();
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('lists no script hash, which would make browsers ignore \'unsafe-inline\' and block Next\'s inline scripts', async () => {
    const policy = (await pageHeaders('https://news.example.org')).get('content-security-policy') ?? '';
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'unsafe-inline'");
  });
});
