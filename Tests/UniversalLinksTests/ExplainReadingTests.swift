import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// What a rule really says: keys iOS ignores (a wrong type, an unknown key) are named at the rule,
/// a path without its leading '/' is linted and shown as iOS reads it, and a bare path needs --domain.
@Suite struct ExplainReadingTests {
    static let file = """
        {"applinks": {"apps": [], "details": [{"appIDs": ["ABCDE12345.com.acme.shop"], "components": [
          {"/": "/checkout/*", "exclude": "true"},
          {"/": "products/*", "casesensitive": false}]}]}}
        """

    @Test func ignoredKeysAreNamedAtTheRule() throws {
        let matcher = AASAMatcher(document: AssociationDocument(string: Self.file))
        let explanation = matcher.explain("https://acme.example/checkout/1")
        let rule = try #require(explanation.apps.first?.rules.first)
        #expect(rule.failedKey == nil, "decides: a plain match, as iOS reads it")
        let ignored = try #require(rule.ignoredKeys)
        #expect(ignored == [#""exclude" must be true or false, found a string (write true without quotes): ignored"#])
        let second = try #require(matcher.explain("https://acme.example/products/1").apps.first?.rules.last)
        #expect(
            second.ignoredKeys == [#""casesensitive" is not a key iOS knows: ignored (did you mean "caseSensitive"?)"#])
        // A rule with nothing ignored has no such key in JSON.
        let json = String(
            decoding: try JSONEncoder().encode(matcher.explain("https://acme.example/products/1")), as: UTF8.self)
        #expect(json.components(separatedBy: "ignoredKeys").count == 3, "\(json)")
    }

    @Test func aPathWithoutItsSlashIsLintedAndShownAsRead() throws {
        let report = AASAValidator().validate(Array(Self.file.utf8)).report
        let lint = try #require(report.diagnostics.first { $0.code == "path-without-slash" })
        #expect(lint.severity == .warning && lint.hint?.english == #"write "/products/*""#)
        #expect(lint.pointer == "/applinks/details/0/components/1/~1")
        let legacy = AASAValidator().validate(
            Array(
                #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.acme.shop", "paths": ["NOT shop/*", "*"]}]}}"#
                    .utf8)
        ).report
        #expect(legacy.codes.contains("path-without-slash"))
        let summary = try #require(
            AASAMatcher(document: AssociationDocument(string: Self.file)).explain("https://acme.example/products/1")
                .apps.first?
                .rules.last?.summary)
        #expect(summary.hasPrefix(#""/": "products/*" (iOS reads "/products/*")"#), "\(summary)")
    }

    @Test func explainTextNamesIgnoredKeys() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("aasa", Self.file)
        guard let run = try await ULinksCommand.run(["match", path, "--explain", "https://acme.example/checkout/1"])
        else {
            return
        }
        #expect(run.status == 0)
        #expect(run.text.contains(#"      ignored: "exclude" must be true or false, found a string"#), "\(run.text)")
    }

    @Test func aBarePathNeedsADomain() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("aasa", Self.file)
        guard let run = try await ULinksCommand.run(["match", path, "/cart"]) else { return }
        #expect(run.status == 64)
        #expect(
            run.errors.contains("'/cart' has no host: pass a full URL (https://HOST/cart) or --domain HOST"),
            "\(run.errors)")
        let withDomain = try await #require(
            try await ULinksCommand.run(["match", path, "/products/1", "--domain", "acme.example"]))
        #expect(
            withDomain.status == 0 && withDomain.text.contains("opens ABCDE12345.com.acme.shop"), "\(withDomain.text)")
    }
}
