#!/usr/bin/env bash
# Lighthouse (mobile) of two builds side by side: BASE (a git revision, default HEAD~1) against the
# working tree, both served at once on their own port and measured in turns, run after run, so a
# busy moment of this shared machine hits both. Reports the median performance, TBT, LCP and
# best-practices score of each, and how many runs logged errors to the console,
# and writes bench/results/lighthouse-side-by-side-<date>.md.
#
#   BASE=c75c70e PAGES="/en/aboutus /en/general" RUNS=5 bash bench/lighthouse-side-by-side.sh
#
# REUSE_BUILD=1: the base is served from the working tree's build (built, its .next copied,
# node_modules linked), for a change to the server preload only (scripts/*.cjs), which no build holds.
# THROTTLING=devtools: Chromium really slows the network and CPU (LIGHTHOUSE_FLAGS can set its
# figures, e.g. a fast network with a slow processor) instead of Lighthouse's simulation.
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
LIGHTHOUSE=${LIGHTHOUSE:-$(command -v lighthouse || true)}
[ -n "$LIGHTHOUSE" ] || { echo "lighthouse is missing: npm install -g lighthouse (or set LIGHTHOUSE)" >&2; exit 1; }
export CHROME_PATH=${CHROME_PATH:-${CHROMIUM_PATH:-$(command -v chromium)}}
BASE=${BASE:-HEAD~1}
RUNS=${RUNS:-5}
PAGES=${PAGES:-/en/aboutus /en/general}
base_rev=$(git rev-parse --short "$BASE")
work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  git worktree remove --force "$work/base" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# The base in its own worktree with its own install (Turbopack refuses a node_modules linked from
# outside the project), built as it was; the working tree is built too, always (a build the browser
# tests left has their fake headlines service in its environment).
git worktree add -q --detach "$work/base" "$BASE"
if [ -n "${REUSE_BUILD:-}" ]; then
  npx next build >/dev/null
  cp -a .next "$work/base/.next"
  ln -s "$PWD/node_modules" "$work/base/node_modules"
else
  (cd "$work/base" && npm install --no-audit --no-fund --prefer-offline >/dev/null 2>&1 && npx next build >/dev/null)
  npx next build >/dev/null
fi

# The headlines service on for both (issue 28), as bench/lib/serve.sh does: one stand-in serving 10
# wire stories a page.
headlines_port=${BENCH_HEADLINES_PORT:-5300}
# shellcheck source=bench/lib/headlines.sh
source bench/lib/headlines.sh
start_headlines "$headlines_port" "$work/headlines.log"
pids+=("$headlines_pid")

serve() { # dir port: as npm start does, on a throw-away DATA_DIR with the demo seed
  local data="$work/data-$2"
  mkdir -p "$data"
  (cd "$1" && rm -rf .next/cache/fetch-cache .next/server/route-cache &&
    exec env DATA_DIR="$data" NEXT_TELEMETRY_DISABLED=1 HEADLINES_API_URL="http://127.0.0.1:$headlines_port" HEADLINES_API_KEYS=bench-headlines-key PORT="$2" node --conditions=react-server --import tsx scripts/start.ts) > "$data/server.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 90); do curl -sf -o /dev/null "http://localhost:$2/en/aboutus" && return; sleep 1; done
  echo "the server in $1 did not start" >&2; exit 1
}
serve "$work/base" 3301
serve "$PWD" 3300

load_start=$(cut -d' ' -f1-3 /proc/loadavg)
throttling=()
[ -n "${THROTTLING:-}" ] && throttling=(--throttling-method="$THROTTLING")
# shellcheck disable=SC2206 # LIGHTHOUSE_FLAGS is a list of flags.
[ -n "${LIGHTHOUSE_FLAGS:-}" ] && throttling+=($LIGHTHOUSE_FLAGS)
chrome_flags='--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run'
mkdir -p "$work/reports"
for page in $PAGES; do
  for port in 3301 3300; do curl -s -o /dev/null -A "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile" "http://localhost:$port$page"; done  # warm the phone page caches
  for run in $(seq 1 "$RUNS"); do
    # Base first on odd runs, this first on even ones: the run that follows another one's Chromium
    # measured a lower benchmarkIndex on this host (2026-11-28), which must not fall on one build only.
    order="3301 3300"; [ $((run % 2)) = 0 ] && order="3300 3301"
    for port in $order; do
      build=this; [ "$port" = 3301 ] && build=base
      "$LIGHTHOUSE" "http://localhost:$port$page" "${throttling[@]}" --quiet --output=json --only-categories=performance,best-practices --chrome-flags="$chrome_flags" \
        --output-path="$work/reports/$(echo "$page" | tr '/' '_')~$build~$run.json" || echo "run $page $build $run failed" >&2
    done
  done
done

mkdir -p bench/results
out="bench/results/lighthouse-side-by-side-$(date -u +%Y-%m-%d)${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
{
  echo "# Lighthouse side by side — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "Upstream: on (stand-in on port $headlines_port: 10 wire stories a page)."
  echo
  echo "Mobile (Lighthouse $("$LIGHTHOUSE" --version) defaults${THROTTLING:+; throttling: $THROTTLING}${LIGHTHOUSE_FLAGS:+ $LIGHTHOUSE_FLAGS}${REUSE_BUILD:+; the base served from this build}), $RUNS runs per build and page, the two builds in turns. Base: $base_rev. This: $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!bench' || echo ' with uncommitted changes'). $(nproc) cores, load average $load_start at the start, $(cut -d' ' -f1-3 /proc/loadavg) at the end."
  echo
  node -e '
    const fs = require("fs");
    const folder = process.argv[1];
    const groups = new Map();
    for (const file of fs.readdirSync(folder).sort()) {
      const [page, build] = file.split("~");
      const report = JSON.parse(fs.readFileSync(`${folder}/${file}`, "utf8"));
      if (report.runtimeError || typeof report.categories?.performance?.score !== "number") continue; // a run Lighthouse could not record
      const key = `${page.replaceAll("_", "/")}|${build}`;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(report);
    }
    const median = (values) => { const s = [...values].sort((a, b) => a - b); const m = Math.floor(s.length / 2); return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
    console.log("| page | build | runs | performance | FCP (ms) | LCP (ms) | TBT (ms) | TTI (ms) | observed LCP (ms) | best practices | runs with console errors | benchmarkIndex |");
    console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (const [key, reports] of groups) {
      const [page, build] = key.split("|");
      const of = (id) => Math.round(median(reports.map((r) => r.audits[id].numericValue)));
      const observed = Math.round(median(reports.map((r) => r.audits.metrics.details.items[0].observedLargestContentfulPaint)));
      const index = Math.round(median(reports.map((r) => r.environment.benchmarkIndex)));
      console.log(`| ${page} | ${build} | ${reports.length} | ${median(reports.map((r) => r.categories.performance.score)).toFixed(2)} | ${of("first-contentful-paint")} | ${of("largest-contentful-paint")} | ${of("total-blocking-time")} | ${of("interactive")} | ${observed} | ${median(reports.map((r) => r.categories["best-practices"].score)).toFixed(2)} | ${reports.filter((r) => r.audits["errors-in-console"].score !== 1).length} | ${index} |`);
    }' "$work/reports"
} > "$out"
cat "$out"
