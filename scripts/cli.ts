import { loadEnvConfig } from '@next/env';
import { EnvError, loadEnv, type Env } from '../lib/env-schema';
import { openDatabase, type OpenDatabase } from '../lib/db/open';

// The same .env files Next.js reads, so the scripts see what the server will see.
loadEnvConfig(process.cwd());

/** Shared by the command-line scripts: configuration, then the database with migrations applied. */
export async function withDatabase(run: (db: OpenDatabase, config: Env) => Promise<void>): Promise<void> {
  let config: Env;
  try {
    config = loadEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let database: OpenDatabase | undefined;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await run(database, config);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
