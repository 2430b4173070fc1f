// ko texts of the commands, reports and console (translations of LocalizationTable+CommandsEn.swift).
// Format: Docs/Localization.md.
extension LocalizationTable {
    static let commandsKo = #"""
        # en: fix:
        render.fix = 수정:
        # en: no problems
        summary.clean = 문제 없음
        # en: {errors}, {warnings}
        summary.counts = {errors}, {warnings}
        # en: {count} error
        summary.error.one = 오류 {count}개
        # en: {count} errors
        summary.error.other = 오류 {count}개
        # en: {count} warning
        summary.warning.one = 경고 {count}개
        # en: {count} warnings
        summary.warning.other = 경고 {count}개
        # en: example:
        codes.example = 예:
        """#
}
