#!/usr/bin/env bash
# The framework's floor measured, not assumed (issue 28): a blank app of the Next.js and React this
# project has installed (a root layout and a page saying "Hello", nothing else) is built and served,
# and its first-load JS is set beside the project's pages. What a page's framework share has beyond
# the blank app is Next code that one of our features pulls in (next/link, next/dynamic, next/image…),
# listed file by file: the part of the "framework" that is ours to choose.
#
#   BENCH_SOURCE_MAPS=1 npx next build     # the project's build, with source maps (see first-load-js.sh)
#   bash bench/framework-floor.sh
#   PAGES="/en/general /en/aboutus" bash bench/framework-floor.sh
#
# A second blank app, on the Pages Router (a page with one next/link), shows that router's floor
# beside the static pages' goal (about page <= 120 KB).
#
# The blank app is written to a throw-away folder inside the repository (.data-blank-app-*, ignored by
# git), so it resolves the project's own node_modules without an install, and is removed at the end.
# Writes bench/results/framework-floor-<date>[-RESULT_SUFFIX].md. Options: PAGES, BLANK_PORT (3901),
# BENCH_PORT, RESULT_SUFFIX.
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
PAGES=${PAGES:-/en/general /en/aboutus /en/blogs /en/signup}
BLANK_PORT=${BLANK_PORT:-3901}
blank=$(mktemp -d "$PWD/.data-blank-app-XXXX")
blank_pid=""
# The blank app's server is stopped as a process group (it runs under setsid): npx starts next, which
# starts the server, and killing npx alone left the server listening on BLANK_PORT, serving the next
# run's measurement from a deleted folder.
stop_blank_server() {
  [ -n "$blank_pid" ] && kill -- "-$blank_pid" 2>/dev/null && wait "$blank_pid" 2>/dev/null
  blank_pid=""
}
stop_blank() {
  stop_blank_server
  rm -rf "$blank"
}
trap stop_blank EXIT
# Builds and serves the blank app in folder $1 and measures its page / into $blank/$2.{md,json}.
measure_blank() {
  local dir=$1 name=$2
  echo 'export default { productionBrowserSourceMaps: true };' > "$dir/next.config.mjs"
  echo '{ "name": "blank-app", "private": true }' > "$dir/package.json"
  # Its own (empty) start-up hook: without one, Next 16 built the repository's instrumentation.ts into the
  # blank app (the folder is inside the repository), whose start then failed looking for our migrations.
  echo 'export function register() {}' > "$dir/instrumentation.js"
  (cd "$dir" && NEXT_TELEMETRY_DISABLED=1 npx next build > build.log 2>&1) || { cat "$dir/build.log" >&2; exit 1; }
  ! curl -s -o /dev/null "http://localhost:$BLANK_PORT/" || { echo "port $BLANK_PORT is taken: set BLANK_PORT" >&2; exit 1; }
  (cd "$dir" && NEXT_TELEMETRY_DISABLED=1 exec setsid npx next start -p "$BLANK_PORT" > start.log 2>&1) &
  blank_pid=$!
  for _ in $(seq 1 120); do curl -sf -o /dev/null "http://localhost:$BLANK_PORT/" && break; sleep 0.5; done
  curl -sf -o /dev/null "http://localhost:$BLANK_PORT/" || { echo "the blank app did not answer on port $BLANK_PORT in 60 s:" >&2; cat "$dir/start.log" >&2; exit 1; }
  FLOOR_FILES_OUT="$blank/$name.json" node bench/lib/first-load-js.mjs "http://localhost:$BLANK_PORT" / > "$blank/$name.md"
  stop_blank_server || true
}

mkdir -p "$blank/app"
# JavaScript, not TypeScript: the build then has no tsconfig of its own to write or check.
cat > "$blank/app/layout.jsx" <<'EOF'
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
EOF
echo 'export default function Page() { return <p>Hello</p>; }' > "$blank/app/page.jsx"
measure_blank "$blank" blank

# The same framework's other router, for the static pages' goal: a Pages Router page with one
# next/link (every page of ours has links), in a folder of its own.
mkdir -p "$blank/pages-router/pages"
cat > "$blank/pages-router/pages/index.jsx" <<'EOF'
import Link from 'next/link';
export default function Page() { return <p>Hello <Link href="/other">other</Link></p>; }
EOF
echo 'export default function Other() { return <p>Other</p>; }' > "$blank/pages-router/pages/other.jsx"
measure_blank "$blank/pages-router" pages-router

# shellcheck source=bench/lib/serve.sh
source bench/lib/serve.sh
trap 'cleanup; stop_blank' EXIT  # serve.sh's own trap, and the blank app's folder
FLOOR_FILES_OUT="$blank/pages.json" node bench/lib/first-load-js.mjs "http://localhost:$PORT" $PAGES > "$blank/pages.md"

mkdir -p bench/results
out="bench/results/framework-floor-$(date -u +%Y-%m-%d)${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
versions=$(node -p "['next', 'react', 'react-dom'].map((name) => name + ' ' + require(name + '/package.json').version).join(', ')")
{
  echo "# The framework's floor: a blank app beside our pages — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "A blank app ($versions, as installed here; a root layout and a page saying \"Hello\") built and served with \`next start\`, then the project's build (commit $(git rev-parse --short HEAD), upstream: $UPSTREAM) with bench/lib/first-load-js.mjs: every script Chromium downloads until the network is idle, gzip -9, split by source map. Load average $(cut -d' ' -f1-3 /proc/loadavg). Goals (issue 28): phone feed ≤ 150 KB gzipped, about page ≤ 120 KB."
  echo
  echo "## The blank app"
  echo
  cat "$blank/blank.md"
  echo
  echo "## The Pages Router's blank page (one next/link; the same Next and React)"
  echo
  cat "$blank/pages-router.md"
  echo
  echo "## Our pages"
  echo
  cat "$blank/pages.md"
  echo
  echo "## Next's code beyond the blank app, by file (gzipped KB, shares of 0.1 KB and more)"
  echo
  node -e '
    const fs = require("node:fs");
    const [blank] = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    console.log("| page | device | total | framework | blank app | framework beyond the blank app | by file |");
    console.log("|---|---|---|---|---|---|---|");
    let above = "";
    for (const { page, device, gzipped, floor, files } of JSON.parse(fs.readFileSync(process.argv[2], "utf8"))) {
      const extra = Object.entries(files)
        .map(([file, bytes]) => [file, bytes - (blank.files[file] ?? 0)])
        .filter(([, bytes]) => bytes >= 102.4)
        .sort((a, b) => b[1] - a[1])
        .map(([file, bytes]) => `${file} ${kb(bytes)}`)
        .join(", ");
      console.log(`| ${page} | ${device} | ${kb(gzipped)} | ${kb(floor)} | ${kb(blank.gzipped)} | ${kb(floor - blank.floor)} | ${extra === above ? "as in the row above" : extra} |`);
      above = extra;
    }
  ' "$blank/blank.json" "$blank/pages.json"
} > "$out"
cat "$out"
