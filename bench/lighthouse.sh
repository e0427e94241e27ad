#!/usr/bin/env bash
# Lighthouse (mobile and desktop, median of RUNS) on the feed pages, against the current production
# build served with the demo seed. Writes bench/results/lighthouse-<date>.md.
#
#   npm install -g lighthouse   # or LIGHTHOUSE=/path/to/node_modules/.bin/lighthouse
#   bash bench/lighthouse.sh
#   RUNS=5 PAGES="/en/general /hi/general /en/blogs" bash bench/lighthouse.sh
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
LIGHTHOUSE=${LIGHTHOUSE:-$(command -v lighthouse || true)}
[ -n "$LIGHTHOUSE" ] || { echo "lighthouse is missing: npm install -g lighthouse (or set LIGHTHOUSE)" >&2; exit 1; }
export CHROME_PATH=${CHROME_PATH:-${CHROMIUM_PATH:-$(command -v chromium)}}
RUNS=${RUNS:-3}
# "blog" stands for the detail page of the newest demo blog, measured as a signed-in reader (SPEC:
# a blog post is for signed-in readers; anonymous readers are sent to the login page). A page
# written with "+reader" (e.g. /en/aboutus+reader) is measured signed in too: the same page as a
# signed-in reader gets it, with the account syncs, to set beside the blog post.
PAGES=${PAGES:-/en/general /hi/general /en/blogs blog}
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
source bench/lib/serve.sh
# shellcheck source=bench/lib/reader-session.sh
source bench/lib/reader-session.sh
blog_id=$(newest_blog_id)
pages=()
for page in $PAGES; do
  # "blog?v=x": the same post with a query (a variant a probe build switches on).
  case "$page" in blog | blog\?*) pages+=("/en/blogs/$blog_id${page#blog}") ;; *) pages+=("$page") ;; esac
done

sign_reader_in

reports="$DATA/reports"
mkdir -p "$reports"
# Flags for a closed network: no background calls home (they hang here) and no sandbox as root.
chrome_flags='--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run'
for page in "${pages[@]}"; do curl -s -o /dev/null -H "Cookie: $reader_cookie" "http://localhost:$PORT${page%+reader}"; done  # warm the page caches first
# Run after run, every page in turn (issue 28): a busy or quiet moment of the host hits every page,
# so a page is compared with the static about page of the same run.
for run in $(seq 1 "$RUNS"); do
  for page in "${pages[@]}"; do
    signed_in=()
    case "$page" in /*/blogs/* | *+reader) signed_in=(--extra-headers="{\"Cookie\":\"$reader_cookie\"}") ;; esac
    for form in ${FORMS:-mobile desktop}; do
      preset=(); [ "$form" = desktop ] && preset=(--preset=desktop)
      # THROTTLING=devtools: the network and CPU really slowed down in Chromium, instead of
      # Lighthouse's default simulation (Lantern), which estimates the metrics from a fast load.
      [ -n "${THROTTLING:-}" ] && preset+=(--throttling-method="$THROTTLING")
      name="$(echo "$page" | tr '/' '_')-$form-$run"
      # Once more if Lighthouse fails to record the load (NO_NAVSTART and the like: its trace, not the page).
      for attempt in 1 2; do
        "$LIGHTHOUSE" "http://localhost:$PORT${page%+reader}" "${preset[@]}" "${signed_in[@]}" --quiet --output=json --output-path="$reports/$name.json" \
          --only-categories=performance,accessibility,best-practices,seo --chrome-flags="$chrome_flags" && break
        rm -f "$reports/$name.json"
        echo "run $name failed (attempt $attempt)" >&2
      done
      echo "done $page $form run $run"
    done
  done
done

# REPORTS_DIR: keep the JSON reports (the served build's folder goes at exit) for a closer look.
[ -n "${REPORTS_DIR:-}" ] && mkdir -p "$REPORTS_DIR" && cp "$reports"/*.json "$REPORTS_DIR"/
mkdir -p bench/results
out="bench/results/lighthouse-$(date -u +%Y-%m-%d)${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
{
  echo "# Lighthouse on the feed pages — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "Lighthouse $("$LIGHTHOUSE" --version), $("$CHROME_PATH" --version 2>/dev/null | head -n 1), median of $RUNS runs, $(nproc) cores, load average at the end $(cut -d' ' -f1-3 /proc/loadavg), commit $(git rev-parse --short HEAD)."
  [ -n "${THROTTLING:-}" ] && echo "Throttling method: $THROTTLING (not Lighthouse's default simulation)."
  echo "Load average at the start $load_start (2 cores: above 2 is a busy machine, where scores are lower)."
  echo "Upstream: $UPSTREAM."
  echo "Targets (issues 15 and 28, mobile, median of 5 on a quiet machine): performance ≥ 0.98 and LCP ≤ 1.8 s on runs whose benchmarkIndex ≥ 2,000, never below the static about page of the same run; TBT ≤ 100 ms, CLS 0; accessibility, best practices, SEO = 1.0."
  echo
  node bench/lib/lighthouse-summary.mjs "$reports"
} > "$out"
cat "$out"
