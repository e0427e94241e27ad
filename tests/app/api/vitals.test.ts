/** @jest-environment node */
import { databaseTargets } from '../../helpers/databases';
import { accountsTestEnv, call, resetRateLimits, useDatabase } from '../../helpers/accounts-api';

accountsTestEnv();

describe.each(databaseTargets())('POST /api/vitals and the dashboard p75 on $name', (target) => {
  let route: typeof import('@/app/api/vitals/route');
  let list: typeof import('@/lib/vitals/list-vitals');
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await target.open();
    cleanup = opened.cleanup;
    useDatabase(opened);
    route = await import('@/app/api/vitals/route');
    list = await import('@/lib/vitals/list-vitals');
  }, 120_000);
  afterAll(async () => cleanup());
  beforeEach(resetRateLimits);

  const report = (lcp: number, extra: Record<string, unknown> = {}) => ({ page: 'feed', device: 'mobile', lang: 'hi', metrics: [{ name: 'LCP', value: lcp }, { name: 'CLS', value: 0.02 }], ...extra });

  it('counts each view in its bucket; the dashboard reads the p75 per day, page type, device and language', async () => {
    for (const lcp of [900, 1200, 1800, 2400, 3900]) expect((await call(route.POST, { path: '/api/vitals', body: report(lcp) })).status).toBe(204);
    expect((await call(route.POST, { path: '/api/vitals', body: report(700, { device: 'desktop', lang: 'en' }) })).status).toBe(204);
    const rows = await list.listVitalsP75({ days: 1 });
    const phone = rows.find((row) => row.pageType === 'feed' && row.device === 'mobile' && row.locale === 'hi');
    expect(phone).toMatchObject({ views: 5, p75: { LCP: 2400, CLS: 0.02, INP: null, TTFB: null } });
    expect(rows.find((row) => row.device === 'desktop')).toMatchObject({ views: 1, p75: { LCP: 700 } });
    // Nothing but counters is stored: no URL, address or time of day.
    expect(Object.keys(phone!).sort()).toEqual(['day', 'device', 'locale', 'p75', 'pageType', 'views']);
  });

  it('refuses junk with 400 JSON and stores nothing of it', async () => {
    const before = await list.listVitalsP75({ days: 1 });
    for (const body of [{}, report(-5), report(1e9), { ...report(1), page: 'https://evil.test/' }, { ...report(1), id: 'v5-123' }]) {
      const { status, body: answer } = await call(route.POST, { path: '/api/vitals', body });
      expect(status).toBe(400);
      expect(answer).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect(await list.listVitalsP75({ days: 1 })).toEqual(before);
  });
});
