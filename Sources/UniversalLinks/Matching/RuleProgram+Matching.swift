extension RuleProgram {
    /// Runs `body` with the buffers of the program, without reference counting in the loop.
    @inline(__always)
    func withBuffers<R>(_ body: (Buffers) -> R) -> R {
        ops.withUnsafeBufferPointer { ops in
            pool.withUnsafeBufferPointer { pool in
                codes.withUnsafeBufferPointer { codes in
                    items.withUnsafeBufferPointer { items in
                        body(Buffers(ops: ops, pool: pool, codes: codes, items: items, complex: complex))
                    }
                }
            }
        }
    }

    struct Buffers {
        let ops: UnsafeBufferPointer<PatternOp>
        let pool: UnsafeBufferPointer<UInt8>
        let codes: UnsafeBufferPointer<RuleCode>
        let items: UnsafeBufferPointer<ItemCode>
        let complex: [Pattern]

        @inline(__always)
        func matches(_ p: PatternCode, _ text: UnsafeBufferPointer<UInt8>, folded: Bool) -> Bool {
            if p.everything { return true }
            if p.complex >= 0 { return complex[Int(p.complex)].matches(text) }
            let slice = UnsafeBufferPointer(rebasing: ops[Int(p.start)..<Int(p.start + p.count)])
            return PatternEngine.matchSimple(slice, pool, text, folded: folded)
        }

        /// The first key of rule `r` that does not match, or nil when the rule matches.
        func failure(_ r: Int, _ views: inout URLViews) -> CompiledRule.Key? {
            let code = codes[r]
            let m = Int(code.modeIndex)
            if !code.path.everything, !matches(code.path, views.path(m), folded: code.folded) { return .path }
            switch code.queryKind {
            case .any: break
            case .string:
                if !matches(code.query, views.query(m), folded: code.folded) { return .query }
            case .items:
                let (first, count) = views.items(m)
                for k in Int(code.itemsStart)..<Int(code.itemsStart + code.itemsCount) {
                    let item = items[k]
                    let name = UnsafeBufferPointer(
                        rebasing: pool[Int(item.nameStart)..<Int(item.nameStart + item.nameCount)])
                    var seen = false
                    var ok = true
                    for i in 0..<count {
                        let slot = first + 4 * i
                        guard views.itemBytes(slot).elementsEqual(name) else { continue }
                        seen = true
                        if !matches(item.pattern, views.itemBytes(slot + 2), folded: code.folded) {
                            ok = false
                            break
                        }
                    }
                    // An absent item is one empty value.
                    if ok, !seen, !matches(item.pattern, UnsafeBufferPointer(start: nil, count: 0), folded: code.folded)
                    {
                        ok = false
                    }
                    if !ok { return .queryItem(k - Int(code.itemsStart)) }
                }
            }
            if code.hasFragment, !matches(code.fragment, views.fragment(m), folded: code.folded) { return .fragment }
            return nil
        }
    }
}

extension RuleList {
    /// The index of the first rule that matches, in file order.
    func firstMatch(_ views: inout URLViews) -> Int? {
        program.withBuffers { buffers in
            guard let index else {
                for r in 0..<buffers.codes.count where buffers.failure(r, &views) == nil { return r }
                return nil
            }
            return index.firstMatch(buffers, &views)
        }
    }

    /// Every rule tried in order up to the deciding one, with the key that failed (for explanations).
    func trace(_ views: inout URLViews) -> [(rule: Int, failed: CompiledRule.Key?)] {
        program.withBuffers { buffers in
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
