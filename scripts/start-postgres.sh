#!/usr/bin/env bash
# Starts a private PostgreSQL cluster on 127.0.0.1 for the server tests and prints its URL.
#
# Idempotent: a second run finds the cluster running and prints the same URL. initdb and pg_ctl run
# as the `postgres` user (PostgreSQL refuses to run as root); the data lives in a temp folder.
#
#   export ULINKS_TEST_POSTGRES_URL=$(scripts/start-postgres.sh)
#
# Environment: ULINKS_PG_DIR (data folder, default /tmp/ulinks-postgres), ULINKS_PG_PORT (default 54329),
# ULINKS_PG_BIN (default: the newest /usr/lib/postgresql/*/bin). Stop with: scripts/start-postgres.sh stop
set -euo pipefail

dir="${ULINKS_PG_DIR:-/tmp/ulinks-postgres}"
port="${ULINKS_PG_PORT:-54329}"
bin="${ULINKS_PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
url="postgres://postgres@127.0.0.1:${port}/postgres"

if [[ -z "$bin" || ! -x "$bin/initdb" ]]; then
  echo "start-postgres: no PostgreSQL server binaries (install the Debian package postgresql)" >&2
  exit 1
fi

as_postgres() {
  if [[ "$(id -u)" == "0" ]]; then
    su postgres -s /bin/sh -c "$*"
  else
    sh -c "$*"
  fi
}

if [[ "${1:-}" == "stop" ]]; then
  as_postgres "'$bin/pg_ctl' -D '$dir/data' -m fast stop" >&2 || true
  exit 0
fi

mkdir -p "$dir"
if [[ "$(id -u)" == "0" ]]; then chown postgres:postgres "$dir"; fi

if [[ ! -f "$dir/data/PG_VERSION" ]]; then
  as_postgres "'$bin/initdb' -D '$dir/data' -U postgres --auth=trust --encoding=UTF8 --no-locale" >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
fi

if ! as_postgres "'$bin/pg_ctl' -D '$dir/data' status" >/dev/null 2>&1; then
  as_postgres "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -t 60 \
    -o \"-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories='$dir' -c max_connections=200 -c fsync=on\" start" >&2 || {
    cat "$dir/server.log" >&2
    exit 1
  }
fi

# Wait until it accepts connections on the TCP port (pg_ctl -w already waits; this double-checks TCP).
for _ in $(seq 1 50); do
  if "$bin/pg_isready" -h 127.0.0.1 -p "$port" -q; then
    echo "$url"
    exit 0
  fi
  sleep 0.2
done
echo "start-postgres: the server did not become ready; see $dir/server.log" >&2
exit 1
