#!/usr/bin/env bash
# Builds the DocC documentation of every library product with swift-docc-plugin and fails on any
# DocC warning (a broken symbol link, an undocumented parameter, an unresolved topic), printing it.
#
#   scripts/check-docs.sh                      # every library product of Package.swift
#   scripts/check-docs.sh UniversalLinksRouter # some targets only
#
# The archives land in .build/plugins/Swift-DocC/outputs/TARGET.doccarchive. Warnings of the compiler
# in the build the plugin runs first are not counted here: only what docc says about the documentation.
# One plugin run per target, one after another: docc's messages stay readable, and it costs no more
# than one run with every `--target` (the plugin extracts symbol graphs one at a time anyway).
set -euo pipefail
cd "$(dirname "$0")/.."

# SwiftPM passes the enabled traits to the compiler (-DChecker -DServer ...) in hash order, which
# changes from one process to the next: each plugin run would recompile every module of the package.
# A fixed seed keeps the command lines equal, so the plugin reuses what `swift build` left in .build.
export SWIFT_DETERMINISTIC_HASHING=1

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    # The targets of the library products (ULINKS_MODULES, when set, narrows them as for a build).
    mapfile -t targets < <(swift package dump-package | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        print("\n".join(product["targets"]))
' | sort -u)
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
failed=()
for target in "${targets[@]}"; do
    start=$SECONDS
    if swift package generate-documentation --target "$target" --warnings-as-errors >"$log" 2>&1; then
        echo "docs: $target: no warnings ($((SECONDS - start)) s)"
    else
        failed+=("$target")
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

if [ ${#failed[@]} -gt 0 ]; then
    echo "docs: DocC warnings or errors in: ${failed[*]}" >&2
    exit 1
fi
echo "docs: ${#targets[@]} targets, no DocC warnings"
