/// The ordered rules of one detail for one iOS version, with a prefix index when there are many.
///
/// A class, so that picking a detail's list per URL copies nothing.
final class RuleList: Sendable {
    /// The rules with their metadata (references, resolved keys), for results and explanations.
    let rules: [CompiledRule]
    /// The same rules in flat form, for matching.
    let program: RuleProgram
    let index: RuleIndex?

    /// Below this many rules a plain scan is faster than the index (measured with the matching
    /// benchmark: a 16-rule file decided 10% faster without it).
    static let indexThreshold = 32

    init(_ rules: [CompiledRule]) {
        self.rules = rules
        self.program = RuleProgram(rules)
        self.index = rules.count >= Self.indexThreshold ? RuleIndex(rules) : nil
    }
}

/// A trie of the literal prefixes of path patterns, one per ``TextMode``: a URL is tried only
/// against the rules whose path prefix it starts with (and the rules without a literal prefix),
/// still in file order.
///
/// Stored flat (edges and rule lists as ranges into shared arrays) so that a lookup touches no
/// reference counts and allocates nothing.
final class RuleIndex: Sendable {
    /// Per node: range of its edges in `edgeByte`/`edgeTarget`, and of its rules in `ids`.
    let edgeStart: [Int32]
    let edgeEnd: [Int32]
    let edgeByte: [UInt8]
    let edgeTarget: [Int32]
    let ruleStart: [Int32]
    let ruleEnd: [Int32]
    /// Rule indices, ascending within each node's range.
    let ids: [Int32]
    /// The tries: one per (mode, offset) in use. A trie at offset k is walked with the path from
    /// byte k: rules whose path starts with a one-byte literal (`/`) and fixed-width variables
    /// (`/$(lang)/section/*`) are indexed by the literal that follows, at its fixed offset.
    let rootMode: [Int]
    let rootOffset: [Int]
    let rootNode: [Int32]
    /// Rules that any path may reach (their path starts with a wildcard or variable): a range of `ids`.
    let always: Range<Int32>
    /// The deepest prefix, to size the per-lookup list of rule ranges.
    let maxDepth: Int

    init(_ rules: [CompiledRule]) {
        var edgeStart: [Int32] = []
        var edgeEnd: [Int32] = []
        var edgeByte: [UInt8] = []
        var edgeTarget: [Int32] = []
        var ruleStart: [Int32] = []
        var ruleEnd: [Int32] = []
        var ids: [Int32] = []
        var rootMode: [Int] = []
        var rootOffset: [Int] = []
        var rootNode: [Int32] = []
        var maxDepth = 0
        // Build with nested arrays, then flatten.
        var children: [[(UInt8, Int32)]] = []
        var nodeRules: [[Int32]] = []
        func newNode() -> Int32 {
            children.append([])
            nodeRules.append([])
            return Int32(children.count - 1)
        }
        var alwaysList: [Int32] = []
        for (i, rule) in rules.enumerated() {
            let (offset, prefix) = rule.path.indexKey
            if prefix.isEmpty {
                alwaysList.append(Int32(i))
                continue
            }
            maxDepth = max(maxDepth, prefix.count)
            let m = rule.mode.index
            let root: Int32
            if let r = rootMode.indices.first(where: { rootMode[$0] == m && rootOffset[$0] == offset }) {
                root = rootNode[r]
            } else {
                root = newNode()
                rootMode.append(m)
                rootOffset.append(offset)
                rootNode.append(root)
            }
            var node = Int(root)
            for b in prefix {
                if let edge = children[node].first(where: { $0.0 == b }) {
                    node = Int(edge.1)
                } else {
                    let child = newNode()
                    children[node].append((b, child))
                    node = Int(child)
                }
            }
            nodeRules[node].append(Int32(i))
        }
        for node in children.indices {
            edgeStart.append(Int32(edgeByte.count))
            for (b, target) in children[node] {
                edgeByte.append(b)
                edgeTarget.append(target)
            }
            edgeEnd.append(Int32(edgeByte.count))
            ruleStart.append(Int32(ids.count))
            ids += nodeRules[node]
            ruleEnd.append(Int32(ids.count))
        }
        always = Int32(ids.count)..<Int32(ids.count + alwaysList.count)
        ids += alwaysList
        self.edgeStart = edgeStart
        self.edgeEnd = edgeEnd
        self.edgeByte = edgeByte
        self.edgeTarget = edgeTarget
        self.ruleStart = ruleStart
        self.ruleEnd = ruleEnd
        self.ids = ids
        self.rootMode = rootMode
        self.rootOffset = rootOffset
        self.rootNode = rootNode
        self.maxDepth = maxDepth
    }

    /// Walks each trie along the URL path and merges the rule lists met on the way, lazily and in
    /// file order: stops at the first rule that matches.
    func firstMatch(_ buffers: RuleProgram.Buffers, _ views: inout URLViews) -> Int? {
        let capacity = rootNode.count * (maxDepth + 1) + 1
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * capacity) { lists -> Int? in
            var count = 0
            if !always.isEmpty {
                lists[0] = always.lowerBound
                lists[1] = always.upperBound
                count = 1
            }
            for r in rootNode.indices {
                let path = views.path(rootMode[r])
                guard rootOffset[r] < path.count else { continue }
                var node = Int(rootNode[r])
                for b in path[rootOffset[r]...] {
                    var next = -1
                    for e in Int(edgeStart[node])..<Int(edgeEnd[node]) where edgeByte[e] == b {
                        next = Int(edgeTarget[e])
                        break
                    }
                    if next < 0 { break }
                    node = next
                    if ruleStart[node] < ruleEnd[node] {
                        lists[2 * count] = ruleStart[node]
                        lists[2 * count + 1] = ruleEnd[node]
                        count += 1
                    }
                }
            }
            while true {
                var best = -1
                var bestRule = Int32.max
                for l in 0..<count where lists[2 * l] < lists[2 * l + 1] {
                    let r = ids[Int(lists[2 * l])]
                    if r < bestRule {
                        best = l
                        bestRule = r
                    }
                }
                if best < 0 { return nil }
                lists[2 * best] += 1
                if buffers.failure(Int(bestRule), &views) == nil { return Int(bestRule) }
            }
        }
    }
}
