# Sourced after bench/lib/serve.sh (uses PORT and DATA): signs a throw-away reader in.
# The session cookie of a throw-away reader: sign up (a write, so with our Origin), then sign in
# through next-auth's credentials callback. Prints `name=value` of the session cookie.
reader_session_cookie() {
  local jar="$DATA/reader.jar" email="bench-reader-$$@bench.test" password csrf
  password="bench-$(head -c 12 /dev/urandom | base64 | tr -dc 'a-zA-Z0-9')"
  curl -sf -o /dev/null -H 'content-type: application/json' -H "origin: http://localhost:$PORT" \
    -d "{\"fullName\":\"Bench Reader\",\"email\":\"$email\",\"password\":\"$password\",\"agreeToTerms\":true}" \
    "http://localhost:$PORT/api/user/register"
  csrf=$(curl -sf -c "$jar" "http://localhost:$PORT/api/auth/csrf" | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).csrfToken')
  curl -sf -o /dev/null -b "$jar" -c "$jar" --data-urlencode "csrfToken=$csrf" --data-urlencode "email=$email" \
    --data-urlencode "password=$password" -d json=true "http://localhost:$PORT/api/auth/callback/credentials"
  awk '$6 ~ /session-token$/ { print $6 "=" $7 }' "$jar"
}
# The id of the newest demo blog: the page "blog" stands for in PAGES (lighthouse.sh, page-weight.sh,
# cpu-profile.sh), read as a signed-in reader reads it.
newest_blog_id() {
  curl -s "http://localhost:$PORT/api/blogs" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const b=JSON.parse(s);const list=Array.isArray(b)?b:b.data;process.stdout.write(String(list[0]?._id??""))})'
}
# Signs the bench reader in: sets reader_cookie, or stops the script, named.
sign_reader_in() {
  reader_cookie=$(reader_session_cookie)
  [ -n "$reader_cookie" ] || { echo "could not sign the bench reader in" >&2; exit 1; }
}
