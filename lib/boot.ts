import 'server-only';
import { env, isBuildPhase } from '@/lib/env';
import { getOpenDatabase } from '@/lib/db';
import { describeSeed, seedDemoContent, seedWarnings } from '@/lib/seed/seed-demo';

/** One clear line, then a non-zero exit: what an operator needs when start-up cannot go on. */
export function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

export async function bootServer(): Promise<void> {
  if (isBuildPhase()) return;
  try {
    const config = env();
    const { db, kind } = await getOpenDatabase();
    console.log(`[db] ${kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}/pg` : 'PostgreSQL server'} ready, migrations applied`);
    if (config.seedDemo) {
      const seeded = await seedDemoContent(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
      for (const line of describeSeed(seeded)) console.log(`[seed] ${line}`);
      // The server carries on: the site works, only without an admin until the operator acts.
      for (const line of seedWarnings(seeded)) console.warn(`[seed] ${line}`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    fail(`Cannot start: ${message}${cause}`);
  }
}
