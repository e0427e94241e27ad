/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '@/lib/auth/password';
import { openDatabase } from '@/lib/db/open';
import { users } from '@/models/schema';
import { tempDir } from '../helpers/databases';

function adminCreate(dataDir: string, ...args: string[]) {
  const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/admin-create.ts', ...args], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', DATA_DIR: dataDir } as NodeJS.ProcessEnv,
  });
  return { status: child.status, stdout: child.stdout.trim(), stderr: child.stderr.trim() };
}

describe('npm run admin:create', () => {
  it('creates an admin, then promotes and re-keys an existing account', async () => {
    const dataDir = tempDir();
    const created = adminCreate(dataDir, '--email', 'Chief@Example.com', '--password', 'first-password-1');
    expect(created).toMatchObject({ status: 0, stdout: 'Created admin chief@example.com.' });

    // A reader account becomes an admin when named again.
    let db = await openDatabase({ dataDir });
    await db.db.insert(users).values({ email: 'reader@example.com', fullName: 'Reader' });
    await db.close();
    const promoted = adminCreate(dataDir, '--email', 'reader@example.com', '--password', 'second-password-2');
    expect(promoted).toMatchObject({ status: 0, stdout: 'reader@example.com is now an admin; password updated.' });

    db = await openDatabase({ dataDir });
    try {
      const [reader] = await db.db.select().from(users).where(eq(users.email, 'reader@example.com'));
      expect(reader.role).toBe('admin');
      expect(await verifyPassword(reader.passwordHash, 'second-password-2')).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('prints a generated password when none is given, and refuses a bad email', () => {
    const dataDir = tempDir();
    const generated = adminCreate(dataDir, '--email', 'ops@example.com');
    expect(generated.status).toBe(0);
    expect(generated.stdout).toMatch(/^Created admin ops@example.com with the generated password [\w-]{16}\.$/);
    const bad = adminCreate(dataDir, '--email', 'not-an-email');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--email must be an email address');
  });
});
