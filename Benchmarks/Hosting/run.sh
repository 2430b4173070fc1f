#!/usr/bin/env bash
# Hosting at scale: `ulinks serve` with 1k, 10k and 100k domains.
#   1. RSS after start-up at each size, and start-up time to the first served request at the largest;
#   2. publish-to-served time across two replicas on one PostgreSQL (LISTEN/NOTIFY);
#   3. wrk over 10,000 hosts (a random Host per request, hosts.lua) against one host;
#   4. publish cost (p50, p99) at each size, SQLite and PostgreSQL, and wrk idle vs during 100
#      publishes per second (publish_cost.py).
#
#   Benchmarks/Hosting/run.sh [SIZES] [WRK_SECONDS]       (default "1000 10000 100000" and 10)
#   ULINKS_BENCH_FILE_BYTES="0 2000"                      file sizes of the memory runs (0: 145 bytes)
#   ULINKS_BENCH_BINARY=/path/to/release/ulinks Benchmarks/Hosting/run.sh
#   ULINKS_BENCH_STEPS="publish"                          only these steps (default: memory wrk acme publish replicas)
#
# Needs wrk, curl, python3 (its sqlite3 module fills the stores in bulk) and, for step 2,
# PostgreSQL (scripts/start-postgres.sh). Everything listens on 127.0.0.1; every process started
# here is stopped on exit. Release build only.
set -euo pipefail

sizes="${1:-1000 10000 100000}"
duration="${2:-10}"
bench_tools="wrk curl python3"
bench_scratch=ulinks-hosting
source "$(dirname "$0")/../preamble.sh"
here="$root/Benchmarks/Hosting"
token="$(cat "$work/token")"

steps=" ${ULINKS_BENCH_STEPS:-memory wrk acme publish replicas} "
wants() { [[ "$steps" == *" $1 "* ]]; }

rss_kib() { awk '/VmRSS/ {print $2}' "/proc/$1/status"; }

# A store with N domains, filled in bulk (one transaction), schema created by ulinks itself; files of
# about BYTES each (0: the 145-byte default of fill_store.py).
make_store() { # path count [bytes]
  local port=18190
  "$ulinks" serve --store "$1" --bind "127.0.0.1:$port" --admin-token-file "$work/token" --log-level error &
  local pid=$!
  wait_for "http://127.0.0.1:$port/healthz"
  kill "$pid"; wait "$pid" 2>/dev/null || true
  python3 "$here/fill_store.py" "$1" "$2" "${3:-0}"
}

# Memory: RSS one second after the last domain is served. Per domain is the growth from the previous
# size divided by the domains added (the process's own constant, ~35 MB, drops out); the target is
# 3x the file plus a per-domain constant for the host's index entry, prepared head and counters.
wants memory && echo "== memory and start-up (file sizes: ${ULINKS_BENCH_FILE_BYTES:=0 2000})" \
  && printf '%-8s %-7s %-9s %-10s %-16s %-9s %-10s\n' domains file_b rss_mib files_mib per_domain_b x_file first_s
wants memory && for bytes in $ULINKS_BENCH_FILE_BYTES; do
  previous_n=0; previous_rss=0
  for n in $sizes; do
    store="$work/store-$n-$bytes.sqlite"
    make_store "$store" "$n" "$bytes"
    files_bytes=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('select sum(size) from versions').fetchone()[0])" "$store")
    port=18191
    start=$(date +%s.%N)
    "$ulinks" serve --store "$store" --bind "127.0.0.1:$port" --admin-token-file "$work/token" --log-level error &
    pid=$!; pids+=("$pid")
    # The last domain is served once the whole table is loaded.
    poll=0.01 wait_for "http://127.0.0.1:$port/.well-known/apple-app-site-association" -H "Host: d$((n - 1)).example.com"
    first=$(echo "$(date +%s.%N) - $start" | bc)
    sleep 1
    rss=$(rss_kib "$pid")
    file_b=$((files_bytes / n))
    if (( previous_n > 0 )); then
      per=$(( (rss - previous_rss) * 1024 / (n - previous_n) ))
      ratio=$(echo "scale=1; $per / $file_b" | bc)
    else
      per="-"; ratio="-"
    fi
    printf '%-8s %-7s %-9.1f %-10.1f %-16s %-9s %-10.2f\n' "$n" "$file_b" "$(echo "$rss / 1024" | bc -l)" \
      "$(echo "$files_bytes / 1048576" | bc -l)" "$per" "$ratio" "$first"
    previous_n=$n; previous_rss=$rss
    kill "$pid"; wait "$pid" 2>/dev/null || true
    rm -f "$store"
  done
done

if wants wrk; then
echo "== wrk: one host vs 10,000 hosts (random Host per request)"
store="$work/store-wrk.sqlite"
make_store "$store" 10000
port=18192
"$ulinks" serve --store "$store" --bind "127.0.0.1:$port" --admin-token-file "$work/token" --log-level error &
pids+=($!)
wait_for "http://127.0.0.1:$port/healthz"
url="http://127.0.0.1:$port/.well-known/apple-app-site-association"
single=$(wrk -t2 -c64 -d"${duration}s" -H "Host: d0.example.com" "$url" | awk '/Requests\/sec/ {print $2}')
many=$(wrk -t2 -c64 -d"${duration}s" -s "$here/hosts.lua" "$url" | awk '/Requests\/sec/ {print $2}')
echo "single host: $single req/s"
echo "10,000 hosts: $many req/s (ratio $(echo "scale=2; $many / $single" | bc))"
fi

wants acme && echo "== automatic HTTPS: the largest size again, each domain with a stored certificate"
if ! wants acme; then
  :
elif "$ulinks" serve --help | grep -q -- --acme-directory; then
  n=${sizes##* }
  store="$work/store-acme-$n.sqlite"
  make_store "$store" "$n"
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$work/wild.key" \
    -out "$work/wild.pem" -days 90 -subj "/CN=*.example.com" -addext "subjectAltName=DNS:*.example.com" 2>/dev/null
  python3 "$here/fill_certificates.py" "$store" "$work/wild.pem" "$work/wild.key"
  port=18195
  start=$(date +%s.%N)
  # The directory is never contacted: no certificate is due.
  "$ulinks" serve --store "$store" --bind "127.0.0.1:$port" --http-bind off --acme-challenge tls-alpn-01 \
    --admin-bind 127.0.0.1:18196 --admin-token-file "$work/token" --acme-directory https://127.0.0.1:9/dir \
    --acme-email ops@example.com --log-level error &
  pid=$!; pids+=("$pid")
  poll=0.01 wait_for "https://d$((n - 1)).example.com:$port/.well-known/apple-app-site-association" -k \
    --resolve "d$((n - 1)).example.com:$port:127.0.0.1"
  first=$(echo "$(date +%s.%N) - $start" | bc)
  sleep 1
  echo "$n domains with certificates: RSS $(( $(rss_kib "$pid") / 1024 )) MiB, first HTTPS request for the last one after ${first} s"
  kill "$pid"; wait "$pid" 2>/dev/null || true
else
  echo "skipped: this ulinks has no --acme-directory (built without the Server trait)"
fi

# PostgreSQL with N domains (tables made by ulinks itself in SCHEMA), filled by one statement each.
fill_postgres() { # database schema count
  psql -q "$1" -v ON_ERROR_STOP=1 <<SQL
WITH b AS (SELECT i, convert_to(format('{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app%s"],"components":[{"/":"/buy/*"},{"/":"/*"}]}]}}', i), 'UTF8') AS body
           FROM generate_series(0, $3 - 1) i)
INSERT INTO $2.versions SELECT 'd' || i || '.example.com', 'apple-app-site-association', 1, body,
  encode(sha256(body), 'hex'), length(body), 'application/json', 0 FROM b;
INSERT INTO $2.live SELECT host, kind, 1, 0 FROM $2.versions;
INSERT INTO $2.changes (host, kind, action, version, sha256, at) SELECT host, kind, 'publish', 1, sha256, 0 FROM $2.versions;
SQL
}

# Publish cost at each size (200 publishes one after another), then wrk on one host idle and during
# a storm of 100 publishes per second (from 4 threads), with SQLite and with PostgreSQL.
wants publish && echo "== publish cost and serving during a publish storm"
database="$("$root/scripts/start-postgres.sh" 2>/dev/null || true)"
wants publish && for backend in sqlite postgres; do
  for n in $sizes; do
    port=18197
    if [[ $backend == sqlite ]]; then
      store="$work/store-publish-$n.sqlite"
      make_store "$store" "$n"
      args=(--store "$store")
    else
      [[ -n "$database" ]] || { echo "skipped: no PostgreSQL (scripts/start-postgres.sh failed)"; break; }
      schema="bench_publish_$RANDOM"
      "$ulinks" serve --database "$database" --database-schema "$schema" --bind "127.0.0.1:$port" \
        --admin-token-file "$work/token" --log-level error &
      pid=$!
      wait_for "http://127.0.0.1:$port/healthz"
      kill "$pid"; wait "$pid" 2>/dev/null || true
      fill_postgres "$database" "$schema" "$n"
      args=(--database "$database" --database-schema "$schema")
    fi
    "$ulinks" serve "${args[@]}" --bind "127.0.0.1:$port" --admin-token-file "$work/token" --log-level error &
    pid=$!; pids+=("$pid")
    poll=0.05 wait_for "http://127.0.0.1:$port/.well-known/apple-app-site-association" -H "Host: d$((n - 1)).example.com"
    printf '%s, ' "$backend"
    python3 "$here/publish_cost.py" "http://127.0.0.1:$port" "$token" "$n" 200
    url="http://127.0.0.1:$port/.well-known/apple-app-site-association"
    idle=$(wrk -t2 -c64 -d"${duration}s" -H "Host: d0.example.com" "$url" | awk '/Requests\/sec/ {print $2}')
    python3 "$here/publish_cost.py" "http://127.0.0.1:$port" "$token" "$n" $((100 * (duration + 1))) --rate 100 \
      >"$work/storm.txt" &
    storm_pid=$!
    sleep 0.5
    busy=$(wrk -t2 -c64 -d"${duration}s" -H "Host: d0.example.com" "$url" | awk '/Requests\/sec/ {print $2}')
    wait "$storm_pid"
    printf '%s, storm: %s\n' "$backend" "$(cat "$work/storm.txt")"
    echo "$backend $n domains: serving idle $idle req/s, during the storm $busy req/s (ratio $(echo "scale=2; $busy / $idle" | bc))"
    kill "$pid"; wait "$pid" 2>/dev/null || true
    [[ $backend == sqlite ]] && rm -f "$store"*
  done
done

echo "== publish-to-served across two replicas (PostgreSQL)"
if ! wants replicas; then
  echo "skipped (ULINKS_BENCH_STEPS)"
elif database="$("$root/scripts/start-postgres.sh" 2>/dev/null)"; then
  schema="bench_$RANDOM"
  for p in 18193 18194; do
    "$ulinks" serve --database "$database" --database-schema "$schema" --bind "127.0.0.1:$p" \
      --admin-token-file "$work/token" --poll-interval 5 --log-level error &
    pids+=($!)
    wait_for "http://127.0.0.1:$p/healthz"
  done
  python3 "$here/publish_to_served.py" "http://127.0.0.1:18193" "http://127.0.0.1:18194" "$token" 20
else
  echo "skipped: no PostgreSQL (scripts/start-postgres.sh failed)"
fi
