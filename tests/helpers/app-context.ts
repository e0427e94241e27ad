/**
 * Integration tests of route handlers and services that call getDb(): points the process's one
 * database (lib/db/index.ts) at a test database, DATA_DIR at its folder, and creates an admin and
 * a reader to act as. Call inside beforeAll, after target.open().
 */
import type { OpenDatabase } from '@/lib/db/open';
import { attachDatabase, detachDatabase } from './databases';

export type TestAccount = { id: string; email: string; name: string; role: 'user' | 'writer' | 'editor' | 'admin'; password: string };

export async function useTestDatabase(database: OpenDatabase & { dataDir: string }, env: Record<string, string> = {}) {
  process.env.DATA_DIR = database.dataDir;
  process.env.NEXTAUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';
  for (const [key, value] of Object.entries(env)) process.env[key] = value;
  jest.resetModules();
  attachDatabase(database);

  const { users } = await import('@/models/schema');
  const { hashPassword } = await import('@/lib/auth/password');
  const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
  async function account(email: string, role: TestAccount['role'], password: string): Promise<TestAccount> {
    const [row] = await database.db
      .insert(users)
      .values({ email, fullName: email.split('@')[0], passwordHash: await hashPassword(password), role, sessionsValidAfter: anHourAgo })
      .returning();
    return { id: row.id, email: row.email, name: row.fullName, role, password };
  }
  const admin = await account(`admin-${Math.random().toString(36).slice(2)}@test.example`, 'admin', 'admin-password-1');
  const reader = await account(`reader-${Math.random().toString(36).slice(2)}@test.example`, 'user', 'reader-password-1');
  const { signApiToken } = await import('@/lib/auth/tokens');
  return {
    admin,
    reader,
    adminToken: await signApiToken(admin),
    readerToken: await signApiToken(reader),
    /** Newsroom roles (issue 26), made on demand: a writer or an editor with its API token. */
    staff: async (role: 'writer' | 'editor') => {
      const member = await account(`${role}-${Math.random().toString(36).slice(2)}@test.example`, role, `${role}-password-1`);
      return { ...member, token: await signApiToken(member) };
    },
  };
}

export function releaseTestDatabase(): void {
  detachDatabase();
}
