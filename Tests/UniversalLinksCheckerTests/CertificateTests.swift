import Foundation
import Testing
import UniversalLinksChecker

extension CheckerTests {
    @Suite("TLS: prompt, precise certificate verdicts")
    struct CertificateTests {
        typealias Case = FailingCheck

        static let cases: [Case] = [
            Case(domain: "expired.example.test", failing: .tlsDates, mentions: "expired on"),
            Case(domain: "selfsigned.example.test", failing: .tlsTrust, mentions: "self-signed"),
            Case(
                domain: "wronghost.example.test", failing: .tlsHostname,
                mentions: "www.other.example.org, not wronghost.example.test"),
            Case(domain: "incomplete.example.test", failing: .tlsTrust, mentions: "not trusted"),
        ]

        @Test(arguments: cases)
        func rejectedPromptlyAndPrecisely(_ test: Case) async throws {
            // A long deadline: the verdict must come long before it (no retries until a connect timeout).
            let (report, elapsed) = try await test.run(timeout: 40)
            // Far below the 40 s deadline: a verdict, not a timeout (margin for a loaded machine).
            #expect(elapsed < .seconds(20), "took \(elapsed)")
            #expect(report.check(.httpStatus)?.status == .skipped)
            #expect(report.certificate != nil)
        }

        @Test func incompleteChainIsExplained() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("incomplete.example.test")
            let chain = try #require(report.check(.tlsChain))
            #expect(chain.status == .warning)
            #expect(chain.seen.english.contains("intermediate certificate is missing"), "\(chain.seen)")
            #expect(report.check(.tlsHostname)?.status == .pass)
        }

        @Test func developerModeAcceptsAnUntrustedCertificateAndSaysSo() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check(
                "selfsigned.example.test", options: fixture.options(developerMode: true))
            let trust = try #require(report.check(.tlsTrust))
            #expect(trust.status == .warning)
            #expect(trust.seen.english.contains("developer mode"))
            #expect(report.check(.httpStatus)?.status == .pass)
            #expect(report.check(.fileContent)?.status == .pass)
            #expect(report.status == .warning)
        }

        @Test func withoutTheTestCATheCertificateIsUntrusted() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("good.example.test", options: fixture.options(trustCA: false))
            let trust = try #require(report.check(.tlsTrust))
            #expect(trust.status == .fail)
            #expect(trust.seen.english.contains("ulinks Test Root CA"), "\(trust.seen)")
        }

        @Test func trustedCertificateIsDescribed() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("good.example.test")
            let leaf = try #require(report.certificate)
            #expect(leaf.names.contains("*.example.test"))
            #expect(leaf.issuer.contains("CN=ulinks Test Root CA"))
            #expect(leaf.covers(host: "good.example.test"))
            #expect(!leaf.covers(host: "a.b.example.test"))
            #expect(report.check(.tlsDates)?.status == .pass)
            #expect(report.check(.tlsDates)?.seen.english.contains("valid until") == true)
        }

        @Test func certificateExpiringSoonWarns() async throws {
            let fixture = try await CheckerFixture.shared.value
            var options = fixture.options()
            options.expiryWarningDays = 90
            let report = try await fixture.check("good.example.test", options: options)
            let dates = try #require(report.check(.tlsDates))
            #expect(dates.status == .warning)
            #expect(dates.seen.english.contains("expires on"))
            #expect(report.status == .warning)
        }
    }
}
