#!/usr/bin/env bash
# Throughput of the feed pages against a static page of the same server, measured side by side:
# interleaved rounds of wrk (Debian package) at fixed connections, reported as ratios to the static
# page (absolute numbers on a shared machine mean little); also each page's HTML size (raw and
# gzipped) and the server's resident memory idle and after the load. Writes
# bench/results/feed-vs-static-<date>[-postgres].md.
#
#   bash bench/feed-vs-static.sh            # builds if needed, serves on BENCH_PORT (3300) with its own DATA_DIR
#   ROUNDS=5 DURATION=15s CONNECTIONS=32 bash bench/feed-vs-static.sh
#   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432 bash bench/feed-vs-static.sh   # on a PostgreSQL server
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }

ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-32}
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
source bench/lib/serve.sh

# name|path|user agent. The mobile swipe reader is also compared with the static page as phones get it.
targets=(
  "static /en/aboutus (SSG)|/en/aboutus|$DESKTOP_UA"
  "static /en/aboutus (SSG) mobile|/en/aboutus|$MOBILE_UA"
  "feed /en/general desktop|/en/general|$DESKTOP_UA"
  "feed /en/general mobile|/en/general|$MOBILE_UA"
  "feed /hi/general desktop|/hi/general|$DESKTOP_UA"
  "feed /hi/general mobile|/hi/general|$MOBILE_UA"
  "feed /en/stocks mobile|/en/stocks|$MOBILE_UA"
  "feed /en/general/page/2 desktop|/en/general/page/2|$DESKTOP_UA"
)
declare -A total size gzsize
for target in "${targets[@]}"; do  # warm every page into the cache first, and weigh it
  IFS='|' read -r name path ua <<<"$target"
  curl -s -o /dev/null -A "$ua" "http://localhost:$PORT$path"
  size[$name]=$(curl -s -A "$ua" "http://localhost:$PORT$path" | wc -c)
  gzsize[$name]=$(curl -s -A "$ua" "http://localhost:$PORT$path" | gzip -6 | wc -c)
done
sleep 2
rss_idle=$(server_rss_mb)
for round in $(seq 1 "$ROUNDS"); do
  for target in "${targets[@]}"; do
    IFS='|' read -r name path ua <<<"$target"
    rps=$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" -H "User-Agent: $ua" "http://localhost:$PORT$path" | awk '/Requests\/sec/ {print $2}')
    total[$name]=$(awk -v a="${total[$name]:-0}" -v b="$rps" 'BEGIN { print a + b }')
    echo "round $round  $name: $rps req/s"
  done
done

rss_after=$(server_rss_mb)

mkdir -p bench/results
suffix=""; [ -n "${BENCH_DATABASE_URL:-}" ] && suffix="-postgres"
out="bench/results/feed-vs-static-$(date -u +%Y-%m-%d)$suffix${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
static=${total["${targets[0]%%|*}"]}
static_mobile=${total["${targets[1]%%|*}"]}
{
  echo "# Feed vs static page — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "wrk -t2 -c$CONNECTIONS -d$DURATION, $ROUNDS interleaved rounds, $(nproc) cores, load average at the start $load_start and at the end $(cut -d' ' -f1-3 /proc/loadavg), commit $(git rev-parse --short HEAD), database: $DB_MODE."
  echo "Absolute req/s depend on the machine and its load (above): the ratios measured side by side are the figure."
  echo "Upstream: $UPSTREAM."
  echo "Targets (issues 15 and 28): feed ≥ 0.9× static on both devices; /en/general desktop HTML ≤ 80 KB raw (81,920 bytes; the issue's figures are in decimal kB, so ≤ 80,000 bytes to be safe), ≤ 20 KB gzipped; server RSS after the load ≤ 700 MB embedded, ≤ 500 MB with DATABASE_URL."
  echo
  echo "| page | mean req/s | ratio to static | ratio to static, same device | HTML KB (1,024 bytes) | HTML bytes | gzipped KB |"
  echo "|---|---|---|---|---|---|---|"
  for target in "${targets[@]}"; do
    name=${target%%|*}
    same=$static; [[ $name == *mobile ]] && same=$static_mobile
    awk -v n="$name" -v t="${total[$name]}" -v s="$static" -v m="$same" -v r="$ROUNDS" -v b="${size[$name]}" -v g="${gzsize[$name]}" \
      'BEGIN { printf "| %s | %.0f | %.2f | %.2f | %.1f | %d | %.1f |\n", n, t / r, t / s, t / m, b / 1024, b, g / 1024 }'
  done
  echo
  echo "Server resident memory (server process and children): ${rss_idle} MB idle after warming, ${rss_after} MB after the load."
} > "$out"
cat "$out"
