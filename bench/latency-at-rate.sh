#!/usr/bin/env bash
# Latency under load, per instance (issue 28): for each feed page, its peak req/s (wrk, fixed
# connections, as feed-vs-static.sh measures it), then p50/p95/p99 at 80 % of that peak with an
# open-loop load at a fixed rate (bench/lib/fixed-rate.mjs: each request leaves at its planned time
# and its latency counts from then, as wrk2 does; wrk2 is not in Debian; its first WARMUP_SECONDS, 5,
# at the same rate are not counted, as wrk2 leaves out its first 10 s). One server instance, the
# headlines stand-in on (bench/lib/serve.sh). Writes bench/results/latency-at-rate-<date>.md.
#
#   bash bench/latency-at-rate.sh
#   SHARE=0.8 SECONDS_AT_RATE=20 bash bench/latency-at-rate.sh
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }
SHARE=${SHARE:-0.8}
SECONDS_AT_RATE=${SECONDS_AT_RATE:-20}
PEAK_DURATION=${PEAK_DURATION:-10s}
PEAK_RUNS=${PEAK_RUNS:-3}
CONNECTIONS=${CONNECTIONS:-32}
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
source bench/lib/serve.sh

targets=(
  "/en/general desktop|/en/general|$DESKTOP_UA"
  "/en/general mobile|/en/general|$MOBILE_UA"
  "/en/general/page/2 desktop|/en/general/page/2|$DESKTOP_UA"
  "/en/aboutus (static) desktop|/en/aboutus|$DESKTOP_UA"
)
rows=()
for target in "${targets[@]}"; do
  IFS='|' read -r name path ua <<<"$target"
  for _ in 1 2; do curl -s -o /dev/null -A "$ua" "http://localhost:$PORT$path"; done  # into the page cache
  # The peak is the median of PEAK_RUNS wrk runs: one run's estimate swung 30 % on a busy host, and a
  # high one put the fixed rate at saturation, where any page queues (round 2 of 2026-11-26).
  peak=$(for _ in $(seq 1 "$PEAK_RUNS"); do wrk -t2 -c"$CONNECTIONS" -d"$PEAK_DURATION" -H "User-Agent: $ua" "http://localhost:$PORT$path" | awk '/Requests\/sec/ {print $2}'; done | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
  rate=$(awk -v p="$peak" -v s="$SHARE" 'BEGIN { printf "%d", p * s }')
  sleep 2
  result=$(node bench/lib/fixed-rate.mjs "http://localhost:$PORT$path" "$rate" "$SECONDS_AT_RATE" "$ua")
  echo "$name: peak $peak req/s, at $rate req/s: $result"
  rows+=("$(node -e 'const [name, peak, r] = process.argv.slice(1); const x = JSON.parse(r); const kinds = Object.entries(x.failures).map(([kind, n]) => `${n} ${kind}`).join(", "); console.log(`| ${name} | ${Math.round(Number(peak))} | ${x.rate} | ${x.sent} | ${x.errors}${kinds ? ` (${kinds})` : ""} | ${x.p50} | ${x.p95} | ${x.p99} | ${x.max} |`)' "$name" "$peak" "$result")")
done

mkdir -p bench/results
out="bench/results/latency-at-rate-$(date -u +%Y-%m-%d)${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
{
  echo "# Latency at $(awk -v s="$SHARE" 'BEGIN { print s * 100 }') % of peak — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "One server instance ($DB_MODE; upstream: $UPSTREAM), commit $(git rev-parse --short HEAD), $(nproc) cores shared by the server, wrk and the load generator; load average $load_start at the start, $(cut -d' ' -f1-3 /proc/loadavg) at the end."
  echo "Peak: the median of $PEAK_RUNS runs of wrk -t2 -c$CONNECTIONS -d$PEAK_DURATION. Then $SECONDS_AT_RATE s at a fixed rate (open loop, latency from each request's planned start), after ${WARMUP_SECONDS:-5} s at that rate that are not counted (the load generator's own connections and code warming up, as wrk2 leaves out its first 10 s). Goal (issue 28): p95 ≤ 100 ms on a feed page."
  echo
  echo "| page | peak req/s | fixed rate | requests | errors (by kind) | p50 ms | p95 ms | p99 ms | max ms |"
  echo "|---|---|---|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
} > "$out"
cat "$out"
