import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksServer

/// The console's Domains and Check tabs in the chosen language: their texts in `/console/l10n.json`
/// (English as the script showed it before), and `/api/v1/check` translating what each check saw and
/// its fix by `Accept-Language`, ids and statuses unchanged.
@Suite struct LocalizationReportsConsoleTests {
    @Test func domainsAndCheckTextsAreLabels() async throws {
        try await ConsoleAPITests().withApp { client async throws in
            let response = try await client.execute(
                uri: "/console/l10n.json", method: .get, headers: [.acceptLanguage: "ko"])
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any])
            let labels = try #require(json["labels"] as? [String: [String: String]])
            let english = try #require(labels["en"])
            #expect(english["console.domains.none"] == "No domain yet: publish a file below.")
            #expect(english["console.domains.live-version"] == "{version} (live)")
            #expect(english["console.check.verdict.fail"] == "FAIL")
            #expect(labels["ko"]?["console.domains.none"] == "아직 도메인이 없습니다. 아래에서 파일을 게시하십시오.")
            #expect(labels["ko"]?["console.check.status.fail"] == "실패")
            #expect(labels["zh-Hans"]?["console.domains.compare"] == "比较所选版本")
            #expect(labels["pt-BR"]?["console.check.verdict.unreachable"] == "INACESSÍVEL")
            // The script builds these texts through ulinks.t, with English compiled in.
            let script = String(buffer: try await client.execute(uri: "/console/console.js", method: .get).body)
            #expect(script.contains("t('console.domains.none')"))
            #expect(script.contains("t('console.check.verdict.' + report.status)"))
            #expect(!script.contains("'No domain yet: publish a file below.'"))
        }
    }

    @Test func checkFollowsAcceptLanguage() async throws {
        let console = ConsoleConfiguration(enabled: true, allowPrivateCheck: true, checkTimeout: 3)
        let body = Array(#"{"domain": "127.0.0.1"}"#.utf8)
        try await ConsoleAPITests().withApp(ConsoleAPITests.service(console: console)) { client async throws in
            let (englishStatus, englishText, _) = try await ConsoleAPITests.post(
                client, "/api/v1/check", body, headers: ConsoleAPITests.auth)
            var headers = ConsoleAPITests.auth
            headers[.acceptLanguage] = "ko-KR,ko;q=0.9"
            let (koreanStatus, koreanText, _) = try await ConsoleAPITests.post(
                client, "/api/v1/check", body, headers: headers)
            #expect(englishStatus == .ok && koreanStatus == .ok)
            let english = try Self.checks(englishText)
            let korean = try Self.checks(koreanText)
            #expect(english.map { $0["id"] } == korean.map { $0["id"] }, "ids unchanged")
            #expect(english.map { $0["status"] } == korean.map { $0["status"] }, "statuses unchanged")
            // Each seen and fix was rendered from its message in Korean: none of their keys lacked a text.
            let missing = MessageTables.missingKeys
            #expect(missing.isEmpty, "no Korean text for \(missing.sorted())")
            for (before, after) in zip(english, korean) where before["fix"] != nil {
                #expect(after["fix"] != nil && after["fix"] != before["fix"], "\(before) \(after)")
            }
            #expect(zip(english, korean).contains { $0["seen"] != $1["seen"] }, "something seen is in Korean")
        }
    }

    /// The check's refusals: the message in the language, the code as it is.
    @Test func checkRefusalsFollowAcceptLanguage() async throws {
        try await ConsoleAPITests().withApp { client async throws in
            var korean = ConsoleAPITests.auth
            korean[.acceptLanguage] = "ko"
            let (status, text, _) = try await ConsoleAPITests.post(
                client, "/api/v1/check", Array(#"{"domain": "nothing.invalid"}"#.utf8), headers: korean)
            #expect(status == .badRequest)
            #expect(text.contains(#""error":"no-address""#), "\(text)")
            #expect(text.contains("nothing.invalid에 주소가 없습니다(DNS)"), "\(text)")
            var chinese = ConsoleAPITests.auth
            chinese[.acceptLanguage] = "zh-CN"
            let (_, refused, _) = try await ConsoleAPITests.post(
                client, "/api/v1/check", Array(#"{"domain": "10.1.2.3"}"#.utf8), headers: chinese)
            #expect(refused.contains(#""error":"private-address""#) && refused.contains("控制台只检查公共主机"), "\(refused)")
            let (_, english, _) = try await ConsoleAPITests.post(
                client, "/api/v1/check", Array(#"{"domain": "10.1.2.3"}"#.utf8), headers: ConsoleAPITests.auth)
            #expect(english.contains("the console only checks public hosts"), "\(english)")
        }
    }

    /// The checks of a report line, each as its string fields.
    static func checks(_ text: String) throws -> [[String: String]] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let checks = try #require(report["checks"] as? [[String: Any]])
        return checks.map { $0.compactMapValues { $0 as? String } }
    }
}
