#!/usr/bin/env bash
# Points Formula/ulinks.rb at a release: its version, the source archive's SHA-256 (macOS builds from
# source) and the Linux binaries' (x86_64, aarch64). The release workflow runs it; a test runs it on a copy.
#
#   scripts/update-formula.sh FORMULA VERSION SOURCE_SHA256 LINUX_X86_64_SHA256 LINUX_AARCH64_SHA256
set -euo pipefail

[[ $# -eq 5 ]] || { echo "usage: scripts/update-formula.sh FORMULA VERSION SOURCE_SHA256 X86_64_SHA256 AARCH64_SHA256" >&2; exit 64; }
formula="$1" version="$2"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "update-formula: '$version' is not X.Y.Z" >&2; exit 1; }
for hash in "$3" "$4" "$5"; do
    [[ "$hash" =~ ^[0-9a-f]{64}$ ]] || { echo "update-formula: '$hash' is not a SHA-256" >&2; exit 1; }
done

# The sha256 lines in order: the source archive (on_macos), then x86_64 and aarch64 (on_linux).
awk -v v="$version" -v s1="$3" -v s2="$4" -v s3="$5" '
    /^  version "/ { sub(/"[^"]*"/, "\"" v "\"") }
    /url "https:\/\// { gsub(/v[0-9]+\.[0-9]+\.[0-9]+/, "v" v); gsub(/ulinks-[0-9]+\.[0-9]+\.[0-9]+-/, "ulinks-" v "-") }
    /^ *sha256 "/ { n++; sub(/"[0-9a-f]*"/, "\"" (n == 1 ? s1 : n == 2 ? s2 : s3) "\"") }
    { print }
    END { if (n != 3) { print "update-formula: expected 3 sha256 lines, found " n > "/dev/stderr"; exit 1 } }
' "$formula" > "$formula.new"
mv "$formula.new" "$formula"
