// English texts of the HTML reports (badges, doctor and check pages), the console's Domains tab
// and the errors of every command.
// They are the source of truth for the keys.
// Format: Docs/Localization.md. Written by hand (keys are named after where the text is shown).
extension LocalizationTable {
    static let reportsEn = #"""
        """#
}
