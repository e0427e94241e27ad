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
 * Every file a migrated embedded database depends on: the migrations, how it is opened, PGlite's
 * version.
 */
function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const migrations = path.join(process.cwd(), 'models', 'migrations');
  const files = fs.readdirSync(migrations, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const file of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) hash.update(path.relative(process.cwd(), file)).update(fs.readFileSync(file));
  for (const file of ['lib/db/open.ts', 'node_modules/@electric-sql/pglite/package.json']) hash.update(fs.readFileSync(path.join(process.cwd(), file)));
  return hash.digest('hex').slice(0, 16);
}

/** How long a template (or a half-built one) must have gone unused before another set of migrations' build removes it. */
export const TEMPLATE_UNUSED_MS = 60 * 60 * 1000;

function markUsed(folder: string, now = new Date()): void {
  try {
    fs.utimesSync(folder, now, now);
  } catch {
    // another run removed it meanwhile: it is rebuilt on its next use
  }
}

/**
 * Removes the templates of other sets of migrations (and builds a killed run left half-done) from
 * `cache`, once unused for TEMPLATE_UNUSED_MS: each is a 40-80 MB database, one more every time a
 * migration is added. Not on its name alone: a run still going in this checkout since before a
 * migration changed copies from the older one (its use keeps its time fresh). Returns what it removed.
 */
export function pruneTemplates(cache: string, keep: string, now = Date.now()): string[] {
  const removed: string[] = [];
  for (const name of fs.readdirSync(cache)) {
    const folder = path.join(cache, name);
    if (!name.startsWith('pglite-template-') || folder === keep) continue;
    let usedAt: number;
    try {
      usedAt = fs.statSync(folder).mtimeMs;
    } catch {
      continue;
    }
    if (now - usedAt < TEMPLATE_UNUSED_MS) continue;
    fs.rmSync(folder, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

let template: Promise<string> | undefined;

/**
 * A migrated, closed embedded database folder, made once per set of migrations and shared by every
 * test file (and Jest run) after it: a fresh PGlite runs initdb and all the migrations, 12 s of CPU
 * on a loaded 2-core machine, where opening a copy takes 1.2 s. Workers that make it at the same
 * time each build their own and rename it into place; the first rename wins, so the folder is
 * never half-written. It is kept in the checkout's node_modules/.cache (as build tools keep theirs),
 * not in the run's temporary folder (tests/global-setup.cjs): it outlives the run, and goes with
 * the checkout instead of piling up in /tmp, one per checkout. Building one removes the other sets'
 * templates unused for an hour (pruneTemplates).
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const cache = path.join(process.cwd(), 'node_modules', '.cache', 'shortnews-tests');
    fs.mkdirSync(cache, { recursive: true });
    const folder = path.join(cache, `pglite-template-${templateKey()}`);
    if (fs.existsSync(path.join(folder, 'pg', 'PG_VERSION'))) {
      markUsed(folder);
      return folder;
    }
    pruneTemplates(cache, folder);
    const building = fs.mkdtempSync(path.join(cache, 'pglite-template-building-'));
    const opened = await openDatabase({ dataDir: building });
    await opened.close();
    try {
      fs.renameSync(building, folder);
    } catch (error) {
      // Another worker's template is in place already: it is the same database.
      fs.rmSync(building, { recursive: true, force: true });
      if (!fs.existsSync(path.join(folder, 'pg', 'PG_VERSION'))) throw error;
    }
    return folder;
  })();
  return template;
}

/**
 * A fresh temporary data folder holding a migrated embedded database of its own (a copy of the
 * template): what `openDatabase({ dataDir })` would make from an empty folder, without its cost.
 */
export async function migratedDataDir(): Promise<string> {
  const dataDir = tempDir();
  fs.cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dataDir, 'pg'), { recursive: true });
  return dataDir;
}

/**
 * The databases integration tests run on: PGlite always (a copy of the migrated template, its own
 * folder per test file); the PostgreSQL server of DATABASE_URL too when it is set — each test file
 * gets a fresh database of its own there, dropped afterwards.
 */
export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      name: 'pglite',
      open: async () => {
        const dataDir = await migratedDataDir();
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
