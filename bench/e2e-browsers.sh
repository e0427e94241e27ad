#!/usr/bin/env bash
# CI's time, not the app's: the same browser specs run in the full Chromium and in Chromium's headless
# shell (e2e/support/browsers.ts), in turns, as CI runs them (CI=true: a fresh server, retries 1). For
# each run: wall time, the CPU time of the whole machine during it (every process: the test runner,
# the server, the browsers), the tests' result line, and the load before and after. Writes
# bench/results/e2e-browsers-<date>.md. Runs on the current build (`npx next build` first; the
# browser tests' server reuses it with E2E_SKIP_BUILD=1). About 12 minutes on a 2-core host.
#
#   bash bench/e2e-browsers.sh
#   SPECS="e2e/feed.spec.ts e2e/shell.spec.ts" ROUNDS=2 bash bench/e2e-browsers.sh
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
# Eight of the heaviest specs of a CI run (axe in both themes, the swipe reader, the shell, the
# offline worker, taps before hydration), desktop and phone, and the push spec, which asks for the
# full browser in both runs.
SPECS=${SPECS:-e2e/reader-comfort.spec.ts e2e/shell.spec.ts e2e/feed.mobile.spec.ts e2e/early-taps.spec.ts e2e/offline.spec.ts e2e/push.spec.ts e2e/story.mobile.spec.ts e2e/reader-comfort.mobile.spec.ts}
ROUNDS=${ROUNDS:-1}
FULL=${CHROMIUM_PATH:-/usr/bin/chromium}
SHELL_BROWSER=${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}
[ -x "$SHELL_BROWSER" ] || { echo "No headless shell at $SHELL_BROWSER (Debian: apt-get install chromium-headless-shell)" >&2; exit 1; }
[ -f .next/BUILD_ID ] || { echo "No build: npx next build first" >&2; exit 1; }
mkdir -p bench/results
out="bench/results/e2e-browsers-$(date -u +%Y-%m-%d)${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Busy CPU time of the whole machine so far, in hundredths of a second (all cores, from /proc/stat).
busy() { awk '/^cpu / { total = 0; for (i = 2; i <= NF; i++) total += $i; print total - $5 - $6 }' /proc/stat; }

rows=()
run() { # name, headless shell path (the full browser's for "full")
  local name=$1 shell=$2 log="$logs/$1-$3.log" before b0 b1 s0 s1 result
  before=$(cut -d' ' -f1-3 /proc/loadavg)
  echo "== $name, round $3" >&2
  b0=$(busy)
  s0=$(date +%s%N)
  # shellcheck disable=SC2086
  CI=true E2E_SKIP_BUILD=1 CHROMIUM_PATH="$FULL" CHROMIUM_HEADLESS_SHELL_PATH="$shell" npx playwright test --no-deps $SPECS --reporter=list >"$log" 2>&1 || true
  s1=$(date +%s%N)
  b1=$(busy)
  result=$(grep -E '^ +[0-9]+ (passed|failed|flaky|skipped)' "$log" | sed -E 's/^ +//; s/ \(.*\)//' | paste -sd ',' - | sed 's/,/, /g')
  rows+=("| $name | $3 | $(((s1 - s0) / 1000000000)) | $(((b1 - b0) / 100)) | ${result:-no result (see the log)} | $before → $(cut -d' ' -f1-3 /proc/loadavg) |")
}
for round in $(seq 1 "$ROUNDS"); do
  run full "$FULL" "$round"
  run shell "$SHELL_BROWSER" "$round"
done

{
  echo "# The browser tests in the full Chromium and in its headless shell — $(date -u +%Y-%m-%d)"
  echo
  echo "Commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!bench/results' || echo ' (with changes)'), $(nproc) cores, $("$FULL" --version 2>/dev/null | grep -o 'Chromium [0-9.]*' | head -n 1), headless shell $("$SHELL_BROWSER" --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -n 1); \`bash bench/e2e-browsers.sh\`."
  echo "Specs: \`$SPECS\` (both projects, \`--no-deps\`, CI=true: retries 1)."
  echo
  echo "| browser | round | wall (s) | CPU, whole machine (s) | tests | load before → after |"
  echo "|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
  echo
  echo "\"shell\" runs every spec in the headless shell but the push specs, which ask for the full browser"
  echo "(e2e/support/browsers.ts); \"full\" runs every spec in the full browser, as CI did before."
} >"$out"
cat "$out"
