import Foundation
import Testing
import UniversalLinksChecker

/// One hosting scenario served by the main test server and what the report must say about it.
struct HostingScenario: Sendable, CustomTestStringConvertible {
    var domain: String
    var overall: DomainStatus
    /// Checks with an exact expected status.
    var expect: [CheckID: CheckStatus]
    /// Text the `seen` of a check must contain.
    var mentions: [CheckID: String] = [:]

    var testDescription: String { domain }
}

extension CheckerTests {
    @Suite("Hosting scenarios over real HTTPS on loopback")
    struct HostingScenarioTests {
        static let scenarios: [HostingScenario] = [
            HostingScenario(
                domain: "good.example.test", overall: .pass,
                expect: [
                    .dns: .pass, .connect: .pass, .tlsTrust: .pass, .tlsHostname: .pass, .tlsDates: .pass,
                    .httpStatus: .pass,
                    .redirect: .pass, .contentType: .pass, .size: .pass, .contentEncoding: .pass, .fileContent: .pass,
                    .legacyRoot: .pass, .signature: .skipped,
                ],
                mentions: [.httpStatus: "200", .contentType: "application/json", .fileContent: "applinks (1 app)"]),
            HostingScenario(
                domain: "rootonly.example.test", overall: .fail,
                expect: [.httpStatus: .fail, .legacyRoot: .warning, .fileContent: .skipped],
                mentions: [.httpStatus: "404", .legacyRoot: "legacy location only"]),
            HostingScenario(
                domain: "moved.example.test", overall: .fail,
                expect: [.httpStatus: .fail, .redirect: .fail],
                mentions: [
                    .httpStatus: "301",
                    .redirect: "https://www.moved.example.test/.well-known/apple-app-site-association",
                ]),
            HostingScenario(
                domain: "login.example.test", overall: .fail,
                expect: [.httpStatus: .fail, .redirect: .fail],
                mentions: [.httpStatus: "302", .redirect: "https://login.example.test/login?next="]),
            HostingScenario(
                domain: "missing.example.test", overall: .fail, expect: [.httpStatus: .fail, .fileContent: .skipped],
                mentions: [.httpStatus: "404"]),
            HostingScenario(
                domain: "forbidden.example.test", overall: .fail, expect: [.httpStatus: .fail],
                mentions: [.httpStatus: "403"]),
            HostingScenario(
                domain: "htmlpage.example.test", overall: .fail,
                expect: [.httpStatus: .pass, .contentType: .warning, .fileContent: .fail],
                mentions: [.contentType: "text/html", .fileContent: "not-json"]),
            HostingScenario(
                domain: "plain.example.test", overall: .warning,
                expect: [.httpStatus: .pass, .contentType: .warning, .fileContent: .pass],
                mentions: [.contentType: "text/plain"]),
            HostingScenario(
                domain: "big.example.test", overall: .fail,
                expect: [.httpStatus: .pass, .size: .fail, .fileContent: .skipped],
                mentions: [.size: "reading stopped at 131073 bytes (Content-Length: 204800)"]),
            HostingScenario(
                domain: "endless.example.test", overall: .fail, expect: [.httpStatus: .pass, .size: .fail],
                mentions: [.size: "reading stopped at 131073 bytes"]),
            HostingScenario(
                domain: "bomb.example.test", overall: .fail,
                expect: [.httpStatus: .pass, .size: .fail, .contentEncoding: .pass, .fileContent: .skipped],
                mentions: [.size: "larger than 131072 bytes"]),
            HostingScenario(
                domain: "gzip.example.test", overall: .pass,
                expect: [.contentEncoding: .pass, .fileContent: .pass], mentions: [.contentEncoding: "gzip"]),
            HostingScenario(
                domain: "bom.example.test", overall: .fail, expect: [.httpStatus: .pass, .fileContent: .fail],
                mentions: [.fileContent: "byte-order-mark"]),
            HostingScenario(
                domain: "signed.example.test", overall: .pass,
                expect: [.contentType: .pass, .signature: .pass, .fileContent: .pass],
                mentions: [
                    .contentType: "application/pkcs7-mime", .signature: "signed.example.test",
                    .fileContent: "CMS signed",
                ]),
            HostingScenario(
                domain: "broken.example.test", overall: .fail, expect: [.fileContent: .fail],
                mentions: [.fileContent: "trailing-comma"]),
        ]

        @Test(arguments: scenarios)
        func scenario(_ scenario: HostingScenario) async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check(scenario.domain)
            #expect(report.status == scenario.overall, "\(report.checks)")
            for (id, status) in scenario.expect {
                let check = try #require(report.check(id), "no \(id.rawValue) check")
                #expect(check.status == status, "\(id.rawValue): \(check.seen)")
            }
            for (id, text) in scenario.mentions {
                let check = try #require(report.check(id))
                #expect(check.seen.english.contains(text), "\(id.rawValue): '\(check.seen)' lacks '\(text)'")
            }
            // Every problem comes with a fix.
            for check in report.checks where check.status == .fail {
                #expect(check.fix?.isEmpty == false, "\(check.id.rawValue) has no fix")
            }
        }

        @Test func redirectNamesWhetherTheTargetWouldBeValid() async throws {
            let fixture = try await CheckerFixture.shared.value
            let moved = try #require(try await fixture.check("moved.example.test").check(.redirect))
            #expect(moved.seen.english.contains("would serve a valid file"))
            let login = try #require(try await fixture.check("login.example.test").check(.redirect))
            #expect(login.seen.english.contains("not a valid association file"))
            #expect(login.seen.english.contains("text/html"))
        }

        @Test func theFileReportCarriesEveryDiagnostic() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("broken.example.test")
            let file = try #require(report.file)
            #expect(file.errors >= 1)
            #expect(file.diagnostics.contains { $0.code == "trailing-comma" && $0.location?.line == 1 })
            #expect(report.validation?.report.codes.contains("trailing-comma") == true)
        }

        @Test func signedFileNamesItsSigner() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("signed.example.test", app: CheckerFixture.appID)
            let file = try #require(report.file)
            #expect(file.signed?.signerDNSNames == ["signed.example.test"])
            #expect(report.check(.appListed)?.status == .pass)
        }

        @Test func sendsApplesUserAgentAndTheHostHeader() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("echo.example.test")
            let text = String(decoding: try #require(report.validation?.document.source.bytes), as: UTF8.self)
            #expect(text.contains("\"user-agent\": \"AASA-Bot/1.0.0\""), "\(text)")
            // The Host header names the domain, without the --resolve port.
            #expect(text.contains("\"host\": \"echo.example.test\""), "\(text)")
        }

        @Test func slowResponseWarns() async throws {
            let fixture = try await CheckerFixture.shared.value
            var options = fixture.options()
            options.slowResponseSeconds = 0
            let report = try await fixture.check("good.example.test", options: options)
            let check = try #require(report.check(.responseTime))
            #expect(check.status == .warning)
            #expect(check.seen.english.hasSuffix(" ms"))
            #expect(report.status == .warning)
        }

        @Test func reportRoundTripsThroughJSON() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("broken.example.test", app: CheckerFixture.appID)
            let data = try JSONEncoder().encode(report)
            let decoded = try JSONDecoder().decode(DomainReport.self, from: data)
            #expect(decoded.domain == report.domain)
            #expect(decoded.status == report.status)
            #expect(decoded.checks == report.checks)
            #expect(
                decoded.file?.diagnostics
                    == report.file?.diagnostics.map {
                        var d = $0; d.location?.offset = 0; return d
                    })
            #expect(decoded.validation == nil, "the full validation is for library callers, not encoded")
        }
    }
}
