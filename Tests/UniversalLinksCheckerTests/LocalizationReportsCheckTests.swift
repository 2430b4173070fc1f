import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksChecker

extension CheckerTests {
    /// `ulinks check` in the chosen language against the fixture's servers: the text verdicts and the
    /// summary table, the HTML page's badges, headings and `lang`; check ids, domains and exit code as
    /// in English.
    @Suite("ulinks check in the chosen language")
    struct LocalizationReportsCheckTests {
        static let domains = ["good.example.test", "broken.example.test", "missing.example.test"]

        /// Each check's title has a key: translated in every language, English as ``CheckID/title``.
        @Test func checkTitles() {
            for id in CheckID.allCases {
                #expect(id.title(.english) == id.title)
                #expect(MessageTables.entries(.english)["check.title." + id.rawValue] == id.title, "\(id)")
            }
            #expect(CheckID.redirect.title(Localizer(.korean)) == "리디렉션 없음")
            #expect(CheckID.tlsChain.title(Localizer(.chineseSimplified)) == "证书链")
            #expect(CheckID.httpStatus.title(Localizer(.portugueseBrazil)) == "Status HTTP")
        }

        @Test func textVerdictsAndSummaryTable() async throws {
            let fixture = try await CheckerFixture.shared.value
            guard let english = try await fixture.runCheck(Self.domains),
                let korean = try await fixture.runCheck(Self.domains + ["--lang", "ko"])
            else { return }
            #expect(english.status == 1 && korean.status == english.status)
            #expect(english.text.contains("DOMAIN") && english.text.contains("3 domains: "))
            #expect(english.text.contains("missing.example.test: FAIL in "), "\(english.text)")
            #expect(korean.text.contains("missing.example.test: 실패 ("), "\(korean.text)")
            #expect(korean.text.contains("도메인") && korean.text.contains("상태") && korean.text.contains("문제"))
            #expect(korean.text.contains("도메인 3개: 1 통과"), "\(korean.text)")
            #expect(korean.text.contains("http-status"), "check ids stay")
            #expect(!korean.text.contains(" FAIL "), "\(korean.text)")
        }

        /// GitHub annotations and SARIF: each failing check's title, what it saw and its fix in Korean; the
        /// rule ids, the domains and, in SARIF, the English message beside.
        @Test func findingsInTheLanguage() async throws {
            let fixture = try await CheckerFixture.shared.value
            let domains = ["missing.example.test"]
            guard let english = try await fixture.runCheck(domains + ["--format", "github"]),
                let korean = try await fixture.runCheck(domains + ["--format", "github", "--lang", "ko"]),
                let sarif = try await fixture.runCheck(domains + ["--format", "sarif", "--lang", "ko"])
            else { return }
            #expect(english.status == korean.status && sarif.status == english.status)
            #expect(english.text.contains("missing.example.test: HTTP status: "), "\(english.text)")
            #expect(korean.text.contains("missing.example.test: HTTP 상태: "), "\(korean.text)")
            #expect(korean.text.contains("title=check/http-status"), "\(korean.text)")
            #expect(sarif.text.contains("missing.example.test: HTTP 상태: "), "\(sarif.text)")
            #expect(sarif.text.contains("missing.example.test: HTTP status: "), "the English beside: \(sarif.text)")
        }

        /// `--list-checks`: the English table says what CheckID.summary says (English unchanged); Korean
        /// translates each line, the ids kept.
        @Test func listChecks() async throws {
            MessageTables.register(.checker)
            for id in CheckID.allCases {
                #expect(Localizer.english.text("check.list.\(id.rawValue)") == id.summary, "\(id)")
            }
            guard let english = try await ULinksCommand.run(["check", "--list-checks"]),
                let korean = try await ULinksCommand.run(["check", "--list-checks", "--lang", "ko"])
            else { return }
            #expect(english.status == 0 && korean.status == 0)
            #expect(english.text.contains("The server completes a TLS handshake.\n"))
            #expect(korean.text.contains("tls-handshake") && korean.text.contains("서버가 TLS 핸드셰이크를 완료합니다.\n"))
            let ids = { (text: String) in text.split(separator: "\n").map { $0.prefix { $0 != " " } } }
            #expect(ids(english.text) == ids(korean.text))
        }

        @Test func htmlPage() async throws {
            let fixture = try await CheckerFixture.shared.value
            let dir = try TemporaryDirectory()
            defer { dir.remove() }
            let page = dir.path("check.html")
            guard
                let run = try await fixture.runCheck(
                    Self.domains + ["--format", "html", "--output", page, "--lang", "zh-Hans"])
            else { return }
            #expect(run.status == 1)
            let html = try #require(dir.read("check.html"))
            #expect(html.contains("<html lang=\"zh-Hans\">"))
            #expect(html.contains("<title>ulinks check: 3 个域名</title>"), "\(html.prefix(2000))")
            #expect(html.contains("<span class=\"badge fail\">失败</span>"))
            #expect(html.contains("<span class=\"badge pass\">通过</span>"))
            #expect(html.contains("<th>域名</th><th>结果</th><th>耗时</th><th>问题</th><th>首个修复方法</th>"))
            #expect(html.contains("<th>检查项</th><th>结果</th><th>检查所见</th><th>修复方法</th>"))
            #expect(html.contains("文件诊断"), "the heading over the served file's diagnostics")
            #expect(html.contains("各结果的域名数"), "the chart's caption")
            #expect(html.contains("id=\"domain-missing-example-test\""), "anchors stay ASCII")
            #expect(Chromium.injectedElements(in: html).isEmpty)
        }
    }
}
