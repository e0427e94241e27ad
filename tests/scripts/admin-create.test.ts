/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { openDatabase } from '@/lib/db/open';
import { passwordResetTokens, users } from '@/models/schema';
import { migratedDataDir, tempDir } from '../helpers/databases';

function adminCreate(dataDir: string, ...args: string[]) {
  const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/admin-create.ts', ...args], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', DATA_DIR: dataDir } as NodeJS.ProcessEnv,
  });
  return { status: child.status, stdout: child.stdout.trim(), stderr: child.stderr.trim() };
}

async function withDb<T>(dataDir: string, run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await run(database.db);
  } finally {
    await database.close();
  }
}

const accountOf = (dataDir: string, email: string) =>
  withDb(dataDir, async (db) => (await db.select().from(users).where(eq(users.email, email)))[0]);

// The first test starts from an empty DATA_DIR, as an operator's first run does; the others from a
// copy of the migrated template (tests/helpers/databases.ts), which is what that run leaves.
describe('npm run admin:create', () => {
  it('creates an admin, and re-keys an existing admin when given a password', async () => {
    const dataDir = tempDir();
    const created = adminCreate(dataDir, '--email', 'Chief@Example.com', '--password', 'first-password-1');
    expect(created).toMatchObject({ status: 0, stdout: 'Created admin chief@example.com.' });
    const before = await accountOf(dataDir, 'chief@example.com');

    const rekeyed = adminCreate(dataDir, '--email', 'chief@example.com', '--password', 'second-password-2');
    expect(rekeyed).toMatchObject({ status: 0, stdout: 'chief@example.com is already an admin; password updated, its earlier sessions are signed out.' });
    const after = await accountOf(dataDir, 'chief@example.com');
    expect(await verifyPassword(after.passwordHash, 'second-password-2')).toBe(true);
    expect(after.sessionsValidAfter.getTime()).toBeGreaterThan(before.sessionsValidAfter.getTime());
  }, 120_000);

  it('--role writer|editor creates that newsroom role; changing the role of an existing account needs --promote (issue 26)', async () => {
    const dataDir = await migratedDataDir();
    expect(adminCreate(dataDir, '--email', 'asha@example.com', '--password', 'writer-password-1', '--role', 'writer')).toMatchObject({ status: 0, stdout: 'Created writer asha@example.com.' });
    expect((await accountOf(dataDir, 'asha@example.com')).role).toBe('writer');
    const refused = adminCreate(dataDir, '--email', 'asha@example.com', '--role', 'editor');
    expect(refused.status).toBe(1);
    expect((await accountOf(dataDir, 'asha@example.com')).role).toBe('writer');
    expect(adminCreate(dataDir, '--email', 'asha@example.com', '--password', 'editor-password-1', '--role', 'editor', '--promote')).toMatchObject({ status: 0 });
    expect((await accountOf(dataDir, 'asha@example.com')).role).toBe('editor');
    expect(adminCreate(dataDir, '--email', 'x@example.com', '--role', 'owner')).toMatchObject({ status: 1, stderr: expect.stringContaining('--role must be writer, editor or admin') });
  }, 180_000);

  it('refuses to promote an existing reader without --promote, and changes nothing', async () => {
    const dataDir = await migratedDataDir();
    await withDb(dataDir, async (db) => {
      await db.insert(users).values({ email: 'reader@example.com', fullName: 'Reader', passwordHash: await hashPassword('readers-own-password') });
    });
    const refused = adminCreate(dataDir, '--email', 'reader@example.com', '--password', 'second-password-2');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('reader@example.com is an existing account that is not an admin; nothing changed.');
    expect(refused.stderr).toContain('--promote');
    const reader = await accountOf(dataDir, 'reader@example.com');
    expect(reader.role).toBe('user');
    expect(await verifyPassword(reader.passwordHash, 'readers-own-password')).toBe(true);
    expect(await verifyPassword(reader.passwordHash, 'second-password-2')).toBe(false);
  }, 120_000);

  it('with --promote: makes the account an admin, replaces its password and ends its sessions and reset links', async () => {
    const dataDir = await migratedDataDir();
    const before = await withDb(dataDir, async (db) => {
      const [row] = await db
        .insert(users)
        .values({ email: 'reader@example.com', fullName: 'Reader', passwordHash: await hashPassword('strangers-password'), sessionsValidAfter: new Date(Date.now() - 60_000) })
        .returning();
      await db.insert(passwordResetTokens).values({ userId: row.id, tokenHash: 'a'.repeat(64), expiresAt: new Date(Date.now() + 3_600_000) });
      return row;
    });
    const promoted = adminCreate(dataDir, '--email', 'reader@example.com', '--password', 'operators-password', '--promote');
    expect(promoted).toMatchObject({ status: 0, stdout: 'reader@example.com is now an admin; password updated; its earlier sessions are signed out.' });
    const after = await accountOf(dataDir, 'reader@example.com');
    expect(after.role).toBe('admin');
    expect(await verifyPassword(after.passwordHash, 'operators-password')).toBe(true);
    expect(await verifyPassword(after.passwordHash, 'strangers-password')).toBe(false);
    expect(after.sessionsValidAfter.getTime()).toBeGreaterThan(before.sessionsValidAfter.getTime());
    const [token] = await withDb(dataDir, (db) => db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, before.id)));
    expect(token.usedAt).toBeInstanceOf(Date);

    // Without --password the old one is not kept either: a generated one is printed.
    const other = await migratedDataDir();
    await withDb(other, async (db) => {
      await db.insert(users).values({ email: 'second@example.com', fullName: 'Second', passwordHash: await hashPassword('strangers-password') });
    });
    const generated = adminCreate(other, '--email', 'second@example.com', '--promote');
    expect(generated.status).toBe(0);
    const password = /^second@example.com is now an admin with the generated password ([\w-]{16}); its earlier sessions are signed out\.$/.exec(generated.stdout)?.[1];
    expect(password).toBeDefined();
    const second = await accountOf(other, 'second@example.com');
    expect(second.role).toBe('admin');
    expect(await verifyPassword(second.passwordHash, password!)).toBe(true);
    expect(await verifyPassword(second.passwordHash, 'strangers-password')).toBe(false);
  }, 180_000);

  it('prints a generated password when none is given, and refuses a bad email or an unknown flag', async () => {
    const dataDir = await migratedDataDir();
    const generated = adminCreate(dataDir, '--email', 'ops@example.com');
    expect(generated.status).toBe(0);
    expect(generated.stdout).toMatch(/^Created admin ops@example.com with the generated password [\w-]{16}\.$/);
    const bad = adminCreate(dataDir, '--email', 'not-an-email');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--email must be an email address');
    const unknown = adminCreate(dataDir, '--email', 'ops@example.com', '--force');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Usage: npm run admin:create');
  }, 120_000);
});
