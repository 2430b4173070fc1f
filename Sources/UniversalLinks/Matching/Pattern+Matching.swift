extension Pattern {
    /// Whether the pattern covers the whole of `text`. `text` must already be folded to lower case
    /// when the pattern is case-insensitive.
    func matches(_ text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { matches($0) }
    }

    func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        ops.withUnsafeBufferPointer { ops in
            pool.withUnsafeBufferPointer { pool in
                if !hasChoice {
                    return PatternEngine.matchSimple(ops, pool, text, folded: caseInsensitive)
                }
                return altOps.withUnsafeBufferPointer { altOps in
                    altRanges.withUnsafeBufferPointer { altRanges in
                        var engine = PatternEngine.Backtracker(
                            ops: ops, altOps: altOps, altRanges: altRanges, pool: pool, text: text,
                            folded: caseInsensitive)
                        return engine.matchTop(0, 0)
                    }
                }
            }
        }
    }
}

/// The matching loops over compiled operations.
enum PatternEngine {
    /// Index after the character starting at `pos` (one UTF-8 scalar, or one stray byte).
    @inline(__always)
    static func nextCharacter(_ text: UnsafeBufferPointer<UInt8>, _ pos: Int) -> Int {
        var p = pos + 1
        while p < text.count, text[p] & 0xC0 == 0x80 { p += 1 }
        return p
    }

    /// Matches one fixed-width operation at `pos`; returns the position after it, or -1.
    @inline(__always)
    static func step(
        _ op: PatternOp, _ pool: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, _ pos: Int,
        folded: Bool
    ) -> Int {
        switch op.kind {
        case .literal:
            let count = Int(op.count)
            guard pos + count <= text.count else { return -1 }
            let start = Int(op.start)
            var k = 0
            while k < count {
                if text[pos + k] != pool[start + k] { return -1 }
                k += 1
            }
            return pos + count
        case .one:
            return pos < text.count ? nextCharacter(text, pos) : -1
        case .letterClass:
            guard pos < text.count, let c = LetterClass(rawValue: op.arg), c.contains(text[pos], folded: folded) else {
                return -1
            }
            return pos + 1
        case .code:
            guard pos + 2 <= text.count, let t = CodeTable(rawValue: op.arg),
                t.contains(text[pos], text[pos + 1], folded: folded)
            else { return -1 }
            return pos + 2
        case .star, .choice, .nothing:
            return -1
        }
    }

    /// The classic single-backtrack-point glob loop: correct because every operation but `*` has
    /// one way to match at a position, so the leftmost placement after the last `*` is enough.
    static func matchSimple(
        _ ops: UnsafeBufferPointer<PatternOp>, _ pool: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>,
        folded: Bool
    ) -> Bool {
        var ti = 0
        var pos = 0
        var starTi = -1
        var starPos = 0
        while true {
            if ti < ops.count {
                let op = ops[ti]
                if op.kind == .star {
                    if ti == ops.count - 1 { return true }
                    starTi = ti
                    starPos = pos
                    ti += 1
                    continue
                }
                let next = step(op, pool, text, pos, folded: folded)
                if next >= 0 {
                    pos = next
                    ti += 1
                    continue
                }
            } else if pos == text.count {
                return true
            }
            guard starTi >= 0, starPos < text.count else { return false }
            starPos = nextCharacter(text, starPos)
            pos = starPos
            ti = starTi + 1
        }
    }

    /// Backtracking over alternatives (user variables), remembering failed states so that the
    /// cost stays polynomial whatever the pattern.
    struct Backtracker {
        let ops: UnsafeBufferPointer<PatternOp>
        let altOps: UnsafeBufferPointer<PatternOp>
        let altRanges: UnsafeBufferPointer<Range<Int32>>
        let pool: UnsafeBufferPointer<UInt8>
        let text: UnsafeBufferPointer<UInt8>
        let folded: Bool
        /// Failed (state, position) pairs; states are top-level indices, then alternative ops.
        var failed: [UInt64] = []

        init(
            ops: UnsafeBufferPointer<PatternOp>, altOps: UnsafeBufferPointer<PatternOp>,
            altRanges: UnsafeBufferPointer<Range<Int32>>, pool: UnsafeBufferPointer<UInt8>,
            text: UnsafeBufferPointer<UInt8>, folded: Bool
        ) {
            self.ops = ops
            self.altOps = altOps
            self.altRanges = altRanges
            self.pool = pool
            self.text = text
            self.folded = folded
            let states = (ops.count + 1 + altOps.count + 1) * (text.count + 1)
            failed = [UInt64](repeating: 0, count: states / 64 + 1)
        }

        private func key(_ state: Int, _ pos: Int) -> Int { state * (text.count + 1) + pos }

        private func hasFailed(_ state: Int, _ pos: Int) -> Bool {
            let k = key(state, pos)
            return failed[k >> 6] & (1 << UInt64(k & 63)) != 0
        }

        private mutating func markFailed(_ state: Int, _ pos: Int) {
            let k = key(state, pos)
            failed[k >> 6] |= 1 << UInt64(k & 63)
        }

        /// Matches top-level operations from `ti` at `pos`.
        mutating func matchTop(_ ti: Int, _ pos: Int) -> Bool {
            if hasFailed(ti, pos) { return false }
            let result = matchTopUncached(ti, pos)
            if !result { markFailed(ti, pos) }
            return result
        }

        private mutating func matchTopUncached(_ start: Int, _ startPos: Int) -> Bool {
            var ti = start
            var pos = startPos
            while ti < ops.count {
                let op = ops[ti]
                switch op.kind {
                case .star:
                    if ti == ops.count - 1 { return true }
                    var p = pos
                    while true {
                        if matchTop(ti + 1, p) { return true }
                        if p >= text.count { return false }
                        p = PatternEngine.nextCharacter(text, p)
                    }
                case .choice:
                    for a in Int(op.start)..<Int(op.start + op.count) {
                        let range = altRanges[a]
                        if matchAlt(Int(range.lowerBound), Int(range.upperBound), pos, resume: ti + 1) { return true }
                    }
                    return false
                default:
                    let next = PatternEngine.step(op, pool, text, pos, folded: folded)
                    if next < 0 { return false }
                    pos = next
                    ti += 1
                }
            }
            return pos == text.count
        }

        /// Matches alternative operations `ai..<end`, then the top level from `resume`.
        private mutating func matchAlt(_ start: Int, _ end: Int, _ startPos: Int, resume: Int) -> Bool {
            var ai = start
            var pos = startPos
            while ai < end {
                let op = altOps[ai]
                if op.kind == .star {
                    let state = ops.count + 1 + ai
                    if hasFailed(state, pos) { return false }
                    var p = pos
                    while true {
                        if matchAlt(ai + 1, end, p, resume: resume) { return true }
                        if p >= text.count { break }
                        p = PatternEngine.nextCharacter(text, p)
                    }
                    markFailed(state, pos)
                    return false
                }
                let next = PatternEngine.step(op, pool, text, pos, folded: folded)
                if next < 0 { return false }
                pos = next
                ai += 1
            }
            return matchTop(resume, pos)
        }
    }
}
