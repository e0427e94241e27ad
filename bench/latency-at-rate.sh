#!/usr/bin/env bash
# Latency under load, per instance (issue 28): for each feed page, its peak req/s, then
# p50/p95/p99 at 80 % of that peak with an open-loop load at a fixed rate (bench/lib/fixed-rate.mjs:
# each request leaves at its planned time and its latency counts from then, as wrk2 does; wrk2 is not in Debian; its first WARMUP_SECONDS, 5,
# at the same rate are not counted, as wrk2 leaves out its first 10 s). One server instance, the
# headlines stand-in on (bench/lib/serve.sh). Writes bench/results/latency-at-rate-<date>.md.
# The peak the share is taken of is measured by the same Node client in a closed loop (fixed-rate.mjs
# --peak, CONNECTIONS in flight): the server shares the machine's cores with its load, so its peak is
# the one beside the client that then sends the rate (2026-11-29: at 80 % of wrk's peak the phone feed
# queued for the whole run, p50 5.8 s). wrk's peak is written beside it. Both swing ±20 % from run to
# run on a busy host (round-2-2026-11-29-round-2e.md), which the same client does not cure.
#
#   bash bench/latency-at-rate.sh
#   SHARE=0.8 SECONDS_AT_RATE=20 bash bench/latency-at-rate.sh
#   RATE=400 SERVER_NODE_OPTIONS=--max-semi-space-size=32 RESULT_SUFFIX=semi-32 bash bench/latency-at-rate.sh
#     (every page at one fixed rate, no peak measured: two server settings compared at the same load)
#
# The rate from a latency budget (after stop 53): one run at 80 % of a closed-loop peak says met or not
# for one minute of a host whose speed swings by a fifth within the hour, and which page saturates
# changed from run to run. So each page also gets the highest fixed rate whose p95 stays within
# BUDGET_MS (100) with no errors, found by bisection on the share of its peak (SEARCH_STEPS, 5, runs of
# SEARCH_SECONDS, 10, each after the usual uncounted warm-up; the first tried is the goal's 0.8; a step
# that fails is run once more before it counts): the goal holds when that share is 0.8 or more.
# SEARCH_STEPS=0 leaves it out.
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
BUDGET_MS=${BUDGET_MS:-100}
SEARCH_STEPS=${SEARCH_STEPS:-5}
SEARCH_SECONDS=${SEARCH_SECONDS:-10}
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
# The server's event-loop stalls beside each result (a 10 ms timer in the server; EVENT_LOOP_PROBE=0 leaves it out).
export EVENT_LOOP_PROBE=${EVENT_LOOP_PROBE:-1}
source bench/lib/serve.sh
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# One run of SEARCH_SECONDS at a fixed rate: prints "p95 held", held 1 when p95 ≤ BUDGET_MS with no errors.
budget_run() {
  local r p95 errors
  sleep 2
  r=$(node bench/lib/fixed-rate.mjs "http://localhost:$PORT$1" "$3" "$SEARCH_SECONDS" "$2")
  p95=$(node -pe 'JSON.parse(process.argv[1]).p95' "$r")
  errors=$(node -pe 'JSON.parse(process.argv[1]).errors' "$r")
  echo "$p95 $(awk -v p="$p95" -v b="$BUDGET_MS" -v e="$errors" 'BEGIN { print (p <= b && e == 0) ? 1 : 0 }')"
}

# The highest share of the peak (between 0.3 and 1.3, to 1/32) whose fixed rate keeps p95 within
# BUDGET_MS with no errors. Prints "share rate p95 tried", share "<0.3" when none held; tried lists
# each step as share:p95 (x when it failed the budget). A step that fails is run once more before it
# counts (x/p95 when the second run held): one slow window of the host at the first step (0.8) sent the
# search down for good, the static page's 0.80 failing at p95 1.1 s where the same rate had given 23 ms
# minutes before (round-2-2026-12-01-stop54).
budget_share() {
  local path=$1 ua=$2 peak=$3 lo=0.3 hi=1.3 held="" held_rate="" held_p95="" tried=() mid rate p95 ok again again_ok
  for _ in $(seq 1 "$SEARCH_STEPS"); do
    mid=$(awk -v a="$lo" -v b="$hi" 'BEGIN { printf "%.4f", (a + b) / 2 }')
    rate=$(awk -v p="$peak" -v s="$mid" 'BEGIN { printf "%d", p * s }')
    read -r p95 ok <<<"$(budget_run "$path" "$ua" "$rate")"
    if [ "$ok" = 1 ]; then
      lo=$mid held=$mid held_rate=$rate held_p95=$p95 tried+=("$(printf '%.2f' "$mid"):$p95")
      continue
    fi
    read -r again again_ok <<<"$(budget_run "$path" "$ua" "$rate")"
    if [ "$again_ok" = 1 ]; then
      lo=$mid held=$mid held_rate=$rate held_p95=$again tried+=("$(printf '%.2f' "$mid"):${p95}x/$again")
    else
      hi=$mid tried+=("$(printf '%.2f' "$mid"):${p95}x/${again}x")
    fi
  done
  if [ -n "$held" ]; then printf '%.2f %s %s %s\n' "$held" "$held_rate" "$held_p95" "${tried[*]}"; else echo "<0.3 — — ${tried[*]}"; fi
}

targets=(
  "/en/general desktop|/en/general|$DESKTOP_UA"
  "/en/general mobile|/en/general|$MOBILE_UA"
  "/en/general/page/2 desktop|/en/general/page/2|$DESKTOP_UA"
  "/en/aboutus (static) desktop|/en/aboutus|$DESKTOP_UA"
)
rows=()
budget_rows=()
for target in "${targets[@]}"; do
  IFS='|' read -r name path ua <<<"$target"
  for _ in 1 2; do curl -s -o /dev/null -A "$ua" "http://localhost:$PORT$path"; done  # into the page cache
  # Each peak is the median of PEAK_RUNS runs: one run's estimate swung 30 % on a busy host, and a
  # high one put the fixed rate at saturation, where any page queues (round 2 of 2026-11-26).
  if [ -n "${RATE:-}" ]; then
    # One fixed rate for every page (an A/B of two server settings at the same load): no peak measured.
    wrk_peak="—" peak="—" rate=$RATE
  else
    wrk_peak=$(for _ in $(seq 1 "$PEAK_RUNS"); do wrk -t2 -c"$CONNECTIONS" -d"$PEAK_DURATION" -H "User-Agent: $ua" "http://localhost:$PORT$path" | awk '/Requests\/sec/ {print $2}'; done | median)
    peak=$(for _ in $(seq 1 "$PEAK_RUNS"); do node bench/lib/fixed-rate.mjs --peak "http://localhost:$PORT$path" "$CONNECTIONS" "${PEAK_DURATION%s}" "$ua" | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).peak'; done | median)
    rate=$(awk -v p="$peak" -v s="$SHARE" 'BEGIN { printf "%d", p * s }')
  fi
  sleep 2
  from=$(date +%s%3N)
  result=$(node bench/lib/fixed-rate.mjs "http://localhost:$PORT$path" "$rate" "$SECONDS_AT_RATE" "$ua")
  stalls=$(server_stalls "$from" "$(date +%s%3N)")
  echo "$name: peak $peak req/s (wrk $wrk_peak), at $rate req/s: $result; server stalls: $stalls"
  rows+=("$(node -e 'const [name, wrkPeak, peak, r, stalls] = process.argv.slice(1); const x = JSON.parse(r); const kinds = Object.entries(x.failures).map(([kind, n]) => `${n} ${kind}`).join(", "); console.log(`| ${name} | ${Number.isNaN(Number(wrkPeak)) ? wrkPeak : Math.round(Number(wrkPeak))} | ${Number.isNaN(Number(peak)) ? peak : Math.round(Number(peak))} | ${x.rate} | ${x.sent} | ${x.errors}${kinds ? ` (${kinds})` : ""} | ${x.p50} | ${x.p95} | ${x.p99} | ${x.max} | ${x.clientStallMax} | ${stalls} |`)' "$name" "$wrk_peak" "$peak" "$result" "$stalls")")
  if [ -z "${RATE:-}" ] && [ "$SEARCH_STEPS" -gt 0 ]; then
    read -r share share_rate share_p95 tried <<<"$(budget_share "$path" "$ua" "$peak")"
    echo "$name: highest share of the peak within p95 ≤ $BUDGET_MS ms: $share ($share_rate req/s, p95 $share_p95 ms); tried $tried"
    verdict=$(awk -v s="$share" -v g="$SHARE" 'BEGIN { print (s + 0 >= g && s !~ /</) ? "met" : "not met" }')
    budget_rows+=("| $name | $(printf '%.0f' "$peak") | $share | $share_rate | $share_p95 | ${tried// /, } | $verdict |")
  fi
done

rss=$(server_rss_mb)
mkdir -p bench/results
out="bench/results/latency-at-rate-$(date -u +%Y-%m-%d)${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
{
  if [ -n "${RATE:-}" ]; then echo "# Latency at $RATE requests/s — $(date -u +%Y-%m-%dT%H:%MZ)"; else echo "# Latency at $(awk -v s="$SHARE" 'BEGIN { print s * 100 }') % of peak — $(date -u +%Y-%m-%dT%H:%MZ)"; fi
  echo
  echo "One server instance ($DB_MODE; upstream: $UPSTREAM), commit $(git rev-parse --short HEAD)${SERVER_NODE_OPTIONS:+, server NODE_OPTIONS \`$SERVER_NODE_OPTIONS\`}, $(nproc) cores shared by the server, wrk and the load generator; load average $load_start at the start, $(cut -d' ' -f1-3 /proc/loadavg) at the end."
  [ -n "${RATE:-}" ] && echo "Every page at RATE, $RATE requests/s: no peak measured."
  echo "Peak (without RATE): the median of $PEAK_RUNS runs of this generator in a closed loop ($CONNECTIONS requests in flight for ${PEAK_DURATION%s} s after 2 s uncounted: fixed-rate.mjs --peak), the client that then sends the fixed rate; wrk's peak (median of $PEAK_RUNS runs of wrk -t2 -c$CONNECTIONS -d$PEAK_DURATION) beside it, for comparison (both swing from run to run on a busy host). Then $SECONDS_AT_RATE s at a fixed rate (open loop, latency from each request's planned start), after ${WARMUP_SECONDS:-5} s at that rate that are not counted (the load generator's own connections and code warming up, as wrk2 leaves out its first 10 s). Goal (issue 28): p95 ≤ 100 ms on a feed page."
  echo
  echo "Stalls: the load generator's own longest event-loop delay while it counted (a request it sent late counts that delay), and the server's event-loop stalls over 50 ms in the same window, warm-up included, with its garbage collector's pauses over 20 ms (EVENT_LOOP_PROBE=1, bench/lib/event-loop-probe.cjs; \"not probed\" without it)."
  echo
  echo "| page | wrk's peak req/s | peak req/s, this client | fixed rate | requests | errors (by kind) | p50 ms | p95 ms | p99 ms | max ms | generator's longest stall ms | server: loop stalls > 50 ms; GC pauses > 20 ms |"
  echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
  if [ "${#budget_rows[@]}" -gt 0 ]; then
    echo
    echo "## The highest rate within the budget"
    echo
    echo "For each page, the highest fixed rate whose p95 stayed within $BUDGET_MS ms with no errors, as a share of its peak above: bisection between 0.3 and 1.3 of the peak, $SEARCH_STEPS steps of $SEARCH_SECONDS s each (after the uncounted warm-up), the first at 0.8; a step that failed was run once more before it counted (one slow window of a shared host is not the page's limit). The goal (p95 ≤ 100 ms at 80 % of peak) holds when the share is 0.8 or more. Steps as share:p95 ms, x where the budget failed (a p95 over it, or an error), a second run after a slash."
    echo
    echo "| page | peak req/s, this client | highest share within the budget | its rate req/s | its p95 ms | steps | goal |"
    echo "|---|---|---|---|---|---|---|"
    printf '%s\n' "${budget_rows[@]}"
  fi
  echo
  echo "Server resident memory after the last page: $rss MB."
} > "$out"
cat "$out"
