import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// The HTML reports, command failures and `entitlements`' text in the chosen language, by the real
/// binary: translated words, values kept, exit codes and markup unchanged; English as before.
@Suite struct LocalizationReportsTests {
    static let broken = #"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.app", "paths": ["/b/*",]}]}}"#

    /// `validate --format html`: the page's language, the badges and headings translated, the
    /// classes, code and file names as they are; English keeps `lang="en"` and its words.
    @Test func validatePageSpeaksTheLanguage() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("broken.json", Self.broken)
        try dir.write("clean.json", ValidateCommandTests.clean)
        let files = ["broken.json", "clean.json"]
        guard
            let korean = try await ULinksCommand.run(
                ["validate", "--format", "html", "--lang", "ko"] + files, in: dir.url),
            let english = try await ULinksCommand.run(["validate", "--format", "html"] + files, in: dir.url)
        else { return }
        #expect(korean.status == 1 && english.status == 1)
        #expect(korean.text.contains("<html lang=\"ko\">"))
        #expect(korean.text.contains("<span class=\"badge fail\">실패</span>"), "\(korean.text)")
        #expect(korean.text.contains("<span class=\"badge pass\">통과</span>"))
        #expect(korean.text.contains("<th>파일</th><th>결과</th>"))
        #expect(korean.text.contains("error[trailing-comma]"), "the code and severity word stay")
        #expect(korean.text.contains("수정: "), "the fix label")
        #expect(!korean.text.contains(">fail</span>"))
        #expect(english.text.contains("<html lang=\"en\">"))
        #expect(english.text.contains("<span class=\"badge fail\">fail</span>"))
        #expect(english.text.contains("\nfix: "))
        guard
            let chinese = try await ULinksCommand.run(
                ["validate", "--format", "html"] + files, in: dir.url, environment: Self.environment("zh-Hans"))
        else { return }
        #expect(chinese.text.contains("<html lang=\"zh-Hans\">"), "ULINKS_LANG chooses the page's language")
        #expect(chinese.text.contains("<span class=\"badge fail\">失败</span>"))
    }

    /// Failures of the commands: the message translated after argument-parser's "Error: ", the
    /// usage line and the exit code as in English.
    @Test func failuresSpeakTheLanguageWithTheSameExitCode() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("clean.json", ValidateCommandTests.clean)
        let cases: [(arguments: [String], language: String, english: String, translated: String)] = [
            (["check"], "ko", "give at least one domain, or --domains FILE", "도메인을 하나 이상 지정하거나"),
            (
                ["sign", "--cert", "c.pem", "--key", "k.pem", "clean.json", "clean.json"], "pt-BR",
                "OUT must differ from IN", "OUT deve ser diferente de IN"
            ),
            (
                ["doctor", "--entitlements", "x.entitlements", "--app-id", "nodots"], "zh-Hans",
                "--app-id must look like PREFIX.bundle.id, not 'nodots'",
                "--app-id 的格式必须是 PREFIX.bundle.id，而不是 'nodots'"
            ),
            (
                ["validate", "--format", "sarif", "--output", "missing/report.sarif", "clean.json"], "ko",
                "missing/report.sarif: cannot be written: the folder missing does not exist (create it first)",
                "missing/report.sarif: 쓸 수 없습니다: missing 폴더가 없습니다(먼저 만드십시오)"
            ),
            (
                ["export", "--store", dir.path("none.sqlite"), "--to", dir.path("out")], "pt-BR",
                "\(dir.path("none.sqlite")): no such store", "\(dir.path("none.sqlite")): armazenamento inexistente"
            ),
        ]
        for item in cases {
            guard let english = try await ULinksCommand.run(item.arguments, in: dir.url),
                let translated = try await ULinksCommand.run(item.arguments + ["--lang", item.language], in: dir.url)
            else { return }
            #expect(english.status != 0 && translated.status == english.status, "\(item.arguments)")
            #expect(english.errors.contains(item.english), "\(english.errors)")
            #expect(translated.errors.contains(item.translated), "\(translated.errors)")
            #expect(!translated.errors.contains(item.english), "\(translated.errors)")
            // The usage lines after the message are argument-parser's: English, unchanged.
            let usage = english.errors.split(separator: "\n").dropFirst().joined(separator: "\n")
            #expect(translated.errors.hasSuffix(usage + "\n"), "\(translated.errors)")
        }
        // ULINKS_LANG alone chooses the language of a failure too.
        guard
            let chinese = try await ULinksCommand.run(
                ["check"], in: dir.url, environment: Self.environment("zh-Hans"))
        else { return }
        #expect(chinese.status == 64)
        #expect(chinese.errors.hasPrefix("Error: 请至少给出一个域名，或使用 --domains FILE\n"), "\(chinese.errors)")
    }

    /// `entitlements`: the table's headings and the host lines translated; entries and hosts as they are.
    @Test func entitlementsTextSpeaksTheLanguage() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write(
            "App.entitlements",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>com.apple.developer.associated-domains</key>
            <array><string>applinks:example.com</string><string>applinks:*.example.com</string></array>
            </dict></plist>
            """)
        guard let korean = try await ULinksCommand.run(["entitlements", file, "--lang", "ko"]),
            let english = try await ULinksCommand.run(["entitlements", file])
        else { return }
        #expect(korean.status == english.status)
        #expect(english.text.contains("XML property list"))
        #expect(korean.text.contains("XML 속성 목록"), "\(korean.text)")
        #expect(korean.text.contains("항목") && korean.text.contains("서비스") && korean.text.contains("호스트"))
        #expect(korean.text.contains("applinks:*.example.com"), "values kept")
        #expect(!korean.text.contains("file fetched from"), "\(korean.text)")
    }

    /// `init`, `generate` (and `--check`) and `routes`: their lines translated, paths and commands kept.
    @Test func manifestCommandsSpeakTheLanguage() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let initArguments = [
            "init", "--team", "ABCDE12345", "--bundle", "com.acme.shop", "--domain", "acme.example", "--path",
            "/shop/*",
            "--no-input",
        ]
        guard let created = try await ULinksCommand.run(initArguments + ["--lang", "ko"], in: dir.url) else { return }
        #expect(created.status == 0, "\(created.errors)")
        #expect(
            created.text.contains("ulinks.json 작성함: iOS 앱 1개, Android 앱 0개, 도메인 1개, 경로(route) 1개"), "\(created.text)")
        #expect(created.text.contains("다음 단계: ulinks generate --manifest ulinks.json --out site/acme.example\n"))
        guard let again = try await ULinksCommand.run(initArguments + ["--lang", "pt-BR"], in: dir.url),
            let againEnglish = try await ULinksCommand.run(initArguments, in: dir.url)
        else { return }
        #expect(again.status == againEnglish.status && again.status != 0)
        #expect(again.errors == "ulinks.json: já existe (use --force para sobrescrevê-lo)\n", "\(again.errors)")
        #expect(againEnglish.errors == "ulinks.json: already exists (use --force to overwrite it)\n")

        guard
            let generated = try await ULinksCommand.run(
                ["generate", "--hosting", "none", "--lang", "zh-Hans"], in: dir.url)
        else { return }
        #expect(generated.status == 0, "\(generated.errors)")
        #expect(generated.text.contains("已写入 ./.well-known/apple-app-site-association"), "\(generated.text)")
        guard
            let checked = try await ULinksCommand.run(
                ["generate", "--hosting", "none", "--check", "--lang", "ko"], in: dir.url),
            let checkedEnglish = try await ULinksCommand.run(["generate", "--hosting", "none", "--check"], in: dir.url)
        else { return }
        #expect(checked.status == checkedEnglish.status)
        #expect(
            checkedEnglish.text.contains("up to date ./.well-known/apple-app-site-association"),
            "\(checkedEnglish.text)")
        #expect(checked.text.contains("최신     ./.well-known/apple-app-site-association"), "\(checked.text)")

        guard let routes = try await ULinksCommand.run(["routes", "coverage", "--lang", "pt-BR"], in: dir.url),
            let routesEnglish = try await ULinksCommand.run(["routes", "coverage"], in: dir.url)
        else { return }
        #expect(routes.status == routesEnglish.status)
        #expect(routesEnglish.text.contains("every URL that opens the app has a route"), "\(routesEnglish.text)")
        #expect(routes.text.contains("toda URL que abre o app tem uma rota"), "\(routes.text)")
        #expect(routes.text.contains("URLs verificadas"))
    }

    /// `init` on a terminal: the questions, the refusal of a bad answer and the closing lines in Korean.
    @Test(.enabled(if: TerminalRun.isAvailable, "script(1) is not installed"))
    func initAsksInTheLanguage() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let answers = "BAD\nABCDE12345\ncom.acme.shop\nacme.example\n\n\n\nn\n"
        guard let run = try await TerminalRun.ulinks("init --lang ko", answers: answers, in: dir.url) else { return }
        #expect(run.status == 0, "\(run.text)")
        #expect(run.text.contains("Apple 팀 ID(10자): "), "\(run.text)")
        #expect(run.text.contains("  팀 ID는 영문자 또는 숫자 10자입니다"), "\(run.text)")
        #expect(run.text.contains("iOS 12(레거시 경로)를 지원합니까? [y/N]: "), "\(run.text)")
        #expect(run.text.contains("ulinks.json 작성함: iOS 앱 1개"), "\(run.text)")
        #expect(!run.text.contains("Apple team ID"))
    }

    /// The environment of a run that chooses `language` with ULINKS_LANG (no locale variables).
    static func environment(_ language: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { environment[name] = nil }
        environment["ULINKS_LANG"] = language
        return environment
    }
}
