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
import { typoRecall } from './typo-recall';

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
  const rows: { name: string; total: string; didYouMean: string; p50: number; p95: number; p99: number }[] = [];
  const all: number[] = [];
  const exact: number[] = [];
  const typos: number[] = [];
  for (const { name, input, typo } of QUERIES) {
    const query = searchQuerySchema.parse(input);
    await searchSite(query, { db: opened.db }); // warm
    const times: number[] = [];
    let total = '';
    let didYouMean = '';
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const result = await searchSite(query, { db: opened.db });
      total = `${result.total}${result.totalCapped ? '+' : ''}`;
      didYouMean = result.didYouMean ?? '';
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    (typo ? typos : exact).push(...times);
    rows.push({ name, total, didYouMean, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) });
  }
  for (const list of [all, exact, typos]) list.sort((a, b) => a - b);
  return { rows, p95: percentile(all, 95), p50: percentile(all, 50), exactP95: percentile(exact, 95), typoP95: percentile(typos, 95) };
}

/**
 * The lexicon's upkeep against computing it (issue 27): the cost the triggers add to writing stories,
 * and what `ts_stat` (the other way: the words counted from the stored vectors on demand) takes.
 */
async function lexiconCosts(opened: OpenDatabase): Promise<string[]> {
  const batch = (offset: number) => [...stories(500)][0].map((story, i) => ({ ...story, title: `${story.title} extra${offset + i}` }));
  const time = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  await opened.db.execute(sql`alter table news disable trigger news_search_lexicon`);
  const without = await time(() => opened.db.insert(news).values(batch(0)));
  await opened.db.execute(sql`alter table news enable trigger news_search_lexicon`);
  const withTrigger = await time(() => opened.db.insert(news).values(batch(500)));
  const tsStat = [];
  for (let round = 0; round < 3; round += 1) {
    tsStat.push(await time(() => opened.db.execute(sql`select count(*) from ts_stat($$select search_simple from news where status = 'published' and language in ('en', 'both')$$)`)));
  }
  const [{ words }] = (await opened.db.execute(sql`select count(*)::int as words from search_words`).then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))) as { words: number }[];
  return [
    `- 500 more stories in one insert: ${without.toFixed(0)} ms without the lexicon trigger, ${withTrigger.toFixed(0)} ms with it (${(withTrigger / 500).toFixed(2)} ms per story with the trigger).`,
    `- \`ts_stat\` over the English and \`both\` stories' vectors (what a computed lexicon would read to refresh): ${tsStat.map((ms) => ms.toFixed(0)).join(' / ')} ms.`,
    `- Lexicon rows (all scopes): ${words}.`,
  ];
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
      lines.push(`## ${target.name}`, '', `Filled in ${fillSeconds} s (the lexicon kept by its trigger on every insert). Load now: \`${load()}\`.`, '', '| query | results | did you mean | p50 ms | p95 ms | p99 ms |', '|---|---:|---|---:|---:|---:|');
      for (const row of result.rows) lines.push(`| ${row.name} | ${row.total} | ${row.didYouMean} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} |`);
      lines.push('', `All queries: p50 ${result.p50.toFixed(1)} ms, **p95 ${result.p95.toFixed(1)} ms** (target ≤ 50 ms); exact-word queries p95 ${result.exactP95.toFixed(1)} ms, typo queries p95 ${result.typoP95.toFixed(1)} ms.`, '');
      summary.push(`${target.name}: p95 ${result.p95.toFixed(1)} ms (exact ${result.exactP95.toFixed(1)}, typos ${result.typoP95.toFixed(1)})`);
      if (process.env.TYPO_RECALL !== '0') lines.push('Typo recall (random misspellings of the lexicon\'s words of 5+ letters, as many edits as the rule allows):', '', ...(await typoRecall(opened, [0.3, 0.2, 0.15])), '');
      lines.push('Lexicon upkeep against computing it:', '', ...(await lexiconCosts(opened)), '');
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
