// zh-Hans commands (translations of the English table).
// Format: Docs/Localization.md. Regenerate the English table or stub missing keys with scripts/l10n-extract.py.
extension LocalizationTable {
    static let commandsZhHans = #"""
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
        # en: example:
        codes.example = 示例:
        """#
}
