#!/usr/bin/env bash
# Builds the libFuzzer targets for the project doctor's readers (issue 23) over the core's sources and runs
# them, seeded with Fuzz/seeds/<target> (files written like the tests' project fixtures).
#   Fuzz/run-project.sh [SECONDS] [pbxproj|xml|gradle|all]     (default 600, all: one after the other, two at once)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
which="${2:-all}"
out=.build-fuzz
mkdir -p "$out"
source Fuzz/core.sh
asn1_library
build() {
    local name="$1" file="$2"
    swiftc "${fuzz_flags[@]}" -module-name UniversalLinksFuzz "${asn1_link[@]}" \
        "Fuzz/$file" "${core_sources[@]}" -o "$out/fuzz-$name"
}
run() {
    local name="$1"
    mkdir -p "$out/corpus-$name"
    "$out/fuzz-$name" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$out/$name-" "$out/corpus-$name" "Fuzz/seeds/$name"
}
case "$which" in
pbxproj) build pbxproj FuzzPBXProj.swift && run pbxproj ;;
xml) build xml FuzzXMLText.swift && run xml ;;
gradle) build gradle FuzzGradle.swift && run gradle ;;
all)
    build pbxproj FuzzPBXProj.swift
    build xml FuzzXMLText.swift
    build gradle FuzzGradle.swift
    run pbxproj > "$out/pbxproj.log" 2>&1 &
    first=$!
    run xml > "$out/xml.log" 2>&1
    wait "$first"
    run gradle > "$out/gradle.log" 2>&1
    grep -h -E "stat::number_of_executed_units|Done [0-9]+ runs" "$out/pbxproj.log" "$out/xml.log" "$out/gradle.log" || true
    ;;
esac
