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
            var budget = WorkBudget.unlimited
            for (j, i) in Self.firstCoveringRules(rules, budget: &budget) {
                result.append(
                    UnreachableRule(
                        appID: id, rule: rules[j].reference, offset: rules[j].offset, coveredBy: rules[i].reference))
            }
        }
        return result
    }

    /// For each rule that an earlier one covers (``CompiledRule/covers(_:)``), the index of the first
    /// such earlier rule. Not quadratic in the rules: duplicates are found through a hash of each
    /// rule's resolved keys, and broad "prefix then `*`" rules through a table of their prefixes'
    /// hashes per view of the URL, probed once per distinct prefix length.
    /// Stops when `budget` runs out (the pairs found so far are each proven).
    static func firstCoveringRules(
        _ rules: [CompiledRule], budget: inout WorkBudget
    ) -> [(rule: Int, coveredBy: Int)] {
        var result: [(Int, Int)] = []
        if rules.count <= 8 {
            // Short lists: the definition itself is cheaper than building the tables.
            for j in rules.indices.dropFirst() {
                guard budget.spend(j * (rules[j].path.literalPrefix.count + 1)) else { return result }
                if let i = rules[..<j].firstIndex(where: { $0.covers(rules[j]) }) { result.append((j, i)) }
            }
            return result
        }
        var firstWithKeys: [CompiledRule.DuplicateKey: Int] = [:]
        var firstCatchAll: Int?
        // Per TextMode.index: (length, hash) of a literal prefix -> the first broad rules with that
        // prefix (one per distinct prefix: a list only when hashes collide).
        var broadPrefixes: [[PrefixKey: [Int]]] = Array(repeating: [:], count: 4)
        // The distinct prefix lengths in each table: only those are probed.
        var broadLengths: [Set<Int>] = Array(repeating: [], count: 4)
        // Hashes of every prefix of the rule being probed: each probe is then one table lookup,
        // not a hash of the prefix (nested prefixes would make that quadratic in their length).
        var hashes: [UInt64] = []
        for (j, rule) in rules.enumerated() {
            // Hashing the key reads the path; a hit compares it once more.
            guard budget.spend(2 * rule.path.literalPrefix.count + 2) else { break }
            var best = firstWithKeys[rule.duplicateKey]
            if let c = firstCatchAll { best = min(best ?? c, c) }
            if !rule.path.hasChoice {
                // A covering rule sees the URL the same way (decoded or not), folded if `rule` is.
                for folded in [true, false] where folded || !rule.mode.folded {
                    let mode = TextMode(index: (rule.mode.decoded ? 2 : 0) | (folded ? 1 : 0))
                    let table = broadPrefixes[mode.index]
                    guard !table.isEmpty else { continue }
                    let prefix =
                        folded == rule.mode.folded ? rule.path.literalPrefix : ASCII.lowercased(rule.path.literalPrefix)
                    PrefixKey.prefixHashes(prefix, into: &hashes)
                    guard budget.spend(prefix.count + broadLengths[mode.index].count) else { break }
                    for length in broadLengths[mode.index] where length <= prefix.count {
                        guard let candidates = table[PrefixKey(length: length, hash: hashes[length])] else { continue }
                        // Only an earlier rule than the best so far matters; its bytes confirm the hash.
                        for i in candidates where i < best ?? Int.max {
                            budget.spend(length)
                            if rules[i].path.literalPrefix.elementsEqual(prefix[..<length]) {
                                best = i
                                break
                            }
                        }
                    }
                }
            }
            if budget.exhausted { break }
            if let best { result.append((j, best)) }
            if firstWithKeys[rule.duplicateKey] == nil { firstWithKeys[rule.duplicateKey] = j }
            if rule.isBroad {
                if rule.path.matchesEverything {
                    if firstCatchAll == nil { firstCatchAll = j }
                } else if rule.path.isPrefixThenStar {
                    let prefix = rule.path.literalPrefix
                    let key = PrefixKey(length: prefix.count, hash: PrefixKey.hash(prefix))
                    var list = broadPrefixes[rule.mode.index][key] ?? []
                    budget.spend(prefix.count * (list.count + 1))
                    if !list.contains(where: { rules[$0].path.literalPrefix == prefix }) {
                        list.append(j)
                        broadPrefixes[rule.mode.index][key] = list
                        broadLengths[rule.mode.index].insert(prefix.count)
                    }
                }
            }
        }
        return result
    }

    /// For the validator: lists the unreachable rules of `file` by compiling only the rules of
    /// each app's deciding detail (no index, no rule programs), which is all the proof needs, and
    /// only for the details a pre-scan of the rules as written cannot clear.
    public static func unreachableRules(
        in file: AssociationFile, source: SourceText? = nil, ios: IOSVersion = .ios13
    ) -> [UnreachableRule] {
        guard let links = file.applinks else { return [] }
        var compiler = RuleCompiler(
            variables: SubstitutionTable(links.substitutionVariables), appDefaults: links.defaults, source: source)
        var prescan = Prescan()
        var result: [UnreachableRule] = []
        var budget = WorkBudget.unlimited
        for (detail, apps) in decidingDetails(links) {
            guard prescan.mayHaveUnreachable(detail, ios: ios, appDefaults: links.defaults, budget: &budget) else {
                continue
            }
            let rules = compiler.rules(for: detail, ios: ios)
            for (j, i) in firstCoveringRules(rules, budget: &budget) {
                for app in apps {
                    result.append(
                        UnreachableRule(
                            appID: app, rule: rules[j].reference, offset: rules[j].offset, coveredBy: rules[i].reference
                        ))
                }
            }
        }
        return result
    }

    /// For the linter: the rules that never fire on iOS 13+, then those that never fire only on
    /// iOS 12, each once (the first covering rule found for it), in that order. The same findings
    /// as ``unreachableRules(in:source:ios:)`` for both versions, de-duplicated by offset, without
    /// building them per app or compiling a detail twice when both versions read it alike.
    /// Stops when `budget` runs out (``WorkBudget/exhausted`` then tells the caller).
    static func unreachableRulesForLint(in links: AppLinks, budget: inout WorkBudget) -> [UnreachableLintFinding] {
        var compiler = RuleCompiler(
            variables: SubstitutionTable(links.substitutionVariables), appDefaults: links.defaults, source: nil)
        var prescan = Prescan()
        var proof = LegacyProof()
        var result: [UnreachableLintFinding] = []
        // The offsets already reported: a list while short (the usual case), a set beyond.
        var seenList: [Int] = []
        var seenSet: Set<Int> = []
        func isNew(_ offset: Int) -> Bool {
            if seenList.count < 16 {
                guard !seenList.contains(offset) else { return false }
                seenList.append(offset)
                return true
            }
            if seenSet.isEmpty { seenSet = Set(seenList) }
            return seenSet.insert(offset).inserted
        }
        func add(_ rules: [CompiledRule]) {
            for (j, i) in firstCoveringRules(rules, budget: &budget) where isNew(rules[j].offset) {
                result.append(
                    UnreachableLintFinding(
                        offset: rules[j].offset, pointer: rules[j].reference.pointer,
                        coveredBy: rules[i].reference.pointer))
            }
        }
        // Short plain legacy lists are proven on their bytes (LegacyProof), without compiling.
        func add(_ paths: [Located<String>]) {
            for (j, i) in proof.firstCoveringPaths(paths, budget: &budget) where isNew(paths[j].offset) {
                result.append(
                    UnreachableLintFinding(
                        offset: paths[j].offset, pointer: paths[j].pointer, coveredBy: paths[i].pointer))
            }
        }
        // Details are read in place (links.details[d]): a copy retains a dozen references.
        let details = decidingDetailIndices(links)
        for d in details where !budget.exhausted {
            if links.details[d].components == nil, let paths = links.details[d].paths,
                legacyDefaultsKeepMode(links.details[d], appDefaults: links.defaults),
                LegacyProof.applies(to: paths, variables: true)
            {
                add(paths)
            } else if prescan.mayHaveUnreachable(
                links.details[d], ios: .ios13, appDefaults: links.defaults, budget: &budget)
            {
                add(compiler.rules(for: links.details[d], ios: .ios13))
            }
        }
        // Details read alike by both versions (legacy paths only, no variables, no defaults that
        // change how they are compared) are skipped: their iOS 12 pass would repeat the iOS 13 one.
        for d in details where !budget.exhausted {
            if links.details[d].components == nil
                && readsLegacyPathsAlike(links.details[d], appDefaults: links.defaults)
            {
                continue
            }
            if let paths = links.details[d].paths, LegacyProof.applies(to: paths, variables: false) {
                add(paths)
            } else if prescan.mayHaveUnreachable(
                links.details[d], ios: .ios12, appDefaults: links.defaults, budget: &budget)
            {
                add(compiler.rules(for: links.details[d], ios: .ios12))
            }
        }
        return result
    }

    /// A rule the linter reports: where it is, and the pointer of the earlier rule that covers it.
    struct UnreachableLintFinding {
        var offset: Int
        var pointer: String
        var coveredBy: String
    }

    /// The indices of the details that decide for at least one app (that name an app first).
    private static func decidingDetailIndices(_ links: AppLinks) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(links.details.count)
        var seen: [String] = []
        var seenSet: Set<String> = []
        let linear = links.details.count <= 16
        if linear { seen.reserveCapacity(2 * links.details.count) }
        for d in links.details.indices {
            var decides = false
            for id in links.details[d].appIDs {
                if linear {
                    if !seen.contains(id.value) {
                        seen.append(id.value)
                        decides = true
                    }
                } else if seenSet.insert(id.value).inserted {
                    decides = true
                }
            }
            if decides { result.append(d) }
        }
        return result
    }

    /// True when RuleCompiler compiles `detail`'s legacy paths the same for iOS 13 (`modern`) as for
    /// iOS 12: no default sets `caseSensitive` or `percentEncoded`, and no path uses `$(`.
    private static func readsLegacyPathsAlike(_ detail: Detail, appDefaults: Component?) -> Bool {
        guard legacyDefaultsKeepMode(detail, appDefaults: appDefaults) else { return false }
        return !(detail.paths ?? []).contains { ASCII.withBytes(of: $0.value) { $0.containsVariableReference } }
    }

    /// True when no default sets `caseSensitive` or `percentEncoded`: iOS 13+ then compiles legacy
    /// paths in the same mode as iOS 12.
    private static func legacyDefaultsKeepMode(_ detail: Detail, appDefaults: Component?) -> Bool {
        detail.defaults?.caseSensitive == nil && detail.defaults?.percentEncoded == nil
            && appDefaults?.caseSensitive == nil && appDefaults?.percentEncoded == nil
    }

    /// Each detail that decides for at least one app (the apps it names first), with those apps.
    private static func decidingDetails(_ links: AppLinks) -> [(detail: Detail, apps: [String])] {
        var result: [(detail: Detail, apps: [String])] = []
        var seen: [String] = []
        var seenSet: Set<String> = []
        let linear = links.details.count <= 16
        for detail in links.details {
            var apps: [String] = []
            for id in detail.appIDs {
                let new = linear ? !seen.contains(id.value) : seenSet.insert(id.value).inserted
                if new {
                    if linear { seen.append(id.value) }
                    apps.append(id.value)
                }
            }
            if !apps.isEmpty { result.append((detail, apps)) }
        }
        return result
    }
}

/// A literal prefix as a table key: its length and a 64-bit FNV-1a hash of its bytes (equal keys
/// are confirmed on the bytes before a rule is said to cover another).
struct PrefixKey: Hashable {
    var length: Int
    var hash: UInt64

    private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var h = basis
        for b in bytes { h = (h ^ UInt64(b)) &* prime }
        return h
    }

    /// `hashes[k]`: the hash of the first `k` bytes, for every k up to `bytes.count`.
    static func prefixHashes(_ bytes: [UInt8], into hashes: inout [UInt64]) {
        hashes.removeAll(keepingCapacity: true)
        var h = basis
        hashes.append(h)
        for b in bytes {
            h = (h ^ UInt64(b)) &* prime
            hashes.append(h)
        }
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

    /// No query or fragment constraint: the path alone decides what this rule covers.
    var isBroad: Bool { queryIsUnconstrained && (fragment?.matchesEverything ?? true) }

    /// Rules with equal keys decide exactly the same URLs.
    struct DuplicateKey: Hashable {
        var path: String
        var query: QueryPattern?
        var fragment: String?
        var mode: TextMode
    }

    var duplicateKey: DuplicateKey {
        DuplicateKey(path: path.normalised, query: resolved.query?.value, fragment: fragment?.source, mode: mode)
    }

    private var queryIsUnconstrained: Bool {
        switch query {
        case .any: return true
        case .string(let p): return p.matchesEverything
        case .items(let items): return items.allSatisfy { $0.pattern.matchesEverything }
        }
    }

    private func isDuplicate(of later: CompiledRule) -> Bool {
        duplicateKey == later.duplicateKey
    }
}
