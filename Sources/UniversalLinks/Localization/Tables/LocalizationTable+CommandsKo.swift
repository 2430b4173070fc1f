// ko commands (translations of the English table).
// Format: Docs/Localization.md. Regenerate the English table or stub missing keys with scripts/l10n-extract.py.
extension LocalizationTable {
    static let commandsKo = #"""
        # en: fix:
        render.fix =
        # en: no problems
        summary.clean =
        # en: {count} error
        summary.error.one =
        # en: {count} errors
        summary.error.other =
        # en: {count} warning
        summary.warning.one =
        # en: {count} warnings
        summary.warning.other =
        # en: example:
        codes.example =
        """#
}
