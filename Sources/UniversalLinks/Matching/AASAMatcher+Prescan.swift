extension AASAMatcher {
    /// A cheap pre-scan of a detail's rules as written, before the unreachable-rule proof.
    ///
    /// Each rule is seen as its normalised path, lower-cased, and, when the rule may cover later
    /// ones (its query and fragment may accept anything and its path has a wildcard), the
    /// lower-cased literal text before the first `*`, `?` or `$`. The scan answers true when a
    /// path repeats an earlier one or starts with an earlier covering prefix.
    ///
    /// Every test here is looser than the proof's (case folded, no percent or variable semantics,
    /// shorter prefixes), so a list the pre-scan clears holds no unreachable rule. Paths and
    /// prefixes are compared through 64-bit hashes of their bytes: a collision can only make the
    /// answer true, which is the safe side. The buffers are reused from detail to detail, so a scan
    /// allocates nothing once they have grown.
    struct Prescan {
        /// `prefixHash[k]`: hash of the first `k` bytes of the rule being scanned.
        private var prefixHash: [UInt64] = []
        /// Small lists: every earlier path and covering prefix, as (length, hash).
        private var paths: [Key] = []
        private var prefixes: [Key] = []
        /// Long lists: the same in hash sets, with the distinct prefix lengths to probe.
        private var pathSet: Set<Key> = []
        private var prefixSet: Set<Key> = []
        private var lengths: [Int] = []
        /// Lists longer than this use the sets.
        private static let linearLimit = 24

        struct Key: Hashable {
            var length: Int
            var hash: UInt64
        }

        /// False when no rule of `detail` for `ios` can be covered by an earlier one (nor duplicate it).
        /// True also when `budget` runs out (the proof then decides, within what is left).
        mutating func mayHaveUnreachable(
            _ detail: Detail, ios: IOSVersion, appDefaults: Component?, budget: inout WorkBudget
        ) -> Bool {
            paths.removeAll(keepingCapacity: true)
            prefixes.removeAll(keepingCapacity: true)
            if !pathSet.isEmpty { pathSet.removeAll(keepingCapacity: true) }
            if !prefixSet.isEmpty { prefixSet.removeAll(keepingCapacity: true) }
            lengths.removeAll(keepingCapacity: true)
            if ios == .ios13, let components = detail.components {
                let linear = components.count <= Self.linearLimit
                if linear { reserveLinear() } else { reserve(components.count) }
                // Key by key, so that no Component (a dozen references) is copied.
                for i in components.indices {
                    // The keys as RuleCompiler.resolve falls them back.
                    let path = components[i].path?.value ?? detail.defaults?.path?.value ?? appDefaults?.path?.value
                    let open: Bool
                    if let q = components[i].query ?? detail.defaults?.query ?? appDefaults?.query,
                        !Self.mayAcceptAnything(q.value)
                    {
                        open = false
                    } else if let f = components[i].fragment?.value ?? detail.defaults?.fragment?.value
                        ?? appDefaults?.fragment?.value
                    {
                        open = ASCII.contains(f, UInt8(ascii: "*"))
                    } else {
                        open = true
                    }
                    if scan(path ?? "*", droppingNot: false, open: open, linear: linear, budget: &budget) {
                        return true
                    }
                }
                return false
            }
            guard let legacy = detail.paths else { return false }
            let linear = legacy.count <= Self.linearLimit
            if linear { reserveLinear() } else { reserve(legacy.count) }
            for path in legacy where scan(path.value, droppingNot: true, open: true, linear: linear, budget: &budget) {
                return true
            }
            return false
        }

        private static func mayAcceptAnything(_ query: QueryPattern?) -> Bool {
            switch query {
            case nil, .ignoredDictionary: true
            case .string(let s): ASCII.contains(s, UInt8(ascii: "*"))
            case .items(let items): items.allSatisfy { ASCII.contains($0.pattern, UInt8(ascii: "*")) }
            }
        }

        private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325

        /// Scans one rule: true when it repeats an earlier path or starts with an earlier covering
        /// prefix; then records it. `droppingNot`: a legacy path, whose `NOT ` prefix (any case) is
        /// not part of the pattern (RuleCompiler.splitNot).
        private mutating func scan(
            _ path: String, droppingNot: Bool, open: Bool, linear: Bool, budget: inout WorkBudget
        ) -> Bool {
            ASCII.withBytes(of: path) { bytes in
                // The bytes, then one probe per earlier path or prefix length (at most).
                guard budget.spend(bytes.count + 1 + (linear ? paths.count + prefixes.count : lengths.count)) else {
                    return true
                }
                return scan(droppingNot ? ASCII.droppingNot(bytes).pattern : bytes, open: open, linear: linear)
            }
        }

        /// The small lists and the hash buffer, allocated once per scanner rather than grown.
        private mutating func reserveLinear() {
            guard paths.capacity < Self.linearLimit else { return }
            paths.reserveCapacity(Self.linearLimit)
            prefixes.reserveCapacity(Self.linearLimit)
        }

        private mutating func reserve(_ count: Int) {
            pathSet.reserveCapacity(count)
            prefixSet.reserveCapacity(count)
        }

        private mutating func scan(_ raw: UnsafeBufferPointer<UInt8>, open: Bool, linear: Bool) -> Bool {
            // Pattern.normalisePath, lower-cased, streamed into prefix hashes: prefixHash[k] is the
            // hash of the first k bytes.
            let needed = raw.count + 3
            if prefixHash.count < needed { prefixHash = Array(repeating: 0, count: max(needed, 64)) }
            var hasStar = false
            var coveringLength: Int?
            let count: Int = prefixHash.withUnsafeMutableBufferPointer { prefixHash in
                var h = Self.basis
                var n = 0
                prefixHash[0] = h
                var last: UInt8 = 0
                @inline(__always) func emit(_ b: UInt8) {
                    if b == 0x2A {
                        hasStar = true
                        if coveringLength == nil { coveringLength = n }
                    } else if coveringLength == nil, b == 0x3F || b == 0x24 {
                        coveringLength = n
                    }
                    h = (h ^ UInt64(ASCII.lower(b))) &* 0x100_0000_01b3
                    n += 1
                    prefixHash[n] = h
                    last = b
                }
                if let first = raw.first {
                    if first != 0x2F && first != 0x2A { emit(0x2F) }
                    for b in raw where !(b == 0x2F && last == 0x2F) { emit(b) }
                    if last != 0x2F && last != 0x2A { emit(0x2F) }
                } else {
                    emit(0x2F)
                }
                return n
            }
            let h = prefixHash[count]
            let key = Key(length: count, hash: h)
            if linear {
                if paths.contains(key) { return true }
                for p in prefixes where p.length <= count && prefixHash[p.length] == p.hash { return true }
                paths.append(key)
            } else {
                if pathSet.contains(key) { return true }
                for length in lengths where length <= count {
                    if prefixSet.contains(Key(length: length, hash: prefixHash[length])) { return true }
                }
                pathSet.insert(key)
            }
            guard open, hasStar else { return false }
            let length = coveringLength ?? count
            let prefix = Key(length: length, hash: prefixHash[length])
            if linear {
                prefixes.append(prefix)
            } else if prefixSet.insert(prefix).inserted, !lengths.contains(length) {
                lengths.append(length)
            }
            return false
        }
    }
}
