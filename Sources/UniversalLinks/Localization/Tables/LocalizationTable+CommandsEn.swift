// English texts of the commands, reports and console: the source of truth for their keys.
// Format: Docs/Localization.md. Written by hand (keys are named after where the text is shown).
extension LocalizationTable {
    static let commandsEn = #"""
        # The compiler-style renderer and the summary line of `ulinks validate`.
        render.fix = fix:
        summary.clean = no problems
        summary.counts = {errors}, {warnings}
        summary.error.one = {count} error
        summary.error.other = {count} errors
        summary.warning.one = {count} warning
        summary.warning.other = {count} warnings
        # `ulinks codes`.
        codes.example = example:
        """#
}
