#!/usr/bin/env bash
# The database side of `ulinks serve --watch`'s look at each tick (Sources/UniversalLinksServer/Watch/
# ServerWatch.swift round(_:dispatcher:)): the leases of every watched domain tried at once, with the
# statements of SQLiteStore+Watch.swift and PostgresStore+Watch.swift, at DOMAINS domains:
#   1. first look: no lease yet, every domain taken;
#   2. steady look: every lease held (the usual tick: nothing due);
#   3. due look: every lease expired, every domain taken again.
# Wall time of each, median of RUNS runs. PostgreSQL from $ULINKS_TEST_POSTGRES_URL (scripts/start-postgres.sh
# prints one), in a schema of its own that is dropped afterwards.
#
#   Benchmarks/Server/watch-leases.sh [DOMAINS] [RUNS]     # default 10000 5
set -euo pipefail
domains="${1:-10000}"
runs="${2:-5}"
url="${ULINKS_TEST_POSTGRES_URL:-$(cd "$(dirname "$0")/../.." && scripts/start-postgres.sh)}"
exec python3 - "$domains" "$runs" "$url" <<'PY'
import os, statistics, subprocess, sys, tempfile, time
domains, runs, url = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
names = ["d%05d.bench.test" % i for i in range(domains)]
work = tempfile.mkdtemp()

def sqlite(db, script):
    subprocess.run(["sqlite3", db], input=script, text=True, check=True, stdout=subprocess.DEVNULL)

def sqlite_look(db, now, until):
    # SQLiteStore+Watch.swift: one read of the held leases, then one upsert per domain not held, in one
    # transaction (the store's statements through one sqlite3 shell: the database's share of the cost).
    held = set(subprocess.run(["sqlite3", db, "SELECT domain FROM watch_leases WHERE lease_until > %d" % now],
                              text=True, capture_output=True, check=True).stdout.split())
    lines = ["BEGIN;", "SELECT domain FROM watch_leases WHERE lease_until > %d;" % now]
    for d in names:
        if d in held:
            continue
        lines.append("INSERT INTO watch_leases (domain, lease_owner, lease_until) VALUES ('%s', 'bench', %d) "
                     "ON CONFLICT (domain) DO UPDATE SET lease_owner = excluded.lease_owner, "
                     "lease_until = excluded.lease_until WHERE watch_leases.lease_until IS NULL "
                     "OR watch_leases.lease_until <= %d RETURNING domain;" % (d, until, now))
    lines.append("COMMIT;")
    start = time.perf_counter()
    sqlite(db, "\n".join(lines))
    return (time.perf_counter() - start) * 1000

def psql(sql):
    return subprocess.run(["psql", url, "-q", "-v", "ON_ERROR_STOP=1", "-c", sql], text=True,
                          capture_output=True, check=True).stdout

def pg_look(now, until):
    # PostgresStore+Watch.swift: one statement for every domain.
    array = "ARRAY[%s]::text[]" % ",".join("'%s'" % d for d in names)
    sql = ("INSERT INTO bench_leases.watch_leases (domain, lease_owner, lease_until) SELECT d, 'bench', %d "
           "FROM unnest(%s) AS d ON CONFLICT (domain) DO UPDATE SET lease_owner = excluded.lease_owner, "
           "lease_until = excluded.lease_until WHERE watch_leases.lease_until IS NULL OR "
           "watch_leases.lease_until <= %d RETURNING domain" % (until, array, now))
    path = os.path.join(work, "look.sql")
    open(path, "w").write("\\timing on\n" + sql + ";\n")
    out = subprocess.run(["psql", url, "-q", "-v", "ON_ERROR_STOP=1", "-f", path], text=True,
                         capture_output=True, check=True).stdout
    taken = sum(1 for line in out.splitlines() if line.strip().startswith("d") and ".bench.test" in line)
    ms = [float(line.split()[1]) for line in out.splitlines() if line.startswith("Time:")][-1]
    return ms, taken

results = {k: [] for k in ["sqlite first", "sqlite steady", "sqlite due", "postgres first", "postgres steady",
                           "postgres due"]}
for run in range(runs):
    db = os.path.join(work, "watch-%d.sqlite" % run)
    sqlite(db, "PRAGMA journal_mode=WAL; CREATE TABLE watch_leases (domain TEXT PRIMARY KEY, lease_owner TEXT, "
               "lease_until INTEGER);")
    results["sqlite first"].append(sqlite_look(db, 1000, 2000))
    results["sqlite steady"].append(sqlite_look(db, 1500, 2500))
    results["sqlite due"].append(sqlite_look(db, 3000, 4000))
    psql("DROP SCHEMA IF EXISTS bench_leases CASCADE; CREATE SCHEMA bench_leases; CREATE TABLE "
         "bench_leases.watch_leases (domain TEXT PRIMARY KEY, lease_owner TEXT, lease_until BIGINT)")
    for label, now, until, expected in (("first", 1000, 2000, domains), ("steady", 1500, 2500, 0),
                                        ("due", 3000, 4000, domains)):
        ms, taken = pg_look(now, until)
        assert taken == expected, (label, taken, expected)
        results["postgres " + label].append(ms)
psql("DROP SCHEMA IF EXISTS bench_leases CASCADE")
print("%d domains, median of %d runs, ms (sqlite: the sqlite3 shell's process start included)" % (domains, runs))
for label, values in results.items():
    print("%-16s %9.1f" % (label, statistics.median(values)))
PY
