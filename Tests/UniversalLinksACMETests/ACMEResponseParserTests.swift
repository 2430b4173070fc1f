import Foundation
import Testing

@testable import UniversalLinksACME

/// Malformed server answers become ``ACMEError``s, never crashes: every prefix, every field with
/// every wrong type, huge values, deep nesting and random bytes.
@Suite struct ACMEResponseParserTests {
    @Test func wellFormedAnswersParse() throws {
        let directory = try ACMEResponseParser.directory(Array(ACMEFixtures.directory.utf8))
        #expect(directory.newOrder == "https://127.0.0.1:14000/order-plz")
        let order = try ACMEResponseParser.order(Array(ACMEFixtures.order.utf8))
        #expect(order.status == .pending)
        #expect(order.identifiers == [ACMEIdentifier(value: "app.example.com")])
        let authorization = try ACMEResponseParser.authorization(Array(ACMEFixtures.authorization.utf8))
        #expect(authorization.challenge(.tlsALPN01)?.url == "https://127.0.0.1:14000/chalZ/2")
        #expect(authorization.challenges.count == 3)  // dns-01 is kept, just not chosen
        let challenge = try ACMEResponseParser.challenge(Array(ACMEFixtures.challenge.utf8))
        #expect(challenge.error?.summary == "connection: refused")
        let problem = try #require(ACMEResponseParser.problem(Array(ACMEFixtures.problem.utf8)))
        #expect(problem.isBadNonce)
    }

    @Test(arguments: ACMEFixtures.all.map(\.name))
    func everyTruncationIsAnError(_ name: String) throws {
        let fixture = try #require(ACMEFixtures.all.first { $0.name == name })
        let bytes = Array(fixture.text.utf8)
        for length in 0..<bytes.count {
            // Trailing whitespace is the only prefix that may still be a whole document.
            if bytes[length...].allSatisfy({ $0 == 0x20 || $0 == 0x0A }) { continue }
            #expect(throws: ACMEError.self, "\(name) cut at \(length)") {
                _ = try fixture.parse(Array(bytes[..<length]))
            }
        }
    }

    /// Every member replaced by every JSON type: either still valid (an optional member made null)
    /// or an ACMEError, whatever the member.
    @Test(arguments: ACMEFixtures.all.map(\.name))
    func everyMemberWithEveryWrongType(_ name: String) throws {
        let fixture = try #require(ACMEFixtures.all.first { $0.name == name })
        let replacements = [
            "null", "true", "0", "-1", "1e400", "18446744073709551616", "\"\"", "\"x\"", "[]", "{}", "[[[[]]]]",
            "\"\(String(repeating: "a", count: 5000))\"",
        ]
        let members = try #require(
            try JSONSerialization.jsonObject(with: Data(fixture.text.utf8)) as? [String: Any])
        for key in members.keys {
            for replacement in replacements {
                let mutated = Self.replacing(key, in: fixture.text, with: replacement)
                do {
                    _ = try fixture.parse(Array(mutated.utf8))
                } catch let error as ACMEError {
                    #expect(error.code == .malformedResponse)
                    #expect(!error.message.isEmpty)
                }
            }
        }
    }

    @Test func requiredMembersAreNamedWhenMissing() {
        let error = #expect(throws: ACMEError.self) {
            try ACMEResponseParser.order(Array(#"{"status":"pending","identifiers":[],"authorizations":[]}"#.utf8))
        }
        #expect(error?.message == "order: missing finalize")
        let wrong = #expect(throws: ACMEError.self) {
            try ACMEResponseParser.directory(Array(#"{"newNonce":1,"newAccount":"","newOrder":""}"#.utf8))
        }
        #expect(wrong?.message.hasPrefix("directory: newNonce is not a String") == true)
    }

    @Test func hugeAndHostileValuesAreRefused() {
        // Over the size limit, before decoding.
        let manyAuthorizations =
            #"{"status":"pending","identifiers":[],"finalize":"https://a/f","authorizations":["#
            + Array(repeating: #""https://ca.example/authz/1""#, count: 5000).joined(separator: ",") + "]}"
        #expect(throws: ACMEError.self) { try ACMEResponseParser.order(Array(manyAuthorizations.utf8)) }
        // Under the size limit but over the list bound.
        let hundredOne =
            #"{"status":"pending","identifiers":[],"finalize":"https://a/f","authorizations":["#
            + Array(repeating: #""https://a/z""#, count: 101).joined(separator: ",") + "]}"
        #expect(throws: ACMEError.self) { try ACMEResponseParser.order(Array(hundredOne.utf8)) }
        // URLs the client would follow: only absolute http(s), bounded.
        for url in [
            "file:///etc/passwd", "/relative", "https://", "javascript:alert(1)",
            "https://a/" + String(repeating: "p", count: 3000),
        ] {
            let directory = #"{"newNonce":"\#(url)","newAccount":"https://a/b","newOrder":"https://a/c"}"#
            #expect(throws: ACMEError.self, "\(url.prefix(40))") {
                try ACMEResponseParser.directory(Array(directory.utf8))
            }
        }
        // Tokens end up in a URL path and a file name: base64url only.
        for token in ["../../etc/passwd", "short", "a b c d e f g h i j k l m n", String(repeating: "A", count: 300)] {
            let challenge = #"{"type":"http-01","url":"https://a/c","status":"pending","token":"\#(token)"}"#
            #expect(throws: ACMEError.self, "\(token.prefix(20))") {
                try ACMEResponseParser.challenge(Array(challenge.utf8))
            }
        }
        // Nesting deeper than any decoder's stack would like.
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: ACMEError.self) { try ACMEResponseParser.account(Array(deep.utf8)) }
        #expect(ACMEResponseParser.problem(Array(deep.utf8)) == nil)
        // Unknown status values are errors, not a default.
        #expect(throws: ACMEError.self) {
            try ACMEResponseParser.account(Array(#"{"status":"sleeping"}"#.utf8))
        }
    }

    /// A CA's URL with a port past 65535 (in the directory, an order, a Location) is refused before
    /// any request: the connection code traps on such a port.
    @Test(arguments: ["65536", "70000", "99999", "999999", "0"])
    func urlsWithAnImpossiblePortAreRefused(_ port: String) {
        let directory =
            #"{"newNonce":"https://ca.example:\#(port)/n","newAccount":"https://a/b","newOrder":"https://a/c"}"#
        #expect(throws: ACMEError.self) { try ACMEResponseParser.directory(Array(directory.utf8)) }
        #expect(throws: ACMEError.self) {
            try ACMEResponseParser.checkURL("https://8.8.8.8:\(port)/order/1", "order Location")
        }
        #expect(throws: Never.self) {
            try ACMEResponseParser.checkURL("https://127.0.0.1:14000/order/1", "order Location")
        }
    }

    @Test func randomBytesNeverCrash() {
        var generator = SplitMix64(seed: 16)
        for round in 0..<2000 {
            let length = Int(generator.next() % 300)
            var bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            // Half the rounds start like JSON, to get past the first byte.
            if round % 2 == 0 { bytes = Array(#"{"status":"#.utf8) + bytes }
            for fixture in ACMEFixtures.all {
                #expect(throws: ACMEError.self) { _ = try fixture.parse(bytes) }
            }
            _ = ACMEResponseParser.problem(bytes)
            _ = try? ACMEResponseParser.certificateChain(bytes)
        }
    }

    @Test func certificateChainsAreBounded() throws {
        let block = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n"
        #expect(try ACMEResponseParser.certificateChain(Array((block + block).utf8)).count == 2)
        #expect(throws: ACMEError.self) { try ACMEResponseParser.certificateChain(Array("no pem".utf8)) }
        #expect(throws: ACMEError.self) {
            try ACMEResponseParser.certificateChain(Array("-----BEGIN CERTIFICATE-----\nMIIB".utf8))
        }
        #expect(throws: ACMEError.self) {
            try ACMEResponseParser.certificateChain(Array(String(repeating: block, count: 11).utf8))
        }
    }

    @Test func headersAreValidated() {
        #expect(ACMEResponseParser.retryAfter("3") == 3)
        #expect(ACMEResponseParser.retryAfter("99999999") == 86_400)
        #expect(ACMEResponseParser.retryAfter("-1") == nil)
        #expect(ACMEResponseParser.retryAfter("Wed, 21 Oct 2015 07:28:00 GMT") == nil)
        #expect(ACMEResponseParser.retryAfter(String(repeating: "9", count: 40)) == nil)
        #expect(ACMEResponseParser.nonce("abc-_DEF123") == "abc-_DEF123")
        #expect(ACMEResponseParser.nonce("abc\r\nX: y") == nil)
        #expect(ACMEResponseParser.nonce("") == nil)
        #expect(ACMEResponseParser.nonce(String(repeating: "a", count: 600)) == nil)
    }

    /// `text` with the value of top-level member `key` replaced by `replacement` (JSON text).
    static func replacing(_ key: String, in text: String, with replacement: String) -> String {
        guard var object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            return text
        }
        object[key] = "__ULINKS_PLACEHOLDER__"
        guard let data = try? JSONSerialization.data(withJSONObject: object),
            let serialized = String(data: data, encoding: .utf8)
        else { return text }
        return serialized.replacingOccurrences(of: "\"__ULINKS_PLACEHOLDER__\"", with: replacement)
    }
}

/// A small seeded generator, so a failing round can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
