import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { isDraining } from './lifecycle';
import { getRedis } from './redis';

export type CheckResult = 'ok' | 'down' | 'not_migrated' | 'not_configured';
export type Readiness = {
  status: 'ready' | 'unavailable';
  draining: boolean;
  checks: { database: CheckResult; redis: CheckResult };
};

export type ReadinessDeps = {
  isDraining: () => boolean;
  checkDatabase: () => Promise<CheckResult>;
  checkRedis: () => Promise<CheckResult>;
  timeoutMs?: number;
};

/** A check that does not answer in time counts as down: a load balancer must not wait on us. */
function bounded(check: () => Promise<CheckResult>, timeoutMs: number): Promise<CheckResult> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('down'), timeoutMs);
    check()
      .then(resolve, (error: unknown) => {
        console.warn(`[health] readiness check failed: ${error instanceof Error ? error.message : String(error)}`);
        resolve('down');
      })
      .finally(() => clearTimeout(timer));
  });
}

export function createReadiness(deps: ReadinessDeps): () => Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? 2_000;
  return async () => {
    const draining = deps.isDraining();
    const [database, redis] = await Promise.all([bounded(deps.checkDatabase, timeoutMs), bounded(deps.checkRedis, timeoutMs)]);
    const healthy = (result: CheckResult) => result === 'ok' || result === 'not_configured';
    return { status: !draining && healthy(database) && healthy(redis) ? 'ready' : 'unavailable', draining, checks: { database, redis } };
  };
}

let migrationCount: number | undefined;
function committedMigrations(): number {
  if (migrationCount === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'models', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    migrationCount = journal.entries.length;
  }
  return migrationCount;
}

/** Reachable, and every committed migration applied (drizzle's own journal table). */
async function checkDatabase(): Promise<CheckResult> {
  const db = await getDb();
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { applied: number }[] }).rows) as { applied: number }[];
  return Number(rows[0]?.applied) >= committedMigrations() ? 'ok' : 'not_migrated';
}

async function checkRedis(): Promise<CheckResult> {
  const client = getRedis();
  if (!client) return 'not_configured';
  return (await (await client).ping()) === 'PONG' ? 'ok' : 'down';
}

/** The instance's readiness as a load balancer needs it (GET /api/health/ready). */
export const checkReadiness = createReadiness({ isDraining, checkDatabase, checkRedis });
