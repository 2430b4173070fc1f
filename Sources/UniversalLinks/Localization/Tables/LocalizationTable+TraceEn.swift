// English texts of trace and android statements (CLI, API and console).
// They are the source of truth for the keys.
// Format: Docs/Localization.md. Written by hand (keys are named after where the text is shown).
extension LocalizationTable {
    static let traceEn = #"""
        """#
}
