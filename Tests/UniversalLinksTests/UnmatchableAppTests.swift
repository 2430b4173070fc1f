import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// An app ID iOS can never match (a bare bundle ID, a malformed ID) is never the app that opens a
/// URL, and every output says so next to its decision.
@Suite struct UnmatchableAppTests {
    static let file = """
        {"applinks": {"apps": [], "details": [
          {"appID": "com.acme.shop", "components": [{"/": "/cart/*"}]},
          {"appID": "ABCDE12345.com.acme.shop", "components": [{"/": "/cart/*"}]}]}}
        """
    static let alone =
        #"{"applinks": {"apps": [], "details": [{"appIDs": ["com.acme.shop", "not-an-id"], "components": [{"/": "*"}]}]}}"#

    @Test func theOpeningAppIsTheFirstThatCanOpen() throws {
        let matcher = AASAMatcher(document: AssociationDocument(string: Self.file))
        let result = matcher.decide("https://acme.example/cart/1")
        #expect(result.opens == "ABCDE12345.com.acme.shop")
        #expect(result.apps.map(\.decision) == [.match, .match])
        #expect(result.apps[0].appIDProblem?.english.contains("no App ID prefix") == true)
        #expect(result.apps[1].appIDProblem == nil)
        #expect(matcher.opens("https://acme.example/cart/1") == "ABCDE12345.com.acme.shop")
        #expect(matcher.decide("https://acme.example/cart/1", installed: ["com.acme.shop"]).opens == nil)
        // Apps sharing one detail (the prebuilt path): nobody opens.
        let shared = AASAMatcher(document: AssociationDocument(string: Self.alone))
        #expect(shared.decide("https://acme.example/x").opens == nil)
        #expect(shared.opens("https://acme.example/x") == nil)
        #expect(shared.decide("https://acme.example/x").apps.allSatisfy { $0.appIDProblem != nil })
        // The three JSON forms agree, and carry the added field.
        let decided = shared.decide("https://acme.example/x")
        let encoded = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(decided)) as? [String: Any]
        let line = try JSONSerialization.jsonObject(with: Data(decided.jsonLine.utf8)) as? [String: Any]
        let pretty = try JSONSerialization.jsonObject(with: Data(decided.prettyJSON.utf8)) as? [String: Any]
        for object in [encoded, line, pretty] {
            let apps = try #require(object?["apps"] as? [[String: Any]])
            #expect(apps.first?["appIDProblem"] as? String == decided.apps[0].appIDProblem?.english)
        }
    }

    @Test func wellFormedFilesKeepTheirJSONShape() throws {
        let matcher = AASAMatcher(
            document: AssociationDocument(
                string:
                    #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.acme.shop", "paths": ["*"]}]}}"#))
        #expect(!matcher.decide("https://acme.example/").jsonLine.contains("appIDProblem"))
    }

    @Test func matchSaysTheAppNeverOpens() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("aasa", Self.alone)
        guard
            let run = try await ULinksCommand.run([
                "match", path, "--app", "com.acme.shop", "https://acme.example/cart",
            ])
        else { return }
        #expect(run.status == 0)
        #expect(run.text.hasPrefix("https://acme.example/cart  ->  opens in the browser\n"), "\(run.text)")
        #expect(run.text.contains("(never opens: no App ID prefix"), "\(run.text)")
        let explained = try await #require(
            try await ULinksCommand.run(["match", path, "--explain", "https://acme.example/cart"]))
        #expect(explained.text.contains("opens in the browser") && explained.text.contains("never opens"))
        let json = try await #require(
            try await ULinksCommand.run(["match", path, "--format", "json", "https://acme.example/cart"]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
        #expect(object["opens"] is NSNull)
        // The batch path writes the same as the single URL path.
        let urls = try dir.write("urls", "https://acme.example/cart\n")
        for format in ["text", "json"] {
            let single = try await #require(
                try await ULinksCommand.run(["match", path, "--format", format, "https://acme.example/cart"]))
            let batch = try await #require(
                try await ULinksCommand.run(["match", path, "--format", format, "--urls", urls]))
            let compact =
                format == "json"
                ? AASAMatcher(document: AssociationDocument(string: Self.alone)).decide("https://acme.example/cart")
                    .jsonLine + "\n"
                : single.text
            #expect(batch.text == compact, "\(format): \(batch.text)")
        }
    }
}
