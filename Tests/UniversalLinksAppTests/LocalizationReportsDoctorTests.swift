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
            let korean = try await DoctorProjectCommandTests.run(
                ["doctor", ".", "--offline", "--lang", "ko"], in: folder)
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

    /// `ulinks doctor --entitlements` against a local HTTPS server whose file lists the Team ID: the
    /// row's fix, the table and the page in the language; the exit code as in English.
    @Test func entitlementsTextAndPage() async throws {
        guard let binary = try await DoctorCommandTests.doctorBinary() else { return }
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await DoctorCommandTests.makePKI(in: folder, names: ["other.test"])
        let teamID =
            #"{"applinks": {"details": [{"appIDs": ["TEAMID1234.com.example.app"], "components": [{"/": "*"}]}]}}"#
        let (server, port) = try DoctorCommandTests.serve(teamID, in: folder, name: "team", pki: folder)
        defer { DoctorCommandTests.stop(server) }
        let file = folder.appendingPathComponent("App.entitlements")
        try Data(DoctorCommandTests.entitlements(["applinks:other.test"]).utf8).write(to: file)
        let common = [
            "doctor", "--entitlements", file.path, "--ca", folder.appendingPathComponent("ca.pem").path,
            "--resolve", "other.test=127.0.0.1:\(port)", "--timeout", "15",
        ]
        let english = try await DoctorCommandTests.run(binary, common)
        let korean = try await DoctorCommandTests.run(binary, common + ["--lang", "ko"])
        #expect(english.status == 1 && korean.status == english.status, "\(korean.errors)")
        #expect(english.text.contains("use the App ID prefix, not the Team ID"))
        #expect(korean.text.contains("팀 ID가 아니라 앱 ID 접두사를 사용하십시오"), "\(korean.text)")
        #expect(korean.text.contains("파일 있음") && korean.text.contains("앱 포함"), "the table's headings")
        #expect(korean.text.contains("1개 검사: 통과 0개, 경고 0개, 실패 1개"), "\(korean.text)")

        let page = folder.appendingPathComponent("doctor.html")
        let html = try await DoctorCommandTests.run(
            binary, common + ["--format", "html", "--output", page.path, "--lang", "zh-Hans"])
        #expect(html.status == 1)
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.contains("<html lang=\"zh-Hans\">"))
        #expect(text.contains("<h2>\(DoctorCommandTests.appID) 的条目和 URL</h2>"), "\(text.prefix(1500))")
        #expect(text.contains("<span class=\"badge fail\">失败</span>"))
        #expect(text.contains("请在 other.test 上的文件中使用 App ID 前缀，而不是团队 ID。"))
        #expect(Chromium.injectedElements(in: text).isEmpty)
    }
}
