#!/usr/bin/env bash
# What a page sends, and what of it the phone must parse and hydrate (issue 28: the blog post scores
# below the about page of the same Lighthouse run): per page, its HTML, the inline scripts in it and
# the React Server Components payload among them (self.__next_f.push), the markup without scripts, the
# number of elements and the gzipped size. As a signed-in reader on a phone (Pixel 7's user agent),
# upstream on, current build. Writes bench/results/page-weight-<date>.md.
#
#   bash bench/page-weight.sh
#   PAGES="/en/aboutus+reader blog /en/general" bash bench/page-weight.sh
#   KEEP_HTML=/tmp/pages bash bench/page-weight.sh     # also keeps each page's HTML there, to read its payload
#   DEVICE=desktop PAGES="/en/general" bash bench/page-weight.sh   # as a desktop browser (the HTML goal's page)
# "blog" is the newest demo blog's page; "+reader" is the page signed in, as in bench/lighthouse.sh
# (a blog post is for signed-in readers only, so it is set beside the signed-in about page).
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
PAGES=${PAGES:-/en/aboutus+reader blog}
source bench/lib/serve.sh
# shellcheck source=bench/lib/reader-session.sh
source bench/lib/reader-session.sh
sign_reader_in
DEVICE=${DEVICE:-phone}
user_agent=$MOBILE_UA
[ "$DEVICE" = desktop ] && user_agent=$DESKTOP_UA
blog_id=$(newest_blog_id)
rows=()
for page in $PAGES; do
  path=${page%+reader}
  [ "$page" = blog ] && path="/en/blogs/$blog_id"
  cookie=()
  case "$page" in blog | *+reader) cookie=(-H "Cookie: $reader_cookie") ;; esac
  # The second answer is the one measured: the first may fill a cache.
  for _ in 1 2; do curl -s -o "$DATA/page.html" "${cookie[@]}" -A "$user_agent" "http://localhost:$PORT$path"; done
  [ -n "${KEEP_HTML:-}" ] && mkdir -p "$KEEP_HTML" && cp "$DATA/page.html" "$KEEP_HTML/$(printf '%s' "$page" | tr -c 'a-zA-Z0-9+-' '_').html"
  rows+=("$(node -e '
    const [file, name] = process.argv.slice(1);
    const html = require("fs").readFileSync(file, "utf8");
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    const inline = scripts.reduce((n, s) => n + s.length, 0);
    const payload = scripts.filter((s) => s.startsWith("self.__next_f.push")).reduce((n, s) => n + s.length, 0);
    const elements = (html.match(/<[a-z][a-z0-9-]*[\s>/]/g) || []).length;
    const kb = (n) => (n / 1024).toFixed(1);
    const zlib = require("zlib");
    console.log(`| ${name} | ${Buffer.byteLength(html)} | ${kb(html.length)} | ${kb(inline)} | ${kb(payload)} | ${kb(html.length - inline)} | ${elements} | ${kb(zlib.gzipSync(html, { level: 9 }).length)} | ${kb(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length)} |`);
  ' "$DATA/page.html" "$path${cookie[*]:+ (signed in)}")")
done
mkdir -p bench/results
out="bench/results/page-weight-$(date -u +%Y-%m-%d)${RESULT_SUFFIX:+-$RESULT_SUFFIX}.md"
{
  echo "# Page weight on a $DEVICE — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "Commit $(git rev-parse --short HEAD), $DB_MODE, upstream: $UPSTREAM. $([ "$DEVICE" = desktop ] && echo "A desktop Chrome's" || echo "Pixel 7's") user agent; KB are 1,024 bytes of characters as served (before compression), gzip -9 and brotli at quality 11 (what the server sends a browser once the page is asked for again: scripts/brotli.cjs) for the last two columns."
  echo
  echo "| page | HTML bytes | HTML KB | inline scripts KB | of them, RSC payload KB | markup without scripts KB | elements | gzipped KB | brotli KB |"
  echo "|---|---|---|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
} > "$out"
cat "$out"
