extension RuleProgram {
    struct Buffers {
        let ops: UnsafeBufferPointer<PatternOp>
        let pool: UnsafeBufferPointer<UInt8>
        let codes: UnsafeBufferPointer<RuleCode>
        let items: UnsafeBufferPointer<ItemCode>
        /// The patterns with user variables, kept alive by the program's `complex` array.
        let complex: UnsafeBufferPointer<Unmanaged<Pattern>>

        @inline(__always)
        func matches(_ p: PatternCode, _ text: UnsafeBufferPointer<UInt8>, folded: Bool) -> Bool {
            if p.everything { return true }
            switch p.shape {
            case .exact:
                return text.count == Int(p.literalCount)
                    && ByteScan.equal(text, 0, pool, Int(p.literalStart), Int(p.literalCount))
            case .prefix:
                return text.count >= Int(p.literalCount)
                    && ByteScan.equal(text, 0, pool, Int(p.literalStart), Int(p.literalCount))
            case .general:
                if p.complex >= 0 { return complex[Int(p.complex)]._withUnsafeGuaranteedRef { $0.matches(text) } }
                let slice = UnsafeBufferPointer(rebasing: ops[Int(p.start)..<Int(p.start + p.count)])
                return PatternEngine.matchSimple(slice, pool, text, folded: folded)
            }
        }

        /// The first key of rule `r` that does not match, or nil when the rule matches.
        @inline(__always)
        func failure(_ r: Int, _ views: inout URLViews) -> CompiledRule.Key? {
            // Read the rule in place (a copy of the whole struct per rule showed in profiles).
            guard let base = codes.baseAddress, r < codes.count else { return .path }
            let code = base + r
            return failure(code, &views)
        }

        @inline(__always)
        private func failure(_ rule: UnsafePointer<RuleCode>, _ views: inout URLViews) -> CompiledRule.Key? {
            let m = Int(rule.pointee.modeIndex)
            if !rule.pointee.path.everything, !matches(rule.pointee.path, views.path(m), folded: rule.pointee.folded) {
                return .path
            }
            switch rule.pointee.queryKind {
            case .any: break
            case .string:
                if !matches(rule.pointee.query, views.query(m), folded: rule.pointee.folded) { return .query }
            case .items:
                let (first, count) = views.items(m)
                for k in Int(rule.pointee.itemsStart)..<Int(rule.pointee.itemsStart + rule.pointee.itemsCount) {
                    let item = items[k]
                    let name = UnsafeBufferPointer(
                        rebasing: pool[Int(item.nameStart)..<Int(item.nameStart + item.nameCount)])
                    var seen = false
                    var ok = true
                    for i in 0..<count {
                        let slot = first + 4 * i
                        let candidate = views.itemBytes(slot)
                        guard candidate.count == name.count, ByteScan.equal(candidate, 0, name, 0, name.count) else {
                            continue
                        }
                        seen = true
                        if !matches(item.pattern, views.itemBytes(slot + 2), folded: rule.pointee.folded) {
                            ok = false
                            break
                        }
                    }
                    // An absent item is one empty value.
                    if ok, !seen,
                        !matches(item.pattern, UnsafeBufferPointer(start: nil, count: 0), folded: rule.pointee.folded)
                    {
                        ok = false
                    }
                    if !ok { return .queryItem(k - Int(rule.pointee.itemsStart)) }
                }
            }
            if rule.pointee.hasFragment, !matches(rule.pointee.fragment, views.fragment(m), folded: rule.pointee.folded)
            {
                return .fragment
            }
            return nil
        }
    }
}

extension RuleList {
    /// The index of the first rule that matches, in file order.
    func firstMatch(_ views: inout URLViews) -> Int? {
        let buffers = program.buffers
        guard let unretainedIndex else {
            for r in 0..<buffers.codes.count where buffers.failure(r, &views) == nil { return r }
            return nil
        }
        return unretainedIndex._withUnsafeGuaranteedRef { $0.firstMatch(buffers, &views) }
    }

    /// Every rule tried in order up to the deciding one, with the key that failed (for explanations).
    func trace(_ views: inout URLViews) -> [(rule: Int, failed: CompiledRule.Key?)] {
        let buffers = program.buffers
        do {
            var result: [(Int, CompiledRule.Key?)] = []
            for r in 0..<buffers.codes.count {
                let failed = buffers.failure(r, &views)
                result.append((r, failed))
                if failed == nil { break }
            }
            return result
        }
    }
}
