#!/usr/bin/env bash
# Issue 28 (speed, second round): every figure the issue asks for, in one run, with the headlines
# stand-in on (bench/lib/serve.sh): each step writes its own result file, and this script writes
# bench/results/round-2-<date>.md naming them, with the machine's load before and after each step.
# Meant for a quiet machine (load under 1 on 2 cores); takes about 30–40 minutes there.
#
#   bash bench/run-round-2.sh
#   RUNS=5 ROUNDS=3 LIGHTHOUSE=bench/lib/lighthouse13.sh bash bench/run-round-2.sh
#
# Steps (each serves the current build on its own throw-away DATA_DIR, upstream on):
#   1. build (VITALS_SAMPLE_RATE=0: no page view loads web-vitals; its chunk is weighed apart, below)
#   2. first-load JS per page and device, with the framework floor (React DOM, router, Turbopack
#      runtime) and what is ours                                        → first-load-js-<date>-round-2.md
#   3. feed vs static page req/s (both devices, /hi, page 2), HTML sizes, RSS → feed-vs-static-<date>-round-2.md
#   4. p50/p95/p99 of feed pages at 80 % of their peak (open loop)      → latency-at-rate-<date>-round-2.md
#   5. Lighthouse mobile on the about page (signed out, and signed in: the blog post's comparison,
#      as only a signed-in reader reads a post), /en/general, /hi/general, /en/blogs and a blog
#      post, run after run in turns, with benchmarkIndex and main-thread work → lighthouse-<date>-round-2.md
#   6. the same build with the CSS inlined (BENCH_INLINE_CSS=1): HTML sizes and Lighthouse on the
#      about page and /en/general → *-round-2-inline-css.md; then the normal build again
#      (INLINE_CSS=0 leaves this step out).
# The builds carry the browser scripts' source maps (BENCH_SOURCE_MAPS=1), so step 2 splits each
# script between the framework and our code by the files it came from.
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
export LIGHTHOUSE=${LIGHTHOUSE:-bench/lib/lighthouse13.sh}
export RUNS=${RUNS:-5} ROUNDS=${ROUNDS:-3} DURATION=${DURATION:-10s}
export VITALS_SAMPLE_RATE=0 NEXT_TELEMETRY_DISABLED=1 BENCH_SOURCE_MAPS=1
INLINE_CSS=${INLINE_CSS:-1}
day=$(date -u +%Y-%m-%d)
summary="bench/results/round-2-$day${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
suffix="round-2${RESULT_SUFFIX:+-$RESULT_SUFFIX}"
steps=()
step() { # name, command…: runs one step and notes the load around it
  local name=$1 before
  shift
  before=$(cut -d' ' -f1-3 /proc/loadavg)
  echo "== $name" >&2
  "$@"
  steps+=("| $name | $before | $(cut -d' ' -f1-3 /proc/loadavg) |")
}

step "build" npx next build
step "first-load JS" env RESULT_SUFFIX="$suffix" PAGES="/en/general /hi/general /en/general/page/2 /en/stocks /en/bookmarks /en/blogs /en/aboutus /en/termsofservice /en/privacypolicy /en/disclaimer /en/login /en/signup /en/forgot-password /en/reset-password/x" bash bench/first-load-js.sh
step "feed vs static" env RESULT_SUFFIX="$suffix" bash bench/feed-vs-static.sh
step "latency at 80 % of peak" env RESULT_SUFFIX="$suffix" bash bench/latency-at-rate.sh
step "Lighthouse mobile" env RESULT_SUFFIX="$suffix" FORMS=mobile PAGES="/en/aboutus /en/aboutus+reader /en/general /hi/general /en/blogs blog" bash bench/lighthouse.sh
if [ "$INLINE_CSS" != 0 ]; then
  step "build, CSS inlined" env BENCH_INLINE_CSS=1 npx next build
  step "first-load JS and HTML, CSS inlined" env RESULT_SUFFIX="$suffix-inline-css" PAGES="/en/general /en/aboutus" bash bench/first-load-js.sh
  step "Lighthouse mobile, CSS inlined" env RESULT_SUFFIX="$suffix-inline-css" FORMS=mobile PAGES="/en/aboutus /en/general" bash bench/lighthouse.sh
  step "build again, CSS linked" npx next build
fi

# web-vitals, loaded after the load on sampled page views only: its own weight.
vitals_gz=$(node -e 'const fs=require("fs"),z=require("zlib");const f=require.resolve("web-vitals");console.log((z.gzipSync(fs.readFileSync(f),{level:9}).length/1024).toFixed(1))')
{
  echo "# Speed, second round (issue 28) — $day"
  echo
  echo "Commit $(git rev-parse --short HEAD), $(nproc) cores. Upstream on in every step (bench/lib/headlines-stand-in.ts: 10 wire stories a page, 100 in all). Lighthouse: $("$LIGHTHOUSE" --version), $RUNS runs per page; wrk: $ROUNDS rounds of $DURATION."
  echo
  echo "| step | load before | load after |"
  echo "|---|---|---|"
  printf '%s\n' "${steps[@]}"
  echo
  inline_files=""
  [ "$INLINE_CSS" != 0 ] && inline_files=", and with the CSS inlined \`first-load-js-$day-$suffix-inline-css.md\`, \`lighthouse-$day-$suffix-inline-css.md\`"
  echo "Result files: \`first-load-js-$day-$suffix.md\`, \`feed-vs-static-$day-$suffix.md\`, \`latency-at-rate-$day-$suffix.md\`, \`lighthouse-$day-$suffix.md\`$inline_files."
  echo
  echo "web-vitals (loaded after the load, when the browser is idle, on the sampled share of page views only; not in the first-load figures): ${vitals_gz} KB gzipped (its module as published)."
  echo
  echo "## Reading (to be written by hand after the run)"
} > "$summary"
cat "$summary"
