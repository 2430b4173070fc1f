#!/usr/bin/env bash
# Builds the DocC documentation of every library product with swift-docc-plugin and fails on any
# DocC warning (a broken symbol link, an undocumented parameter, an unresolved topic), printing it.
#
#   scripts/check-docs.sh                      # every library product of Package.swift
#   scripts/check-docs.sh UniversalLinksRouter # some targets only
#
# The archives land in .build/plugins/Swift-DocC/outputs/TARGET.doccarchive. Warnings of the compiler
# in the build the plugin runs first are not counted here: only what docc says about the documentation
# (`--warnings-as-errors` is docc's option). All targets go to one plugin run (a third less CPU than one
# run each); when it fails, each target runs again on its own so that docc's messages, printed by
# concurrent docc processes, are not interleaved.
set -euo pipefail
cd "$(dirname "$0")/.."

# SwiftPM passes the enabled traits to the compiler (-DChecker -DServer ...) in hash order, which
# changes from one process to the next: each plugin run would recompile every module of the package.
# A fixed seed keeps the command lines equal, so the plugin reuses what `swift build` left in .build.
export SWIFT_DETERMINISTIC_HASHING=1

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    # The targets of the library products.
    mapfile -t targets < <(swift package dump-package | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        print("\n".join(product["targets"]))
' | sort -u)
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
start=$SECONDS
args=()
for target in "${targets[@]}"; do args+=(--target "$target"); done
if swift package generate-documentation --warnings-as-errors "${args[@]}" >"$log" 2>&1; then
    echo "docs: ${#targets[@]} targets (${targets[*]}), no DocC warnings ($((SECONDS - start)) s)"
    exit 0
fi

echo "docs: generate-documentation failed; each target on its own:"
for target in "${targets[@]}"; do
    if swift package generate-documentation --target "$target" --warnings-as-errors >"$log" 2>&1; then
        echo "docs: $target: no warnings"
    else
        echo "docs: $target: FAILED"
        # docc's own messages follow the plugin's "Building documentation" line; a build that fails
        # before it shows its last lines instead.
        if grep -q "^Building documentation for '$target'" "$log"; then
            sed -n "/^Building documentation for '$target'/,\$p" "$log"
        else
            tail -n 60 "$log"
        fi
    fi
done
exit 1
