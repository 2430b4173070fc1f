/// A trie of the literal prefixes of path patterns, one per (``TextMode``, offset): a URL is tried
/// only against the rules whose path prefix it starts with (and the rules without a literal
/// prefix), still in file order.
///
/// Path-compressed: a chain of nodes with one child and no rules of their own is one node whose
/// label holds the chain's bytes, compared eight bytes at a time. Rules that share a long prefix
/// (`/section12-…` in every detail of a file with one detail per app) then cost one comparison per
/// trie where a node per byte cost one step each: with ten details of 100 rules, the walks were
/// most of a decision.
///
/// Stored flat in memory the index owns (written in `init`, read-only after, freed in `deinit`),
/// read through pointers: a lookup touches no reference counts and allocates nothing.
/// (`@unchecked Sendable` for those pointers.)
final class RuleIndex: @unchecked Sendable {
    struct Node {
        /// The bytes the path must hold after the edge byte that led here (for a root: from the
        /// root's offset), in `labels`.
        var labelStart: Int32 = 0
        var labelCount: Int32 = 0
        /// The node's edges, in `edgeBytes` and `edgeTargets`.
        var edgeStart: Int32 = 0
        var edgeCount: Int32 = 0
        /// The rules whose prefix ends here: a range of `ids`.
        var ruleStart: Int32 = 0
        var ruleEnd: Int32 = 0
    }

    /// A trie walked with the path in mode `mode` from byte `offset`: rules whose path starts with
    /// a one-byte literal (`/`) and fixed-width variables (`/$(lang)/section/*`) are indexed by the
    /// literal that follows, at its fixed offset.
    struct Root {
        var mode: Int
        var offset: Int
        var node: Int32
    }

    private let nodes: UnsafeBufferPointer<Node>
    private let edgeBytes: UnsafeBufferPointer<UInt8>
    private let edgeTargets: UnsafeBufferPointer<Int32>
    private let labels: UnsafeBufferPointer<UInt8>
    /// Rule indices, ascending within each node's range.
    private let ids: UnsafeBufferPointer<Int32>
    private let roots: UnsafeBufferPointer<Root>
    /// Rules that any path may reach (their path starts with a wildcard or variable): a range of `ids`.
    let always: Range<Int32>
    /// The most nodes with rules on one walk, to size the per-lookup list of rule ranges.
    let maxRuleNodes: Int

    init(_ rules: [CompiledRule]) {
        // The plain trie first (a node per byte), then compressed into the flat tables.
        var children: [[(byte: UInt8, node: Int)]] = []
        var nodeRules: [[Int32]] = []
        func newNode() -> Int {
            children.append([])
            nodeRules.append([])
            return children.count - 1
        }
        var plainRoots: [(mode: Int, offset: Int, node: Int)] = []
        var alwaysList: [Int32] = []
        for (i, rule) in rules.enumerated() {
            let (offset, prefix) = rule.path.indexKey
            if prefix.isEmpty {
                alwaysList.append(Int32(i))
                continue
            }
            let m = rule.mode.index
            var node: Int
            if let root = plainRoots.first(where: { $0.mode == m && $0.offset == offset }) {
                node = root.node
            } else {
                node = newNode()
                plainRoots.append((m, offset, node))
            }
            for b in prefix {
                if let edge = children[node].first(where: { $0.byte == b }) {
                    node = edge.node
                } else {
                    let child = newNode()
                    children[node].append((b, child))
                    node = child
                }
            }
            nodeRules[node].append(Int32(i))
        }

        var nodes: [Node] = []
        var edgeBytes: [UInt8] = []
        var edgeTargets: [Int32] = []
        var labels: [UInt8] = []
        var ids: [Int32] = []
        var maxRuleNodes = 0
        // A compressed node for plain node `start`: follows the chain of rule-less single children,
        // whose bytes become the label. Returns the new node and the plain node the chain ends at.
        func compressed(_ start: Int) -> (node: Int32, end: Int) {
            var end = start
            let labelStart = labels.count
            while nodeRules[end].isEmpty, children[end].count == 1 {
                labels.append(children[end][0].byte)
                end = children[end][0].node
            }
            nodes.append(Node(labelStart: Int32(labelStart), labelCount: Int32(labels.count - labelStart)))
            return (Int32(nodes.count - 1), end)
        }
        var roots: [Root] = []
        // Pending: (compressed node, the plain node its edges and rules come from, rule nodes above it).
        var pending: [(node: Int32, plain: Int, depth: Int)] = []
        for root in plainRoots {
            let (node, end) = compressed(root.node)
            roots.append(Root(mode: root.mode, offset: root.offset, node: node))
            pending.append((node, end, 0))
        }
        while let (node, plain, above) = pending.popLast() {
            let n = Int(node)
            nodes[n].ruleStart = Int32(ids.count)
            ids += nodeRules[plain]
            nodes[n].ruleEnd = Int32(ids.count)
            let depth = above + (nodeRules[plain].isEmpty ? 0 : 1)
            maxRuleNodes = max(maxRuleNodes, depth)
            nodes[n].edgeStart = Int32(edgeBytes.count)
            nodes[n].edgeCount = Int32(children[plain].count)
            let firstEdge = edgeBytes.count
            for (byte, _) in children[plain] {
                edgeBytes.append(byte)
                edgeTargets.append(-1)
            }
            for (k, (_, child)) in children[plain].enumerated() {
                let (target, end) = compressed(child)
                edgeTargets[firstEdge + k] = target
                pending.append((target, end, depth))
            }
        }
        always = Int32(ids.count)..<Int32(ids.count + alwaysList.count)
        ids += alwaysList
        self.nodes = .ownedCopy(of: nodes)
        self.edgeBytes = .ownedCopy(of: edgeBytes)
        self.edgeTargets = .ownedCopy(of: edgeTargets)
        self.labels = .ownedCopy(of: labels)
        self.ids = .ownedCopy(of: ids)
        self.roots = .ownedCopy(of: roots)
        self.maxRuleNodes = maxRuleNodes
    }

    deinit {
        nodes.freeOwned()
        edgeBytes.freeOwned()
        edgeTargets.freeOwned()
        labels.freeOwned()
        ids.freeOwned()
        roots.freeOwned()
    }

    /// Walks each trie along the URL path and merges the rule lists met on the way, lazily and in
    /// file order: stops at the first rule that matches.
    func firstMatch(_ buffers: RuleProgram.Buffers, _ views: inout URLViews) -> Int? {
        let capacity = roots.count * maxRuleNodes + 1
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * capacity) { lists -> Int? in
            var count = 0
            if !always.isEmpty {
                lists[0] = always.lowerBound
                lists[1] = always.upperBound
                count = 1
            }
            for root in roots {
                let path = views.path(root.mode)
                guard root.offset < path.count else { continue }
                var position = root.offset
                var node = nodes[Int(root.node)]
                while true {
                    let label = Int(node.labelCount)
                    if label > 0 {
                        guard position + label <= path.count,
                            ByteScan.equal(path, position, labels, Int(node.labelStart), label)
                        else { break }
                        position += label
                    }
                    if node.ruleStart < node.ruleEnd {
                        lists[2 * count] = node.ruleStart
                        lists[2 * count + 1] = node.ruleEnd
                        count += 1
                    }
                    guard position < path.count else { break }
                    let b = path[position]
                    var next: Int32 = -1
                    for e in Int(node.edgeStart)..<Int(node.edgeStart + node.edgeCount) where edgeBytes[e] == b {
                        next = edgeTargets[e]
                        break
                    }
                    if next < 0 { break }
                    position += 1
                    node = nodes[Int(next)]
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
