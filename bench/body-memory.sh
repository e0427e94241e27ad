#!/usr/bin/env bash
# Issue 11 item 1: the server's memory before and after oversize request bodies. Sends COUNT
# (default 5) JSON bodies of SIZE_MB (default 200) to /api/user/register, chunked (no
# Content-Length, so the cap must hold while streaming), and writes the server's RSS before and
# after, and each answer's status and time, to bench/results/body-memory-<date>.md.
# Loopback only, bounded: COUNT × SIZE_MB megabytes are generated locally.
set -euo pipefail
cd "$(dirname "$0")/.."
BENCH_PORT=${BENCH_PORT:-7210}
COUNT=${COUNT:-5}
SIZE_MB=${SIZE_MB:-200}
source bench/lib/serve.sh

rss_mb() { awk '/VmRSS/ { printf "%.0f", $2 / 1024 }' "/proc/$server/status"; }
send() {
  { printf '{"fullName":"'; head -c "$((SIZE_MB * 1024 * 1024))" /dev/zero | tr '\0' a; printf '","email":"x@example.com"}'; } |
    curl -s -o /dev/null -w '%{http_code} %{time_total}' -H 'content-type: application/json' -H 'transfer-encoding: chunked' \
      -H "x-forwarded-for: 10.99.0.$1" --data-binary @- "http://localhost:$PORT/api/user/register" 2>/dev/null || true
}

# Warm up the route once with a small body, so the first big body is not also the first request.
curl -s -o /dev/null -H 'content-type: application/json' -d '{}' "http://localhost:$PORT/api/user/register" || true
sleep 1
before=$(rss_mb)
answers=()
for i in $(seq 1 "$COUNT"); do answers+=("$(send "$i")"); done
sleep 2
after=$(rss_mb)

out="bench/results/body-memory-$(date -u +%F).md"
{
  echo "# Oversize JSON bodies vs server memory ($(date -u '+%F %H:%M UTC'))"
  echo
  echo "- machine: shared by eight engineers while this ran; load average: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
  echo "- server: \`next start\` of the current build, embedded database; body cap BODY_MAX_BYTES default (64 KB)"
  echo "- bodies: $COUNT × $SIZE_MB MB JSON, chunked (no Content-Length), to POST /api/user/register"
  echo
  echo "| | RSS (MB) |"
  echo "|---|---|"
  echo "| before | $before |"
  echo "| after | $after |"
  echo "| growth | $((after - before)) |"
  echo
  echo "Answers (status, seconds): ${answers[*]}"
  echo
  echo "Before the cap (issue 11's table, main at d185736): one 200 MB body took RSS from 627 MB to 1.36 GB."
} > "$out"
cat "$out"
