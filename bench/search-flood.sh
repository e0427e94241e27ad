#!/usr/bin/env bash
# A reader page's latency while one address floods the site with expensive searches (issue 25 item 4):
# the page at a fixed rate (open loop, bench/lib/fixed-rate.mjs) alone; then while CLIENTS (32)
# concurrent clients ask for /robots.txt (the control: concurrency alone on this machine); then while
# they send stop-word queries with a random word (a new cache key each time) to GET /api/search and
# the /en/search page (bench/lib/search-flood.mjs). Loopback only, bounded (DURATION seconds per
# phase, at most 120). Writes bench/results/search-flood-<date>[-postgres].md
# with the load average before and after.
#
#   bash bench/search-flood.sh                      # builds if needed, PGlite, BENCH_PORT (3300)
#   DURATION=30 RATE=5 PAGE=/en/general bash bench/search-flood.sh
#   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432 bash bench/search-flood.sh
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
# Each measurement starts where this script says (alone, then under the flood): no warm-up of
# fixed-rate.mjs in front of it (at 5 req/s its pool of connections is small anyway).
export WARMUP_SECONDS=${WARMUP_SECONDS:-0}

DURATION=${DURATION:-20}
CLIENTS=${CLIENTS:-32}
RATE=${RATE:-5}
PAGE=${PAGE:-/en/aboutus}
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
source bench/lib/serve.sh

url="http://localhost:$PORT$PAGE"
for _ in 1 2 3; do curl -s -o /dev/null -A "$DESKTOP_UA" "$url"; done
alone=$(node bench/lib/fixed-rate.mjs "$url" "$RATE" "$DURATION" "$DESKTOP_UA")
echo "alone: $alone"
node bench/lib/search-flood.mjs "http://localhost:$PORT" "$CLIENTS" "$DURATION" cheap > "$DATA/cheap.json" &
flood_pid=$!
sleep 1
control=$(node bench/lib/fixed-rate.mjs "$url" "$RATE" "$((DURATION - 2))" "$DESKTOP_UA")
wait "$flood_pid"
cheap=$(cat "$DATA/cheap.json")
echo "under the cheap flood: $control"
node bench/lib/search-flood.mjs "http://localhost:$PORT" "$CLIENTS" "$DURATION" > "$DATA/flood.json" &
flood_pid=$!
sleep 1
under=$(node bench/lib/fixed-rate.mjs "$url" "$RATE" "$((DURATION - 2))" "$DESKTOP_UA")
wait "$flood_pid"
flood=$(cat "$DATA/flood.json")
echo "under the flood: $under"
echo "flood: $flood"
load_end=$(cut -d' ' -f1-3 /proc/loadavg)

mkdir -p bench/results
suffix=""; [ -n "${BENCH_DATABASE_URL:-}" ] && suffix="-postgres"
out="bench/results/search-flood-$(date -u +%Y-%m-%d)$suffix${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
field() { node -e "const o = JSON.parse(process.argv[1]); console.log(JSON.stringify(o[process.argv[2]]))" "$1" "$2"; }
{
  echo "# A reader page under a search flood — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "$PAGE at $RATE requests/s (open loop) for ${DURATION} s alone, then while $CLIENTS clients from one address ask for /robots.txt (control), then while they send expensive searches (stop words + a random word: a new cache key each time) to \`GET /api/search\` and \`/en/search\` for ${DURATION} s. $(nproc) cores, load average before $load_start and after $load_end (a figure above the core count means a busy machine: other work shares it), commit $(git rev-parse --short HEAD), database: $DB_MODE."
  echo
  echo "| phase | page p50 (ms) | page p95 (ms) | page p99 (ms) | page answers ok / errors |"
  echo "|---|---|---|---|---|"
  echo "| alone | $(field "$alone" p50) | $(field "$alone" p95) | $(field "$alone" p99) | $(field "$alone" ok) / $(field "$alone" errors) |"
  echo "| $CLIENTS clients on /robots.txt (control) | $(field "$control" p50) | $(field "$control" p95) | $(field "$control" p99) | $(field "$control" ok) / $(field "$control" errors) |"
  echo "| under the flood | $(field "$under" p50) | $(field "$under" p95) | $(field "$under" p99) | $(field "$under" ok) / $(field "$under" errors) |"
  echo
  echo "The control: $(field "$cheap" sent) requests for /robots.txt, by status $(field "$cheap" byStatus), p50 $(field "$cheap" p50) ms, p95 $(field "$cheap" p95) ms."
  echo
  echo "The flood: $(field "$flood" sent) searches sent; answers by status $(field "$flood" byStatus); their p50 $(field "$flood" p50) ms, p95 $(field "$flood" p95) ms."
  echo
  echo "Goal (issue 25): the page's p95 under 1 s while the flood gets 429s."
} > "$out"
echo "wrote $out"
