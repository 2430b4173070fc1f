#!/usr/bin/env bash
# Builds the libFuzzer target over the ACME response parsing and runs it, seeded with well-formed
# answers (RFC 8555 shapes).
#   Fuzz/run-acme.sh [SECONDS]     (default 300)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
out=.build-fuzz
mkdir -p "$out/acme-corpus"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
    -module-name UniversalLinksACMEFuzz \
    Fuzz/FuzzACME.swift $(find Sources/UniversalLinksACME/Protocol -name '*.swift' | sort) \
    -o "$out/fuzz-acme"
printf '%s' '{"newNonce":"https://a/n","newAccount":"https://a/a","newOrder":"https://a/o","meta":{"termsOfService":"https://a/t"}}' >"$out/acme-corpus/directory.json"
printf '%s' '{"status":"pending","identifiers":[{"type":"dns","value":"a.example"}],"authorizations":["https://a/z/1"],"finalize":"https://a/f","certificate":"https://a/c"}' >"$out/acme-corpus/order.json"
printf '%s' '{"status":"pending","identifier":{"type":"dns","value":"a.example"},"challenges":[{"type":"http-01","url":"https://a/c/1","status":"pending","token":"abcdefghijklmnop_-"}]}' >"$out/acme-corpus/authz.json"
printf '%s' '{"type":"urn:ietf:params:acme:error:badNonce","detail":"x","status":400,"subproblems":[{"type":"t","detail":"d"}]}' >"$out/acme-corpus/problem.json"
"$out/fuzz-acme" -max_total_time="$seconds" -max_len=70000 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$out/acme-" "$out/acme-corpus"
