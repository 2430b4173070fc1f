# Sourced by run.sh in `hosts` mode (uses its $ulinks, $work, $threads, $duration, $connections, $pids):
# ULINKS_BENCH_HOSTS domains in one `ulinks serve --dir` server, wrk with hosts.lua for one Host and
# for a random Host per request.
count="${ULINKS_BENCH_HOSTS:-10000}"
aasa="$(cat "$work/aasa")"
mkdir -p "$work/hosts"
started=$(date +%s.%N)
seq -f 'h%05g.bench.example.com' 0 $((count - 1)) >"$work/host-names"
(cd "$work/hosts" && xargs mkdir <"$work/host-names")
while read -r name; do printf '%s' "$aasa" >"$work/hosts/$name/apple-app-site-association"; done <"$work/host-names"
written=$(date +%s.%N)
# A long poll interval: a poll stats every file, which would be measured too.
"$ulinks" serve --dir "$work/hosts" --bind 127.0.0.1:18083 --poll-interval 3600 --log-level warning &
pids+=($!)
poll=0.1 wait_for http://127.0.0.1:18083/healthz
serving=$(date +%s.%N)
last=$(printf 'h%05d.bench.example.com' $((count - 1)))
echo "== $count hosts: files written in $(awk -v a="$started" -v b="$written" 'BEGIN{printf "%.1f", b-a}') s," \
  "validated and served after $(awk -v a="$written" -v b="$serving" 'BEGIN{printf "%.1f", b-a}') s;" \
  "sanity $last: $(check http://127.0.0.1:18083/.well-known/apple-app-site-association -H "Host: $last")" >&2

script="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/hosts.lua"
echo "== wrk -t$threads -c$connections -d${duration}s -s hosts.lua, 127.0.0.1, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%FT%TZ)"
ULINKS_BENCH_HOSTS=1 run_script one-host "http://127.0.0.1:18083/" "$script"
ULINKS_BENCH_HOSTS="$count" run_script "$count-hosts" "http://127.0.0.1:18083/" "$script"
awk -v a="$(cat "$work/$count-hosts.rps")" -v b="$(cat "$work/one-host.rps")" -v n="$count" \
  'BEGIN { printf "ratio %d hosts / one host = %.2f\n", n, a / b }'
