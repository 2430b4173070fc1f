// zh-Hans texts of the commands, reports and console (translations of LocalizationTable+CommandsEn.swift).
// Format: Docs/Localization.md.
extension LocalizationTable {
    static let commandsZhHans = #"""
        # The compiler-style renderer and the summary line of `ulinks validate`.
        # en: fix:
        render.fix = 修复:
        # en: no problems
        summary.clean = 没有发现问题
        # en: {errors}, {warnings}
        summary.counts = {errors}，{warnings}
        # en: {count} error
        summary.error.one = {count} 个错误
        # en: {count} errors
        summary.error.other = {count} 个错误
        # en: {count} warning
        summary.warning.one = {count} 个警告
        # en: {count} warnings
        summary.warning.other = {count} 个警告
        # `ulinks codes`.
        # en: example:
        codes.example = 示例:
        """#
}
