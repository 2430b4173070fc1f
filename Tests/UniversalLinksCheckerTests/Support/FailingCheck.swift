import Testing
import UniversalLinksChecker

extension CheckerTests {
    /// A domain of the shared fixture, the check that must fail for it, and words its message must contain.
    struct FailingCheck: Sendable, CustomTestStringConvertible {
        var domain: String
        var failing: CheckID
        var mentions: String
        var testDescription: String { domain }

        /// Checks the domain with a `timeout`-second deadline and expects the report to fail at
        /// ``failing`` with a message naming ``mentions``; returns the report and how long it took.
        func run(timeout: Double) async throws -> (report: DomainReport, elapsed: Duration) {
            let fixture = try await CheckerFixture.shared.value
            let clock = ContinuousClock()
            let start = clock.now
            let report = try await fixture.check(domain, options: fixture.options(timeout: timeout))
            let elapsed = clock.now - start
            #expect(report.status == .fail)
            let check = try #require(report.check(failing))
            #expect(check.status == .fail, "\(check.seen)")
            #expect(check.seen.english.contains(mentions), "\(check.seen)")
            return (report, elapsed)
        }
    }
}
