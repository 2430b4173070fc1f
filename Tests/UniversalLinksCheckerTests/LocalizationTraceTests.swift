import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksChecker

extension CheckerTests {
    /// `ulinks trace` and `ulinks android statements` with `--lang`: the prose in Korean, Chinese and
    /// Portuguese, the values (URLs, app IDs, codes), JSON keys and exit statuses as in English, and
    /// English byte for byte without a language.
    @Suite("trace and android statements in other languages")
    struct LocalizationTraceTests {
        typealias F = TraceFixture

        /// The language environment cleared, so that the machine's locale cannot choose one.
        static let environment: [String: String] = {
            var environment = ProcessInfo.processInfo.environment
            for name in ["ULINKS_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] { environment[name] = nil }
            return environment
        }()

        static func run(_ arguments: [String]) async throws -> ProcessRun? {
            try await ULinksCommand.run(arguments, environment: environment)
        }

        static let clickTracked = [
            "https://click.trace.test/ls/click?upn=abc", "--app", F.app, "--package", F.package, "--fingerprint",
            F.print,
        ]

        @Test func traceTextInKorean() async throws {
            let fixture = try await F.shared.value
            guard let run = try await Self.run(fixture.arguments(Self.clickTracked + ["--lang", "ko"])) else { return }
            #expect(run.status == 1, "\(run.errors)")
            let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // The hop lines keep their values; the words around them are Korean.
            #expect(lines.first == "추적 https://click.trace.test/ls/click?upn=abc")
            #expect(lines.contains("  1  302  https://click.trace.test/ls/click?upn=abc"))
            #expect(lines.contains("        -> https://shop.trace.test/product/42?utm_source=mail"))
            #expect(
                lines.contains { $0.hasPrefix("        iOS: \(F.app)에서 열림 -- shop.trace.test의 파일에 따라 \(F.app)에서 열립니다") }
            )
            #expect(lines.contains { $0.hasPrefix("        Android: 브라우저 -- click.trace.test은(는) 인증되지 않았습니다") })
            #expect(lines.contains("iOS: 브라우저에서 열립니다(https://shop.trace.test/product/42?utm_source=mail에 도달)"))
            #expect(
                lines.contains {
                    $0.hasPrefix("  이유: iOS은(는) 리디렉션을 따라가기 전에 탭한 URL의 호스트 click.trace.test(으)로 결정합니다")
                })
            #expect(lines.contains { $0.hasPrefix("  수정: ") && $0.contains("https://click.trace.test/") })
            #expect(
                lines.contains("  수정: https://shop.trace.test/product/42?utm_source=mail(으)로 직접 링크하십시오(리디렉션이 끝나는 URL)"))
            #expect(lines.contains("다음도 배제하십시오(기기에서 일어나는 일이라 어떤 가져오기로도 보이지 않습니다):"))
            #expect(lines.contains { $0.hasPrefix("  - Android: 기기의 인증 상태") })
            // No English sentence is left.
            for english in ["opens in the browser", "why:", "fix:", "also rule out", "decides on", "is not verified"] {
                #expect(!run.text.contains(english), "\(english) in \(run.text)")
            }
        }

        @Test func withoutALanguageTheTextIsTheEnglishOfBefore() async throws {
            let fixture = try await F.shared.value
            guard let plain = try await Self.run(fixture.arguments(Self.clickTracked)),
                let english = try await Self.run(fixture.arguments(Self.clickTracked + ["--lang", "en"]))
            else { return }
            #expect(plain.status == 1 && english.status == 1)
            #expect(plain.text == english.text)
            #expect(
                plain.text.contains("\n  why: iOS decides on the tapped URL's host, click.trace.test, before following")
            )
            #expect(plain.text.contains("\nalso rule out (on the device; no fetch can see these):\n"))
        }

        @Test func traceJSONInChineseKeepsItsShapeAndValues() async throws {
            let fixture = try await F.shared.value
            let arguments = ["http://mail.trace.test/c/8", "--package", F.package, "--fingerprint", F.print]
            guard
                let chinese = try await Self.run(
                    fixture.arguments(arguments + ["--format", "json", "--lang", "zh-Hans"])),
                let english = try await Self.run(fixture.arguments(arguments + ["--format", "json"]))
            else { return }
            #expect(chinese.status == english.status && chinese.status == 1, "\(chinese.errors)")
            let zh = try #require(try JSONSerialization.jsonObject(with: Data(chinese.output)) as? [String: Any])
            let en = try #require(try JSONSerialization.jsonObject(with: Data(english.output)) as? [String: Any])
            #expect(Set(zh.keys) == Set(en.keys))
            let zhHops = try #require(zh["hops"] as? [[String: Any]])
            let enHops = try #require(en["hops"] as? [[String: Any]])
            #expect(zhHops.count == 2 && enHops.count == 2)
            for (z, e) in zip(zhHops, enHops) {
                #expect(Set(z.keys) == Set(e.keys))
                for key in ["url", "status", "location", "via"] { #expect("\(z[key] ?? "")" == "\(e[key] ?? "")") }
                let zi = try #require(z["ios"] as? [String: Any])
                let ei = try #require(e["ios"] as? [String: Any])
                #expect("\(zi["opens"] ?? "")" == "\(ei["opens"] ?? "")")
            }
            // The tapped host has no file: the reason in Chinese, the English one as before.
            let zhReason = try #require((zhHops[0]["ios"] as? [String: Any])?["reason"] as? String)
            #expect(zhReason.hasPrefix("mail.trace.test 未关联："), "\(zhReason)")
            let enReason = try #require((enHops[0]["ios"] as? [String: Any])?["reason"] as? String)
            #expect(enReason.hasPrefix("mail.trace.test is not associated: "), "\(enReason)")
            let ios = try #require(zh["ios"] as? [String: Any])
            #expect(ios["opens"] is NSNull)
            #expect(ios["lands"] as? String == "https://shop.trace.test/product/8")
            #expect((ios["reason"] as? String)?.contains("在跟随任何重定向之前") == true, "\(ios)")
            #expect(
                (ios["fixes"] as? [String])?.contains("直接链接到 https://shop.trace.test/product/8（重定向最终到达的 URL）") == true)
            #expect((zh["ruleOut"] as? [String])?.first?.hasPrefix("在同一域名的页面上点按") == true)
            #expect((en["ruleOut"] as? [String])?.first?.hasPrefix("a tap on a page of the same domain") == true)
        }

        @Test func usageErrorsInTheLanguage() async throws {
            guard let scheme = try await Self.run(["trace", "ftp://shop.trace.test/x", "--lang", "ko"]),
                let hops = try await Self.run([
                    "trace", "https://shop.trace.test/", "--max-hops", "0", "--lang", "pt-BR",
                ]),
                let english = try await Self.run(["trace", "ftp://shop.trace.test/x"])
            else { return }
            #expect(scheme.status == 64 && hops.status == 64 && english.status == 64)
            #expect(
                scheme.errors.contains("'ftp://shop.trace.test/x'은(는) ftp: URL입니다. 앱을 열 수 있는 링크는 http와 https 링크뿐입니다"),
                "\(scheme.errors)")
            #expect(hops.errors.contains("--max-hops precisa ser de 1 a 50"), "\(hops.errors)")
            #expect(english.errors.contains("'ftp://shop.trace.test/x' is a ftp: URL; only http and https links"))
            guard
                let statements = try await Self.run([
                    "android", "statements", "x.test", "--package", "com.example", "--lang", "zh-Hans",
                ])
            else { return }
            #expect(statements.status == 64)
            #expect(statements.errors.contains("请同时提供 --package 和 --fingerprint"), "\(statements.errors)")
        }

        /// `android statements` against the `*.links.test` lists (AndroidFixture).
        static func statements(_ arguments: [String]) async throws -> ProcessRun? {
            let fixture = try await AndroidFixture.shared.value
            let mappings = fixture.options().resolve.values.flatMap { ["--resolve", $0.description] }
            return try await run(
                ["android", "statements"] + arguments + ["--ca", fixture.checker.pki.caFile] + mappings)
        }

        @Test func statementsInPortugueseAndKorean() async throws {
            let missing = ["good.links.test", "--package", "com.example.none", "--fingerprint", AndroidFixture.print]
            guard let pt = try await Self.statements(missing + ["--lang", "pt-BR"]),
                let en = try await Self.statements(missing)
            else { return }
            #expect(pt.status == 1 && en.status == 1)
            #expect(
                pt.text.hasPrefix(
                    "https://good.links.test/.well-known/assetlinks.json: 3 declarações (3 arquivos buscados)\n"),
                "\(pt.text)")
            #expect(pt.text.contains("\n      da declaração 0 de https://inc.links.test/two.json\n"))
            #expect(
                pt.text.contains(
                    "NÃO vinculado: falta delegate_permission/common.handle_all_urls a android_app com.example.none ["),
                "\(pt.text)")
            #expect(pt.text.contains("nenhuma declaração nomeia com.example.none (pacotes listados: com.example.app, "))
            #expect(pt.text.contains("\nbuscados:\n"))
            #expect(en.text.contains("NOT linked: android_app com.example.none ["))
            #expect(en.text.contains("no statement names com.example.none (packages listed: com.example.app, "))

            // The errors of a list with every problem: the codes and URLs kept, the messages in Korean.
            guard let ko = try await Self.statements(["mixed.links.test", "--lang", "ko"]),
                let mixed = try await Self.statements(["mixed.links.test"])
            else { return }
            #expect(ko.status == 1 && mixed.status == 1)
            #expect(ko.text.contains("\n오류:\n"), "\(ko.text)")
            #expect(
                ko.text.contains(
                    "WRONG_CONTENT_TYPE https://html.links.test/x.json: Content-Type이 application/json이 아니라 text/html입니다"
                ), "\(ko.text)")
            #expect(
                ko.text.contains(
                    "SECURE_ASSET_INCLUDES_INSECURE https://mixed.links.test/.well-known/assetlinks.json 문 "),
                "\(ko.text)")
            #expect(ko.text.contains("http://mixed.links.test/plain.json은(는) 일반 http입니다"), "\(ko.text)")
            #expect(ko.text.contains(": 문 삭제됨: "), "\(ko.text)")
            #expect(
                ko.text.contains(
                    "REDIRECT https://redirect.links.test/x.json: 301, https://good.links.test/x.json(으)로: 문 목록은 리디렉션을 거쳐 가져오지 않습니다"
                ), "\(ko.text)")
            #expect(mixed.text.contains("Content-Type is text/html, not application/json"))
            #expect(mixed.text.contains(": statement dropped: "))

            // JSON: the same keys and codes; the messages and the reason follow --lang.
            guard let json = try await Self.statements(missing + ["--format", "json", "--lang", "ko"]),
                let plain = try await Self.statements(missing + ["--format", "json"])
            else { return }
            let k = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
            let e = try #require(try JSONSerialization.jsonObject(with: Data(plain.output)) as? [String: Any])
            #expect(Set(k.keys) == Set(e.keys))
            #expect(
                (k["check"] as? [String: Any])?["reason"] as? String
                    == "com.example.none을(를) 지정하는 문이 없습니다(나열된 패키지: com.example.app, com.example.included)")
            #expect(
                (e["check"] as? [String: Any])?["reason"] as? String
                    == "no statement names com.example.none (packages listed: com.example.app, com.example.included)")
        }

        /// A statement list's errors are messages: rendered in the chosen language from their keys, their
        /// English unchanged (nothing is matched back from English any more).
        @Test func statementErrorsAreMessages() {
            MessageTables.register(.checker)
            let ko = Localizer(.korean)
            let missing = Message("statements.error.content-type-missing")
            #expect(missing.english == "Content-Type is missing, not application/json")
            #expect(ko.render(missing) == "Content-Type이 없습니다. application/json이어야 합니다")
            let status = Message("statements.error.status", texts: ["status": "404", "reason": "Not Found"])
            #expect(status.english == "status 404 Not Found")
            #expect(ko.render(status) == "상태 404 Not Found")
        }
    }
}
