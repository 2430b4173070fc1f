import NIOCore
import UniversalLinks

extension DomainChecker {
    /// `ulinks check --webauthn`: `/.well-known/webauthn` judged as browsers read it (see
    /// ``PasskeysChecker``); a missing file passes (only other origins need it), an HTML answer, a wrong
    /// type, a redirect to another origin or an invalid file fails, what could not be decided warns.
    func evaluateWebAuthn(host: String, deadline: NIODeadline, into report: inout DomainReport) async {
        if PasskeysChecker.hostFailure(report) != nil {
            report.checks.append(.skipped(.webauthn, "not fetched: no TLS connection"))
            return
        }
        let fetched = await fetcher.fetch(PasskeysChecker.webauthnURL(for: host), deadline: deadline)
        let answer = PasskeysChecker(options: options).browserCheck(fetched, domain: report)
        let check = answer.check
        let url = fetched.url
        switch check.verdict {
        case .ready, .skipped: report.checks.append(.pass(.webauthn, check.reason, subject: url))
        case .broken: report.checks.append(.fail(.webauthn, check.reason, fix: check.fix, subject: url))
        case .unknown: report.checks.append(.warning(.webauthn, check.reason, fix: check.fix, subject: url))
        }
        report.relatedOrigins = answer.origins
    }
}
