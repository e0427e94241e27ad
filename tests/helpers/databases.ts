import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenDatabase } from '@/lib/db/open';

export type DatabaseTarget = {
  name: 'pglite' | 'postgres';
  /** `databaseUrl`: the server database's own URL (for a command run as a child process). */
  open: () => Promise<OpenDatabase & { dataDir: string; databaseUrl?: string; cleanup: () => Promise<void> }>;
};

type DatabaseHolder = { __shortnewsDb?: { opening?: Promise<OpenDatabase> } };

/**
 * The one way a test points the app at a test database: `getDb()` (lib/db) answers with this one
 * (PGlite or a PostgreSQL server database from `databaseTargets()`) until `detachDatabase()`.
 */
export function attachDatabase(opened: OpenDatabase): void {
  (globalThis as DatabaseHolder).__shortnewsDb = { opening: Promise.resolve(opened) };
}

/** Forgets the test database, so a later `getDb()` cannot reach a closed one. */
export function detachDatabase(): void {
  delete (globalThis as DatabaseHolder).__shortnewsDb;
}

export function tempDir(prefix = 'shortnews-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * The databases integration tests run on: PGlite always; the PostgreSQL server of DATABASE_URL
 * too when it is set — each test file gets a fresh database of its own there, dropped afterwards.
 */
export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      name: 'pglite',
      open: async () => {
        const dataDir = tempDir();
        const opened = await openDatabase({ dataDir });
        return {
          ...opened,
          dataDir,
          cleanup: async () => {
            await opened.close();
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    targets.push({
      name: 'postgres',
      open: async () => {
        const dataDir = tempDir();
        // A database of its own for each test file, on the server of DATABASE_URL, dropped afterwards.
        const name = `shortnews_t_${crypto.randomBytes(6).toString('hex')}`;
        await adminQuery(databaseUrl, `create database ${name}`);
        const url = new URL(databaseUrl);
        url.pathname = `/${name}`;
        const opened = await openDatabase({ dataDir, databaseUrl: url.toString() });
        return {
          ...opened,
          dataDir,
          databaseUrl: url.toString(),
          cleanup: async () => {
            await opened.close();
            await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    });
  }
  return targets;
}

export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
