/**
 * Search bench (issue 16): p50/p95/p99 of `searchSite` at 10,000 generated stories, on PGlite and —
 * when DATABASE_URL is set — on the PostgreSQL server, side by side in one run. Writes
 * bench/results/search-<date>.md. Run: `npm run bench:search` (options: STORIES, ROUNDS).
 */
import { execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenDatabase } from '@/lib/db/open';
import { searchQuerySchema } from '@/lib/search/schemas';
import { searchSite } from '@/lib/search/search';
import { sql } from 'drizzle-orm';
import { news } from '@/models/schema';
import { stories, VOCABULARY } from './corpus';
import { QUERIES } from './queries';

const STORIES = Number(process.env.STORIES ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 40);

async function fill(opened: OpenDatabase): Promise<void> {
  for (const batch of stories(STORIES)) await opened.db.insert(news).values(batch);
  // Statistics, as a live table has them (autovacuum): the planner's estimates depend on them.
  await opened.db.execute(sql`analyze news`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(opened: OpenDatabase) {
  const rows: { name: string; total: string; p50: number; p95: number; p99: number }[] = [];
  const all: number[] = [];
  for (const { name, input } of QUERIES) {
    const query = searchQuerySchema.parse(input);
    await searchSite(query, { db: opened.db }); // warm
    const times: number[] = [];
    let total = '';
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const result = await searchSite(query, { db: opened.db });
      total = `${result.total}${result.totalCapped ? '+' : ''}`;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({ name, total, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) });
  }
  all.sort((a, b) => a - b);
  return { rows, p95: percentile(all, 95), p50: percentile(all, 50) };
}

async function main() {
  const targets: { name: string; open: () => Promise<OpenDatabase & { cleanup: () => Promise<void> }> }[] = [
    {
      name: 'PGlite (embedded)',
      open: async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-bench-search-'));
        const opened = await openDatabase({ dataDir: dir });
        return { ...opened, cleanup: async () => { await opened.close(); fs.rmSync(dir, { recursive: true, force: true }); } };
      },
    },
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: 'PostgreSQL server',
      open: async () => {
        const { Client } = await import('pg');
        const name = `shortnews_bench_${crypto.randomBytes(4).toString('hex')}`;
        const admin = new Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const opened = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
        return {
          ...opened,
          cleanup: async () => {
            await opened.close();
            await admin.query(`drop database if exists ${name} with (force)`);
            await admin.end();
          },
        };
      },
    });
  }

  const load = () => execSync('uptime').toString().trim();
  const lines = [`# Search bench, ${new Date().toISOString()}`, '', `${STORIES} generated stories (a third Hindi, a third English, a third both; words drawn by Zipf's law from ${VOCABULARY} per language, bench/search/corpus.ts), ${ROUNDS} rounds per query, service level (\`searchSite\`: SQL + snippets, no HTTP).`, `Load before (a figure above the core count means a busy machine): \`${load()}\`.`, ''];
  const summary: string[] = [];
  for (const target of targets) {
    const opened = await target.open();
    try {
      const filling = performance.now();
      await fill(opened);
      const fillSeconds = ((performance.now() - filling) / 1000).toFixed(1);
      const result = await measure(opened);
      lines.push(`## ${target.name}`, '', `Filled in ${fillSeconds} s.`, '', '| query | results | p50 ms | p95 ms | p99 ms |', '|---|---:|---:|---:|---:|');
      for (const row of result.rows) lines.push(`| ${row.name} | ${row.total} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} |`);
      lines.push('', `All queries: p50 ${result.p50.toFixed(1)} ms, **p95 ${result.p95.toFixed(1)} ms** (target ≤ 50 ms).`, '');
      summary.push(`${target.name}: p95 ${result.p95.toFixed(1)} ms`);
    } finally {
      await opened.cleanup();
    }
  }
  lines.push(`Load after: \`${load()}\`.`, '');
  const file = path.join('bench', 'results', `search-${new Date().toISOString().slice(0, 10)}.md`);
  fs.writeFileSync(file, lines.join('\n'));
  console.log(lines.join('\n'));
  console.log(`\n${summary.join('; ')} → ${file}`);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
