/** @jest-environment node */
import { databaseTargets } from '../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';

/**
 * Logging out (or resetting the password) ends every token issued up to that moment, including
 * one issued in the very same millisecond; a token issued after it is accepted. The clock is frozen
 * (only Date is faked) so "the same millisecond" is certain rather than left to chance.
 */
describe.each(databaseTargets())('session revocation on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database);
  });

  afterAll(async () => {
    jest.useRealTimers();
    releaseTestDatabase();
    await database.cleanup();
  });

  const me = async (token: string) => {
    const { getRequestUser } = await import('@/lib/auth/session');
    return getRequestUser(new Request('http://localhost/api/user/me', { headers: { authorization: `Bearer ${token}` } }));
  };

  it('refuses a token issued in the same millisecond as the logout, accepts one issued after it', async () => {
    const { signApiToken } = await import('@/lib/auth/tokens');
    const { findUserById, revokeSessions, toSessionUser } = await import('@/lib/auth/users');
    const reader = toSessionUser((await findUserById(ctx.reader.id))!);

    const instant = Date.now() + 60_000;
    jest.useFakeTimers({ now: instant, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
    try {
      const sameMillisecond = await signApiToken(reader);
      await revokeSessions(reader.id);
      expect(Date.now()).toBe(instant);
      expect(await me(sameMillisecond)).toBeNull();

      jest.setSystemTime(instant + 1);
      const after = await signApiToken(reader);
      expect((await me(after))?.id).toBe(reader.id);
    } finally {
      jest.useRealTimers();
    }
  });
});
