/** What the fault scenarios share: ports, accounts, the result table helpers, a private redis-server. */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countBy, type Write } from './writers';
import type { WrkResult } from './wrk';

export const BASE_PORT = Number(process.env.FAULTS_PORT_BASE ?? 7800);
export const ADMIN = { email: 'faults-admin@example.com', password: 'faults-admin-password-1' };
export const SECRET = 'faults-bench-secret-faults-bench-secret-0123456789';
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Safari/537.36';
export const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Mobile Safari/537.36';
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-faults-'));
// nginx's workers (www-data when started as root) must reach the fleet's cache folder inside.
fs.chmodSync(work, 0o755);
export const load = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');

export type Section = { title: string; lines: string[] };

export function appEnv(extra: Record<string, string>): Record<string, string> {
  return { NEXTAUTH_SECRET: SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true', HEADLINES_API_KEYS: '', HEADLINES_API_URL: '', ...extra };
}

export function table(headers: string[], rows: (string | number)[][]): string[] {
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)];
}

export function wrkRow(name: string, r: WrkResult): (string | number)[] {
  return [name, r.requests, r.rps.toFixed(0), r.p50.toFixed(1), r.p95.toFixed(1), r.p99.toFixed(1), r.non2xx, r.errors];
}
export const WRK_HEADERS = ['route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx/3xx', 'socket errors'];

export function writeFigures(writes: Write[]): string[] {
  const refused = writes.filter((w) => w.status === 503);
  return [
    `- writes: ${writes.length}; answers by status: \`${JSON.stringify(countBy(writes, (w) => w.status))}\` (0 = no HTTP answer)`,
    `- 503 answers: all JSON: ${refused.every((w) => w.json)}; slowest ${Math.max(0, ...refused.map((w) => w.ms))} ms; any stack trace in a body: ${writes.some((w) => w.stack)}`,
  ];
}

export function redisServer(port: number, dir: string) {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  return child;
}

export async function waitPing(port: number, up: boolean) {
  for (let i = 0; i < 50; i++) {
    let answered = false;
    try {
      answered = execFileSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8', timeout: 2000 }).trim() === 'PONG';
    } catch {
      answered = false;
    }
    if (answered === up) return;
    await sleep(100);
  }
}

