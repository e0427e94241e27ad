# Sourced by the bench scripts: start_headlines PORT LOG starts the headlines stand-in
# (bench/lib/headlines-stand-in.ts: 10 wire stories a page, 100 in all) on PORT, logging to LOG, waits
# until it is ready and sets headlines_pid; the caller stops it.
start_headlines() {
  HEADLINES_PORT=$1 node --import tsx bench/lib/headlines-stand-in.ts > "$2" 2>&1 &
  headlines_pid=$!
  for _ in $(seq 1 60); do grep -q '^ready' "$2" 2>/dev/null && return; sleep 0.5; done
  echo "the headlines stand-in did not start: $(cat "$2")" >&2
  exit 1
}
