import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Runs one statement and answers its rows (a PGlite instance or a pg client behind it). */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Rows per table of the app's schemas (`public`, and `drizzle` for the applied migrations), as
 * `table` or `drizzle.table`: what the manifest records and a restore is checked against.
 */
export async function countRows(query: RunQuery): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by table_schema desc, table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const [row] = await query(`select count(*)::int as count from ${quote(schema)}.${quote(name)}`);
    counts[schema === 'public' ? name : `${schema}.${name}`] = Number(row.count);
  }
  return counts;
}

/** How many migrations of models/migrations this code knows (a backup made by newer code has more). */
export function knownMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'models', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** The app's tables in a database: none means an empty database a restore may fill. */
export async function appTables(query: RunQuery): Promise<string[]> {
  const rows = await query(`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') order by 1`);
  return rows.map((row) => String(row.name));
}

/**
 * A DATABASE_URL for PostgreSQL's own tools without its password, which goes to PGPASSWORD instead:
 * a password on a command line is visible to every account of the machine (`ps`).
 */
export function libpqConnection(databaseUrl: string): { url: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env };
}

/** Runs one of PostgreSQL's client tools; rejects with its own words when it fails or is missing. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(new Error(`${tool} is not installed (or not on PATH): install PostgreSQL's client tools of your server's major version or newer (Debian/Ubuntu: apt install postgresql-client-<version>)`));
      } else reject(error);
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim().split('\n').slice(-5).join(' / ') || 'no message'}`));
    });
  });
}
