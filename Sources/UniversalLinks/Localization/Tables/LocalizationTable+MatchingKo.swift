// Translations of LocalizationTable+MatchingEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let matchingKo = #"""
        """#
}
