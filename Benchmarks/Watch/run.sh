#!/usr/bin/env bash
# One `ulinks watch` process over many domains (default 10,000), all served by one loopback nginx (HTTPS,
# a wildcard certificate from a CA made here), with a stand-in for Apple's CDN on the same nginx:
#   1. `--once --cdn --state`: one full round at --concurrency 64, unspread: wall time, CPU, peak RSS;
#      the state file's size and bytes per stored transition (each domain's first, from unknown);
#   2. the same process continuously (--interval INTERVAL, ROUNDS rounds, restarted on run 1's state):
#      RSS and CPU share sampled every 5 s, each round's start and length (rounds must never overlap),
#      transitions printed (none: the restart remembers every state), the state file's growth.
#
#   Benchmarks/Watch/run.sh [DOMAINS] [INTERVAL] [ROUNDS]      (default 10000 900 2)
#   ULINKS_BENCH_BINARY=/path/to/release/ulinks Benchmarks/Watch/run.sh
#
# Needs nginx, openssl, curl and python3. Everything listens on 127.0.0.1; every process started here
# is stopped on exit. Release build only (built here unless ULINKS_BENCH_BINARY is given).
set -euo pipefail

domains="${1:-10000}"
interval="${2:-900}"
rounds="${3:-2}"
concurrency="${ULINKS_BENCH_CONCURRENCY:-64}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [[ -z "${ULINKS_BENCH_BINARY:-}" ]]; then
  echo "== building ulinks (release: the Watch trait, which brings the checker)" >&2
  (cd "$root" && SWIFT_DETERMINISTIC_HASHING=1 \
    swift build -c release --scratch-path .build-watch-release --product ulinks \
      --disable-default-traits --traits Watch >&2)
  export ULINKS_BENCH_BINARY="$root/.build-watch-release/release/ulinks"
fi
bench_tools="nginx openssl curl python3"
bench_hint=" (apt-get install -y nginx-light)"
bench_scratch=ulinks-watch
source "$root/Benchmarks/preamble.sh"
port=18446

# A test CA and a certificate for *.bench.test (every domain and cdn.bench.test).
(
  cd "$work"
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout ca.key -out ca.pem -days 90 \
    -subj "/CN=ulinks watch benchmark CA" -addext "basicConstraints=critical,CA:TRUE" \
    -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null
  openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout leaf.key -out leaf.csr \
    -subj "/CN=*.bench.test" 2>/dev/null
  printf 'basicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:*.bench.test\n' >leaf.ext
  openssl x509 -req -in leaf.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out leaf.pem -days 60 \
    -extfile leaf.ext 2>/dev/null
)

# The file every domain serves, and the CDN's copy of it with Apple's headers.
mkdir -p "$work/www/.well-known" "$work/nginx-tmp"
chmod 755 "$work" "$work/www" "$work/www/.well-known" # nginx workers run as an unprivileged user
printf '%s' '{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/buy/*","comment":"purchase flows."},{"/":"/help/*","exclude":true},{"/":"/*"}]}]},"webcredentials":{"apps":["ABCDE12345.com.example.app"]}}' \
  >"$work/www/.well-known/apple-app-site-association"
chmod 644 "$work/www/.well-known/apple-app-site-association"
cat >"$work/nginx.conf" <<CONF
worker_processes auto;
$(nginx_conf_head)
  server {
    listen 127.0.0.1:$port ssl;
    ssl_certificate $work/leaf.pem;
    ssl_certificate_key $work/leaf.key;
    server_name *.bench.test;
    root $work/www;
    types { }
    default_type application/json;
    location = /.well-known/apple-app-site-association { }
    location /a/v1/ {
      add_header Age 3600;
      add_header Cache-Control "max-age=21600,public";
      add_header Apple-Origin-Format json;
      rewrite ^ /.well-known/apple-app-site-association break;
    }
  }
}
CONF
nginx -c "$work/nginx.conf"
wait_for "https://d0.bench.test:$port/.well-known/apple-app-site-association" --cacert "$work/ca.pem" \
  --resolve "d0.bench.test:$port:127.0.0.1"

python3 - "$domains" "$port" "$work" <<'PY'
import sys
n, port, work = int(sys.argv[1]), sys.argv[2], sys.argv[3]
with open(f"{work}/domains.txt", "w") as f:
    f.writelines(f"d{k}.bench.test\n" for k in range(n))
with open(f"{work}/resolve.args", "w") as f:
    for k in range(n):
        f.write(f"--resolve\nd{k}.bench.test=127.0.0.1:{port}\n")
    f.write(f"--resolve\ncdn.bench.test=127.0.0.1:{port}\n")
PY
mapfile -t resolve <"$work/resolve.args"
flags=(--domains "$work/domains.txt" --cdn --cdn-base "https://cdn.bench.test/a/v1/" --ca "$work/ca.pem" --allow-private
  --concurrency "$concurrency" --state "$work/state.sqlite" --format json "${resolve[@]}")

state_size() { python3 - "$work/state.sqlite" <<'PY'
import sqlite3, sys, os
path = sys.argv[1]
c = sqlite3.connect(path)
c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
rows, report = c.execute("SELECT count(*), coalesce(sum(length(report)), 0) FROM transitions").fetchone()
print(rows, report, os.path.getsize(path))
PY
}

echo "== 1. one round, --once: $domains domains, --concurrency $concurrency, --cdn, --state"
/usr/bin/time -v "$ulinks" watch "${flags[@]}" --once >"$work/once.jsonl" 2>"$work/once.err" || status=$?
echo "exit status ${status:-0}"
awk -F': ' '/Elapsed \(wall clock\)/ {print "wall time:       " $2} /Percent of CPU/ {print "CPU:             " $2 " of one core"}
  /User time/ {print "user CPU:        " $2 " s"} /System time/ {print "system CPU:      " $2 " s"}
  /Maximum resident set size/ {printf "peak RSS:        %.1f MiB\n", $2 / 1024}' "$work/once.err"
python3 - "$work/once.jsonl" <<'PY'
import json, sys, collections
results = [json.loads(line) for line in open(sys.argv[1])]
print("states:         ", dict(collections.Counter(r["state"] for r in results)))
reasons = collections.Counter(reason["id"] for r in results for reason in r["reasons"])
if reasons:
    print("reasons:        ", dict(reasons))
    first = next(r for r in results if r["reasons"])
    print("for example:    ", first["domain"], first["reasons"][0]["message"][:200])
PY
read -r transitions report_bytes file_bytes < <(state_size)
echo "state file:      $file_bytes bytes, $transitions transitions, $((report_bytes / (transitions > 0 ? transitions : 1))) bytes of report per transition, $((file_bytes / (transitions > 0 ? transitions : 1))) bytes of file per transition"

echo "== 2. continuously: --interval $interval, $rounds rounds, restarted on the state of run 1"
"$ulinks" watch "${flags[@]}" --interval "$interval" >"$work/watch.jsonl" 2>"$work/watch.err" &
pid=$!; pids+=("$pid")
ticks=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
start=$(date +%s.%N); cpu0=$(cpu "$pid"); peak=0; samples=0; sum=0
while kill -0 "$pid" 2>/dev/null && ! grep -q "^round $rounds:" "$work/watch.err" 2>/dev/null; do
  sleep 5
  kill -0 "$pid" 2>/dev/null || break
  rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
  ((rss > peak)) && peak=$rss
  sum=$((sum + rss)); samples=$((samples + 1))
done
end=$(date +%s.%N); cpu1=$(cpu "$pid")
kill -TERM "$pid"; wait "$pid" && echo "SIGTERM: exit status 0" || echo "SIGTERM: exit status $?"
python3 - "$start" "$end" "$cpu0" "$cpu1" "$ticks" "$peak" "$sum" "$samples" "$interval" <<'PY'
import sys
start, end, cpu0, cpu1, ticks, peak, total, samples, interval = map(float, sys.argv[1:])
wall = end - start
cpu = (cpu1 - cpu0) / ticks
print(f"wall {wall:.0f} s, CPU {cpu:.1f} s: CPU share {100 * cpu / wall:.1f}% of one core over the run")
print(f"RSS sampled every 5 s: peak {peak / 1024:.1f} MiB, mean {total / max(samples, 1) / 1024:.1f} MiB")
PY
grep '^round ' "$work/watch.err" | tee "$work/rounds.txt"
python3 - "$work/rounds.txt" "$interval" <<'PY'
import re, sys
from datetime import datetime
rounds = []
for line in open(sys.argv[1]):
    m = re.match(r"round (\d+): (\d+) domains? in ([\d.]+) s, (\S+) to (\S+) ", line)
    if m:
        started, finished = (datetime.fromisoformat(m.group(k).replace("Z", "+00:00")).timestamp() for k in (4, 5))
        rounds.append((int(m.group(1)), started, finished))
overlaps = [(a[0], b[0]) for a, b in zip(rounds, rounds[1:]) if b[1] < a[2]]
gaps = [f"{b[1] - a[1]:.1f}" for a, b in zip(rounds, rounds[1:])]
print(f"rounds: {len(rounds)}, start to start: {', '.join(gaps) or '-'} s (interval {sys.argv[2]} s); overlapping rounds: {overlaps or 'none'}")
PY
echo "transitions printed after the restart: $(grep -c '"event":"transition"' "$work/watch.jsonl" || true)"
read -r transitions2 report_bytes2 file_bytes2 < <(state_size)
echo "state file after run 2: $file_bytes2 bytes (was $file_bytes), $transitions2 transitions (was $transitions)"
