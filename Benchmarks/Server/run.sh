#!/usr/bin/env bash
# wrk against `ulinks serve` and against nginx serving the same file with the same headers,
# plain HTTP and HTTPS, same client settings, one run. Release build only (debug is 7-10x slower).
#
#   Benchmarks/Server/run.sh [DURATION_SECONDS] [CONNECTIONS]
#   Benchmarks/Server/run.sh hosts [DURATION_SECONDS] [CONNECTIONS]   # 10,000 hosts vs one (ulinks only)
#   ULINKS_BENCH_BINARY=/path/to/release/ulinks Benchmarks/Server/run.sh
#
# `hosts` serves ULINKS_BENCH_HOSTS (default 10000) domains from a --dir folder and runs wrk with
# hosts.lua twice on the same server: one Host for every request, then a random Host per request.
#
# Needs the Debian packages wrk and nginx (nginx-light is enough) and openssl.
# Everything listens on 127.0.0.1 only; every process started here is stopped on exit.
set -euo pipefail

mode=files
if [[ "${1:-}" == hosts ]]; then mode=hosts; shift; fi
duration="${1:-10}"
connections="${2:-64}"
threads=2
source "$(dirname "$0")/setup.sh"

run() { # name url
  report "$1" "$(wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -H "Host: $host" "$2" 2>&1)"
}

run_script() { # name url script
  report "$1" "$(wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -s "$3" "$2" 2>&1)"
}

if [[ "$mode" == hosts ]]; then
  source "$(dirname "$0")/hosts.sh"
  exit 0
fi

start_ulinks() { # port [tls args...]
  local port=$1; shift
  (cd "$work" && exec "$ulinks" serve --store "$work/store.sqlite" --bind "127.0.0.1:$port" \
    --admin-token-file "$work/token" --log-level warning "$@") &
  pids+=($!)
}
start_ulinks 18081
start_ulinks 18443 --tls-cert "$work/cert.pem" --tls-key "$work/key.pem"
wait_for http://127.0.0.1:18081/healthz
curl -sf -X PUT -H "Authorization: Bearer $(cat "$work/token")" --data-binary @"$work/aasa" \
  "http://127.0.0.1:18081/admin/v1/domains/$host/aasa" >/dev/null
sleep 2 # the TLS instance picks the change up on its next poll

write_nginx_conf "worker_processes 2; daemon on;"
nginx -c "$work/nginx.conf"

for url in http://127.0.0.1:18081 http://127.0.0.1:18082 https://127.0.0.1:18443 https://127.0.0.1:18444; do
  echo "== sanity $url: $(check "$url/.well-known/apple-app-site-association") (file: $size bytes)" >&2
done

echo "== wrk -t$threads -c$connections -d${duration}s, 127.0.0.1, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%FT%TZ)"
run nginx-http "http://127.0.0.1:18082/.well-known/apple-app-site-association"
run ulinks-http "http://127.0.0.1:18081/.well-known/apple-app-site-association"
run nginx-https "https://127.0.0.1:18444/.well-known/apple-app-site-association"
run ulinks-https "https://127.0.0.1:18443/.well-known/apple-app-site-association"
for proto in http https; do
  awk -v a="$(cat "$work/ulinks-$proto.rps")" -v b="$(cat "$work/nginx-$proto.rps")" -v p="$proto" \
    'BEGIN { printf "ratio %-6s ulinks/nginx = %.2f\n", p, a / b }'
done
