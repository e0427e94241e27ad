/** @jest-environment node */
import { accountsTestEnv } from '../../helpers/accounts-api';

accountsTestEnv();

type Options = typeof import('@/lib/auth/options') & typeof import('@/lib/auth/tokens');

describe('absolute session age (issue 11 item 10)', () => {
  let options: Options;
  beforeAll(async () => {
    options = { ...(await import('@/lib/auth/options')), ...(await import('@/lib/auth/tokens')) };
  });
  const validAfter = new Date(0);
  const hour = 60 * 60 * 1000;
  const signedIn = 1_000_000_000_000;

  it('a reader’s Remember Me session ends 30 days after sign-in, however often it was refreshed', () => {
    const claims = { authTime: signedIn, expiresAt: signedIn + 30 * 24 * hour };
    expect(options.isTokenCurrent(claims, validAfter, signedIn + 29 * 24 * hour, 'user')).toBe(true);
    expect(options.isTokenCurrent(claims, validAfter, signedIn + 30 * 24 * hour, 'user')).toBe(false);
    // A token without an end of its own (issued before) still ends 30 days after sign-in.
    expect(options.isTokenCurrent({ authTime: signedIn }, validAfter, signedIn + 31 * 24 * hour, 'user')).toBe(false);
  });

  it('an admin’s session ends 12 hours after sign-in, Remember Me or not, also for tokens signed in as a reader before a promotion', () => {
    const claims = { authTime: signedIn, expiresAt: signedIn + 30 * 24 * hour };
    expect(options.isTokenCurrent(claims, validAfter, signedIn + 11 * hour, 'admin')).toBe(true);
    expect(options.isTokenCurrent(claims, validAfter, signedIn + 12 * hour, 'admin')).toBe(false);
    expect(options.isTokenCurrent(claims, validAfter, signedIn + 12 * hour, 'user')).toBe(true);
    // Issue 26: every newsroom role gets the staff's 12 hours.
    for (const role of ['writer', 'editor'] as const) expect(options.isTokenCurrent(claims, validAfter, signedIn + 12 * hour, role)).toBe(false);
  });

  it('the JWT written at sign-in carries the end of its role: 1 day without Remember Me, 12 hours for admins', async () => {
    const jwt = options.authOptions().callbacks!.jwt!;
    const before = Date.now();
    const reader = await jwt({ token: {}, user: { id: 'r', role: 'user', remember: false } as never, account: null } as never);
    const remembered = await jwt({ token: {}, user: { id: 'r', role: 'user', remember: true } as never, account: null } as never);
    const admin = await jwt({ token: {}, user: { id: 'a', role: 'admin', remember: true } as never, account: null } as never);
    expect((reader.expiresAt as number) - before).toBeGreaterThanOrEqual(options.SHORT_SESSION_MS - 1000);
    expect((reader.expiresAt as number) - before).toBeLessThanOrEqual(options.SHORT_SESSION_MS + 1000);
    expect((remembered.expiresAt as number) - before).toBeGreaterThanOrEqual(options.LONG_SESSION_MS - 1000);
    expect((admin.expiresAt as number) - before).toBeLessThanOrEqual(options.ADMIN_SESSION_MS + 1000);
    // A refresh (no user) leaves the end where it was.
    const refreshed = await jwt({ token: { ...admin }, user: undefined, account: null } as never);
    expect(refreshed.expiresAt).toBe(admin.expiresAt);
  });
});
