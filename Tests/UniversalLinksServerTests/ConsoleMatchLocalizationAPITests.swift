import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
import ULinksTestSupport

/// The Test URLs and Compare tabs' texts: `/console/l10n.json` carries the CLI's keys they use (in
/// every language), and `POST /api/v1/match/side-by-side` answers its errors in `Accept-Language`
/// (codes unchanged, English without the header).
@Suite struct ConsoleMatchLocalizationAPITests {
    @Test func labelsCarryTheExplainAndDiffTexts() async throws {
        try await ConsoleAPITests().withApp { client async throws in
            let response = try await client.execute(uri: "/console/l10n.json", method: .get)
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any])
            let labels = try #require(json["labels"] as? [String: [String: String]])
            #expect(labels["en"]?["explain.rule.decides"] == "all keys match: decides")
            #expect(labels["ko"]?["explain.rule.decides"] == "모든 키 일치: 이 규칙이 결정합니다")
            #expect(labels["zh-Hans"]?["diff.change.changed.component"] == "组件 {index} 已更改：{what}")
            #expect(labels["pt-BR"]?["console.match.side-by-side"] == "iOS e Android lado a lado")
            // The CLI's own texts stay out of the page.
            #expect(labels["en"]?["diff.finding.app-added"] != nil && labels["en"]?["convert.and"] == nil)
        }
    }

    @Test func sideBySideErrorsInTheRequestsLanguage() async throws {
        let body = Array(
            try JSONSerialization.data(withJSONObject: [
                "aasa": MatchingFixtures.aasa, "assetlinks": MatchingFixtures.assetLinks, "urls": [String](),
            ]))
        let bad = Array(
            try JSONSerialization.data(withJSONObject: [
                "aasa": MatchingFixtures.aasa, "assetlinks": "{", "urls": ["https://example.com/a"],
            ]))
        try await ConsoleAPITests().withApp { client async throws in
            let korean: HTTPFields = [.acceptLanguage: "ko-KR,ko;q=0.9"]
            let (status, text, _) = try await ConsoleAPITests.post(
                client, "/api/v1/match/side-by-side", body, headers: korean)
            #expect(status == .badRequest && text.contains("\"no-url\"") && text.contains("URL을 하나 이상 지정하십시오"))
            let (_, english, _) = try await ConsoleAPITests.post(client, "/api/v1/match/side-by-side", body)
            #expect(english.contains("\"no-url\"") && english.contains("give at least one URL"))
            let chinese: HTTPFields = [.acceptLanguage: "zh-CN"]
            let (badStatus, badText, _) = try await ConsoleAPITests.post(
                client, "/api/v1/match/side-by-side", bad, headers: chinese)
            #expect(badStatus == .badRequest && badText.contains("\"unusable-file\""))
            #expect(badText.contains("assetlinks.json 不是可用的声明列表；Android 会忽略它"))
        }
    }
}
