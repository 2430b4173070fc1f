// English texts of match, match --explain, diff, android match and the side-by-side table (CLI and console).
// They are the source of truth for the keys.
// Format: Docs/Localization.md. Written by hand (keys are named after where the text is shown).
extension LocalizationTable {
    static let matchingEn = #"""
        """#
}
