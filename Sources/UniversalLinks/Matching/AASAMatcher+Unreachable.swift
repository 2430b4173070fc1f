/// A rule that can never decide a URL, because an earlier rule of the same app already decides
/// every URL it could match.
public struct UnreachableRule: Sendable, Hashable, Codable {
    public var appID: String
    /// The rule that never fires.
    public var rule: RuleReference
    public var offset: Int
    /// The earlier rule that covers it.
    public var coveredBy: RuleReference
}

extension AASAMatcher {
    /// Rules that can never fire, per app (each app's deciding detail, in file order).
    ///
    /// Proven only for cases that are certain: an earlier rule whose path pattern is a literal
    /// prefix followed by `*` (`*`, `/buy/*`, legacy `"*"`) with no `?` or `#` constraint covers
    /// every later rule whose path starts with that prefix in the same mode; an earlier identical
    /// rule covers a duplicate.
    public func unreachableRules(ios: IOSVersion = .ios13) -> [UnreachableRule] {
        var result: [UnreachableRule] = []
        for (k, id) in appIDs.enumerated() {
            let rules = rules(ofApp: k, ios).rules
            for j in rules.indices {
                guard let i = rules[..<j].firstIndex(where: { $0.covers(rules[j]) }) else { continue }
                result.append(
                    UnreachableRule(
                        appID: id, rule: rules[j].reference, offset: rules[j].offset, coveredBy: rules[i].reference))
            }
        }
        return result
    }

    /// Convenience for the validator: compiles `file` and lists its unreachable rules.
    public static func unreachableRules(
        in file: AssociationFile, source: SourceText? = nil, ios: IOSVersion = .ios13
    ) -> [UnreachableRule] {
        AASAMatcher(file: file, source: source).unreachableRules(ios: ios)
    }
}

extension CompiledRule {
    /// True when this rule matches, for certain, every URL `later` can match.
    func covers(_ later: CompiledRule) -> Bool {
        guard queryIsUnconstrained, fragment?.matchesEverything ?? true else {
            return isDuplicate(of: later)
        }
        if path.matchesEverything { return true }
        guard path.isPrefixThenStar, !later.path.hasChoice else { return isDuplicate(of: later) }
        // Same view of the URL (a case-insensitive prefix also covers a case-sensitive one).
        guard mode.decoded == later.mode.decoded, mode.folded || !later.mode.folded else { return false }
        let prefix = path.literalPrefix
        let laterPrefix =
            later.mode.folded == mode.folded ? later.path.literalPrefix : ASCII.lowercased(later.path.literalPrefix)
        return laterPrefix.starts(with: prefix)
    }

    private var queryIsUnconstrained: Bool {
        switch query {
        case .any: return true
        case .string(let p): return p.matchesEverything
        case .items(let items): return items.allSatisfy { $0.pattern.matchesEverything }
        }
    }

    private func isDuplicate(of later: CompiledRule) -> Bool {
        resolvedKeys == later.resolvedKeys && mode == later.mode
    }

    private var resolvedKeys: [String?] {
        var query: String?
        if let q = resolved.query { query = "\(q.value)" }
        return [path.normalised, query, fragment?.source]
    }
}
