import Foundation
import Testing

extension ConsoleAPITests {
    /// The Test URLs tab gets, for an app iOS can never open, the reason beside its decision, and
    /// never that app as the one that opens.
    @Test func matchMarksAnAppThatCanNeverOpen() async throws {
        let file = Array(
            #"{"applinks": {"apps": [], "details": [{"appID": "com.acme.shop", "components": [{"/": "/cart/*"}]}]}}"#
                .utf8)
        try await withApp { client async throws in
            let (status, body, _) = try await Self.post(client, "/api/v1/match?url=https://acme.example/cart/1", file)
            #expect(status == .ok)
            let array = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]])
            #expect(array.first?["opens"] is NSNull)
            let app = try #require((array.first?["apps"] as? [[String: Any]])?.first)
            #expect(app["decision"] as? String == "match")
            #expect((app["appIDProblem"] as? String)?.contains("no App ID prefix") == true, "\(body)")
        }
    }
}
