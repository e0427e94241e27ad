#!/usr/bin/env bash
# Where a page's main-thread time goes on a phone's CPU: V8's sampling profile and the long tasks of
# each page's load, until the page is alive and a second more, CPU slowed down RATE× (4, as
# Lighthouse's mobile), RUNS loads a page in turn (bench/lib/cpu-profile.mjs). Pages are served from
# the current production build (bench/lib/serve.sh: demo seed, upstream on). Build with
# BENCH_SOURCE_MAPS=1 for functions named by their source file and line.
#
#   BENCH_SOURCE_MAPS=1 npx next build && PAGES="/en/aboutus+reader blog" bash bench/cpu-profile.sh
#
# PAGES as bench/lighthouse.sh has them ("blog": the newest demo blog, signed in; "+reader": signed
# in). Writes bench/results/cpu-profile-<date>[-RESULT_SUFFIX].md.
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
PAGES=${PAGES:-/en/aboutus+reader blog}
# shellcheck source=bench/lib/serve.sh
source bench/lib/serve.sh
# shellcheck source=bench/lib/reader-session.sh
source bench/lib/reader-session.sh
sign_reader_in
start_load=$(cut -d' ' -f1-3 /proc/loadavg)
blog_id=$(newest_blog_id)
urls=()
for page in $PAGES; do
  [ "$page" = blog ] && page="/en/blogs/$blog_id"
  urls+=("http://localhost:$PORT${page%+reader}")
  curl -s -o /dev/null -H "Cookie: $reader_cookie" "http://localhost:$PORT${page%+reader}"  # warm the page cache
done
mkdir -p bench/results
out="bench/results/cpu-profile-$(date -u +%Y-%m-%d)${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
{
  echo "# Main-thread profile at a phone's CPU — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "CPU ${RATE:-4}× slower (DevTools throttling), $("${CHROME_PATH:-/usr/bin/chromium}" --version 2>/dev/null | head -n 1), ${RUNS:-3} loads a page, signed in, $(nproc) cores, commit $(git rev-parse --short HEAD), upstream $UPSTREAM. Load average at the start $start_load."
  node bench/lib/cpu-profile.mjs "$reader_cookie" "${urls[@]}"
  echo
  echo "Load average at the end $(cut -d' ' -f1-3 /proc/loadavg)."
  echo
  echo "## Reading (to be written by hand after the run)"
} > "$out"
cat "$out"
