import Foundation
import Testing
import ULinksTestSupport

/// `ulinks doctor PATH --offline` in the chosen language: the text report's headings and totals, the
/// HTML page's headings, badges and `lang`; findings' codes, file names and the exit code as in English.
@Suite struct LocalizationReportsDoctorTests {
    @Test func projectTextAndPage() async throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        try project.writeAndroidProject()
        let folder = project.folder.url
        guard let english = try await DoctorProjectCommandTests.run(["doctor", ".", "--offline"], in: folder),
            let korean = try await DoctorProjectCommandTests.run(["doctor", ".", "--offline", "--lang", "ko"], in: folder)
        else { return }
        #expect(english.status == 1 && korean.status == english.status)
        #expect(english.text.contains("Xcode targets") && english.text.contains("Android variants"))
        #expect(korean.text.contains("Xcode 타깃") && korean.text.contains("Android 빌드 변형"), "\(korean.text)")
        #expect(korean.text.contains("타깃") && korean.text.contains("빌드 구성"), "the table's headings")
        #expect(korean.text.contains("파일") && korean.text.contains("개를 읽었습니다"), "\(korean.text.prefix(300))")
        #expect(korean.text.contains("error[autoverify-custom-scheme]"), "codes stay")
        #expect(!korean.text.contains("Xcode targets"))

        let page = folder.appendingPathComponent("doctor.html").path
        guard
            let html = try await DoctorProjectCommandTests.run(
                ["doctor", ".", "--offline", "--format", "html", "--output", page, "--lang", "pt-BR"], in: folder)
        else { return }
        #expect(html.status == 1)
        let written = try String(contentsOfFile: page, encoding: .utf8)
        #expect(written.contains("<html lang=\"pt-BR\">"))
        #expect(written.contains("<p class=\"subtitle\">pasta do projeto</p>"), "\(written.prefix(1500))")
        #expect(written.contains("<h2>Targets do Xcode</h2>") && written.contains("<h2>Variantes Android</h2>"))
        #expect(written.contains("<th>variante</th><th>applicationId</th><th>targetSdk</th><th>verificação</th>"))
        #expect(written.contains("arquivos lidos: "))
        #expect(written.contains("correção: "), "the fix label under a finding")
        #expect(written.contains("error[autoverify-custom-scheme]"))
        #expect(!written.contains("Xcode targets"))
    }
}
