# Sourced by the bench scripts: serves the current production build (built once if missing) on
# BENCH_PORT with a throw-away DATA_DIR (demo seed), stopped and removed when the script exits.
# Sets PORT, DATA, DESKTOP_UA and MOBILE_UA.
PORT=${BENCH_PORT:-3300}
DATA=$(mktemp -d)
DESKTOP_UA='Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Safari/537.36'
MOBILE_UA='Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Mobile Safari/537.36'

[ -f .next/BUILD_ID ] || npx next build
# A fresh DATA_DIR: drop the pages and reads Next cached from an earlier database (scripts/next-cache.ts).
rm -rf .next/cache/fetch-cache .next/server/route-cache
DATA_DIR="$DATA" NEXT_TELEMETRY_DISABLED=1 node node_modules/next/dist/bin/next start --port "$PORT" > "$DATA/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$DATA"' EXIT
for _ in $(seq 1 60); do curl -sf -o /dev/null "http://localhost:$PORT/en/aboutus" && break; sleep 1; done
