#!/usr/bin/env bash
# Two production builds measured in turns with Lighthouse, for a change whose effect is smaller than
# the host's swings: each turn serves one build (bench/lib/serve.sh: demo seed, upstream on) and runs
# bench/lighthouse.sh on PAGES, build A then build B, ROUNDS times, so a busy moment hits both.
# Unlike lighthouse-side-by-side.sh (a git revision in a worktree, one server each, signed-out pages
# only) it needs no second install, and measures signed-in pages and the blog post ("blog",
# "/en/aboutus+reader": see lighthouse.sh). The builds are saved copies of `.next`:
#
#   BENCH_SOURCE_MAPS=1 npx next build && cp -a .next /tmp/next-a      # before the change
#   (change) && BENCH_SOURCE_MAPS=1 npx next build && cp -a .next /tmp/next-b
#   A_BUILD=/tmp/next-a B_BUILD=/tmp/next-b bash bench/lighthouse-two-builds.sh
#
# Writes each turn's lighthouse result (suffix two-builds-<A|B><round>) and
# bench/results/lighthouse-two-builds-<date>.md: performance, TBT and benchmarkIndex per page and
# turn. The working tree's `.next` is put back at the end. Options: PAGES (default
# "/en/aboutus+reader blog"), RUNS (per page and turn, 2), ROUNDS (3), LIGHTHOUSE (default
# bench/lib/lighthouse13.sh), RESULT_SUFFIX.
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
: "${A_BUILD:?a saved .next folder (see above)}" "${B_BUILD:?a saved .next folder (see above)}"
export LIGHTHOUSE=${LIGHTHOUSE:-bench/lib/lighthouse13.sh} RUNS=${RUNS:-2} FORMS=mobile PAGES=${PAGES:-/en/aboutus+reader blog}
ROUNDS=${ROUNDS:-3}
day=$(date -u +%Y-%m-%d)
tag="two-builds${RESULT_SUFFIX:+-$RESULT_SUFFIX}"
own=$(mktemp -d)
[ -d .next ] && mv .next "$own/next"
trap 'rm -rf .next; [ -d "$own/next" ] && mv "$own/next" .next; rm -rf "$own"' EXIT
start_load=$(cut -d' ' -f1-3 /proc/loadavg)
rows=()
for round in $(seq 1 "$ROUNDS"); do
  for build in A B; do
    dir=A_BUILD
    [ "$build" = B ] && dir=B_BUILD
    rm -rf .next && cp -a "${!dir}" .next
    RESULT_SUFFIX="$tag-$build$round" bash bench/lighthouse.sh > "$own/$build$round.log" 2>&1 || { cat "$own/$build$round.log" >&2; exit 1; }
    # The result's table rows: | page | form | runs | performance | a11y | bp | seo | LCP | TBT | CLS | work | index |
    while IFS='|' read -r _ page _ _ performance _ _ _ lcp tbt _ work index _; do
      rows+=("| $round | $build |$page|$performance|$lcp|$tbt|$work|$index|")
    done < <(grep -E '^\| /[^|]*\| mobile \| [0-9]+ \| [01]\.[0-9]{2} \|' "bench/results/lighthouse-$day-$tag-$build$round.md")
  done
done
out="bench/results/lighthouse-$tag-$day.md"
{
  echo "# Lighthouse mobile, two builds in turns — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "A = \`$A_BUILD\`, B = \`$B_BUILD\`; $ROUNDS rounds of A then B, $RUNS runs a page and turn (medians), $("$LIGHTHOUSE" --version), commit $(git rev-parse --short HEAD) (the working tree; the builds are what was saved). Load average at the start $start_load, at the end $(cut -d' ' -f1-3 /proc/loadavg). Each turn's own file: \`lighthouse-$day-$tag-<A|B><round>.md\`."
  echo
  echo "| round | build | page | performance | LCP | TBT | main-thread work | benchmarkIndex |"
  echo "|---|---|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
  echo
  echo "## Reading (to be written by hand after the run)"
} > "$out"
cat "$out"
