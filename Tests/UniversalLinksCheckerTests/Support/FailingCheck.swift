import Testing
import UniversalLinksChecker

extension CheckerTests {
    /// A domain of the shared fixture, the check that must fail for it, and words its message must contain.
    struct FailingCheck: Sendable, CustomTestStringConvertible {
        var domain: String
        var failing: CheckID
        var mentions: String
        var testDescription: String { domain }
    }
}
