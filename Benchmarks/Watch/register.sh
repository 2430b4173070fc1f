#!/usr/bin/env bash
# `PUT /admin/v1/watch/{host}` as registrations grow (issue 37 item 7): one `ulinks serve --watch` on a fresh
# store, COUNT registrations PUT one after another over one keep-alive connection, each request's latency
# taken by the client. Prints the p50 and p95 of the first 1,000 and of the last 1,000 (at COUNT-1,000 to
# COUNT registrations), and the whole run's wall time; each figure the median of RUNS runs (a fresh store
# each). SQLite (`--store FILE`), and PostgreSQL too when $ULINKS_TEST_POSTGRES_URL is set (a schema of its
# own per run, dropped afterwards).
#
#   Benchmarks/Watch/register.sh [COUNT] [RUNS]        (default 10000 3)
#   ULINKS_BENCH_BINARY=/path/to/ulinks Benchmarks/Watch/register.sh    (skips the release build)
#
# The watch runs meanwhile (every registered domain is checked: names under .bench.test do not resolve, so
# each check ends at once as unreachable), as it would in production.
set -euo pipefail
count="${1:-10000}"
runs="${2:-3}"
bench_tools="curl python3"
bench_scratch="ulinks-bench-register"
source "$(dirname "$0")/../preamble.sh"

run_one() {  # backend run -> "p50_first p95_first p50_last p95_last seconds"
  local backend=$1 run=$2 port store
  port=$((18400 + run))
  if [[ "$backend" == sqlite ]]; then
    store=(--store "$work/register-$run.sqlite")
  else
    store=(--database "$ULINKS_TEST_POSTGRES_URL" --database-schema "bench_register_$run")
  fi
  "$ulinks" serve "${store[@]}" --bind "127.0.0.1:$port" --admin-token-file "$work/token" --watch \
    --watch-interval 900 --watch-max-domains 100000 --log-level error >"$work/serve-$backend-$run.log" 2>&1 &
  local pid=$!
  pids+=("$pid")
  wait_for "http://127.0.0.1:$port/healthz"
  python3 - "$port" "$(cat "$work/token")" "$count" <<'PY'
import http.client, statistics, sys, time
port, token, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
headers = {"Authorization": "Bearer " + token, "Content-Type": "application/json"}
latencies = []
start = time.perf_counter()
for i in range(count):
    body = '{"app": "ABCDE12345.com.example.app", "urls": ["https://d%06d.bench.test/buy/1"]}' % i
    t0 = time.perf_counter()
    connection.request("PUT", "/admin/v1/watch/d%06d.bench.test" % i, body=body, headers=headers)
    answer = connection.getresponse()
    answer.read()
    latencies.append((time.perf_counter() - t0) * 1000)
    if answer.status != 201:
        sys.exit("PUT %d answered %d" % (i, answer.status))
total = time.perf_counter() - start
def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]
first, last = latencies[:1000], latencies[-1000:]
print("%.2f %.2f %.2f %.2f %.1f" % (statistics.median(first), pct(first, 0.95), statistics.median(last),
                                    pct(last, 0.95), total))
PY
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if [[ "$backend" == postgres ]] && command -v psql >/dev/null; then
    psql "$ULINKS_TEST_POSTGRES_URL" -q -c "DROP SCHEMA IF EXISTS bench_register_$run CASCADE" >/dev/null 2>&1
  fi
}

backends=(sqlite)
[[ -n "${ULINKS_TEST_POSTGRES_URL:-}" ]] && backends+=(postgres)
echo "$count registrations, median of $runs runs; latency in ms as the client saw it"
for backend in "${backends[@]}"; do
  results=()
  for run in $(seq 1 "$runs"); do results+=("$(run_one "$backend" "$run")"); done
  printf '%s\n' "${results[@]}" | python3 -c '
import statistics, sys
rows = [list(map(float, line.split())) for line in sys.stdin if line.strip()]
m = [statistics.median(col) for col in zip(*rows)]
print("%-8s first 1,000: p50 %.2f p95 %.2f | last 1,000: p50 %.2f p95 %.2f | all: %.1f s" % (sys.argv[1], *m))
' "$backend"
done
