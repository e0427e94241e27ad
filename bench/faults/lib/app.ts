/**
 * Starts the app as `npm start` does (scripts/start.ts → next start with the preloads), in a process
 * group of its own so a scenario can SIGKILL all of it, and reads its server's memory.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clearNextDataCache } from '../../../scripts/next-cache';

export type App = {
  base: string;
  group: ChildProcess;
  log: string;
  /** SIGTERM to the group, waits for it to end. */
  stop: () => Promise<void>;
  /** SIGKILL to the whole group (npm start, tsx, next start), as a supervisor or the OOM killer would. */
  kill9: () => void;
  /** RSS (MiB) of the group's processes, the next server being the largest. */
  rssMiB: () => number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function groupPids(pgid: number): number[] {
  try {
    return execFileSync('pgrep', ['-g', String(pgid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

export async function startApp(options: { port: number; env: Record<string, string>; logDir: string; name: string; waitMs?: number; keepCache?: boolean }): Promise<App> {
  // Every scenario has a database of its own: no page or read cached from another one.
  if (!options.keepCache) clearNextDataCache();
  const log = path.join(options.logDir, `${options.name}.log`);
  const out = fs.openSync(log, 'a');
  const group = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/start.ts'], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(options.port), ...options.env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.waitMs ?? 120_000);
  for (;;) {
    if (group.exitCode !== null) throw new Error(`${options.name} exited ${group.exitCode} before serving; see ${log}`);
    try {
      const response = await fetch(`${base}/api/health/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${options.name} not ready after ${options.waitMs ?? 120_000} ms; see ${log}`);
    await sleep(250);
  }
  const pgid = group.pid!;
  return {
    base,
    group,
    log,
    async stop() {
      if (group.exitCode !== null || group.signalCode !== null) return;
      try {
        process.kill(-pgid, 'SIGTERM');
      } catch {
        return;
      }
      for (let i = 0; i < 100 && groupPids(pgid).length; i++) await sleep(100);
      if (groupPids(pgid).length) process.kill(-pgid, 'SIGKILL');
    },
    kill9() {
      process.kill(-pgid, 'SIGKILL');
    },
    rssMiB: () => Math.max(0, ...groupPids(pgid).map(rssOf)),
  };
}

/** An admin bearer token through the contract (POST /api/admin/login). */
export async function adminToken(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`admin login answered ${response.status}`);
  return body.token;
}
