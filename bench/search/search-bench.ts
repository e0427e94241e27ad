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
import { news } from '@/models/schema';

const STORIES = Number(process.env.STORIES ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 40);

const EN = ('market shares rally bank profit rupee dollar inflation monsoon crop farmers policy rate cut growth export import steel cement ' +
  'power solar grid auto scooter tractor pharma drug approval ipo listing bonus dividend split merger startup funding fintech loan deposit ' +
  'crypto bitcoin exchange tax salary budget railway freight airport city state court order regulator disclosure retail consumer price ' +
  'quarter record high low week month year company chief executive board investors analysts demand supply copper gold silver oil gas ' +
  'telecom tariff spectrum data cloud software deal contract europe america asia china japan village rural urban housing cement road').split(' ');
const HI = ('बाज़ार शेयर तेज़ी बैंक मुनाफ़ा रुपया डॉलर महंगाई मानसून फ़सल किसान नीति दर कटौती विकास निर्यात आयात इस्पात सीमेंट बिजली ' +
  'सौर ग्रिड स्कूटर ट्रैक्टर दवा मंज़ूरी आईपीओ लाभांश विलय कर्ज़ जमा क्रिप्टो बिटकॉइन कर वेतन बजट रेल हवाई अड्डा शहर राज्य अदालत ' +
  'उपभोक्ता दाम तिमाही रिकॉर्ड हफ़्ता महीना साल कंपनी निवेशक माँग सोना चाँदी तेल गैस गाँव').split(' ');

function words(vocabulary: string[], count: number, random: () => number): string {
  return Array.from({ length: count }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' ');
}

/** A seeded generator, so every engine gets the same 10,000 stories. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function fill(opened: OpenDatabase): Promise<void> {
  const random = seeded(16);
  const start = Date.UTC(2026, 0, 1);
  for (let done = 0; done < STORIES; done += 500) {
    const rows = Array.from({ length: Math.min(500, STORIES - done) }, (_, i) => {
      const n = done + i;
      const language = n % 3 === 0 ? ('hi' as const) : n % 3 === 1 ? ('en' as const) : ('both' as const);
      const vocabulary = language === 'hi' ? HI : EN;
      return {
        title: `${words(vocabulary, 8, random)} ${n}`,
        description: words(vocabulary, 40, random),
        categories: ['stocks'],
        language,
        publishedAt: new Date(start + n * 60_000),
      };
    });
    await opened.db.insert(news).values(rows);
  }
}

const QUERIES: { name: string; input: Record<string, string> }[] = [
  { name: 'one English word', input: { q: 'copper' } },
  { name: 'two English words', input: { q: 'bank profit' } },
  { name: 'English phrase', input: { q: '"solar power"' } },
  { name: 'misspelt English', input: { q: 'inflaton' } },
  { name: 'no match', input: { q: 'zebra' } },
  { name: 'Hindi word', input: { q: 'महंगाई', lang: 'hi' } },
  { name: 'two Hindi words', input: { q: 'सोना चाँदी', lang: 'hi' } },
  { name: 'English, page 5', input: { q: 'market', page: '5' } },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(opened: OpenDatabase) {
  const rows: { name: string; total: number; p50: number; p95: number; p99: number }[] = [];
  const all: number[] = [];
  for (const { name, input } of QUERIES) {
    const query = searchQuerySchema.parse(input);
    await searchSite(query, { db: opened.db }); // warm
    const times: number[] = [];
    let total = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      total = (await searchSite(query, { db: opened.db })).total;
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
  const lines = [`# Search bench, ${new Date().toISOString()}`, '', `${STORIES} generated stories (a third Hindi, a third English, a third both), ${ROUNDS} rounds per query, service level (\`searchSite\`: SQL + snippets, no HTTP).`, `Machine shared with seven other engineers' builds and tests; load before: \`${load()}\`.`, ''];
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
