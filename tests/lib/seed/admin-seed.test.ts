/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import { users } from '@/models/schema';
import { databaseTargets } from '../../helpers/databases';
import { accountsTestEnv, call, resetRateLimits, useDatabase } from '../../helpers/accounts-api';

const { dataDir } = accountsTestEnv();

// Issue 11, repro row "silent promotion": a stranger registers the admin's address before the
// operator's first start; the seed used to promote that account, keeping the stranger's password.
describe.each(databaseTargets())('the seed never promotes an existing account, on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let register: typeof import('@/app/api/user/register/route');
  let seed: typeof import('@/lib/seed/seed-demo');
  let verifyPassword: typeof import('@/lib/auth/password').verifyPassword;

  beforeAll(async () => {
    database = await target.open();
    useDatabase(database);
    process.env.DATA_DIR = dataDir;
    register = await import('@/app/api/user/register/route');
    seed = await import('@/lib/seed/seed-demo');
    ({ verifyPassword } = await import('@/lib/auth/password'));
  }, 120_000);
  afterAll(() => database.cleanup());
  beforeEach(resetRateLimits);

  it('leaves a stranger who registered ADMIN_EMAIL first a reader, and warns the operator to use admin:create --promote', async () => {
    const registered = await call(register.POST, {
      path: '/api/user/register',
      body: { fullName: 'Not The Operator', email: 'Admin@Example.com', password: 'strangers-password-1', agreeToTerms: true },
    });
    expect(registered.status).toBe(201);

    for (const adminPassword of [undefined, 'operators-password-1']) {
      const result = await seed.seedDemoContent(database.db, { adminEmail: 'admin@example.com', adminPassword });
      expect(result.admin).toEqual({ email: 'admin@example.com', created: false, refused: true });
      const warnings = seed.seedWarnings(result);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('npm run admin:create -- --email admin@example.com --promote');
      expect(seed.describeSeed(result).join('\n')).not.toMatch(/Created admin/);
    }

    const [account] = await database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(account.role).toBe('user');
    // Untouched: still the stranger's own reader account, not re-keyed by ADMIN_PASSWORD either.
    expect(await verifyPassword(account.passwordHash, 'strangers-password-1')).toBe(true);
    const [{ admins }] = await database.db.select({ admins: count() }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toBe(0);
  }, 120_000);
});
