import UniversalLinks

/// One host's association as a device sees it: the apple-app-site-association it would use (the origin
/// file when every hosting check a device needs passes, or Apple's CDN copy) and, for an Android app,
/// the assetlinks.json matcher that verifies it. Decides URLs as `ulinks match` and
/// `ulinks android match` do.
struct HostAssociation {
    let host: String
    /// The matcher of the file iOS uses; nil with ``iosProblem``.
    var matcher: AASAMatcher?
    var iosProblem: Message?
    var androidMatcher: AndroidAppLinksMatcher?
    var androidProblem: Message?
    /// With `--cdn`: the origin file's matcher when the origin passes every check a device needs, to
    /// tell a stale CDN copy from a wrong origin file.
    var originMatcher: AASAMatcher?
    /// With `--cdn`: Apple's CDN copy as its headers describe it (`Age`, `Cache-Control`).
    var cdnAge: Int?
    var cdnMaxAge: Int?
    /// With `--cdn`: the CDN's failure (`Apple-Failure-Reason`) when it holds no copy.
    var cdnFailure: String?
    /// Nothing could be fetched from the host (it does not resolve or refuses connections) and no CDN
    /// copy stands in: from here, nothing is known about what a device would get.
    var unreachable = false
    /// With `--cdn`: Apple's CDN could not be reached from here (no answer at all): what it holds is unknown.
    var cdnUnreachable = false

    /// The checks whose failure makes a device ignore the origin file.
    static let blocking: [CheckID] = [
        .dns, .connect, .tlsHandshake, .tlsTrust, .tlsHostname, .tlsDates, .httpStatus, .redirect, .size,
    ]

    init(host: String, cdn: Bool, report: DomainReport) {
        self.host = host
        let source: Message =
            cdn ? Message("trace.host.cdn-copy") : .verbatim(DomainChecker.fileURL(for: host))
        unreachable = report.status == .unreachable && (!cdn || report.cdnValidation == nil)
        let validation: AASAValidation?
        if cdn {
            validation = report.cdnValidation
            cdnAge = report.cdn?.apple?.age
            cdnMaxAge = report.cdn?.apple?.maxAge
            cdnFailure = report.cdn?.apple?.failureReason
            originMatcher = Self.originMatcher(report)
            cdnUnreachable = report.cdn?.apple == nil && report.check(.cdnFetch)?.status == .warning
            if report.cdnValidation == nil || report.check(.cdnFetch)?.status == .fail {
                let seen = report.check(.cdnFetch)?.seen ?? Message("trace.host.cdn-not-fetched")
                iosProblem = Message("trace.host.cdn-unusable", ["seen": .message(seen)])
            }
        } else if let failed = report.checks.first(where: { Self.blocking.contains($0.id) && $0.status == .fail }) {
            validation = nil
            iosProblem = "\(source): \(failed.id.rawValue): \(failed.seen)"
        } else {
            validation = report.validation
        }
        guard iosProblem == nil else { return }
        guard let document = validation?.document, document.isValidJSON, let file = document.file else {
            iosProblem = Message("trace.host.unusable", ["source": .message(source), "host": .text(host)])
            return
        }
        guard file.applinks != nil else {
            iosProblem = Message("trace.host.no-applinks", ["source": .message(source)])
            return
        }
        matcher = AASAMatcher(document: document)
    }

    /// The origin file's matcher when no check a device needs failed and the file has applinks.
    static func originMatcher(_ report: DomainReport) -> AASAMatcher? {
        guard !report.checks.contains(where: { blocking.contains($0.id) && $0.status == .fail }),
            let document = report.validation?.document, document.isValidJSON, document.file?.applinks != nil
        else { return nil }
        return AASAMatcher(document: document)
    }

    /// The iOS decision for `url` (among `apps` when given). With `--cdn`, a CDN copy that does not
    /// open the URL while the origin file does is said to be stale (`cdn-stale`, `cdn-no-copy`): the
    /// origin is right, the devices read the copy until Apple's CDN fetches it again.
    func ios(_ url: String, apps: [String]) -> HopDecision {
        if cdnUnreachable {
            // No answer from Apple's CDN is not "no copy": devices may get one. Unknown from here.
            var unknown = HopDecision(
                opens: nil, rule: nil, associated: false, reason: iosProblem ?? Message(""), code: "cdn-unreachable")
            unknown.checked = false
            return unknown
        }
        let decided = iosCopy(url, apps: apps)
        guard decided.opens == nil, let originMatcher else { return decided }
        let installed = apps.isEmpty ? nil : Set(apps)
        let origin = decision(
            originMatcher.decide(url, ios: .ios13, installed: installed), asked: apps, listed: originMatcher.appIDs,
            file: Message("trace.decision.file.origin", texts: ["host": host]), noun: "app")
        guard origin.opens != nil else { return decided }
        let age = cdnAge.map { Message("trace.cdn.age", ["age": .message(DomainChecker.durationMessage($0))]) }
        var stale = HopDecision(
            opens: nil, rule: decided.rule, associated: decided.associated,
            reason: Message(
                "trace.cdn.stale",
                [
                    "copy": .message(decided.reason), "origin": .message(origin.reason),
                    "age": .message(age ?? Message("trace.cdn.age-unknown")),
                ]),
            code: matcher == nil ? "cdn-no-copy" : "cdn-stale")
        stale.checked = decided.checked
        return stale
    }

    /// The decision of the file iOS uses (the origin's, or with `--cdn` the CDN copy).
    func iosCopy(_ url: String, apps: [String]) -> HopDecision {
        guard let matcher else {
            return HopDecision(
                opens: nil, rule: nil, associated: false,
                reason: Message(
                    "trace.host.not-associated",
                    ["host": .text(host), "problem": .message(iosProblem ?? Message("trace.host.no-file"))]),
                code: "not-associated")
        }
        let result = matcher.decide(url, ios: .ios13, installed: apps.isEmpty ? nil : Set(apps))
        let file = Message(
            originMatcher == nil ? "trace.decision.file.ios" : "trace.decision.file.cdn", texts: ["host": host])
        return decision(result, asked: apps, listed: matcher.appIDs, file: file, noun: "app")
    }

    /// The Android decision for `url` (Android 15+: dynamic rules, else every URL of a verified host).
    func android(_ url: String, package: String) -> HopDecision {
        guard let androidMatcher else {
            return HopDecision(
                opens: nil, rule: nil, associated: false,
                reason: Message(
                    "trace.host.not-verified",
                    ["host": .text(host), "problem": .message(androidProblem ?? Message("trace.host.no-file"))]),
                code: "not-associated")
        }
        let result = androidMatcher.decide(url, android: .android15, packages: [package])
        return decision(
            result, asked: [package], listed: androidMatcher.packages,
            file: Message("trace.decision.file.android", texts: ["host": host]), noun: "package")
    }

    /// A match result in words: the app that opens with its rule, or why none does. `noun` is `app` or
    /// `package` (the keys `trace.decision.no-app`, `lists-no-app`, ...).
    func decision(_ result: MatchResult, asked: [String], listed: [String], file: Message, noun: String)
        -> HopDecision
    {
        let decisions = result.apps.filter { asked.isEmpty || asked.contains($0.appID) }
        if let opens = result.opens, let app = result.apps.first(where: { $0.appID == opens }) {
            return HopDecision(
                opens: opens, rule: app.rule, associated: true,
                reason: Message(
                    "trace.decision.opens",
                    ["file": .message(file), "app": .text(opens), "place": .message(Self.place(app.rule))]),
                code: "opens")
        }
        let missing = asked.filter { !listed.contains($0) }
        if !asked.isEmpty, missing.count == asked.count {
            let lists: Message =
                listed.isEmpty ? Message("trace.decision.no-" + noun) : .verbatim(listed.joined(separator: ", "))
            return HopDecision(
                opens: nil, rule: nil, associated: true,
                reason: Message(
                    "trace.decision.unlisted",
                    [
                        "file": .message(file), "missing": .text(missing.joined(separator: ", ")),
                        "listed": .message(lists),
                    ]),
                code: "unlisted")
        }
        guard let first = decisions.first else {
            return HopDecision(
                opens: nil, rule: nil, associated: true,
                reason: Message("trace.decision.lists-no-\(noun)", ["file": .message(file)]), code: "lists-no-app")
        }
        let words = decisions.prefix(3).map { decision -> Message in
            switch decision.decision {
            case .exclude:
                Message(
                    "trace.decision.excluded",
                    ["app": .text(decision.appID), "place": .message(Self.place(decision.rule))])
            case .noMatch: Message("trace.decision.no-match", texts: ["app": decision.appID])
            case .match: Message("trace.decision.matches", texts: ["app": decision.appID])
            }
        }
        return HopDecision(
            opens: nil, rule: first.rule, associated: true,
            reason: Message(
                "trace.decision.opens-none",
                ["file": .message(file), "decisions": .message(.joined(Array(words), separator: "; "))]),
            code: first.decision == .exclude ? "excluded" : "no-match")
    }

    /// Where a rule is: its JSON pointer, with the line and column when known.
    static func place(_ rule: RuleReference?) -> Message {
        guard let rule else { return Message("trace.place.none") }
        if let line = rule.line, let column = rule.column {
            return Message(
                "trace.place.line",
                ["pointer": .text(rule.pointer), "line": .integer(line), "column": .integer(column)])
        }
        return .verbatim(rule.pointer)
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
            androidProblem = Message("trace.android.unusable", texts: ["url": fetched.url])
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
        let fingerprints = app.fingerprints.dropFirst().reduce(Message.verbatim(app.fingerprints.first ?? "")) {
            first, second in
            Message("trace.android.or", ["first": .message(first), "second": .text(second)])
        }
        androidProblem = Message(
            listed ? "trace.android.fingerprint" : "trace.android.unlisted",
            ["url": .text(fetched.url), "package": .text(app.package), "fingerprints": .message(fingerprints)])
    }
}
