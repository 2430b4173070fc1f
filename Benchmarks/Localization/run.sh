#!/usr/bin/env bash
# Start-up cost of localization: `ulinks validate FILE` wall time, median of RUNS runs (default 20), in
# English (no --lang, as today), pt-BR and ko, for one or two binaries (before and after a change):
#
#   Benchmarks/Localization/run.sh AFTER_BINARY [BEFORE_BINARY] [RUNS]
#   Benchmarks/Localization/run.sh --release   # in-process: a language's first use, per-diagnostic cost
#
# FILE is Examples/apple-app-site-association with a curly quote added, so each language renders a
# diagnostic (English builds it as always; the others parse their table on first use and translate).
# Also the same file with 40 findings, to show the per-diagnostic cost. Needs python3.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [[ "${1:-}" == "--release" ]]; then
  # The in-process measurement (Sources/LocalizationBenchmark), release build of the core only.
  cd "$(dirname "$0")"
  swift build -c release --scratch-path ../../.build-bench-localization
  exec ../../.build-bench-localization/release/LocalizationBenchmark
fi
after="${1:?usage: run.sh AFTER_BINARY [BEFORE_BINARY] [RUNS]}"
before="${2:-}"
runs="${3:-20}"
exec python3 - "$root" "$runs" "$after" $before <<'PY'
import os, statistics, subprocess, sys, tempfile, time
root, runs, binaries = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
example = open(os.path.join(root, "Examples/apple-app-site-association"), encoding="utf-8").read()
work = tempfile.mkdtemp()
one = os.path.join(work, "one-finding.json")
open(one, "w", encoding="utf-8").write(example.replace('"/buy/*"', '\u201c/buy/*"', 1) if '"/buy/*"' in example
                                        else example.replace('"', '\u201c', 1))
many = os.path.join(work, "forty-findings.json")
rules = ",".join('"/p%d/*", "not /q%d"' % (i, i) for i in range(20))
open(many, "w", encoding="utf-8").write(
    '{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": [%s]}]}}' % rules)

def run_ms(binary, args, env):
    start = time.perf_counter()
    subprocess.run([binary, "validate", *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    return (time.perf_counter() - start) * 1000

env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES", "ULINKS_LANG")}
# Whether a binary has --lang (the first localized build onwards).
speaks = {b: subprocess.run([b, "codes", "--lang", "en"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
          for b in binaries}
# Every case of every binary, interleaved run by run, so that load from other processes falls on all alike.
cases = []
for name, binary in zip(["after", "before"], binaries):
    for file_name, path in (("1 finding", one), ("40 findings", many)):
        for label, extra in (("en (no --lang)", []), ("pt-BR", ["--lang", "pt-BR"]), ("ko", ["--lang", "ko"])):
            if extra and not speaks[binary]:
                continue  # a binary from before --lang
            cases.append(("%-6s %-12s %-15s" % (name, file_name, label), binary, extra + [path]))
times = {label: [] for label, _, _ in cases}
for _ in range(runs):
    for label, binary, args in cases:
        times[label].append(run_ms(binary, args, env))
print("median of %d runs (interleaved), ms" % runs)
for label, _, _ in cases:
    print("%s %7.1f" % (label, statistics.median(times[label])))
PY
