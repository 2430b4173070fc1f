#!/usr/bin/env bash
# Prints the keys a translation lacks or leaves equal to English, with the English text:
#
#   scripts/l10n-missing.sh ko        # KEY<TAB>English, one a line; nothing when complete
#   scripts/l10n-missing.sh ko --stub # also adds the missing keys, empty, to the table files
#
# Covers both areas: diagnostics (LocalizationTable+DiagnosticsLANG.swift) and commands
# (LocalizationTable+CommandsLANG.swift). See Docs/Localization.md.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: scripts/l10n-missing.sh pt-BR|zh-Hans|ko [--stub]" >&2; exit 64; }
if [ "${2:-}" = "--stub" ]; then python3 scripts/l10n-extract.py --stub "$1" >&2; fi
python3 scripts/l10n-extract.py --missing "$1"
