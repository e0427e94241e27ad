#!/usr/bin/env bash
# Issue 11 item 1: the server's memory before and after oversize request bodies. Sends COUNT
# (default 3) bodies of SIZE_MB (default 200) in each of six shapes — JSON to /api/user/register,
# a form to next-auth's /api/auth/callback/credentials, and multipart to the admin's POST
# /api/news/add (with a bearer token, so the body reaches the upload cap and not only the guard),
# each chunked (no Content-Length, so the cap must hold while streaming) and with a declared
# Content-Length — and writes the server's RSS
# (server and children, bench/lib/serve.sh) before and after each shape, each answer's status and
# the load of the machine to bench/results/body-memory-<date>.md.
# Loopback only, bounded: two SIZE_MB files are written to the throw-away DATA_DIR and sent 6 × COUNT times.
set -euo pipefail
cd "${BENCH_REPO:-$(dirname "$0")/..}"
# shellcheck source=bench/lib/from-copy.sh
source bench/lib/from-copy.sh
BENCH_PORT=${BENCH_PORT:-7210}
COUNT=${COUNT:-3}
SIZE_MB=${SIZE_MB:-200}
# The demo seed creates this admin in the throw-away database (lib/boot.ts); bench only.
export ADMIN_EMAIL=bench-admin@example.com
export ADMIN_PASSWORD=bench-admin-password
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
source bench/lib/serve.sh

json_head='{"fullName":"'
json_tail='","email":"x@example.com"}'
form_head=$'--bench\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n'
form_tail=$'\r\n--bench--\r\n'
filler="$DATA/filler.bin"
head -c "$((SIZE_MB * 1024 * 1024))" /dev/zero | tr '\0' a > "$filler"
{ printf '%s' "$json_head"; cat "$filler"; printf '%s' "$json_tail"; } > "$DATA/body.json"
{ printf '%s' "$form_head"; cat "$filler"; printf '%s' "$form_tail"; } > "$DATA/body.form"
rm -f "$filler"

token=$(curl -s -H 'content-type: application/json' -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" "http://localhost:$PORT/api/admin/login" | sed -n 's/.*"token":"\([^"]*\)".*/\1/p')
[ -n "$token" ] || { echo "no admin token: the bench admin was not created" >&2; exit 1; }

# send SHAPE LENGTH I: one body; LENGTH is "chunked" (streamed, no Content-Length) or "declared".
send() {
  local shape=$1 length=$2 i=$3 url type file auth=()
  if [ "$shape" = json ]; then
    url="http://localhost:$PORT/api/user/register" type='application/json' file="$DATA/body.json"
  elif [ "$shape" = auth ]; then
    url="http://localhost:$PORT/api/auth/callback/credentials" type='application/x-www-form-urlencoded' file="$DATA/body.json"
  else
    url="http://localhost:$PORT/api/news/add" type='multipart/form-data; boundary=bench' file="$DATA/body.form"
    auth=(-H "authorization: Bearer $token")
  fi
  if [ "$length" = chunked ]; then
    curl -s -o /dev/null -w '%{http_code}' -X POST -H "content-type: $type" -H 'transfer-encoding: chunked' "${auth[@]}" \
      -H "x-forwarded-for: 10.99.$i.1" -T - "$url" < "$file" 2>/dev/null || true
  else
    curl -s -o /dev/null -w '%{http_code}' -X POST -H "content-type: $type" "${auth[@]}" -H "x-forwarded-for: 10.99.$i.2" -T "$file" "$url" 2>/dev/null || true
  fi
}

# Warm up both routes with small bodies, so the first big body is not also the first request.
curl -s -o /dev/null -H 'content-type: application/json' -d '{}' "http://localhost:$PORT/api/user/register" || true
curl -s -o /dev/null -H "authorization: Bearer $token" -F title=x "http://localhost:$PORT/api/news/add" || true
sleep 2
start=$(server_rss_mb)
rows=()
for shape in json auth form; do
  for length in chunked declared; do
    before=$(server_rss_mb)
    answers=()
    for i in $(seq 1 "$COUNT"); do answers+=("$(send "$shape" "$length" "$i")"); done
    sleep 2
    after=$(server_rss_mb)
    case $shape in
      json) label="JSON → POST /api/user/register" ;;
      auth) label="form → POST /api/auth/callback/credentials (next-auth)" ;;
      *) label="multipart → POST /api/news/add (admin)" ;;
    esac
    rows+=("| $label | $length | $before | $after | $((after - before)) | ${answers[*]} |")
  done
done
end=$(server_rss_mb)
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

out="bench/results/body-memory-$(date -u +%F).md"
{
  echo "# Oversize request bodies vs server memory ($(date -u '+%F %H:%M UTC'))"
  echo
  echo "- machine: $(nproc) cores, shared with other jobs; load average $load_before before, $load_after after (1, 5, 15 min)"
  echo "- server: \`next start\` of the current build, $DB_MODE; caps at their defaults: BODY_MAX_BYTES 64 KB (JSON), UPLOAD_MAX_BYTES + 256 KB (multipart)"
  echo "- bodies: $COUNT × $SIZE_MB MB per row, over loopback (curl); RSS is the server and its child processes (MB)"
  echo
  echo "| body | length | RSS before | RSS after | growth | answers |"
  echo "|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
  echo
  echo "RSS at the start $start MB, at the end $end MB (growth $((end - start)) MB for $((6 * COUNT)) bodies of $SIZE_MB MB)."
  busy=$(awk -v l1="${load_before%% *}" -v cores="$(nproc)" 'BEGIN { print (l1 > cores) ? "yes" : "no" }')
  if [ "$busy" = yes ]; then
    echo
    echo "The machine was busy while this ran (load above its core count): the RSS figures hold, times would not, so none are reported."
  fi
  echo
  echo "Before the cap (issue 11's table, main at d185736): one 200 MB JSON body took RSS from 627 MB to 1.36 GB."
} > "$out"
cat "$out"
