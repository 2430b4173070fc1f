/// The ordered rules of one detail for one iOS version, with a prefix index when there are many.
struct RuleList: Sendable {
    var rules: [CompiledRule]
    var index: RuleIndex?

    /// Below this many rules a plain scan is as fast as the index.
    static let indexThreshold = 8

    init(_ rules: [CompiledRule]) {
        self.rules = rules
        self.index = rules.count >= Self.indexThreshold ? RuleIndex(rules) : nil
    }

    /// The index of the first rule that matches, in file order.
    func firstMatch(_ input: inout MatchInput) -> Int? {
        guard let index else {
            for i in rules.indices where rules[i].failure(&input) == nil { return i }
            return nil
        }
        return index.firstMatch(rules, &input)
    }
}

/// A trie of the literal prefixes of path patterns, one per ``TextMode``: a URL is tried only
/// against the rules whose path prefix it starts with (and the rules without a literal prefix),
/// still in file order.
struct RuleIndex: Sendable {
    struct Trie: Sendable {
        /// Per node: the edge bytes and the child node of each.
        var edgeBytes: [[UInt8]] = [[]]
        var edgeTargets: [[Int32]] = [[]]
        /// Per node: the rules whose prefix ends here, ascending.
        var rules: [[Int32]] = [[]]

        mutating func insert(_ prefix: [UInt8], rule: Int32) {
            var node = 0
            for b in prefix {
                if let k = edgeBytes[node].firstIndex(of: b) {
                    node = Int(edgeTargets[node][k])
                } else {
                    let child = rules.count
                    edgeBytes.append([])
                    edgeTargets.append([])
                    rules.append([])
                    edgeBytes[node].append(b)
                    edgeTargets[node].append(Int32(child))
                    node = child
                }
            }
            rules[node].append(rule)
        }
    }

    var tries: [Trie?] = [nil, nil, nil, nil]
    /// Rules that any path may reach (their path pattern starts with a wildcard or variable).
    var always: [Int32] = []

    init(_ rules: [CompiledRule]) {
        for (i, rule) in rules.enumerated() {
            let prefix = rule.path.literalPrefix
            if prefix.isEmpty {
                always.append(Int32(i))
            } else {
                var trie = tries[rule.mode.index] ?? Trie()
                trie.insert(prefix, rule: Int32(i))
                tries[rule.mode.index] = trie
            }
        }
    }

    /// Walks each trie along the URL path and merges the rule lists met on the way, in order.
    func firstMatch(_ rules: [CompiledRule], _ input: inout MatchInput) -> Int? {
        var lists: [[Int32]] = []
        if !always.isEmpty { lists.append(always) }
        for modeIndex in 0..<4 {
            guard let trie = tries[modeIndex] else { continue }
            let path = input.path(TextMode(index: modeIndex))
            var node = 0
            for b in path {
                guard let k = trie.edgeBytes[node].firstIndex(of: b) else { break }
                node = Int(trie.edgeTargets[node][k])
                if !trie.rules[node].isEmpty { lists.append(trie.rules[node]) }
            }
        }
        if lists.count == 1 {
            for i in lists[0] where rules[Int(i)].failure(&input) == nil { return Int(i) }
            return nil
        }
        // k-way merge, lazily: stop at the first rule that matches.
        var cursors = [Int](repeating: 0, count: lists.count)
        while true {
            var best = -1
            var bestRule = Int32.max
            for l in lists.indices where cursors[l] < lists[l].count && lists[l][cursors[l]] < bestRule {
                best = l
                bestRule = lists[l][cursors[l]]
            }
            if best < 0 { return nil }
            cursors[best] += 1
            if rules[Int(bestRule)].failure(&input) == nil { return Int(bestRule) }
        }
    }
}
