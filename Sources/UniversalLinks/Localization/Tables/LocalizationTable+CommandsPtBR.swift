// pt-BR texts of the commands, reports and console (translations of LocalizationTable+CommandsEn.swift).
// Format: Docs/Localization.md.
extension LocalizationTable {
    static let commandsPtBR = #"""
        # The compiler-style renderer and the summary line of `ulinks validate`.
        # en: fix:
        render.fix = correção:
        # en: no problems
        summary.clean = nenhum problema
        # en: {errors}, {warnings}
        summary.counts = {errors}, {warnings}
        # en: {count} error
        summary.error.one = {count} erro
        # en: {count} errors
        summary.error.other = {count} erros
        # en: {count} warning
        summary.warning.one = {count} aviso
        # en: {count} warnings
        summary.warning.other = {count} avisos
        # `ulinks codes`.
        # en: example:
        codes.example = exemplo:
        """#
}
