#!/usr/bin/env bash
# The whole Jest suite (`npm run test:unit`, as CI runs it: CI=true, a fresh database on the server of
# BENCH_DATABASE_URL) with and without coverage, with Jest's workers recycled at LIMIT (jest.config.js's
# workerIdleMemoryLimit) and never recycled, side by side in one run, in turns. Writes the wall time,
# the test files' summed time, two small files' times, the coverage totals and the load around each
# run to bench/results/jest-workers-<date>.md. About 17 minutes on a 2-core host.
#
#   bash bench/jest-workers.sh
#   LIMIT=250MB bash bench/jest-workers.sh
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
LIMIT=${LIMIT:-350MB}
# "Never recycled": a limit no worker reaches (0 would mean "after every file").
NEVER=1000GB
BENCH_DATABASE_URL=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p bench/results
out="bench/results/jest-workers-$(date -u +%Y-%m-%d)${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"

rows=()
run() { # name, limit, extra Jest flags…
  local name=$1 limit=$2 db before start seconds
  shift 2
  db="bench_jest_$(date +%s)_$$"
  psql "$BENCH_DATABASE_URL/postgres" -qAt -c "create database $db"
  before=$(cut -d' ' -f1-3 /proc/loadavg)
  echo "== $name (workerIdleMemoryLimit $limit)" >&2
  start=$(date +%s.%N)
  CI=true DATABASE_URL="$BENCH_DATABASE_URL/$db" npm run test:unit -- --workerIdleMemoryLimit="$limit" --json --outputFile="$work/$name.json" "$@" >"$work/$name.log" 2>&1 || { tail -40 "$work/$name.log" >&2; exit 1; }
  seconds=$(echo "$(date +%s.%N) - $start" | bc)
  psql "$BENCH_DATABASE_URL/postgres" -qAt -c "drop database if exists $db with (force)"
  rows+=("$(node -e '
    const [file, name, limit, seconds, before, after, log] = process.argv.slice(1);
    const r = require(file);
    const took = (t) => (t.endTime - t.startTime) / 1000;
    const one = (suffix) => took(r.testResults.find((t) => t.name.endsWith(suffix))).toFixed(1);
    const sum = r.testResults.reduce((s, t) => s + took(t), 0);
    const lines = /^Lines\s*:\s*(\S+)/m.exec(require("fs").readFileSync(log, "utf8"));
    console.log(`| ${name} | ${limit === process.env.NEVER ? "never" : limit} | ${r.numPassedTests} of ${r.numTotalTests} | ${Number(seconds).toFixed(0)} | ${sum.toFixed(0)} | ${one("lib/speech/language.test.ts")} | ${one("app/api/admin/staff.test.ts")} | ${lines ? lines[1] : "—"} | ${before} | ${after} |`);
  ' "$work/$name.json" "$name" "$limit" "$seconds" "$before" "$(cut -d' ' -f1-3 /proc/loadavg)" "$work/$name.log")")
}

export NEVER
run "without coverage" "$NEVER"
run "without coverage" "$LIMIT"
run "--coverage" "$NEVER" --coverage
run "--coverage" "$LIMIT" --coverage

{
  echo "# Jest's workers recycled or not — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "The whole suite (\`npm run test:unit\`, CI=true, a fresh database per run on the server of BENCH_DATABASE_URL, so every database test runs on PGlite and on the server), $(nproc) cores, Node $(node --version), commit $(git rev-parse --short HEAD). Runs in turns, one after another; Jest's own two workers load the machine, so the load average is mostly theirs. \"Recycled at\" is Jest's \`workerIdleMemoryLimit\`: a worker whose heap holds more than that after a test file is replaced by a fresh one."
  echo
  echo "| run | recycled at | tests passed | wall s | test files' summed s | lib/speech/language.test.ts s | app/api/admin/staff.test.ts s | lines covered | load before | load after |"
  echo "|---|---|---|---|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
} >"$out"
cat "$out"
