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
#   ULINKS_BENCH_ROUNDS=3 ULINKS_BENCH_STORES="sqlite postgres"   publish step: idle/storm pairs, stores
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

# CPU ticks (user + system, 1/100 s) a process has used; 0 once it is gone.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
# The same for each of a process's threads, summed by thread name ("NAME TICKS" lines, sorted by name).
thread_ticks() {
  local task stat
  for task in /proc/"$1"/task/*; do
    stat=$(cat "$task/stat" 2>/dev/null) || continue
    local name=${stat#*(}; name=${name%%)*}
    # shellcheck disable=SC2086
    set -- ${stat##*) }
    echo "${name// /_} $((${12} + ${13}))"
  done | awk '{t[$1] += $2} END {for (n in t) print n, t[n]}' | sort
}
# The PostgreSQL backends serving ulinks's connections (process $1), by the client ports of its sockets.
pg_backends() {
  local ports
  ports=$(ss -tnp 2>/dev/null | awk -v p="pid=$1," -v port=":$2" 'index($0, p) && substr($5, length($5) - length(port) + 1) == port {
    n = split($4, a, ":"); print a[n] }' | paste -sd, -)
  [[ -n "$ports" ]] && psql -Atq "$database" -c "SELECT pid FROM pg_stat_activity WHERE client_port IN ($ports)"
  return 0
}
# wrk on one host for $duration s (optionally during a storm of 100 publishes a second): requests per
# second, latency p50/p99, and the CPU each party used meanwhile: the serving loop (NIO-ELT threads),
# the rest of ulinks (the publishes: the cooperative pool, the PostgreSQL client's loops), the
# PostgreSQL backends, the publishing client and wrk itself (in % of one core).
serve_round() { # label backend n storm(0/1)
  local storm_pid="" backends="" t0 t1
  if [[ $4 == 1 ]]; then
    python3 "$here/publish_cost.py" "http://127.0.0.1:$port" "$token" "$3" $((100 * (duration + 1))) --rate 100 \
      >"$work/storm.txt" &
    storm_pid=$!
    sleep 0.5
  fi
  [[ $2 == postgres ]] && backends=$(pg_backends "$pid" "${database_port:-5432}" | paste -sd' ' -)
  local pg0=0 py0=0 b
  for b in $backends; do pg0=$((pg0 + $(cpu_ticks "$b"))); done
  [[ -n $storm_pid ]] && py0=$(cpu_ticks "$storm_pid")
  t0=$(thread_ticks "$pid")
  wrk -t2 -c64 -d"${duration}s" --latency -H "Host: d0.example.com" "$url" >"$work/wrk.txt" &
  local wrk_pid=$! wrk_ticks
  sleep $((duration - 1))
  wrk_ticks=$(cpu_ticks "$wrk_pid")
  wait "$wrk_pid"
  t1=$(thread_ticks "$pid")
  local pg1=0 py1=0
  for b in $backends; do pg1=$((pg1 + $(cpu_ticks "$b"))); done
  [[ -n $storm_pid ]] && py1=$(cpu_ticks "$storm_pid")
  [[ -n $storm_pid ]] && wait "$storm_pid"
  local rps
  rps=$(awk '/Requests\/sec/ {print $2}' "$work/wrk.txt")
  echo "$rps" >>"$work/$1.rps"
  join <(echo "$t0") <(echo "$t1") | awk -v label="$1" -v rps="$rps" -v d="$duration" \
    -v p50="$(awk '$1 == "50%" {print $2}' "$work/wrk.txt")" -v p99="$(awk '$1 == "99%" {print $2}' "$work/wrk.txt")" \
    -v pg=$((pg1 - pg0)) -v py=$((py1 - py0)) -v wrk="$wrk_ticks" -v load="$(cut -d' ' -f1 /proc/loadavg)" '
    { if ($1 ~ /^NIO-ELT/) loop += $3 - $2; else rest += $3 - $2 }
    END { printf "  %-5s %9.0f req/s, p50 %s, p99 %s; CPU %% of a core: serving loop %.0f, rest of ulinks %.0f, PostgreSQL %.0f, publisher %.0f, wrk %.0f; load %s\n",
            label, rps, p50, p99, loop / d, rest / d, pg / d, py / d, wrk / (d - 1), load }'
  [[ -n $storm_pid ]] && echo "        storm: $(cat "$work/storm.txt")"
  return 0
}

# Publish cost at each size (200 publishes one after another), then wrk on one host idle and during
# a storm of 100 publishes per second (from 4 threads), with SQLite and with PostgreSQL;
# ULINKS_BENCH_ROUNDS (default 3) pairs of idle and storm runs, and the median of their ratios.
wants publish && echo "== publish cost and serving during a publish storm"
database="$("$root/scripts/start-postgres.sh" 2>/dev/null || true)"
database_port=$(sed -E 's|.*:([0-9]+)/.*|\1|' <<<"$database")
rounds="${ULINKS_BENCH_ROUNDS:-3}"
wants publish && for backend in ${ULINKS_BENCH_STORES:-sqlite postgres}; do
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
    rm -f "$work/idle.rps" "$work/storm.rps"
    for _ in $(seq 1 "$rounds"); do
      serve_round idle "$backend" "$n" 0
      serve_round storm "$backend" "$n" 1
    done
    python3 - "$work" "$backend" "$n" <<'PY'
import statistics, sys
work, backend, n = sys.argv[1:4]
idle = [float(x) for x in open(f"{work}/idle.rps")]
storm = [float(x) for x in open(f"{work}/storm.rps")]
ratios = [s / i for s, i in zip(storm, idle)]
print(f"{backend} {n} domains: serving idle {statistics.median(idle):.0f} req/s, during the storm "
      f"{statistics.median(storm):.0f} req/s (medians); ratios {', '.join(f'{r:.2f}' for r in ratios)}, "
      f"median {statistics.median(ratios):.2f}")
PY
    kill "$pid"; wait "$pid" 2>/dev/null || true
    if [[ $backend == sqlite ]]; then
      rm -f "$store"*
    else
      psql -q "$database" -c "DROP SCHEMA $schema CASCADE" 2>/dev/null || true
    fi
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
