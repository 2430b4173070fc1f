#!/usr/bin/env bash
# Makes the SwiftPM artifact bundle of the release binaries (SE-0305: an executable artifact, schemaVersion
# 1.0), for a package that declares ulinks as a binary target:
#
#   scripts/make-artifactbundle.sh VERSION OUTDIR BINARY...   # prints OUTDIR/ulinks-VERSION.artifactbundle.zip
#
# Each BINARY is named as the release names it: ulinks-VERSION-linux-x86_64, ulinks-VERSION-linux-aarch64,
# ulinks-VERSION-macos-universal (the name gives its target triples). Writes the zip's SHA-256 beside it
# (`swift package compute-checksum` prints the same value). Docs/Distribution.md, "Artifact bundle".
set -euo pipefail

[[ $# -ge 3 ]] || { echo "usage: scripts/make-artifactbundle.sh VERSION OUTDIR BINARY..." >&2; exit 64; }
version="$1"
out="$2"
shift 2
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$ ]] || { echo "artifactbundle: '$version' is not a version" >&2; exit 1; }

name="ulinks-$version.artifactbundle"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/$name"
variants=()
for binary in "$@"; do
    [[ -f "$binary" ]] || { echo "artifactbundle: no file $binary" >&2; exit 1; }
    base="$(basename "$binary")"
    case "$base" in
        "ulinks-$version-linux-x86_64") triples='"x86_64-unknown-linux-gnu"' ;;
        "ulinks-$version-linux-aarch64") triples='"aarch64-unknown-linux-gnu"' ;;
        "ulinks-$version-macos-universal") triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
        *) echo "artifactbundle: $base is not named ulinks-$version-(linux-x86_64|linux-aarch64|macos-universal)" >&2; exit 1 ;;
    esac
    mkdir -p "$work/$name/$base/bin"
    install -m 755 "$binary" "$work/$name/$base/bin/ulinks"
    variants+=("        { \"path\": \"$base/bin/ulinks\", \"supportedTriples\": [$triples] }")
done
{
    printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "ulinks": {\n'
    printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
    (IFS=$'\n'; echo "${variants[*]}" | sed '$!s/$/,/')
    printf '      ]\n    }\n  }\n}\n'
} > "$work/$name/info.json"

mkdir -p "$out"
out="$(cd "$out" && pwd)"
rm -f "$out/$name.zip"
# Fixed times and order: the same binaries give the same zip, so its checksum is reproducible.
find "$work/$name" -exec touch -h -d '2001-01-01T00:00:00Z' {} +
(cd "$work" && find "$name" -print | LC_ALL=C sort | zip -q -X -@ "$out/$name.zip")
(cd "$out" && sha256sum "$name.zip" > "$name.zip.sha256")
echo "$out/$name.zip"
