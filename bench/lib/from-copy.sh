# Sourced by every bench script right after its `cd` to the repository: the rest of the script runs
# from a copy of it. bash reads a script as it runs it, so editing a bench script (or checking out
# another commit) during a run of many minutes changed what ran, half old and half new: a run of
# run-round-2.sh lost its summary that way. The copy is unlinked once it runs (bash keeps it open).
# Scripts start with `cd "${BENCH_REPO:-$(dirname "$0")/..}"`: the copy's own folder is not the repository.
if [ "${BENCH_SCRIPT_COPY:-}" != "$0" ]; then
  BENCH_SCRIPT_COPY=$(mktemp "${TMPDIR:-/tmp}/bench-XXXXXX.sh")
  cp "$0" "$BENCH_SCRIPT_COPY"
  BENCH_REPO=$PWD
  export BENCH_SCRIPT_COPY BENCH_REPO
  exec bash "$BENCH_SCRIPT_COPY" "$@"
fi
rm -f "$0"
