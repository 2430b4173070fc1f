# Sourced by the benchmarks that start `ulinks serve` (Server/setup.sh, Hosting/run.sh): the
# repository root, a scratch folder removed on exit with every process in `pids` stopped, the
# tools checked, the release binary in `ulinks`, and a random admin token in "$work/token".
# Set before sourcing: bench_tools (the commands the script needs), and optionally bench_scratch
# (the scratch folder's name prefix) and bench_hint (added to a missing tool's message).
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d "/tmp/${bench_scratch:-ulinks-bench}.XXXXXX")"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  # nginx (Server/setup.sh) daemonises: its pid is in its pid file.
  [[ -f "$work/nginx.pid" ]] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

for tool in ${bench_tools:-}; do
  command -v "$tool" >/dev/null || { echo "bench: $tool is not installed${bench_hint:-}" >&2; exit 1; }
done

# ULINKS_BENCH_BINARY=path/to/release/ulinks skips the build (e.g. one built from a snapshot of the tree).
if [[ -n "${ULINKS_BENCH_BINARY:-}" ]]; then
  ulinks="$ULINKS_BENCH_BINARY"
else
  echo "== building ulinks (release)" >&2
  (cd "$root" && swift build -c release --scratch-path .build-server-release --product ulinks --disable-default-traits --traits Server >&2)
  ulinks="$root/.build-server-release/release/ulinks"
fi

head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$work/token"

# url [curl arguments...]: until it answers 2xx, asking every $poll seconds (default 0.2; timed
# start-ups set 0.01); exits after 300 s (valgrind starts slowly).
wait_for() {
  local url=$1; shift
  local deadline=$((SECONDS + 300))
  while ((SECONDS < deadline)); do curl -sf -o /dev/null "$@" "$url" 2>/dev/null && return 0; sleep "${poll:-0.2}"; done
  echo "bench: $url did not answer" >&2
  exit 1
}

# The start of an nginx.conf in the scratch folder, up to the open `http {` block (Server/setup.sh,
# Watch/run.sh): its pid file (which the cleanup reads), error log and temporary files all in "$work".
nginx_conf_head() {
  mkdir -p "$work/nginx-tmp"
  cat <<CONF
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $work/nginx-tmp; proxy_temp_path $work/nginx-tmp; fastcgi_temp_path $work/nginx-tmp;
  uwsgi_temp_path $work/nginx-tmp; scgi_temp_path $work/nginx-tmp;
CONF
}
