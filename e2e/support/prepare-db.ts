/**
 * Runs before the e2e server starts: a reader account (role user) the browser tests sign in with.
 * The server's boot then seeds the demo content and the admin into the same database as usual.
 */
import { openDatabase } from '../../lib/db/open';
import { hashPassword } from '../../lib/auth/password';
import { users } from '../../models/schema';
import { E2E_READER } from './accounts';

async function main(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await database.db
      .insert(users)
      .values({
        email: E2E_READER.email,
        fullName: E2E_READER.name,
        passwordHash: await hashPassword(E2E_READER.password),
        role: 'user',
        termsAcceptedAt: new Date(),
        passwordChangedAt: new Date(),
      })
      .onConflictDoNothing();
  } finally {
    await database.close();
  }
}

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('.data-e2e')) throw new Error('prepare-db.ts runs only on the e2e DATA_DIR');
main(dataDir).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
