import NIOCore
import UniversalLinks

extension DomainChecker {
    /// `ulinks check --android`: the assetlinks.json checks, next to the AASA ones, within the domain's deadline.
    func evaluateAndroid(_ query: StatementQuery, host: String, deadline: NIODeadline, into report: inout DomainReport)
        async
    {
        var android = await statements(domain: host, query: query, deadline: deadline)
        // Developer mode relaxes Apple's fetch only: Android has no such mode, and its verifier rejects a
        // certificate the system does not trust (the client here accepted it, the TLS checks judged it).
        if options.developerMode, let trust = report.check(.tlsTrust), trust.status != .pass {
            let url = android.source
            android.statements = []
            android.document = nil
            android.errors.insert(
                .init(
                    .failedSSLValidation, url: url,
                    "the certificate is not trusted (\(trust.seen)); Android has no developer mode"), at: 0)
            if !android.fetches.isEmpty { android.fetches[0].error = .failedSSLValidation }
            android.listed = android.query.list(android.statements)
            android.check = android.query.check(android.statements)
        }
        report.android = android
        report.checks += Self.androidChecks(android, host: host)
    }

    static func androidChecks(_ android: StatementListReport, host: String) -> [CheckResult] {
        var checks: [CheckResult] = []
        let source = android.source
        let own = android.errors.first {
            $0.url == source && $0.statement == nil && android.fetches.first?.error != nil
        }
        if let own {
            checks.append(
                .fail(
                    .assetLinksFetch, "\(own.code.rawValue): \(own.message)", fix: fix(for: own.code, host: host),
                    subject: source))
            checks.append(.skipped(.assetLinksContent, "no usable assetlinks.json"))
            if android.query.target != nil { checks.append(.skipped(.assetLinksApp, "no usable assetlinks.json")) }
            return checks
        }
        let fetched = android.fetches.first
        checks.append(
            .pass(
                .assetLinksFetch, "200, \(fetched?.contentType ?? "application/json"), \(fetched?.bytes ?? 0) bytes",
                subject: source))
        let count = android.statements.count
        let files = android.fetches.count
        let summary: Message = .plural(
            "check.android.statements", count: count, ["files": .message(.plural("check.android.files", count: files))])
        if count == 0 {
            let first: Message? = android.errors.first.map { ": \($0.code.rawValue) \($0.message)" }
            checks.append(
                .fail(
                    .assetLinksContent, "no valid statement\(first)",
                    fix: "Publish a JSON array of statements; run ulinks android statements \(host) for every problem.",
                    subject: source))
        } else if let first = android.errors.first {
            let more: Message? = android.errors.count > 1 ? " (and \(android.errors.count - 1) more)" : nil
            checks.append(
                .warning(
                    .assetLinksContent, "\(summary); \(first.code.rawValue) \(first.url): \(first.message)\(more)",
                    fix: fix(for: first.code, host: host), subject: source))
        } else {
            checks.append(.pass(.assetLinksContent, summary, subject: source))
        }
        if let answer = android.check, let target = android.query.target {
            let relation = android.query.relation ?? StatementQuery.handleAllURLs
            let name = StatementListRenderer.describe(target)
            if answer.linked {
                let by: Message? = answer.grantedBy.first.map {
                    Message("statements.render.granted-by", ["index": .integer($0.index), "source": .text($0.source)])
                }
                checks.append(.pass(.assetLinksApp, "\(name) has \(relation) (\(by))", subject: source))
            } else {
                var fix: Message =
                    "Add a statement with \"relation\": [\"\(relation)\"] and this target to https://\(host)/.well-known/assetlinks.json."
                if case .androidApp(let package, let prints) = target {
                    let statement =
                        "{\"relation\": [\"\(relation)\"], \"target\": {\"namespace\": \"android_app\", \"package_name\": \"\(package)\", \"sha256_cert_fingerprints\": [\"\(prints.first ?? "")\"]}}"
                    fix =
                        "Add \(statement) (with Play App Signing, the fingerprint of the app signing key from the Play Console)."
                }
                checks.append(
                    .fail(
                        .assetLinksApp,
                        "\(name) is not linked: \(answer.reason ?? Message("statements.render.no-grant"))",
                        fix: fix,
                        subject: source))
            }
        }
        return checks
    }

    /// How to fix each of Google's error codes.
    static func fix(for code: StatementListError.Code, host: String) -> Message {
        switch code {
        case .fetchError:
            "Serve https://\(host)/.well-known/assetlinks.json with status 200 to anonymous GETs (and every include)."
        case .failedSSLValidation:
            "Use a certificate from a public certificate authority that names the host, with its full chain."
        case .redirect:
            "Serve the file itself at the exact URL: Android and Google never follow redirects for it (also not http to https or apex to www)."
        case .tooLarge: "Shrink the file (or split it with include statements)."
        case .wrongContentType: "Send Content-Type: application/json."
        case .malformedContent:
            "Fix the statement list: strict JSON, one array, each statement with relation and target (ulinks android statements names each problem)."
        case .secureAssetIncludesInsecure: "Use https:// URLs in include statements."
        case .fetchBudgetExhausted: "Flatten the includes: fewer files, no include loops, at most a few levels deep."
        }
    }
}
