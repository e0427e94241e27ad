/**
 * EXPLAIN ANALYZE of every statement `searchSite` runs, for each query kind of the search bench, on
 * the bench's generated stories. Run: `npm run bench:search:explain` (PGlite in EXPLAIN_DIR, filled
 * on first use) or with DATABASE_URL pointing at a database of its own (filled when empty; drop it
 * yourself afterwards). Options: STORIES, ONLY (a query kind's name).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { openDatabase, type Database } from '@/lib/db/open';
import { searchQuerySchema } from '@/lib/search/schemas';
import { searchSite } from '@/lib/search/search';
import * as schema from '@/models/schema';
import { QUERIES } from './queries';
import { stories } from './corpus';

const STORIES = Number(process.env.STORIES ?? 10_000);

type Client = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.EXPLAIN_DIR ?? path.join(os.tmpdir(), 'shortnews-search-explain');
  fs.mkdirSync(dataDir, { recursive: true });
  const opened = await openDatabase({ dataDir, databaseUrl });
  try {
    const [{ stored }] = await opened.db.select({ stored: count() }).from(schema.news);
    if (stored === 0) {
      for (const batch of stories(STORIES)) await opened.db.insert(schema.news).values(batch);
      console.log(`filled ${STORIES} stories`);
    }
    const client = (opened.db as unknown as { $client: Client }).$client;
    await client.query('analyze');
    // The same client, through a drizzle instance that logs every statement it sends.
    const statements: { sql: string; params: unknown[] }[] = [];
    const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };
    const { drizzle } = opened.kind === 'postgres' ? await import('drizzle-orm/node-postgres') : await import('drizzle-orm/pglite');
    const logged = (drizzle as (client: unknown, config: unknown) => unknown)(client, { schema, logger }) as Database;
    for (const { name, input } of QUERIES) {
      if (process.env.ONLY && process.env.ONLY !== name) continue;
      statements.length = 0;
      const query = searchQuerySchema.parse(input);
      await searchSite(query, { db: logged });
      const started = performance.now();
      const result = await searchSite(query, { db: logged });
      const ms = performance.now() - started;
      console.log(`\n===== ${name} (${JSON.stringify(input)}): total ${result.total}, ${ms.toFixed(1)} ms, ${statements.length / 2} statements`);
      // Replayed in order on one connection, inside a transaction rolled back: `set local` applies as it did.
      const connection = opened.kind === 'postgres' ? await (client as unknown as { connect: () => Promise<Client & { release: () => void }> }).connect() : null;
      const on = connection ?? client;
      await on.query('begin');
      try {
        for (const statement of statements.slice(statements.length / 2)) {
          if (/^\s*(begin|commit|rollback)\b/i.test(statement.sql)) continue;
          console.log(`--- ${statement.sql.replace(/\s+/g, ' ').trim()}\n    params ${JSON.stringify(statement.params)}`);
          if (!/^\s*(select|with)\b/i.test(statement.sql)) {
            await on.query(statement.sql, statement.params);
            continue;
          }
          const plan = await on.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
          for (const row of plan.rows) console.log(`    ${Object.values(row)[0]}`);
        }
      } finally {
        await on.query('rollback');
        connection?.release();
      }
    }
  } finally {
    await opened.close();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
