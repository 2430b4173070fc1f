#!/usr/bin/env bash
# `ulinks watch` behind a slow resolver (issue 37 item 4): how many checks a second, and how late the
# schedule runs, when every address lookup takes seconds and some never finish.
#
#   Benchmarks/Watch/slow-resolver.sh [DOMAINS] [INTERVAL] [SECONDS] [DELAY] [HANGING]
#   (default 10000 30 180 2 10: 10,000 domains, --interval 30, run 180 s, lookups answered after 2 s,
#   10% of the names never answered)
#   ULINKS_BENCH_BINARY=/path/to/release/ulinks (default: .build-release/release/ulinks)
#   ULINKS_WATCH_ARGS="--concurrency 256"          more options for `ulinks watch`
#
# ulinks looks names up with the system resolver (getaddrinfo), which cannot be pointed elsewhere by a
# flag: the watch runs in a private mount namespace (unshare -m, so root) where /etc/resolv.conf names
# a DNS stand-in on 127.0.0.77:53 (slow_dns.py; nothing else on the machine uses it). Every name
# resolves to 127.0.0.1, which the watch refuses to fetch (not --allow-private), so a check costs its
# lookup and nothing else: the figure is the schedule's, not the origins'. Prints the checks finished
# per 10 s (each domain's first check prints one `unknown -> failing` line), the round lines (with
# "N s late" when the schedule runs late), and the DNS server's counts.
set -euo pipefail

domains="${1:-10000}"
interval="${2:-30}"
seconds="${3:-180}"
delay="${4:-2}"
hanging="${5:-10}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
ulinks="${ULINKS_BENCH_BINARY:-$root/.build-release/release/ulinks}"
work="$(mktemp -d /tmp/ulinks-slow-resolver.XXXXXX)"
dns_pid=""
cleanup() {
  [[ -n "$dns_pid" ]] && kill "$dns_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

for ((i = 0; i < domains; i++)); do
  if ((i % 100 < hanging)); then echo "hang$i.slow.test"; else echo "d$i.slow.test"; fi
done >"$work/domains.txt"
printf 'nameserver 127.0.0.77\noptions timeout:5 attempts:1\n' >"$work/resolv.conf"

python3 "$root/Benchmarks/Watch/slow_dns.py" 127.0.0.77 "$delay" 127.0.0.1 2>"$work/dns.log" &
dns_pid=$!
sleep 1

echo "== $domains domains ($hanging% never answered, the rest after $delay s), --interval $interval ${ULINKS_WATCH_ARGS:-}, ${seconds} s; load $(cut -d' ' -f1-3 /proc/loadavg)"
start=$(date +%s.%N)
timeout -s TERM "$seconds" unshare -m bash -c 'mount --bind "$0" /etc/resolv.conf && exec "$@"' "$work/resolv.conf" \
  "$ulinks" watch --domains "$work/domains.txt" --interval "$interval" ${ULINKS_WATCH_ARGS:-} >"$work/out.txt" \
  2>"$work/err.txt" &
watch_pid=$!
last=0
for ((t = 10; t <= seconds; t += 10)); do
  sleep_until=$(echo "$start + $t" | bc)
  sleep "$(echo "$sleep_until - $(date +%s.%N)" | bc | sed 's/^-.*/0/')"
  done_now=$(grep -c ' -> ' "$work/out.txt" || true)
  printf '%4d s: %6d checks (%5.1f/s over the last 10 s), CPU %s\n' "$t" "$done_now" \
    "$(echo "scale=1; ($done_now - $last) / 10" | bc)" "$(ps -o time= -p "$watch_pid" 2>/dev/null || echo -)"
  last=$done_now
done
wait "$watch_pid" 2>/dev/null || true
echo "checks finished: $last in $seconds s: $(echo "scale=1; $last / $seconds" | bc)/s"
grep '^round' "$work/err.txt" || echo "no round finished within ${seconds} s"
tail -n 1 "$work/dns.log"
