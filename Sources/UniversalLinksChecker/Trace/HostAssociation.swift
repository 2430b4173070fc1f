import UniversalLinks

/// One host's association as a device sees it: the apple-app-site-association it would use (the origin
/// file when every hosting check a device needs passes, or Apple's CDN copy) and, for an Android app,
/// the assetlinks.json matcher that verifies it. Decides URLs as `ulinks match` and
/// `ulinks android match` do.
struct HostAssociation {
    let host: String
    /// The matcher of the file iOS uses; nil with ``iosProblem``.
    var matcher: AASAMatcher?
    var iosProblem: String?
    var androidMatcher: AndroidAppLinksMatcher?
    var androidProblem: String?

    /// The checks whose failure makes a device ignore the origin file.
    static let blocking: [CheckID] = [
        .dns, .connect, .tlsHandshake, .tlsTrust, .tlsHostname, .tlsDates, .httpStatus, .redirect, .size,
    ]

    init(host: String, cdn: Bool, report: DomainReport) {
        self.host = host
        let source = cdn ? "Apple's CDN copy" : DomainChecker.fileURL(for: host)
        let validation: AASAValidation?
        if cdn {
            validation = report.cdnValidation
            if report.cdnValidation == nil || report.check(.cdnFetch)?.status == .fail {
                iosProblem = "Apple's CDN has no usable copy: " + (report.check(.cdnFetch)?.seen ?? "not fetched")
            }
        } else if let failed = report.checks.first(where: { Self.blocking.contains($0.id) && $0.status == .fail }) {
            validation = nil
            iosProblem = "\(source): \(failed.id.rawValue): \(failed.seen)"
        } else {
            validation = report.validation
        }
        guard iosProblem == nil else { return }
        guard let document = validation?.document, document.isValidJSON, let file = document.file else {
            iosProblem = "\(source) is not a usable association file (ulinks check \(host) lists why)"
            return
        }
        guard file.applinks != nil else {
            iosProblem = "\(source) has no \"applinks\" service"
            return
        }
        matcher = AASAMatcher(document: document)
    }

    /// The iOS decision for `url` (among `apps` when given).
    func ios(_ url: String, apps: [String]) -> HopDecision {
        guard let matcher else {
            return HopDecision(
                opens: nil, rule: nil, associated: false,
                reason: "\(host) is not associated: \(iosProblem ?? "no file")")
        }
        let result = matcher.decide(url, ios: .ios13, installed: apps.isEmpty ? nil : Set(apps))
        return Self.decision(result, asked: apps, listed: matcher.appIDs, file: "\(host)'s file", noun: "app")
    }

    /// The Android decision for `url` (Android 15+: dynamic rules, else every URL of a verified host).
    func android(_ url: String, package: String) -> HopDecision {
        guard let androidMatcher else {
            return HopDecision(
                opens: nil, rule: nil, associated: false,
                reason: "\(host) is not verified: \(androidProblem ?? "no file")")
        }
        let result = androidMatcher.decide(url, android: .android15, packages: [package])
        return Self.decision(
            result, asked: [package], listed: androidMatcher.packages, file: "\(host)'s assetlinks.json",
            noun: "package")
    }

    /// A match result in words: the app that opens with its rule, or why none does.
    static func decision(_ result: MatchResult, asked: [String], listed: [String], file: String, noun: String)
        -> HopDecision
    {
        let decisions = result.apps.filter { asked.isEmpty || asked.contains($0.appID) }
        if let opens = result.opens, let app = result.apps.first(where: { $0.appID == opens }) {
            return HopDecision(
                opens: opens, rule: app.rule, associated: true, reason: "\(file) opens \(opens) (\(place(app.rule)))")
        }
        let missing = asked.filter { !listed.contains($0) }
        if !asked.isEmpty, missing.count == asked.count {
            return HopDecision(
                opens: nil, rule: nil, associated: true,
                reason:
                    "\(file) does not list \(missing.joined(separator: ", ")) (it lists \(listed.isEmpty ? "no \(noun)" : listed.joined(separator: ", ")))"
            )
        }
        guard let first = decisions.first else {
            return HopDecision(opens: nil, rule: nil, associated: true, reason: "\(file) lists no \(noun)")
        }
        let words = decisions.prefix(3).map { decision -> String in
            switch decision.decision {
            case .exclude: "\(decision.appID): excluded by \(place(decision.rule))"
            case .noMatch: "\(decision.appID): no rule matches"
            case .match: "\(decision.appID): matches"
            }
        }
        return HopDecision(
            opens: nil, rule: first.rule, associated: true,
            reason: "\(file) opens no app: " + words.joined(separator: "; "))
    }

    static func place(_ rule: RuleReference?) -> String {
        guard let rule else { return "no rule" }
        if let line = rule.line, let column = rule.column { return "\(rule.pointer), line \(line):\(column)" }
        return rule.pointer
    }

    /// Reads the fetched assetlinks.json as Android's verifier would (HTTPS, 200, no redirect,
    /// application/json, the size limit) and keeps the matcher that verifies `app`.
    mutating func readAssetLinks(_ fetched: FetchResult, limit: Int, app: TraceOptions.AndroidApp) {
        if let problem = DomainChecker.listProblem(fetched, limit: limit) {
            androidProblem = "\(fetched.url): \(problem.code.rawValue): \(problem.message)"
            return
        }
        let document = AssetLinksDocument(bytes: fetched.body)
        guard document.file != nil else {
            androidProblem = "\(fetched.url) is not a usable assetlinks.json (ulinks validate names every problem)"
            return
        }
        let prints: [String?] = app.fingerprints.isEmpty ? [nil] : app.fingerprints
        for print in prints {
            let matcher = AndroidAppLinksMatcher(document: document, fingerprint: print)
            if matcher.packages.contains(app.package) {
                androidMatcher = matcher
                return
            }
        }
        let listed = AndroidAppLinksMatcher(document: document).packages.contains(app.package)
        androidProblem =
            listed
            ? "\(fetched.url) lists \(app.package), but not with the fingerprint \(app.fingerprints.joined(separator: " or "))"
            : "\(fetched.url) does not list \(app.package)"
    }
}
