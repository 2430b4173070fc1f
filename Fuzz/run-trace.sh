#!/usr/bin/env bash
# Builds the libFuzzer target for the untrusted text that `ulinks device` and `ulinks trace` read (device
# state: swcutil show, pm get-app-links, dumpsys package d; an HTML page's meta refresh) over the core's
# sources, and runs it seeded with Fuzz/seeds/devicestate (transcripts written for the tests).
#   Fuzz/run-trace.sh [SECONDS]     (default 600)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
out=.build-fuzz
mkdir -p "$out/corpus-devicestate"
source Fuzz/core.sh
asn1_library
swiftc "${fuzz_flags[@]}" -module-name UniversalLinksFuzz "${asn1_link[@]}" \
    Fuzz/FuzzDeviceState.swift "${core_sources[@]}" -o "$out/fuzz-devicestate"
"$out/fuzz-devicestate" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$out/devicestate-" "$out/corpus-devicestate" Fuzz/seeds/devicestate
