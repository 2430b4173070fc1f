/// Decides URLs for the Android apps an `assetlinks.json` file verifies, as Android does.
///
/// - Android 6-14 (``AndroidVersion/android14``): a host that verifies an app (a
///   `delegate_permission/common.handle_all_urls` statement for its package and certificate) opens
///   every URL the app's intent filter accepts: the file decides nothing about paths.
/// - Android 15+ (``AndroidVersion/android15``): a statement's `dynamic_app_link_components` are
///   tried in order, the first rule whose keys all match decides (`exclude: true` sends the URL to
///   the browser), and a URL no rule matches is excluded. A statement without dynamic rules, or
///   whose list is malformed (Android then ignores it), opens every URL as before.
///
/// Docs/Android.md lists the sources and where Android differs from iOS. The manifest's intent
/// filters, which bound what dynamic rules can open, are not part of the file.
public struct AndroidAppLinksMatcher: Sendable {
    /// The packages verified for App Links, in file order (each once).
    public let packages: [String]
    /// Statements whose dynamic rules Android ignores, with the reason.
    public let droppedRules: [DroppedRules]
    /// Per package: the statement that verifies it (the rule shown when every URL opens) and the
    /// dynamic rules (nil: none, every URL opens).
    let verifying: [AndroidRule]
    let dynamic: [[AndroidRule]?]

    /// A statement whose `dynamic_app_link_components` Android ignores.
    public struct DroppedRules: Sendable, Hashable, Codable {
        public var packageName: String
        public var pointer: String
        public var reason: Message
    }

    /// Compiles the statements of `document`. With `fingerprint`, only statements listing that
    /// certificate verify their package (a fingerprint in lower case or without colons is read in
    /// the canonical form).
    public init(document: AssetLinksDocument, fingerprint: String? = nil) {
        self.init(file: document.file ?? AssetLinksFile(), source: document.source, fingerprint: fingerprint)
    }

    public init(file: AssetLinksFile, source: SourceText? = nil, fingerprint: String? = nil) {
        let wanted = fingerprint.map { Fingerprint.normalize($0) ?? $0 }
        var packages: [String] = []
        var verifying: [AndroidRule] = []
        var dynamic: [[AndroidRule]?] = []
        var dropped: [DroppedRules] = []
        // Our reading: several statements for one package add their rules up, in file order.
        for statement in file.statements where statement.handlesAllURLs {
            guard let name = statement.packageName else { continue }
            if let wanted, !statement.fingerprints.contains(wanted) { continue }
            var k = packages.firstIndex(of: name) ?? -1
            if k < 0 {
                packages.append(name)
                var whole = Component()
                whole.offset = statement.offset
                whole.pointer = statement.pointer
                verifying.append(AndroidRule(whole, source: source))
                dynamic.append(nil)
                k = packages.count - 1
            }
            switch statement.dynamicRules {
            case .absent: break
            case .rules(let list): dynamic[k] = (dynamic[k] ?? []) + list.map { AndroidRule($0, source: source) }
            case .dropped(let reason):
                dropped.append(DroppedRules(packageName: name, pointer: statement.pointer, reason: reason))
            }
        }
        self.packages = packages
        self.verifying = verifying
        self.dynamic = dynamic
        self.droppedRules = dropped
    }

    /// Decides `url` for every verified package (or only those in `packages`).
    ///
    /// ``MatchResult/opens`` is the first package whose decision is ``MatchDecision/match``; both
    /// ``MatchDecision/exclude`` and ``MatchDecision/noMatch`` open the browser. A URL whose host is
    /// not `domain` (default: the URL's own host) matches nothing.
    public func decide(
        _ url: String, domain: String? = nil, android: AndroidVersion = .android15, packages: Set<String>? = nil
    ) -> MatchResult {
        explain(url, domain: domain, android: android, packages: packages, tracing: false).result
    }

    /// Decides `url` like ``decide(_:domain:android:packages:)`` and records each rule tried.
    public func explain(
        _ url: String, domain: String? = nil, android: AndroidVersion = .android15, packages: Set<String>? = nil
    ) -> MatchExplanation {
        explain(url, domain: domain, android: android, packages: packages, tracing: true)
    }

    private func explain(
        _ url: String, domain: String?, android: AndroidVersion, packages wanted: Set<String>?, tracing: Bool
    ) -> MatchExplanation {
        let parsed = AndroidURL(url)
        let domainName = (domain ?? parsed.host ?? "").lowercased()
        let hostMatches = !domainName.isEmpty && (parsed.host == nil ? domain != nil : parsed.host == domainName)
        var result = MatchResult(url: url, domain: domainName, opens: nil, apps: [])
        var traces: [MatchExplanation.AppTrace] = []
        for (k, name) in packages.enumerated() where wanted?.contains(name) ?? true {
            let rules = android == .android15 ? dynamic[k] ?? [verifying[k]] : [verifying[k]]
            var decision = MatchDecision.noMatch
            var rule: RuleReference?
            var tried: [MatchExplanation.RuleTrace] = []
            for r in rules where hostMatches {
                let failed = r.failure(parsed)
                if tracing {
                    tried.append(
                        MatchExplanation.RuleTrace(
                            rule: r.reference, summary: r.summary, failedKey: failed, pattern: failed.map(r.pattern)))
                }
                if failed == nil {
                    decision = r.exclude ? .exclude : .match
                    rule = r.reference
                    break
                }
            }
            result.apps.append(AppDecision(appID: name, decision: decision, rule: rule))
            if decision == .match, result.opens == nil { result.opens = name }
            let source =
                android == .android14
                ? "every URL (Android 14 and older)"
                : (dynamic[k] == nil ? "every URL (no dynamic rules)" : "dynamic_app_link_components")
            traces.append(
                MatchExplanation.AppTrace(
                    appID: name, detail: verifying[k].reference.pointer, source: source, decision: decision,
                    rules: tried))
        }
        let decoded = ASCII.percentDecoded(parsed.path)
        return MatchExplanation(
            result: result, host: parsed.host, hostMatches: hostMatches,
            path: String(decoding: parsed.path, as: UTF8.self),
            decodedPath: String(decoding: decoded, as: UTF8.self),
            query: parsed.query.map { String(decoding: $0, as: UTF8.self) },
            queryItems: parsed.items.map {
                MatchExplanation.QueryItem(
                    name: String(decoding: ASCII.percentDecoded($0.name), as: UTF8.self),
                    value: String(decoding: ASCII.percentDecoded($0.value), as: UTF8.self))
            }, fragment: parsed.fragment.map { String(decoding: $0, as: UTF8.self) }, apps: traces)
    }
}

/// The two behaviours of Android App Links.
public enum AndroidVersion: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Android 6-14: a verified host opens every URL of the app's intent filters.
    case android14 = 14
    /// Android 15 and newer: `dynamic_app_link_components` decide, when the file has them.
    case android15 = 15
}
