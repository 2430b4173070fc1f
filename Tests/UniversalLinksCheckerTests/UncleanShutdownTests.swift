import Foundation
import Testing
import UniversalLinksChecker

extension CheckerTests {
    /// A server that ends a response without Content-Length by closing the connection, without TLS
    /// close_notify: the body ends at the close, and the report says what the server answered.
    @Suite("Responses that end at an unclean close")
    struct UncleanShutdownTests {
        @Test func aRedirectIsReportedAsARedirect() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("unclean-redirect.example.test")
            #expect(report.check(.tlsHandshake)?.status == .pass, "\(report.checks)")
            let status = try #require(report.check(.httpStatus))
            #expect(status.status == .fail && status.seen.english.contains("301"), "\(status.seen)")
            let redirect = try #require(report.check(.redirect))
            #expect(
                redirect.seen.english.contains("https://www.moved.example.test/.well-known/apple-app-site-association"),
                "\(redirect.seen)")
            #expect(!report.checks.contains { $0.seen.english.contains("uncleanShutdown") }, "\(report.checks)")
        }

        @Test func aBodyEndsAtTheClose() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("unclean.example.test")
            #expect(report.check(.tlsHandshake)?.status == .pass, "\(report.checks)")
            #expect(report.check(.httpStatus)?.status == .pass, "\(report.checks)")
            #expect(report.check(.fileContent)?.status == .pass, "\(report.checks)")
            #expect(report.file != nil)
        }
    }
}
