import UniversalLinks

extension DomainChecker {
    /// The legacy root location, reported on its own line: harmless next to a good well-known file, the
    /// likely mistake when it is the only place the file is.
    func evaluateLegacyRoot(_ fetched: FetchResult, host: String, into report: inout DomainReport) {
        let wellKnownOK = report.check(.httpStatus)?.status == .pass && report.check(.fileContent)?.status != .fail
        let url = fetched.url
        let rootValid: Bool
        let seen: Message
        if let failure = fetched.failure {
            rootValid = false
            seen = "no answer (\(Self.failureCheck(failure, url: url).seen))"
        } else if let status = fetched.status, status != 200 {
            rootValid = false
            seen =
                (300..<400).contains(status)
                ? "\(status) to \(fetched.header("location") ?? "?")" : .verbatim("\(status)")
        } else if fetched.oversize {
            rootValid = false
            seen = "200, but larger than \(options.maxFileSize) bytes"
        } else {
            let validation = AASAValidator(options: .init(domain: host)).validate(fetched.body)
            rootValid = !validation.report.hasErrors && validation.file != nil
            seen = rootValid ? "200 with a valid file" : "200, but not a valid association file"
        }
        switch (wellKnownOK, rootValid) {
        case (true, true):
            report.checks.append(
                .pass(
                    .legacyRoot,
                    "\(url): \(seen) too (only iOS 9.2 and older read it; keep both identical or remove it)",
                    subject: url))
        case (true, false):
            report.checks.append(
                .pass(.legacyRoot, "\(url): \(seen) (fine: current fetchers read /.well-known/ only)", subject: url))
        case (false, true):
            report.checks.append(
                .warning(
                    .legacyRoot, "\(url): \(seen), at the legacy location only",
                    fix:
                        "Move (or copy) the file to /.well-known/apple-app-site-association: Apple's CDN and iOS 9.3+ read only that location.",
                    subject: url))
        case (false, false):
            report.checks.append(
                .pass(.legacyRoot, "\(url): \(seen) (no file at the legacy location either)", subject: url))
        }
    }
}
