#!/usr/bin/env bash
# Regenerates packaging/man/ulinks.1 with swift-argument-parser's generate-manual plugin (the page the .deb and
# the Homebrew formula install), dated today; `--check` instead compares a fresh page, dated as the committed
# one, with it and fails when the CLI's commands or help changed since (DebianPackageTests runs the same check
# with the tool the test build holds).
#
#   scripts/generate-manual.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."

page=packaging/man/ulinks.1
if [[ "${1:-}" == "--check" ]]; then
    date="$(sed -n 's/^\.Dd //p' "$page" | head -n 1)"
    day="$(date -u -d "$date" +%Y-%m-%d)"
else
    day="$(date -u +%Y-%m-%d)"
fi
# The plugin builds the package (debug: the release build takes far longer) and runs generate-manual on each
# executable built with ArgumentParser; its output folder is the plugin's work folder.
swift package plugin generate-manual --configuration debug --date "$day" >&2
generated="$(find .build/plugins/GenerateManual/outputs -name ulinks.1 | head -n 1)"
[[ -n "$generated" ]] || { echo "generate-manual: the plugin wrote no ulinks.1" >&2; exit 1; }
if [[ "${1:-}" == "--check" ]]; then
    diff -u "$page" "$generated" >&2 || { echo "generate-manual: $page is out of date: run scripts/generate-manual.sh" >&2; exit 1; }
    echo "generate-manual: $page is current" >&2
else
    cp "$generated" "$page"
    echo "generate-manual: wrote $page" >&2
fi
