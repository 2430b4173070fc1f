#!/usr/bin/env bash
# Builds the libFuzzer targets for the Android readers of UniversalLinksApp (binary XML, the APK Signing Block,
# over the core built as a library; the v1 PKCS #7 signature is the core's CMS reader) and runs them, seeded with
# Fuzz/seeds (inputs written by our own test encoders).
#   Fuzz/run-android.sh [SECONDS] [binaryxml|apksignature|resourcetable|all]     (default 600, all: the first two at once)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
which="${2:-all}"
out=.build-fuzz
mkdir -p "$out"
source Fuzz/core.sh
core_library
# The App's readers of untrusted bytes; not its ZIP side (ZIPFoundation) nor APKSignature (swift-crypto's SHA-256).
app=Sources/UniversalLinksApp/Android
readers=("$app/BinaryXMLReader.swift" "$app/BinaryXMLStringPool.swift" "$app/ByteView.swift"
    "$app/AndroidManifest+BinaryXML.swift" "$app/APKSigningBlock.swift" "$app/ResourceTable.swift")
run() {
    local name="$1" file="$2"
    mkdir -p "$out/corpus-$name"
    swiftc "${fuzz_flags[@]}" -module-name UniversalLinksAppFuzz "${core_link[@]}" \
        "Fuzz/$file" "${readers[@]}" -o "$out/fuzz-$name"
    "$out/fuzz-$name" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$out/$name-" "$out/corpus-$name" "Fuzz/seeds/$name"
}
case "$which" in
binaryxml) run binaryxml FuzzBinaryXML.swift ;;
apksignature) run apksignature FuzzAPKSignature.swift ;;
resourcetable) run resourcetable FuzzResourceTable.swift ;;
all)
    run binaryxml FuzzBinaryXML.swift > "$out/binaryxml.log" 2>&1 &
    first=$!
    run apksignature FuzzAPKSignature.swift > "$out/apksignature.log" 2>&1
    wait "$first"
    grep -h -E "stat::number_of_executed_units|Done [0-9]+ runs" "$out/binaryxml.log" "$out/apksignature.log" || true
    ;;
esac
