# Sourced by the bench scripts: serves the current production build (built once if missing) on
# BENCH_PORT with a throw-away DATA_DIR (demo seed), stopped and removed when the script exits. The
# server starts as `npm start` starts it (scripts/start.ts: the preloads and the heap cap).
# With BENCH_DATABASE_URL (a PostgreSQL server URL without a database name, e.g.
# postgres://postgres@127.0.0.1:5432) it creates a throw-away database there instead, seeds it with
# the demo content and drops it at the end. Sets PORT, DATA, DB_MODE, UPSTREAM, SERVER_PID, DESKTOP_UA and MOBILE_UA.
# With EVENT_LOOP_PROBE=1 the server's processes write their event-loop stalls over 50 ms and their
# garbage collector's pauses over 20 ms to $STALLS (bench/lib/event-loop-probe.cjs; server_stalls
# reads them back for a time window).
PORT=${BENCH_PORT:-3300}
DATA=$(mktemp -d)
DESKTOP_UA='Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Safari/537.36'
MOBILE_UA='Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Mobile Safari/537.36'

[ -f .next/BUILD_ID ] || npx next build
# A fresh DATA_DIR: drop the pages and reads Next cached from an earlier database (scripts/next-cache.ts).
rm -rf .next/cache/fetch-cache .next/server/route-cache
server_env=(DATA_DIR="$DATA" NEXT_TELEMETRY_DISABLED=1)
DB_MODE="embedded (PGlite)"
bench_db=""
if [ -n "${BENCH_DATABASE_URL:-}" ]; then
  bench_db="bench_$(date +%s)_$$"
  psql "${BENCH_DATABASE_URL%/}/postgres" -qc "CREATE DATABASE $bench_db" >/dev/null
  # A throw-away secret for this run only (required with DATABASE_URL in production).
  server_env+=(DATABASE_URL="${BENCH_DATABASE_URL%/}/$bench_db" SEED_DEMO=true NEXTAUTH_SECRET="$(head -c 32 /dev/urandom | base64)")
  DB_MODE="PostgreSQL server (DATABASE_URL)"
fi
# The headlines service is on (issue 28: production's feeds carry 10 wire stories a page): a local
# stand-in (bench/lib/headlines-stand-in.ts) on BENCH_HEADLINES_PORT (PORT + 2000). BENCH_UPSTREAM=off
# measures the site's own news alone, as the first round did. Sets UPSTREAM.
UPSTREAM=${BENCH_UPSTREAM:-on}
headlines_pid=""
# shellcheck source=bench/lib/headlines.sh
source bench/lib/headlines.sh
if [ "$UPSTREAM" != off ]; then
  headlines_port=${BENCH_HEADLINES_PORT:-$((PORT + 2000))}
  start_headlines "$headlines_port" "$DATA/headlines.log"
  server_env+=(HEADLINES_API_URL="http://127.0.0.1:$headlines_port" HEADLINES_API_KEYS=bench-headlines-key)
  UPSTREAM="on (stand-in on port $headlines_port: 10 wire stories a page, 100 in all)"
fi
# SERVER_NODE_OPTIONS: Node flags for the server only (an A/B of V8 settings), not the bench's own tools.
server_options=${SERVER_NODE_OPTIONS:-}
STALLS="$DATA/stalls.log"
if [ "${EVENT_LOOP_PROBE:-0}" = 1 ]; then
  : > "$STALLS"
  server_options="${server_options:+$server_options }--require $PWD/bench/lib/event-loop-probe.cjs"
  server_env+=(EVENT_LOOP_PROBE_FILE="$STALLS")
fi
[ -n "$server_options" ] && server_env+=(NODE_OPTIONS="$server_options")
env "${server_env[@]}" PORT="$PORT" node --conditions=react-server --import tsx scripts/start.ts > "$DATA/server.log" 2>&1 &
SERVER_PID=$!
cleanup() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  [ -n "$headlines_pid" ] && kill "$headlines_pid" 2>/dev/null
  wait 2>/dev/null || true
  [ -n "$bench_db" ] && psql "${BENCH_DATABASE_URL%/}/postgres" -qc "DROP DATABASE IF EXISTS $bench_db" >/dev/null 2>&1
  rm -rf "$DATA"
}
trap cleanup EXIT
for _ in $(seq 1 90); do curl -sf -o /dev/null "http://localhost:$PORT/en/aboutus" && break; sleep 1; done

# The server's event-loop stalls between two epoch-ms times (EVENT_LOOP_PROBE=1), and the collector's
# pauses over 20 ms among them: "<count> (longest <ms> ms); GC pauses: <count>, <ms> in all (longest <ms>, <n> major)",
# "not probed" without the probe.
server_stalls() {
  [ "${EVENT_LOOP_PROBE:-0}" = 1 ] || { echo "not probed"; return; }
  awk -v from="$1" -v to="$2" '$1 >= from && $1 - $3 <= to {
      if ($4 == "loop") { n++; if ($3 > m) m = $3 } else { g++; gt += $3; if ($3 > gm) gm = $3; if ($4 == "gc-major") major++ }
    }
    END { printf "%d", n; if (n) printf " (longest %d ms)", m; printf "; GC pauses: %d", g; if (g) printf ", %d ms in all (longest %d, %d major)", gt, gm, major }' "$STALLS"
}

# Resident memory (MB) of the server: the process that listens on PORT and its children (not the
# start script that launched it).
server_rss_mb() {
  local server pids
  server=$(ss -Htlnp "sport = :$PORT" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
  pids=$(echo "$server" $(pgrep -P "$server" || true) | tr ' ' ',')
  { ps -o rss= -p "$pids" 2>/dev/null || true; } | awk '{ kb += $1 } END { printf "%.0f", kb / 1024 }'
}
