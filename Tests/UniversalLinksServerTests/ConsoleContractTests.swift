import Foundation
import HTTPTypes
import Testing
import ULinksTestSupport

/// What Docs/openapi.yaml allows, the console accepts (issue 37.3): the values a generator finds at the
/// edges of the spec's types, one by one (Tests/Schemathesis/run-seeds.sh runs the generator itself).
@Suite struct ConsoleContractTests {
    /// `"fingerprint": ""` is none, as `"package": ""` is: the spec's pattern allows it, and the
    /// console's own form sends both empty.
    @Test func anEmptyFingerprintIsNone() async throws {
        let body = Array(
            try JSONSerialization.data(withJSONObject: [
                "aasa": MatchingFixtures.aasa, "assetlinks": MatchingFixtures.assetLinks,
                "urls": ["https://example.com/a"], "fingerprint": "", "package": "",
            ]))
        let bad = Array(
            try JSONSerialization.data(withJSONObject: [
                "aasa": MatchingFixtures.aasa, "assetlinks": MatchingFixtures.assetLinks,
                "urls": ["https://example.com/a"], "fingerprint": "zz",
            ]))
        try await ConsoleAPITests().withApp { client async throws in
            let (status, text, _) = try await ConsoleAPITests.post(client, "/api/v1/match/side-by-side", body)
            #expect(status == .ok, "\(text)")
            let (badStatus, badText, _) = try await ConsoleAPITests.post(client, "/api/v1/match/side-by-side", bad)
            #expect(badStatus == .badRequest && badText.contains("bad-fingerprint"), "\(badText)")
        }
    }

    /// The check's `app` follows the spec's pattern: an App ID's grammar, empty or null for none; a NUL
    /// inside is refused before anything is fetched.
    @Test func theCheckReadsTheAppAsTheSpecSays() async throws {
        try await ConsoleAPITests().withApp { client async throws in
            for app in [#""ABCDE12345.com.example\u0000app""#, #""ABCDE12345.com..app""#, #""a b.c""#] {
                let (status, text, _) = try await ConsoleAPITests.post(
                    client, "/api/v1/check", Array(#"{"domain": "example.com", "app": \#(app)}"#.utf8),
                    headers: ConsoleAPITests.auth)
                #expect(status == .badRequest && text.contains("bad-app"), "\(app): \(text)")
            }
            for name in ["xn--zz.example", "1.2.3.4.5"] {
                let (status, text, _) = try await ConsoleAPITests.post(
                    client, "/api/v1/check", Array(#"{"domain": "\#(name)"}"#.utf8), headers: ConsoleAPITests.auth)
                #expect(status == .badRequest && text.contains("bad-host"), "\(name): \(text)")
            }
        }
    }
}
