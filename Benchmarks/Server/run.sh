#!/usr/bin/env bash
# wrk against `ulinks serve` and against nginx serving the same file with the same headers,
# plain HTTP and HTTPS, same client settings, one run. Release build only (debug is 7-10x slower).
#
#   Benchmarks/Server/run.sh [DURATION_SECONDS] [CONNECTIONS]
#   ULINKS_BENCH_BINARY=/path/to/release/ulinks Benchmarks/Server/run.sh
#
# Needs the Debian packages wrk and nginx (nginx-light is enough) and openssl.
# Everything listens on 127.0.0.1 only; every process started here is stopped on exit.
set -euo pipefail

duration="${1:-10}"
connections="${2:-64}"
threads=2
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d /tmp/ulinks-bench.XXXXXX)"
host="bench.example.com"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [[ -f "$work/nginx.pid" ]] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

for tool in wrk nginx openssl curl; do
  command -v "$tool" >/dev/null || { echo "bench: $tool is not installed (apt-get install -y wrk nginx-light)" >&2; exit 1; }
done

# ULINKS_BENCH_BINARY=path/to/release/ulinks skips the build (e.g. one built from a snapshot of the tree).
if [[ -n "${ULINKS_BENCH_BINARY:-}" ]]; then
  ulinks="$ULINKS_BENCH_BINARY"
else
  echo "== building ulinks (release)" >&2
  (cd "$root" && ULINKS_MODULES=server swift build -c release --scratch-path .build-server-release --product ulinks >&2)
  ulinks="$root/.build-server-release/release/ulinks"
fi

# A 225-byte AASA file, the size the issue measured with.
printf '%s' '{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/buy/*","comment":"purchase flows."},{"/":"/help/*","exclude":true},{"/":"/*"}]}]},"webcredentials":{"apps":["ABCDE12345.com.example.app"]}}' >"$work/aasa"
size=$(wc -c <"$work/aasa")
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$work/key.pem" -out "$work/cert.pem" \
  -days 1 -subj "/CN=$host" -addext "subjectAltName=DNS:$host" 2>/dev/null
head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$work/token"

start_ulinks() { # port [tls args...]
  local port=$1; shift
  (cd "$work" && exec "$ulinks" serve --store "$work/store.sqlite" --bind "127.0.0.1:$port" \
    --admin-token-file "$work/token" --log-level warning "$@") &
  pids+=($!)
}
start_ulinks 18081
start_ulinks 18443 --tls-cert "$work/cert.pem" --tls-key "$work/key.pem"
for _ in $(seq 1 100); do curl -sf http://127.0.0.1:18081/healthz >/dev/null && break; sleep 0.1; done
curl -sf -X PUT -H "Authorization: Bearer $(cat "$work/token")" --data-binary @"$work/aasa" \
  "http://127.0.0.1:18081/admin/v1/domains/$host/aasa" >/dev/null
sleep 2 # the TLS instance picks the change up on its next poll

mkdir -p "$work/www/.well-known" "$work/nginx-tmp"
chmod 755 "$work" "$work/www" "$work/www/.well-known" # nginx workers run as an unprivileged user
cp "$work/aasa" "$work/www/.well-known/apple-app-site-association"
chmod 644 "$work/www/.well-known/apple-app-site-association"
cat >"$work/nginx.conf" <<CONF
worker_processes 2;
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;
daemon on;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $work/nginx-tmp; proxy_temp_path $work/nginx-tmp; fastcgi_temp_path $work/nginx-tmp;
  uwsgi_temp_path $work/nginx-tmp; scgi_temp_path $work/nginx-tmp;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:18082;
    listen 127.0.0.1:18444 ssl;
    ssl_certificate $work/cert.pem;
    ssl_certificate_key $work/key.pem;
    server_name $host;
    root $work/www;
    location = /.well-known/apple-app-site-association {
      types { }
      default_type application/json;
      add_header Cache-Control "public, max-age=3600";
      add_header X-Content-Type-Options nosniff;
    }
  }
}
CONF
nginx -c "$work/nginx.conf"

check() { # url
  curl -sk -H "Host: $host" -o /dev/null -w '%{http_code} %{size_download} %{content_type}' "$1"
}
for url in http://127.0.0.1:18081 http://127.0.0.1:18082 https://127.0.0.1:18443 https://127.0.0.1:18444; do
  echo "== sanity $url: $(check "$url/.well-known/apple-app-site-association") (file: $size bytes)" >&2
done

run() { # name url
  local out
  out=$(wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -H "Host: $host" "$2" 2>&1)
  local rps p99
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  local errors
  errors=$(awk '/Non-2xx|Socket errors/ {printf "%s ", $0}' <<<"$out")
  printf '%-14s %12s req/s   p99 %-10s %s\n' "$1" "$rps" "$p99" "$errors"
  echo "$rps" >"$work/$1.rps"
}

echo "== wrk -t$threads -c$connections -d${duration}s, 127.0.0.1, $(nproc) cores, $(date -u +%FT%TZ)"
run nginx-http "http://127.0.0.1:18082/.well-known/apple-app-site-association"
run ulinks-http "http://127.0.0.1:18081/.well-known/apple-app-site-association"
run nginx-https "https://127.0.0.1:18444/.well-known/apple-app-site-association"
run ulinks-https "https://127.0.0.1:18443/.well-known/apple-app-site-association"
for proto in http https; do
  awk -v a="$(cat "$work/ulinks-$proto.rps")" -v b="$(cat "$work/nginx-$proto.rps")" -v p="$proto" \
    'BEGIN { printf "ratio %-6s ulinks/nginx = %.2f\n", p, a / b }'
done
