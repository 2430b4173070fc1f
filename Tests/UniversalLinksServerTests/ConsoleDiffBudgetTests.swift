import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksServer

/// `/api/v1/diff` bounds its work (ConsoleConfiguration.diffBudget): a large file pair compares fewer
/// generated URLs and says so (`truncated`), a small pair is the CLI's diff unchanged, and given URLs
/// that alone exceed the budget are refused with a JSON error.
@Suite struct ConsoleDiffBudgetTests {
    static func diff(_ body: [UInt8], budget: Int? = nil) async throws -> (status: Int, json: [String: Any]) {
        var console = ConsoleConfiguration(enabled: true)
        if let budget { console.diffBudget = budget }
        let service = ConsoleAPITests.service(console: console)
        let answer = LockedBox<(Int, [String: Any])>((0, [:]))
        try await ConsoleAPITests().withApp(service) { client async throws in
            let (status, text, _) = try await ConsoleAPITests.post(client, "/api/v1/diff", body)
            let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
            answer.value = (Int(status.code), json)
        }
        return answer.value
    }

    @Test func aLargePairIsCutToTheBudgetAndFlagged() async throws {
        // 2 × 1,500 (app, rule) pairs, 2 iOS versions: 2,000 URLs from each file would be 24 million comparisons.
        let (status, json) = try await Self.diff(try ConsoleFixtures.largeDiff(components: 1500))
        #expect(status == 200)
        let truncated = try #require(json["truncated"] as? [String: Any], "\(json.keys)")
        let limit = ConsoleConfiguration(enabled: true).diffBudget
        #expect(truncated["limit"] as? Int == limit)
        #expect(truncated["asked"] as? Int == 2000)
        #expect(truncated["pairs"] as? Int == 3000)
        let generate = try #require(truncated["generate"] as? Int)
        #expect(generate == limit / (2 * 3000) / 2)
        let compared = try #require(json["urlsCompared"] as? Int)
        #expect(compared <= 2 * generate && compared * 2 * 3000 <= limit, "\(compared) URLs compared")
        // The changed rule is still reported rule by rule.
        #expect((json["rules"] as? [Any])?.isEmpty == false)
    }

    @Test func aSmallPairIsNotTruncated() async throws {
        let (status, json) = try await Self.diff(try ConsoleFixtures.largeDiff(components: 3))
        #expect(status == 200)
        #expect(json["truncated"] == nil)
        #expect((json["urlsCompared"] as? Int ?? 0) > 100)
    }

    @Test func givenURLsPastTheBudgetAreRefused() async throws {
        var request = try #require(
            try JSONSerialization.jsonObject(with: Data(try ConsoleFixtures.largeDiff(components: 200)))
                as? [String: Any])
        request["urls"] = (0..<100).map { "https://example.com/s\($0)/a/ix/b" }
        let body = Array(try JSONSerialization.data(withJSONObject: request))
        // 100 URLs × 2 versions × 400 pairs = 80,000 comparisons.
        let (status, json) = try await Self.diff(body, budget: 50_000)
        #expect(status == 400)
        #expect(json["error"] as? String == "over-budget")
        #expect((json["message"] as? String)?.contains("50000") == true, "\(json)")
        let (fits, answer) = try await Self.diff(body, budget: 80_000)
        #expect(fits == 200 && answer["urlsCompared"] as? Int == 100 && answer["truncated"] != nil)
    }
}
