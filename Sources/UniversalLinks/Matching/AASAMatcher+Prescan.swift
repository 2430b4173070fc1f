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
        mutating func mayHaveUnreachable(_ detail: Detail, ios: IOSVersion, appDefaults: Component?) -> Bool {
            paths.removeAll(keepingCapacity: true)
            prefixes.removeAll(keepingCapacity: true)
            if !pathSet.isEmpty { pathSet.removeAll(keepingCapacity: true) }
            if !prefixSet.isEmpty { prefixSet.removeAll(keepingCapacity: true) }
            lengths.removeAll(keepingCapacity: true)
            if ios == .ios13, let components = detail.components {
                let linear = components.count <= Self.linearLimit
                let defaults = detail.defaults
                for c in components {
                    // The keys as RuleCompiler.resolve falls them back.
                    let path = c.path ?? defaults?.path ?? appDefaults?.path
                    let query = c.query ?? defaults?.query ?? appDefaults?.query
                    let fragment = c.fragment ?? defaults?.fragment ?? appDefaults?.fragment
                    let open =
                        Self.mayAcceptAnything(query?.value)
                        && (fragment.map { $0.value.utf8.contains(UInt8(ascii: "*")) } ?? true)
                    let found: Bool
                    if let path {
                        found = scan(path.value.utf8[...], open: open, linear: linear)
                    } else {
                        found = scan("*".utf8[...], open: open, linear: linear)
                    }
                    if found { return true }
                }
                return false
            }
            guard let legacy = detail.paths else { return false }
            let linear = legacy.count <= Self.linearLimit
            for path in legacy where scan(Self.droppingNot(path.value.utf8), open: true, linear: linear) {
                return true
            }
            return false
        }

        /// The pattern of a legacy path without its `NOT ` prefix (any case), as RuleCompiler.splitNot.
        static func droppingNot(_ u: String.UTF8View) -> Substring.UTF8View {
            var i = u.startIndex
            for expected: UInt8 in [0x6E, 0x6F, 0x74] {
                guard i != u.endIndex, ASCII.lower(u[i]) == expected else { return u[...] }
                i = u.index(after: i)
            }
            guard i != u.endIndex, u[i] == 0x20 else { return u[...] }
            return u[u.index(after: i)...]
        }

        private static func mayAcceptAnything(_ query: QueryPattern?) -> Bool {
            switch query {
            case nil, .ignoredDictionary: true
            case .string(let s): s.utf8.contains(UInt8(ascii: "*"))
            case .items(let items): items.allSatisfy { $0.pattern.utf8.contains(UInt8(ascii: "*")) }
            }
        }

        private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325

        /// Scans one rule: true when it repeats an earlier path or starts with an earlier covering
        /// prefix; then records it.
        private mutating func scan(_ raw: Substring.UTF8View, open: Bool, linear: Bool) -> Bool {
            // Pattern.normalisePath, lower-cased, streamed into prefix hashes.
            prefixHash.removeAll(keepingCapacity: true)
            var h = Self.basis
            prefixHash.append(h)
            var last: UInt8 = 0
            var hasStar = false
            var coveringLength: Int?
            func emit(_ b: UInt8) {
                if coveringLength == nil, b == 0x2A || b == 0x3F || b == 0x24 { coveringLength = prefixHash.count - 1 }
                if b == 0x2A { hasStar = true }
                h = (h ^ UInt64(ASCII.lower(b))) &* 0x100_0000_01b3
                prefixHash.append(h)
                last = b
            }
            if let first = raw.first {
                if first != 0x2F && first != 0x2A { emit(0x2F) }
                for b in raw where !(b == 0x2F && last == 0x2F) { emit(b) }
                if last != 0x2F && last != 0x2A { emit(0x2F) }
            } else {
                emit(0x2F)
            }
            let count = prefixHash.count - 1
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
