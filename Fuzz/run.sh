#!/usr/bin/env bash
# Builds the libFuzzer target over the core's sources and runs it, seeded with the corpus.
#   Fuzz/run.sh [SECONDS]     (default 600)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
out=.build-fuzz
mkdir -p "$out/corpus"
source Fuzz/core.sh
asn1_library
swiftc "${fuzz_flags[@]}" -module-name UniversalLinksFuzz "${asn1_link[@]}" \
    Fuzz/FuzzAASA.swift Fuzz/FuzzAssetLinks.swift Fuzz/FuzzLocalization.swift "${core_sources[@]}" -o "$out/fuzz-aasa"
seeds=()
[ -d ../shared/corpus/aasa ] && seeds+=(../shared/corpus/aasa)
seeds+=(Fuzz/seeds)  # oversize shapes (issue 11): long duplicates, nested prefixes, many variables and apps
[ -d ../shared/corpus/assetlinks ] && seeds+=(../shared/corpus/assetlinks)
"$out/fuzz-aasa" -max_total_time="$seconds" -max_len=140000 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$out/" "$out/corpus" "${seeds[@]}"

# The /.well-known/webauthn reader, the Public Suffix List and the Android passkey origin, over the core's sources.
mkdir -p "$out/corpus-webauthn"
swiftc "${fuzz_flags[@]}" -module-name UniversalLinksFuzz "${asn1_link[@]}" \
    Fuzz/FuzzWebAuthn.swift "${core_sources[@]}" -o "$out/fuzz-webauthn"
"$out/fuzz-webauthn" -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$out/webauthn-" "$out/corpus-webauthn" Fuzz/seeds/webauthn

# The server's request-head parser (connection fast path): standard library only, so built from its files alone.
mkdir -p "$out/corpus-request-head"
printf 'GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a.example.com\r\nIf-None-Match: "x"\r\n\r\n' \
    >"$out/corpus-request-head/seed"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name RequestHeadFuzz \
    Fuzz/FuzzRequestHead.swift Sources/UniversalLinksServer/Serving/FastRequestHead.swift \
    Sources/UniversalLinksServer/Model/FileKind.swift -o "$out/fuzz-request-head"
"$out/fuzz-request-head" -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$out/" "$out/corpus-request-head"

# Apple's CDN headers as the checker reads them (hostile values): Foundation only, built from its files alone.
mkdir -p "$out/corpus-cdn-headers"
printf 'Apple-Failure-Reason: SWCERR00101 Bad HTTP Response: 403 Forbidden\nApple-Failure-Details: {"status":"403 Forbidden"}\nApple-From: https://example.com/.well-known/apple-app-site-association\nApple-Try-Direct: false\nCache-Control: max-age=1800,public\nAge: 1399\n' \
    >"$out/corpus-cdn-headers/seed"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name CDNHeadersFuzz \
    Fuzz/FuzzCDNHeaders.swift Sources/UniversalLinksChecker/CDN/AppleCDNHeaders.swift \
    Sources/UniversalLinksChecker/CDN/AppleFailureCode.swift Sources/UniversalLinksChecker/Fetch/UntrustedText.swift \
    Sources/UniversalLinksChecker/Fetch/HeaderField.swift -o "$out/fuzz-cdn-headers"
"$out/fuzz-cdn-headers" -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$out/" "$out/corpus-cdn-headers"
