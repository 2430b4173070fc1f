// English texts of watch (CLI, serve's watch, console Watch tab) and device.
// They are the source of truth for the keys.
// Format: Docs/Localization.md. Written by hand (keys are named after where the text is shown).
extension LocalizationTable {
    static let watchEn = #"""
        """#
}
