import UniversalLinks

extension DomainChecker {
    static func summary(of validation: AASAValidation, fetched: FetchResult) -> FileSummary {
        var services: [String: [String]] = [:]
        if let file = validation.file {
            if let links = file.applinks {
                services["applinks"] = uniqueApps(links.details.flatMap { $0.appIDs.map(\.value) })
            }
            for (service, apps) in file.appListServices { services[service.rawValue] = apps.apps.map(\.value) }
        }
        return FileSummary(
            bytes: fetched.body.count, contentType: fetched.header("content-type"),
            contentEncoding: fetched.header("content-encoding"), signed: validation.document.signature,
            apps: services["applinks"] ?? [], services: services, errors: validation.report.errors.count,
            warnings: validation.report.warnings.count, diagnostics: validation.report.diagnostics)
    }

    static func uniqueApps(_ apps: [String]) -> [String] {
        var seen: Set<String> = []
        return apps.filter { seen.insert($0).inserted }
    }

    /// The body read by the core, as `ulinks validate` reports it.
    static func fileCheck(_ validation: AASAValidation, bytes: [UInt8]) -> CheckResult {
        let report = validation.report
        let kind: Message = validation.document.signature != nil ? "CMS signed file" : "JSON file"
        if report.hasErrors || validation.file == nil {
            let first: Message = report.errors.first.map { Self.describe($0) } ?? "not an association file"
            return .fail(
                .fileContent, .plural("check.file.errors", count: report.errors.count, ["first": .message(first)]),
                fix: report.errors.first?.hint ?? "Run ulinks validate on the file and fix every error.")
        }
        var contents: [Message] = []
        if let file = validation.file {
            if let links = file.applinks {
                let count = uniqueApps(links.details.flatMap { $0.appIDs.map(\.value) }).count
                contents.append(.plural("check.file.applinks-apps", count: count))
            }
            for (service, apps) in file.appListServices {
                contents.append(.verbatim("\(service.rawValue) (\(apps.apps.count))"))
            }
        }
        let listing: Message = contents.isEmpty ? "no services" : .joined(contents, separator: ", ")
        if !report.warnings.isEmpty {
            return .warning(
                .fileContent,
                .plural(
                    "check.file.warnings", count: report.warnings.count,
                    [
                        "kind": .message(kind), "listing": .message(listing),
                        "first": .message(describe(report.warnings[0])),
                    ]),
                fix: report.warnings[0].hint ?? "Run ulinks validate on the file.")
        }
        return .pass(.fileContent, "valid \(kind): \(listing)")
    }

    static func describe(_ diagnostic: Diagnostic) -> Message {
        let place: Message? = diagnostic.location.map { "line \($0.line), column \($0.column): " }
        return "\(place)\(diagnostic.message) [\(diagnostic.code.rawValue)]"
    }

    static func signatureCheck(_ validation: AASAValidation, host: String) -> CheckResult {
        guard let signature = validation.document.signature else {
            return .skipped(.signature, "not signed (plain JSON, as current iOS expects)")
        }
        let signer: Message = signature.signerSubject.map { .verbatim($0) } ?? "an unnamed signer"
        let names = signature.signerDNSNames
        let probe = CertificateSummary(subject: signer.english, issuer: "", names: names, notBefore: 0, notAfter: 0)
        if !names.isEmpty, !probe.covers(host: host) {
            return .warning(
                .signature,
                "CMS signed by \(signer), whose certificate names \(names.joined(separator: ", ")), not \(host)",
                fix:
                    "Sign with the TLS identity of \(host), or serve plain JSON (iOS 9 and later do not need a signature)."
            )
        }
        return .pass(.signature, "CMS signed by \(signer); current iOS reads it, plain JSON is simpler")
    }

    /// `--app`: listed for applinks, and which other services list it.
    static func appCheck(_ app: String, file: AssociationFile?) -> CheckResult {
        guard let file else { return .skipped(.appListed, "no readable file") }
        let services = file.services(listing: app)
        let others = services.filter { $0 != .applinks }.map(\.rawValue)
        let also: Message? = others.isEmpty ? nil : " (also \(others.joined(separator: ", ")))"
        if services.contains(.applinks) {
            return .pass(.appListed, "\(app) is listed for applinks\(also)")
        }
        let listed = uniqueApps(file.applinks?.details.flatMap { $0.appIDs.map(\.value) } ?? [])
        var fix: Message = "Add a detail with \"appIDs\": [\"\(app)\"] to applinks.details."
        let bundle = app.split(separator: ".", maxSplits: 1).last.map(String.init) ?? app
        if let near = listed.first(where: { $0.hasSuffix("." + bundle) && $0 != app }) {
            fix =
                "The file lists \(near): the App ID prefix differs. Use the app's application-identifier prefix, which is not always the Team ID."
        }
        let listedApps: Message? = listed.isEmpty ? nil : "; listed apps: \(listed.joined(separator: ", "))"
        let seen: Message =
            others.isEmpty
            ? "\(app) is not listed for applinks\(listedApps)"
            : "\(app) is listed only for \(others.joined(separator: ", ")), not applinks"
        return .fail(.appListed, seen, fix: fix)
    }

    /// `--url`: the decision, as `ulinks match` gives it.
    static func urlCheck(_ result: MatchResult, app: String?, file: AssociationFile) -> CheckResult {
        let url = result.url
        if let app {
            let decision = result.decision(for: app)
            switch decision {
            case .match?:
                return .pass(
                    .urlDecision,
                    "opens \(app)"
                        + (result.opens != app
                            ? " (but \(result.opens.map { Message.verbatim($0) } ?? "another app") comes first)" : ""),
                    subject: url)
            case .exclude?:
                return .warning(.urlDecision, "excluded for \(app): opens in the browser", fix: nil, subject: url)
            case .noMatch?:
                return .warning(.urlDecision, "no rule of \(app) matches: opens in the browser", fix: nil, subject: url)
            case nil:
                return .warning(.urlDecision, "\(app) is not in the file: opens in the browser", fix: nil, subject: url)
            }
        }
        if let opens = result.opens {
            return .pass(.urlDecision, "opens \(opens)", subject: url)
        }
        let excluded = result.apps.filter { $0.decision == .exclude }.map(\.appID)
        let seen: Message =
            excluded.isEmpty
            ? "no app matches: opens in the browser"
            : "excluded by \(excluded.joined(separator: ", ")): opens in the browser"
        return CheckResult(.urlDecision, .pass, seen, subject: url)
    }
}
