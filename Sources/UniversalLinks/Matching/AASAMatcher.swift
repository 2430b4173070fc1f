/// Decides URLs the way iOS does for one association file (SPEC §2).
///
/// Built once from an ``AssociationFile``; immutable and `Sendable`, so any number of threads can
/// share one. Patterns are compiled to byte-level operations, and files with many rules get a
/// prefix index so that a URL is tried only against the rules that can match its path.
public struct AASAMatcher: Sendable {
    /// One detail's compiled rules, per iOS version.
    struct CompiledDetail: Sendable {
        var modern: RuleList
        var legacy: RuleList
        var pointer: String

        func rules(_ ios: IOSVersion) -> RuleList { ios == .ios12 ? legacy : modern }
    }

    /// Every app of `applinks`, in `details` order, with the detail that decides for it (the first
    /// detail listing it).
    public let appIDs: [String]
    let detailOfApp: [Int]
    let details: [CompiledDetail]
    /// Problems met while compiling patterns (substitution variables), deduplicated, in file order.
    public let issues: [MatcherIssue]

    /// Compiles `file`. Give the `source` it was read from to get line and column in results.
    public init(file: AssociationFile, source: SourceText? = nil) {
        let links = file.applinks
        let variables = SubstitutionTable(links?.substitutionVariables ?? [])
        var compiler = RuleCompiler(variables: variables, appDefaults: links?.defaults, source: source)
        var appIDs: [String] = []
        var detailOfApp: [Int] = []
        var seen: Set<String> = []
        var details: [CompiledDetail] = []
        for detail in links?.details ?? [] {
            let used = detail.appIDs.contains { !seen.contains($0.value) }
            // A detail whose apps all appeared earlier is never consulted: skip compiling it.
            let modern = used ? compiler.rules(for: detail, ios: .ios13) : []
            let legacy = used ? compiler.rules(for: detail, ios: .ios12) : []
            details.append(CompiledDetail(modern: RuleList(modern), legacy: RuleList(legacy), pointer: detail.pointer))
            for id in detail.appIDs where !seen.contains(id.value) {
                seen.insert(id.value)
                appIDs.append(id.value)
                detailOfApp.append(details.count - 1)
            }
        }
        var issueSet: Set<MatcherIssue> = []
        var issues: [MatcherIssue] = []
        for issue in variables.issues + compiler.issues where issueSet.insert(issue).inserted {
            issues.append(issue)
        }
        self.appIDs = appIDs
        self.detailOfApp = detailOfApp
        self.details = details
        self.issues = issues.sorted { $0.offset < $1.offset }
    }

    /// Compiles a document read with ``AssociationDocument``; a document without a usable file
    /// gives a matcher that matches nothing.
    public init(document: AssociationDocument) {
        self.init(file: document.file ?? AssociationFile(), source: document.source)
    }

    /// Decides `url` for every app.
    ///
    /// - Parameters:
    ///   - domain: the host the file is served for; nil means the URL's own host. A URL whose host
    ///     differs (ASCII case-insensitively) gets no match from every app. A bare path (`/buy/1`)
    ///     is taken to be on `domain`.
    ///   - ios: `.ios12` reads legacy `paths` only; `.ios13` (13 and newer) reads `components`.
    ///   - installed: when given, only these apps can be the one that ``MatchResult/opens``.
    public func decide(
        _ url: String, domain: String? = nil, ios: IOSVersion = .ios13, installed: Set<String>? = nil
    ) -> MatchResult {
        let parts = URLParts(parsing: url)
        let domainName = domain.map { String(decoding: $0.utf8.map(ASCII.lower), as: UTF8.self) } ?? parts.host ?? ""
        var apps: [AppDecision] = []
        apps.reserveCapacity(appIDs.count)
        var opens: String?
        guard parts.host == nil || parts.host == domainName, !domainName.isEmpty || parts.host != nil else {
            for id in appIDs { apps.append(AppDecision(appID: id, decision: .noMatch, rule: nil)) }
            return MatchResult(url: url, domain: domainName, opens: nil, apps: apps)
        }
        var input = MatchInput(parts)
        // Apps sharing a detail share its decision (they are adjacent): compute it once.
        var lastDetail = -1
        var outcome: (MatchDecision, RuleReference?) = (.noMatch, nil)
        for (k, id) in appIDs.enumerated() {
            let d = detailOfApp[k]
            if d != lastDetail {
                let list = details[d].rules(ios)
                if let i = list.firstMatch(&input) {
                    let rule = list.rules[i]
                    outcome = (rule.exclude ? .exclude : .match, rule.reference)
                } else {
                    outcome = (.noMatch, nil)
                }
                lastDetail = d
            }
            apps.append(AppDecision(appID: id, decision: outcome.0, rule: outcome.1))
            if opens == nil, outcome.0 == .match, installed?.contains(id) ?? true { opens = id }
        }
        return MatchResult(url: url, domain: domainName, opens: opens, apps: apps)
    }

    /// The decision of one app only (nil when the file does not list it), without building a
    /// full result: the fast path for bulk checks.
    public func decision(
        for appID: String, url: String, domain: String? = nil, ios: IOSVersion = .ios13
    ) -> MatchDecision? {
        guard let k = appIDs.firstIndex(of: appID) else { return nil }
        let parts = URLParts(parsing: url)
        let domainName = domain.map { String(decoding: $0.utf8.map(ASCII.lower), as: UTF8.self) } ?? parts.host ?? ""
        guard parts.host == nil || parts.host == domainName, !domainName.isEmpty || parts.host != nil else { return .noMatch }
        var input = MatchInput(parts)
        let list = details[detailOfApp[k]].rules(ios)
        guard let i = list.firstMatch(&input) else { return .noMatch }
        return list.rules[i].exclude ? .exclude : .match
    }
}
