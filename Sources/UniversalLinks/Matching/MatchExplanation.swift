/// Why a URL got its decisions: the URL as the rules see it, and for each app every rule tried in
/// order with the first key that failed.
public struct MatchExplanation: Sendable, Hashable, Codable {
    public var result: MatchResult
    /// The host of the URL (nil for a bare path) and whether it is the file's domain.
    public var host: String?
    public var hostMatches: Bool
    /// The normalised path, as written (percent-encoded) and percent-decoded.
    public var path: String
    public var decodedPath: String
    /// The query string without `?` (nil when absent) and its items, percent-decoded.
    public var query: String?
    public var queryItems: [QueryItem]
    /// The fragment without `#`; nil when absent.
    public var fragment: String?
    public var apps: [AppTrace]
    /// Readings worth a warning, such as a file without `applinks`; nil (absent in JSON) when none.
    public var warnings: [Message]?

    public struct QueryItem: Sendable, Hashable, Codable {
        public var name: String
        public var value: String
    }

    /// One app's evaluation.
    public struct AppTrace: Sendable, Hashable, Codable {
        public var appID: String
        /// Pointer of the detail that decides for this app (the first one listing it).
        public var detail: String
        /// `components` or `paths`: what this iOS version reads from the detail.
        public var source: String
        public var decision: MatchDecision
        public var rules: [RuleTrace]
    }

    /// One rule tried.
    public struct RuleTrace: Sendable, Hashable, Codable {
        public var rule: RuleReference
        /// The rule with its defaults applied, e.g. `"/": "/buy/*", exclude`.
        public var summary: String
        /// nil when every key matched (this rule decided); else `/`, `?`, `?name` or `#`.
        public var failedKey: String?
        /// The pattern of the failed key, after path normalisation.
        public var pattern: String?
        /// Keys of the rule that iOS ignores (a value of the wrong type, an unknown key), each with the
        /// reason; nil (absent in JSON) when none.
        public var ignoredKeys: [Message]?
    }
}

// The public JSON has the texts of `warnings` and `ignoredKeys` (left out when nil), in English unless
// rendered; a store can ask for the values (`CodingUserInfoKey.messageValues`).
extension MatchExplanation {
    enum CodingKeys: String, CodingKey {
        case result, host, hostMatches, path, decodedPath, query, queryItems, fragment, apps, warnings
    }
}

extension MatchExplanation.RuleTrace {
    enum CodingKeys: String, CodingKey { case rule, summary, failedKey, pattern, ignoredKeys }
}

extension AASAMatcher {
    /// Decides `url` like ``decide(_:domain:ios:installed:)`` and records the reasoning.
    public func explain(
        _ url: String, domain: String? = nil, ios: IOSVersion = .ios13, installed: Set<String>? = nil
    ) -> MatchExplanation {
        let result = decide(url, domain: domain, ios: ios, installed: installed)
        let parts = URLParts(parsing: url)
        var explanation = MatchExplanation(
            result: result, host: parts.host, hostMatches: false, path: "", decodedPath: "", query: parts.queryString,
            queryItems: [], fragment: parts.fragmentString, apps: [])
        _ = Self.withURL(url, domain: domain) { hostMatches, views in
            let encodedPath = String(decoding: views.path(0), as: UTF8.self)
            let decodedPath = String(decoding: views.path(2), as: UTF8.self)
            let (first, count) = views.items(2)
            let queryItems = (0..<count).map { i in
                MatchExplanation.QueryItem(
                    name: String(decoding: views.itemBytes(first + 4 * i), as: UTF8.self),
                    value: String(decoding: views.itemBytes(first + 4 * i + 2), as: UTF8.self))
            }
            var traces: [MatchExplanation.AppTrace] = []
            for (k, id) in appIDs.enumerated() {
                let list = rules(ofApp: k, ios)
                var rules: [MatchExplanation.RuleTrace] = []
                if hostMatches {
                    for (r, failed) in list.trace(&views) {
                        let rule = list.rules[r]
                        let ignored = rule.ignoredKeyNotes
                        rules.append(
                            MatchExplanation.RuleTrace(
                                rule: rule.reference, summary: rule.summary, failedKey: failed.map(rule.describe),
                                pattern: failed.map { rule.pattern(for: $0) },
                                ignoredKeys: ignored.isEmpty ? nil : ignored))
                    }
                }
                let source =
                    list.rules.first.map { $0.isLegacy ? "paths" : "components" }
                    ?? (ios == .ios12 ? "paths" : "components")
                traces.append(
                    MatchExplanation.AppTrace(
                        appID: id, detail: detailPointers[detailOfApp[k]], source: source,
                        decision: result.apps[k].decision, rules: rules))
            }
            explanation.hostMatches = hostMatches
            explanation.path = encodedPath
            explanation.decodedPath = decodedPath
            explanation.queryItems = queryItems
            explanation.apps = traces
        }
        if !hasApplinks { explanation.warnings = [Self.noApplinksWarning] }
        return explanation
    }
}

extension CompiledRule {
    /// The rule with its defaults applied, in the file's own notation.
    var summary: String {
        var keys: [String] = []
        if isLegacy {
            keys.append((exclude ? "NOT \(path.source)" : path.source) + pathReading)
            return keys[0]
        }
        keys.append("\"/\": \(quoted(resolved.path?.value ?? "*"))" + pathReading)
        if let q = resolved.query {
            switch q.value {
            case .string(let s): keys.append("\"?\": \(quoted(s))")
            case .items(let items):
                keys.append(
                    "\"?\": {" + items.map { "\(quoted($0.name)): \(quoted($0.pattern))" }.joined(separator: ", ") + "}"
                )
            case .ignoredDictionary: keys.append("\"?\": {ignored: non-string value}")
            }
        }
        if let f = resolved.fragment { keys.append("\"#\": \(quoted(f.value))") }
        if exclude { keys.append("exclude") }
        if mode.folded { keys.append("caseSensitive: false") }
        if mode.decoded { keys.append("percentEncoded: false") }
        return keys.joined(separator: ", ")
    }

    /// ` (iOS reads "/products/*")` for a path pattern without its leading `/` (which iOS adds);
    /// empty otherwise.
    var pathReading: String {
        guard let first = path.source.utf8.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "*") else {
            return ""
        }
        return " (iOS reads \(quoted(path.normalised)))"
    }

    /// The keys of the rule iOS ignores, each with why (the rule's own keys, not its defaults').
    var ignoredKeyNotes: [Message] {
        resolved.ignoredKeys.map {
            Message("explain.ignored.wrong-type", ["key": .text(quoted($0.key)), "reason": .message($0.reason)])
        }
            + resolved.unknownKeys.map { key in
                guard let near = Linter.suggestion(for: key.key, among: Linter.componentKeys) else {
                    return Message("explain.ignored.unknown", texts: ["key": quoted(key.key)])
                }
                return Message("explain.ignored.unknown.near", texts: ["key": quoted(key.key), "near": quoted(near)])
            }
    }

    func pattern(for key: Key) -> String {
        switch key {
        case .path: return path.normalised
        case .fragment: return fragment?.source ?? "*"
        case .query:
            if case .string(let p) = query { return p.source }
            return "*"
        case .queryItem(let i):
            if case .items(let items) = query, i < items.count { return items[i].pattern.source }
            return "*"
        }
    }

    private func quoted(_ s: String) -> String { "\"" + s + "\"" }
}
