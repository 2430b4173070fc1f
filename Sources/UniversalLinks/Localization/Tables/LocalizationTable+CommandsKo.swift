// ko texts of the commands, reports and console (translations of LocalizationTable+CommandsEn.swift).
// Format: Docs/Localization.md.
extension LocalizationTable {
    static let commandsKo = #"""
        """#
}
