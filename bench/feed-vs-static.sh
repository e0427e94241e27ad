#!/usr/bin/env bash
# Throughput of the feed pages against a static page of the same server, measured side by side:
# interleaved rounds of wrk (Debian package) at fixed connections, reported as ratios to the static
# page (absolute numbers on a shared machine mean little). Writes bench/results/feed-vs-static-<date>.md.
#
#   bash bench/feed-vs-static.sh            # builds if needed, serves on BENCH_PORT (3300) with its own DATA_DIR
#   ROUNDS=5 DURATION=15s CONNECTIONS=32 bash bench/feed-vs-static.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }

ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-32}
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
)
declare -A total
for target in "${targets[@]}"; do  # warm every page into the cache first
  IFS='|' read -r _ path ua <<<"$target"
  curl -s -o /dev/null -A "$ua" "http://localhost:$PORT$path"
done
for round in $(seq 1 "$ROUNDS"); do
  for target in "${targets[@]}"; do
    IFS='|' read -r name path ua <<<"$target"
    rps=$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" -H "User-Agent: $ua" "http://localhost:$PORT$path" | awk '/Requests\/sec/ {print $2}')
    total[$name]=$(awk -v a="${total[$name]:-0}" -v b="$rps" 'BEGIN { print a + b }')
    echo "round $round  $name: $rps req/s"
  done
done

mkdir -p bench/results
out="bench/results/feed-vs-static-$(date -u +%Y-%m-%d).md"
static=${total["${targets[0]%%|*}"]}
static_mobile=${total["${targets[1]%%|*}"]}
{
  echo "# Feed vs static page — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "wrk -t2 -c$CONNECTIONS -d$DURATION, $ROUNDS interleaved rounds, $(nproc) cores, load average at the end $(cut -d' ' -f1-3 /proc/loadavg), commit $(git rev-parse --short HEAD). Target: feed ≥ 0.8× static."
  echo
  echo "| page | mean req/s | ratio to static | ratio to static, same device |"
  echo "|---|---|---|---|"
  for target in "${targets[@]}"; do
    name=${target%%|*}
    same=$static; [[ $name == *mobile ]] && same=$static_mobile
    awk -v n="$name" -v t="${total[$name]}" -v s="$static" -v m="$same" -v r="$ROUNDS" 'BEGIN { printf "| %s | %.0f | %.2f | %.2f |\n", n, t / r, t / s, t / m }'
  done
} > "$out"
cat "$out"
