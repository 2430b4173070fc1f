import Testing
import UniversalLinks

/// Why a URL or host is refused reaches the reader in their language: ``HTTPURL/Problem`` carries its
/// reason as a message, and the messages that quote it nest that message instead of its English text
/// (a webauthn origin with a broken `xn--` label used to read "origem ...: o host 'xn--zz.example' has
/// the label 'xn--zz', which is not valid Punycode" in Portuguese).
@Suite struct HTTPURLMessagesTests {
    /// One URL for each way ``HTTPURL`` refuses one, with the English reason it gives.
    static let refused: [(url: String, english: String)] = [
        ("example.com/x", "no scheme:// (write https://host/...)"),
        ("ftp://example.com/", "the scheme is not http or https"),
        ("https://exa mple.com/", "it contains white space or a control character"),
        ("https://user@example.com/", "it carries login information (user@)"),
        ("https://[::1/", "the IPv6 address has no closing ']'"),
        ("https://[::1]x/", "text after the IPv6 address"),
        ("https://[zz]/", "'[zz]' is not an IPv6 address"),
        ("https://example.com:99999/", "the port '99999' is not 1-65535"),
        ("https://example..com/", "the host 'example..com' has an empty or over-long label"),
        ("https://exa$mple.com/", "the host 'exa$mple.com' has a character other than letters, digits, '-' and '_'"),
        ("https://-example.com/", "the host '-example.com' has a label that starts or ends with '-'"),
        ("https://xn--zz.example/", "the host 'xn--zz.example' has the label 'xn--zz', which is not valid Punycode"),
        (
            "https://1.2.3.4.5/",
            "the host '1.2.3.4.5' ends in a number but is not an IPv4 address (four numbers of 0-255)"
        ),
    ]

    @Test(arguments: refused) func everyReasonIsTranslated(url: String, english: String) throws {
        let problem = try #require(Self.problem(url))
        #expect(problem.reason == english)
        #expect(problem.description == "'\(url)' is not a valid URL: \(english)")
        for language in MessageAudit.translations {
            #expect(MessageAudit.untranslatedKeys(problem.fullMessage, language).isEmpty, "\(language): \(url)")
            let shown = Localizer(language).render(problem.fullMessage)
            #expect(!shown.contains(english), "\(language) shows the English reason: \(shown)")
        }
    }

    @Test func aWebAuthnOriginsBrokenHostIsExplainedInTheReadersLanguage() throws {
        let bytes = Array(#"{"origins": ["https://xn--zz.example"]}"#.utf8)
        let diagnostics = WebAuthnValidator().validate(bytes).diagnostics
        let finding = try #require(diagnostics.first { $0.code == "webauthn-origin-invalid" })
        #expect(finding.message.english.hasSuffix("has the label 'xn--zz', which is not valid Punycode"))
        for language in MessageAudit.translations {
            let shown = Localizer(language).render(finding.message)
            #expect(!shown.contains("which is not valid Punycode"), "\(language): \(shown)")
        }
        MessageAudit.check(diagnostics)
    }

    @Test func aSingleLabelIsNoSitesDomainInEveryLanguage() throws {
        let problem = try #require(HTTPURL.domainProblem("com"))
        #expect(problem.english == "'com' is a single label (a top-level domain, not a domain of a site)")
        for language in MessageAudit.translations {
            #expect(MessageAudit.untranslatedKeys(problem, language).isEmpty)
        }
    }

    static func problem(_ url: String) -> HTTPURL.Problem? {
        do {
            _ = try HTTPURL(url)
            return nil
        } catch { return error }
    }
}
