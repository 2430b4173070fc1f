// Translations of LocalizationTable+ReportsEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let reportsZhHans = #"""
        """#
}
