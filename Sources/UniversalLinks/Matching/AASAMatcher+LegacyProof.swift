extension AASAMatcher {
    /// The unreachable-rule proof for a short list of legacy `paths` that compile plainly, on the
    /// bytes as written: the same pairs as ``firstCoveringRules(_:)`` over the compiled rules,
    /// without compiling them.
    ///
    /// A plain list has at most ``limit`` paths, all ASCII (so comparing bytes is comparing
    /// Strings), compiled without substitution variables and in one mode (no default sets
    /// `caseSensitive` or `percentEncoded`; `NOT ` is case-sensitive anyway). Such a rule has no
    /// query or fragment and no choice, so ``CompiledRule/covers(_:)`` reduces to: a path of only
    /// `*` covers everything; a literal prefix then `*` covers a path whose literal prefix starts
    /// with it; any other path covers only an identical normalised path.
    struct LegacyProof {
        static let limit = 8

        /// Normalised paths, back to back.
        private var bytes: [UInt8] = []
        private var rules: [Rule] = []

        private struct Rule {
            var start: Int
            var count: Int
            /// Bytes before the first `*` or `?` (``Pattern/literalPrefix``).
            var literalCount: Int
            var isPrefixThenStar: Bool
            var matchesEverything: Bool
        }

        /// Whether `paths` can be proven here; `variables`: iOS 13+, where `$(` starts a variable.
        static func applies(to paths: [Located<String>], variables: Bool) -> Bool {
            guard paths.count <= limit else { return false }
            for path in paths {
                let plain = ASCII.withBytes(of: path.value) { bytes in
                    !bytes.contains { $0 >= 0x80 } && !(variables && bytes.containsVariableReference)
                }
                if !plain { return false }
            }
            return true
        }

        /// For each path that an earlier one covers, the index of the first such earlier path.
        mutating func firstCoveringPaths(
            _ paths: [Located<String>], budget: inout WorkBudget
        ) -> [(rule: Int, coveredBy: Int)] {
            bytes.removeAll(keepingCapacity: true)
            rules.removeAll(keepingCapacity: true)
            if rules.capacity < Self.limit {
                rules.reserveCapacity(Self.limit)
                bytes.reserveCapacity(256)
            }
            for path in paths { add(path.value) }
            // Each path is compared with at most `limit` earlier ones.
            budget.spend(Self.limit * (bytes.count + paths.count))
            var result: [(rule: Int, coveredBy: Int)] = []
            bytes.withUnsafeBufferPointer { all in
                for j in rules.indices.dropFirst() {
                    let later = rules[j]
                    for i in 0..<j where covers(rules[i], later, all) {
                        result.append((j, i))
                        break
                    }
                }
            }
            return result
        }

        private func covers(_ rule: Rule, _ later: Rule, _ all: UnsafeBufferPointer<UInt8>) -> Bool {
            if rule.matchesEverything { return true }
            if rule.isPrefixThenStar {
                return later.literalCount >= rule.literalCount
                    && all[later.start..<(later.start + rule.literalCount)]
                        .elementsEqual(all[rule.start..<(rule.start + rule.literalCount)])
            }
            return later.count == rule.count
                && all[later.start..<(later.start + later.count)]
                    .elementsEqual(all[rule.start..<(rule.start + rule.count)])
        }

        /// Appends a path as RuleCompiler.legacy compiles it: `NOT ` dropped, then
        /// Pattern.normalisePath.
        private mutating func add(_ path: String) {
            let start = bytes.count
            ASCII.withBytes(of: path) { Pattern.appendNormalisedPath(ASCII.droppingNot($0).pattern, to: &bytes) }
            let count = bytes.count - start
            var literal = 0
            while literal < count, bytes[start + literal] != 0x2A, bytes[start + literal] != 0x3F { literal += 1 }
            // Prefix then `*`: no `*` or `?` before the trailing run of `*` (`**` is one `*`).
            var trailingStars = 0
            while trailingStars < count, bytes[start + count - 1 - trailingStars] == 0x2A { trailingStars += 1 }
            rules.append(
                Rule(
                    start: start, count: count, literalCount: literal,
                    isPrefixThenStar: trailingStars > 0 && literal == count - trailingStars,
                    matchesEverything: trailingStars == count))
        }
    }
}
