#!/usr/bin/env bash
# Builds a static Linux binary of ulinks for this machine's architecture: the Swift runtime and
# Foundation linked in (--static-swift-stdlib), stripped, named after the version and architecture,
# with a SHA-256 checksum file beside it. Prints the binary's path.
#
#   scripts/release.sh [OUT_DIR]          # default: dist/
#   sha256sum -c dist/ulinks-0.1.0-linux-x86_64.sha256
#
# The binary needs only the C library and the base system (libc, libstdc++, libgcc_s, zlib), all in
# Debian's minimal root; Tests/UniversalLinksServerTests/StaticBinaryTests.swift runs it in one.
# Every trait, MCP included: `ulinks mcp` is a JSON-RPC server of our own over stdio. (The MCP SDK it used
# before, swift-sdk 0.12, is one target whose HTTP client transport and OAuth files use URLSession, so every
# build of it linked FoundationNetworking, whose libcurl has no static build in the toolchain or the base
# system: the link failed on CFURLSession_*/curl_* symbols. Docs/Size.md, "mcp".)
# `ulinks --version` names the commit: this script writes it into Sources/ulinks/Support/BuildInfo.swift for
# the build and puts the file back afterwards.
# Environment: ULINKS_RELEASE_SCRATCH (build folder, default .build), ULINKS_RELEASE_TRAITS (default
# Checker,Watch,Signing,Server,App,MCP; empty: the core-only CLI), ULINKS_RELEASE_MAP (write the linker's map
# there, for scripts/size-report.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-dist}"
info=Sources/ulinks/Support/BuildInfo.swift
version="$(sed -n 's/^    static let version = "\(.*\)"$/\1/p' "$info")"
[[ -n "$version" ]] || { echo "release: no version in $info" >&2; exit 1; }
commit="$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
if [[ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]]; then commit="$commit-modified"; fi
arch="$(uname -m)"
name="ulinks-$version-linux-$arch"
scratch="${ULINKS_RELEASE_SCRATCH:-.build}"

backup="$(mktemp)"
cp "$info" "$backup"
trap 'cp "$backup" "$info"; rm -f "$backup"' EXIT
sed -i "s|^    static let commit: String? = nil$|    static let commit: String? = \"$commit\"|" "$info"
grep -q "\"$commit\"" "$info" || { echo "release: could not write the commit into $info" >&2; exit 1; }

export SWIFT_DETERMINISTIC_HASHING=1
traits=(--traits "${ULINKS_RELEASE_TRAITS-Checker,Watch,Signing,Server,App,MCP}")
# An empty ULINKS_RELEASE_TRAITS builds the core-only CLI.
[[ -z "${traits[1]}" ]] && traits=(--disable-default-traits)
# The toolchain links static binaries with -export-dynamic: every symbol in .dynsym/.dynstr, about 6 MB that
# nothing looks up (the binary loads no plugins); their one use would be function names in a crash's
# backtrace, which then shows addresses. --no-export-dynamic, given after it, keeps them out (Docs/Size.md).
link=(-Xlinker --no-export-dynamic)
[[ -n "${ULINKS_RELEASE_MAP:-}" ]] && link+=(-Xlinker "-Map=$ULINKS_RELEASE_MAP")
swift build -c release --product ulinks --static-swift-stdlib "${traits[@]}" --scratch-path "$scratch" "${link[@]}" >&2
bin="$(swift build -c release --product ulinks --static-swift-stdlib "${traits[@]}" --scratch-path "$scratch" --show-bin-path)/ulinks"

mkdir -p "$out"
cp "$bin" "$out/$name"
strip "$out/$name"
(cd "$out" && sha256sum "$name" > "$name.sha256")
echo "release: $out/$name ($(stat -c %s "$out/$name") bytes), $("$out/$name" --version)" >&2
echo "$(cd "$out" && pwd)/$name"
