#!/usr/bin/env bash
# First-load JS per route (what each page's HTML makes the browser fetch), desktop and phone, raw
# and gzipped, from the current production build. Writes bench/results/first-load-js-<date>.md.
#
#   bash bench/first-load-js.sh
#   PAGES="/en/general /en/blogs" bash bench/first-load-js.sh
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
PAGES=${PAGES:-/en/general /hi/general /en/general/page/2 /en/stocks /en/bookmarks /en/blogs /en/aboutus /en/login /en/signup /en/forgot-password /en/reset-password/x /en/admin/login}
source bench/lib/serve.sh
mkdir -p bench/results
out="bench/results/first-load-js-$(date -u +%Y-%m-%d)${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
{
  echo "# First-load JS per route — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "Scripts Chromium downloads for each page until the network is idle (as a desktop and as a Pixel 7; service worker blocked, so nothing is served from its cache), summed raw and gzip -9, commit $(git rev-parse --short HEAD), load average $(cut -d' ' -f1-3 /proc/loadavg). Upstream: $UPSTREAM. Goals (issue 28): phone feed ≤ 150 KB gzipped, about page ≤ 120 KB, ours ≤ 30 KB gzipped on any reader page. The framework floor is React DOM, the app router and Turbopack's runtime (their chunks, bench/lib/first-load-js.mjs)."
  echo
  node bench/lib/first-load-js.mjs "http://localhost:$PORT" $PAGES
} > "$out"
cat "$out"
