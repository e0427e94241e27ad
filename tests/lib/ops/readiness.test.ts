/** @jest-environment node */
import { createReadiness, type CheckResult } from '@/lib/ops/readiness';

const ok = async (): Promise<CheckResult> => 'ok';

describe('readiness', () => {
  it('is ready when the database answers and Redis is either fine or not configured', async () => {
    expect(await createReadiness({ isDraining: () => false, checkDatabase: ok, checkRedis: ok })()).toEqual({
      status: 'ready',
      draining: false,
      checks: { database: 'ok', redis: 'ok' },
    });
    expect((await createReadiness({ isDraining: () => false, checkDatabase: ok, checkRedis: async () => 'not_configured' })()).status).toBe('ready');
  });

  it('is unavailable while draining, even with everything up', async () => {
    expect(await createReadiness({ isDraining: () => true, checkDatabase: ok, checkRedis: ok })()).toMatchObject({ status: 'unavailable', draining: true });
  });

  it('is unavailable when the database is unmigrated, fails, or does not answer in time', async () => {
    const check = (checkDatabase: () => Promise<CheckResult>) => createReadiness({ isDraining: () => false, checkDatabase, checkRedis: ok, timeoutMs: 50 })();
    expect(await check(async () => 'not_migrated')).toMatchObject({ status: 'unavailable', checks: { database: 'not_migrated' } });
    expect(await check(() => Promise.reject(new Error('connection refused')))).toMatchObject({ status: 'unavailable', checks: { database: 'down' } });
    expect(await check(() => new Promise(() => undefined))).toMatchObject({ status: 'unavailable', checks: { database: 'down' } });
  });

  it('is unavailable when a configured Redis is down', async () => {
    expect(await createReadiness({ isDraining: () => false, checkDatabase: ok, checkRedis: () => Promise.reject(new Error('ECONNREFUSED')) })()).toMatchObject({
      status: 'unavailable',
      checks: { redis: 'down' },
    });
  });
});
