import 'server-only';
import { env, isBuildPhase } from '@/lib/env';
import { getOpenDatabase } from '@/lib/db';
import { registerJobQueueMetrics, startJobRunner } from '@/lib/jobs/start';
import { onShutdown } from '@/lib/ops/lifecycle';
import { shareSearchPageLimit } from '@/lib/security/rate-limit';
import { describeSeed, seedDemoContent, seedWarnings } from '@/lib/seed/seed-demo';
import { adminPasswordBanner } from '@/scripts/log-banner.cjs';

/** One clear line, then a non-zero exit: what an operator needs when start-up cannot go on. */
export function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/**
 * A start-up line. Under the server preload (`npm start`) console output is the log, rendered for
 * a terminal there (scripts/pretty-log.cjs); without it (`npm run dev`) a generated admin password
 * is drawn as a box here when a person is watching, so it is not lost among the start-up lines.
 */
function announce(message: string): void {
  const lifecycle = (globalThis as { __shortnewsLifecycle?: { consoleRouted?: boolean } }).__shortnewsLifecycle;
  const banner = !lifecycle?.consoleRouted && process.stdout.isTTY ? adminPasswordBanner(message) : undefined;
  console.log(banner ?? message);
}

/** The admin socket of lib/ops/backup/admin-socket.ts; a failure costs online backups, never the start. */
async function startBackupChannel(dataDir: string, dumpDataDir: () => Promise<Uint8Array>): Promise<void> {
  try {
    const { startAdminSocket } = await import('@/lib/ops/backup/admin-socket');
    const channel = await startAdminSocket({ dataDir, dumpDataDir });
    if (!channel) return;
    onShutdown('backup socket', channel.close);
    console.log(`[backup] npm run db:backup copies the database through ${channel.path} while the server runs`);
  } catch (error) {
    console.warn(`[backup] no admin socket (${error instanceof Error ? error.message : String(error)}): npm run db:backup works only while the server is stopped`);
  }
}

export async function bootServer(): Promise<void> {
  if (isBuildPhase()) return;
  try {
    const config = env();
    if (config.metricsPort) {
      const { startMetricsServer } = await import('@/lib/ops/metrics-server');
      await startMetricsServer(config.metricsPort).catch((error: NodeJS.ErrnoException) => {
        throw new Error(`METRICS_PORT ${config.metricsPort}: ${error.code === 'EADDRINUSE' ? 'the port is in use' : error.message}`);
      });
      console.log(`[metrics] Prometheus metrics on http://127.0.0.1:${config.metricsPort}/metrics (loopback only)`);
    }
    const { db, kind, dumpDataDir } = await getOpenDatabase();
    console.log(`[db] ${kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}/pg` : 'PostgreSQL server'} ready, migrations applied`);
    // `npm run db:backup` copies the embedded database through this server while it runs.
    if (dumpDataDir) await startBackupChannel(config.dataDir, dumpDataDir);
    if (config.seedDemo) {
      const seeded = await seedDemoContent(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
      for (const line of describeSeed(seeded)) announce(`[seed] ${line}`);
      // The server carries on: the site works, only without an admin until the operator acts.
      for (const line of seedWarnings(seeded)) console.warn(`[seed] ${line}`);
    }
    // The search page's per-address count (proxy.ts) goes through the app's limits: Redis with REDIS_URL.
    shareSearchPageLimit();
    // The job queue (scheduled publishing): one runner per instance, jobs claimed in the database.
    startJobRunner(config.jobPollMs);
    registerJobQueueMetrics();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    fail(`Cannot start: ${message}${cause}`);
  }
}
