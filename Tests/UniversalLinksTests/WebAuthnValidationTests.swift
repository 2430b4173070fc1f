import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `/.well-known/webauthn`: every code, the browsers' label limit, the origins a browser can match.
/// No corpus of real webauthn files exists (the shared corpus has AASA and assetlinks.json files only),
/// so the inputs are the cases of Chrome's unit test (webauth_request_security_checker_unittest.cc) and
/// the mistakes the issue names.
@Suite struct WebAuthnValidationTests {
    static let webAuthnCodes = DiagnosticCode.registry.filter { $0.domain == .webauthn }

    static func codes(_ json: String) -> [String] {
        WebAuthnValidator().validate(Array(json.utf8)).diagnostics.map(\.code.rawValue)
    }

    static func file(_ origins: String...) -> String {
        "{\"origins\": [" + origins.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
    }

    /// Each registered example, validated, emits its code with its severity.
    @Test(arguments: webAuthnCodes)
    func exampleEmitsItsCode(_ info: DiagnosticCodeInfo) throws {
        let example = try #require(info.example)
        let report = WebAuthnValidator().validate(Array(example.utf8))
        let found = report.diagnostics.first { $0.code == info.code }
        #expect(found != nil, "example for \(info.code) emits \(report.codes.map(\.rawValue).sorted())")
        #expect(found?.severity == info.severity)
        #expect(found?.location != nil)
    }

    @Test func cleanFileHasNoFindings() {
        let document = WebAuthnDocument(
            string: Self.file("https://example.co.uk", "https://example.de", "https://shop.example-rewards.com:8443"))
        #expect(document.diagnostics.isEmpty)
        #expect(
            document.origins == [
                "https://example.co.uk", "https://example.de", "https://shop.example-rewards.com:8443",
            ])
    }

    /// Chrome's unit test: what it rejects as a parse error is an error here.
    @Test func shapesChromeRejects() {
        #expect(Self.codes("[]") == ["webauthn-not-object"])
        #expect(Self.codes("{}") == ["webauthn-origins"])
        #expect(Self.codes("{\"foo\": \"bar\"}").sorted() == ["webauthn-origins", "webauthn-unknown-key"])
        #expect(Self.codes("{\"origins\": \"bar\"}") == ["webauthn-origins"])
        #expect(Self.codes("{\"origins\": [1]}") == ["webauthn-origin-type"])
        #expect(Self.codes("{\"origins\": []}") == ["webauthn-empty"])
        #expect(Self.codes(Self.file("https://com")) == ["webauthn-origin-no-domain"])
        #expect(Self.codes(Self.file("other://foo.com")) == ["webauthn-origin-scheme"])
    }

    @Test func htmlAnswerIsNotJSON() {
        let report = WebAuthnValidator().validate(Array("<!doctype html><html><body>app</body></html>".utf8))
        #expect(report.codes == ["not-json"])
        #expect(Localizer.english.render(report.diagnostics[0].message).contains("HTML page"))
    }

    @Test func originForms() {
        #expect(Self.codes(Self.file("https://example.com/")) == ["webauthn-origin-path"])
        #expect(Self.codes(Self.file("https://example.com/login?x=1#y")) == ["webauthn-origin-path"])
        #expect(Self.codes(Self.file("https://user@example.com")) == ["webauthn-origin-path"])
        #expect(Self.codes(Self.file("https://Example.COM")) == ["webauthn-origin-form"])
        #expect(Self.codes(Self.file("https://example.com:443")) == ["webauthn-origin-form"])
        #expect(Self.codes(Self.file("https://bücher.de")) == ["webauthn-origin-form"])
        #expect(Self.codes(Self.file("http://example.com")) == ["webauthn-origin-scheme"])
        #expect(Self.codes(Self.file("http://localhost:3000")) == ["webauthn-origin-scheme"])
        #expect(Self.codes(Self.file("https://localhost:3000")) == ["webauthn-origin-no-domain"])
        #expect(Self.codes(Self.file("https://[::1]")) == ["webauthn-origin-no-domain"])
        #expect(Self.codes(Self.file("https://github.io")) == ["webauthn-origin-no-domain"])
        #expect(Self.codes(Self.file("example.com")) == ["webauthn-origin-invalid"])
        #expect(Self.codes(Self.file("https://example.com:99999")) == ["webauthn-origin-invalid"])
        #expect(Self.codes(Self.file("https://exa mple.com")) == ["webauthn-origin-invalid"])
        #expect(
            Self.codes(Self.file("android:apk-key-hash:NztP-sfNqy2_XIe4erm4qR-w4eRJ2Dl6JduFbPCYHik")) == [
                "webauthn-origin-scheme"
            ])
        #expect(
            Self.codes(
                Self.file("https://alice.github.io", "https://xn--bcher-kva.de", "https://a.b.example.co.uk:8443")
            ).isEmpty)
    }

    @Test func duplicatesCompareSerialisedOrigins() {
        let document = WebAuthnDocument(string: Self.file("https://example.com", "https://EXAMPLE.com:443/"))
        #expect(document.diagnostics.map(\.code.rawValue).contains("webauthn-duplicate-origin"))
        #expect(document.origins == ["https://example.com"])
    }

    /// The label limit as Chrome's unit test and Firefox's `validateRelatedOrigins` count it: distinct
    /// labels in front of the public suffix, in file order; an origin whose label is already counted is
    /// always read.
    @Test func labelLimit() throws {
        let five = WebAuthnDocument(
            string: Self.file("https://a.com", "https://b.com", "https://c.com", "https://d.com", "https://foo.com"))
        #expect(five.diagnostics.isEmpty)
        let six = WebAuthnDocument(
            string: Self.file(
                "https://a.com", "https://b.com", "https://c.com", "https://d.com", "https://e.com", "https://foo.com",
                "https://www.a.co.uk"))
        let limited = six.diagnostics.filter { $0.code == "webauthn-label-limit" }
        #expect(limited.count == 1)
        #expect(limited.first?.pointer == "/origins/5")
        #expect(limited.first?.severity == .error)
        let text = Localizer.english.render(try #require(limited.first).message)
        #expect(text.contains("\"foo\"") && text.contains("5") && text.contains("a, b, c, d, e"))
        // www.a.co.uk shares the label "a": still read.
        #expect(six.origins.contains("https://www.a.co.uk"))
        #expect(!six.origins.contains("https://foo.com"))
        // One brand over six country domains is one label.
        let brand = WebAuthnDocument(
            string: Self.file(
                "https://foo.co.uk", "https://foo.de", "https://foo.in", "https://foo.net", "https://foo.org",
                "https://foo.com"))
        #expect(brand.diagnostics.isEmpty)
        // An http:// origin still takes a label (browsers count before comparing).
        let http = Self.codes(
            Self.file(
                "http://a.com", "https://b.com", "https://c.com", "https://d.com", "https://e.com", "https://f.com"))
        #expect(http == ["webauthn-origin-scheme", "webauthn-label-limit"])
    }

    @Test func unknownKeySuggestsOrigins() throws {
        let report = WebAuthnValidator().validate(Array("{\"origns\": [\"https://a.com\"]}".utf8))
        let unknown = try #require(report.diagnostics.first { $0.code == "webauthn-unknown-key" })
        #expect(Localizer.english.render(unknown.message).contains("did you mean \"origins\""))
        #expect(report.codes.contains("webauthn-origins"))
    }

    @Test func syntaxErrorsArePositioned() throws {
        let report = WebAuthnValidator().validate(Array("{\"origins\": [\"https://a.com\",]}".utf8))
        let comma = try #require(report.diagnostics.first)
        #expect(comma.code == "trailing-comma")
        #expect(comma.location?.line == 1)
    }

    @Test func detectionByName() {
        #expect(WebAuthnDocument.isWebAuthn(name: "site/.well-known/webauthn"))
        #expect(WebAuthnDocument.isWebAuthn(name: "webauthn.json"))
        #expect(!WebAuthnDocument.isWebAuthn(name: "assetlinks.json"))
        #expect(!WebAuthnDocument.isWebAuthn(name: nil))
    }

    /// Every text a webauthn finding or code shows is in the catalogs of every language, and every code
    /// emitted is registered.
    @Test func messagesAreTranslated() {
        var inputs = Self.webAuthnCodes.compactMap(\.example)
        inputs += [
            "{}", "{\"origins\": \"x\"}", "{\"origns\": []}", "\"text\"",
            Self.file(
                "https://example.com/", "https://example.com/a?b", "https://u@example.com", "https://Example.org",
                "https://example.net:443", "https://bücher.de", "http://localhost", "https://localhost",
                "https://[::1]",
                "https://co.uk", "a.com", "https://a.com:0", "https://a b.com", "ftp://c.com", "https://-x.com",
                "android:apk-key-hash:abc", " https://d.com"),
        ]
        var missing: Set<String> = []
        let registered = Set(DiagnosticCode.registry.map(\.code))
        for input in inputs {
            for d in WebAuthnValidator().validate(Array(input.utf8)).diagnostics {
                #expect(registered.contains(d.code), "\(d.code) is emitted but not registered")
                for language in MessageAudit.translations {
                    missing.formUnion(MessageAudit.untranslatedKeys(d.message, language))
                    if let hint = d.hint { missing.formUnion(MessageAudit.untranslatedKeys(hint, language)) }
                }
            }
        }
        for info in Self.webAuthnCodes {
            for language in MessageAudit.translations {
                missing.formUnion(MessageAudit.untranslatedKeys(info.summary, language))
                if let fix = info.fix { missing.formUnion(MessageAudit.untranslatedKeys(fix, language)) }
            }
        }
        #expect(missing.isEmpty, "untranslated: \(missing.sorted().joined(separator: "\n"))")
    }
}
