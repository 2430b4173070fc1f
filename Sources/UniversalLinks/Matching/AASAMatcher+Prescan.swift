extension AASAMatcher {
    /// A rule as written, for a cheap pre-scan before the unreachable-rule proof: its normalised
    /// path, lower-cased, and, when the rule may cover later ones (its query and fragment may accept
    /// anything and its path has a wildcard), the lower-cased literal text before the first `*`,
    /// `?` or `$`.
    ///
    /// Every test here is looser than the proof's (case folded, no percent or variable semantics,
    /// shorter prefixes), so a list the pre-scan clears holds no unreachable rule.
    struct RawRule {
        var path: [UInt8]
        var coveringPrefix: [UInt8]?
    }

    static func rawRules(for detail: Detail, ios: IOSVersion, appDefaults: Component?) -> [RawRule] {
        func raw(path: String, queryOpen: Bool, fragmentOpen: Bool) -> RawRule {
            let normalised = Pattern.normalisePath(Array(path.utf8)).map(ASCII.lower)
            guard queryOpen, fragmentOpen, normalised.contains(UInt8(ascii: "*")) else {
                return RawRule(path: normalised, coveringPrefix: nil)
            }
            let end = normalised.firstIndex { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "$") }
            return RawRule(path: normalised, coveringPrefix: Array(normalised[..<(end ?? normalised.count)]))
        }
        func legacy(_ paths: [Located<String>]) -> [RawRule] {
            paths.map { raw(path: RuleCompiler.splitNot($0.value).pattern, queryOpen: true, fragmentOpen: true) }
        }
        switch ios {
        case .ios12:
            return legacy(detail.paths ?? [])
        case .ios13:
            guard let components = detail.components else { return legacy(detail.paths ?? []) }
            return components.map { c in
                let r = RuleCompiler.resolve(c, detailDefaults: detail.defaults, appDefaults: appDefaults)
                return raw(
                    path: r.path?.value ?? "*", queryOpen: mayAcceptAnything(r.query?.value),
                    fragmentOpen: r.fragment.map { $0.value.utf8.contains(UInt8(ascii: "*")) } ?? true)
            }
        }
    }

    private static func mayAcceptAnything(_ query: QueryPattern?) -> Bool {
        switch query {
        case nil, .ignoredDictionary: true
        case .string(let s): s.utf8.contains(UInt8(ascii: "*"))
        case .items(let items): items.allSatisfy { $0.pattern.utf8.contains(UInt8(ascii: "*")) }
        }
    }

    /// False when no rule of the list can be covered by an earlier one (nor duplicate it).
    static func mayHaveUnreachable(_ rules: [RawRule]) -> Bool {
        var paths: Set<[UInt8]> = []
        var prefixes: Set<ArraySlice<UInt8>> = []
        var lengths: Set<Int> = []
        for rule in rules {
            if paths.contains(rule.path) { return true }
            for length in lengths where length <= rule.path.count && prefixes.contains(rule.path[..<length]) {
                return true
            }
            paths.insert(rule.path)
            if let prefix = rule.coveringPrefix {
                prefixes.insert(prefix[...])
                lengths.insert(prefix.count)
            }
        }
        return false
    }
}
