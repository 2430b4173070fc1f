#!/usr/bin/env bash
# Instructions per request, which do not depend on what else the machine is doing: `ulinks serve`
# and nginx (one process, `master_process off`) under valgrind's callgrind, the same file and
# headers as run.sh, over HTTP and HTTPS. After a warm-up the counters are zeroed, wrk sends
# requests on one connection for SECONDS, the counters are dumped, and the instructions are
# divided by the requests wrk completed. Prints the top functions (self cost) of each profile.
#
#   Benchmarks/Server/callgrind.sh [SECONDS] [TOP]
#   ULINKS_BENCH_BINARY=/path/to/release/ulinks Benchmarks/Server/callgrind.sh
#
# Needs valgrind, wrk, nginx, openssl and curl. Keeps the profiles when ULINKS_BENCH_KEEP=folder is set.
set -euo pipefail

seconds="${1:-5}"
top="${2:-12}"
extra_tools="valgrind callgrind_control callgrind_annotate"
source "$(dirname "$0")/setup.sh"

demangle() { if command -v swift >/dev/null; then swift demangle --simplified; else cat; fi; }

measure() { # name pid url
  local name=$1 pid=$2 url=$3
  wrk -t1 -c1 -d2s -H "Host: $host" "$url" >/dev/null 2>&1 # warm-up: code paths, caches, TLS session
  callgrind_control -z "$pid" >/dev/null
  local out requests
  out=$(wrk -t1 -c1 -d"${seconds}s" -H "Host: $host" "$url" 2>&1)
  requests=$(awk '/requests in/ {print $1}' <<<"$out")
  callgrind_control --dump="$name" "$pid" >/dev/null
  sleep 1
  local dump
  dump=$(ls -t "$work"/callgrind.out."$pid"* | head -1)
  local instructions
  instructions=$(awk '/^(summary|totals):/ {print $2; exit}' "$dump")
  printf '%-14s %10s requests %15s instructions %10.0f per request\n' "$name" "$requests" "$instructions" \
    "$(awk -v i="$instructions" -v r="$requests" 'BEGIN { print i / r }')"
  callgrind_annotate --inclusive=no --threshold=100 "$dump" 2>/dev/null | demangle |
    awk -v top="$top" -v r="$requests" '
      # Frames still on the stack at the dump (main, the event loop) show the whole total: skipped.
      /PROGRAM TOTALS/ { total = $1; gsub(",", "", total); next }
      $1 ~ /^[0-9,]+$/ && $2 ~ /^\(/ && shown < top {
        n = $1; gsub(",", "", n); if (n + 0 >= total * 0.98) next
        line = $0; sub(/^ *[0-9,]+ *\([^)]*\) */, "", line)
        printf "    %8.0f  %s\n", n / r, substr(line, 1, 110); shown++
      }' >"$work/$name.top"
  echo "    instructions per request by function (self):"
  cat "$work/$name.top"
  [[ -z "${ULINKS_BENCH_KEEP:-}" ]] || cp "$dump" "$ULINKS_BENCH_KEEP/callgrind.$name"
}

# valgrind 3.19 gives up on the DWARF of Swift 6 binaries ("possibly corrupted debuginfo"):
# profile a copy without debug information (symbols stay, so functions keep their names).
objcopy --strip-debug "$ulinks" "$work/ulinks"
ulinks="$work/ulinks"

mkdir -p "$work/dir/$host"
cp "$work/aasa" "$work/dir/$host/apple-app-site-association"
write_nginx_conf "worker_processes 1; master_process off; daemon off;"

cd "$work"
valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$work/callgrind.out.%p" \
  "$ulinks" serve --dir "$work/dir" --bind 127.0.0.1:18085 --poll-interval 3600 --log-level warning \
  2>"$work/valgrind-ulinks-http.log" &
pids+=($!)
ulinks_http=$!
valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$work/callgrind.out.%p" \
  "$ulinks" serve --dir "$work/dir" --bind 127.0.0.1:18445 --poll-interval 3600 --log-level warning \
  --tls-cert "$work/cert.pem" --tls-key "$work/key.pem" 2>"$work/valgrind-ulinks-https.log" &
pids+=($!)
ulinks_https=$!
valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$work/callgrind.out.%p" \
  nginx -c "$work/nginx.conf" 2>"$work/valgrind-nginx.log" &
pids+=($!)
nginx_pid=$!

wait_for http://127.0.0.1:18085/.well-known/apple-app-site-association -k -H "Host: $host"
wait_for https://127.0.0.1:18445/.well-known/apple-app-site-association -k -H "Host: $host"
wait_for http://127.0.0.1:18082/.well-known/apple-app-site-association -k -H "Host: $host"
echo "== callgrind, wrk -t1 -c1 -d${seconds}s, $(date -u +%FT%TZ), ulinks $("$ulinks" --version 2>/dev/null || echo)"
measure nginx-http "$nginx_pid" http://127.0.0.1:18082/.well-known/apple-app-site-association
measure ulinks-http "$ulinks_http" http://127.0.0.1:18085/.well-known/apple-app-site-association
measure nginx-https "$nginx_pid" https://127.0.0.1:18444/.well-known/apple-app-site-association
measure ulinks-https "$ulinks_https" https://127.0.0.1:18445/.well-known/apple-app-site-association
