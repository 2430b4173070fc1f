/// Byte searches eight bytes at a time (SWAR: SIMD within a register), for the per-URL scans of
/// the matcher, where a byte-per-step loop was the largest single cost.
///
/// The lane masks set the high bit of each byte lane that satisfies the test. They are exact for
/// the lowest flagged lane (a false flag can only sit above a true one, through a borrow), which is
/// all that "is there one" and "where is the first" need; ``exactZeroLanes(_:)`` is exact in every
/// lane, for finding adjacent pairs.
package enum ByteScan {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080
    static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The eight bytes from `i` (`i + 8 <= base`'s count), lane k holding byte `i + k`.
    @inline(__always)
    static func load(_ base: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
    }

    /// Lanes holding zero (lowest flag exact).
    @inline(__always)
    static func zeroLanes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }

    /// Lanes equal to `b` (lowest flag exact).
    @inline(__always)
    static func lanes(_ v: UInt64, equalTo b: UInt8) -> UInt64 { zeroLanes(v ^ (ones &* UInt64(b))) }

    /// Lanes below `n`, for `n <= 128` (lowest flag exact).
    @inline(__always)
    static func lanes(_ v: UInt64, below n: UInt8) -> UInt64 { (v &- ones &* UInt64(n)) & ~v & highs }

    /// Lanes holding zero, exact in every lane.
    @inline(__always)
    static func exactZeroLanes(_ v: UInt64) -> UInt64 { ~(((v & lows) &+ lows) | v | lows) }

    /// The lane index of the lowest flag of a non-zero mask.
    @inline(__always)
    static func firstLane(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }

    /// The bytes `i..<min(i + 8, end)` of `base` as one word, lane k holding byte `i + k` and the
    /// lanes past `end` zero, with a mask of the valid lanes' high bits. Reads only bytes in
    /// `0..<end` (a short last word is read overlapping the previous one and shifted down).
    @inline(__always)
    static func word(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> (v: UInt64, valid: UInt64) {
        let n = end - i
        if n >= 8 { return (load(base, i), highs) }
        let valid = highs >> UInt64(8 * (8 - n))
        if end >= 8 { return (load(base, end - 8) >> UInt64(8 * (8 - n)), valid) }
        var v: UInt64 = 0
        var k = 0
        while k < n {
            v |= UInt64(base[i + k]) << UInt64(8 * k)
            k += 1
        }
        return (v, valid)
    }

    /// Runs `body` over the words of `start..<end` (see ``word(_:_:_:)``) in order until it returns
    /// true; returns whether it did. Full words in the loop, the short last one after it.
    @inline(__always)
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
        _ body: (_ offset: Int, _ v: UInt64, _ valid: UInt64) -> Bool
    ) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var i = start
        while i + 8 <= end {
            if body(i, load(base, i), highs) { return true }
            i += 8
        }
        guard i < end else { return false }
        let (v, valid) = word(base, i, end)
        return body(i, v, valid)
    }

    /// Whether some `/` is directly followed by another.
    static func hasDoubleSlash(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 2 else { return false }
        let slashes = ones &* 0x2F
        // Words overlapping by one byte, so that every adjacent pair lies inside one word.
        var i = 0
        while true {
            let (v, valid) = word(base, i, bytes.count)
            let s = exactZeroLanes(v ^ slashes) & valid
            if s & (s >> 8) != 0 { return true }
            if i + 8 >= bytes.count { return false }
            i += 7
        }
    }

    /// The index of the first `#` from `start` (or `bytes.count`) and how many `&` come before it.
    /// Sets `unsafe` when a word it read holds a byte to encode.
    static func queryEnd(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, unsafe: inout Bool
    ) -> (end: Int, ampersands: Int) {
        var end = bytes.count
        var ampersands = 0
        var bad: UInt64 = 0
        let amps = ones &* 0x26
        _ = scan(bytes, start, bytes.count) { i, v, valid in
            bad |= unsafeLanes(v) & valid
            let hash = lanes(v, equalTo: 0x23) & valid
            var before = valid
            if hash != 0 {
                end = i + firstLane(hash)
                // Lanes below the `#`.
                before = ((hash & (0 &- hash)) &- 1) & highs
            }
            ampersands += (exactZeroLanes(v ^ amps) & before).nonzeroBitCount
            return hash != 0
        }
        if bad != 0 { unsafe = true }
        return (end, ampersands)
    }

    /// Whether `count` bytes of `a` from `i` equal those of `b` from `j` (both in bounds).
    @inline(__always)
    static func equal(
        _ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int, _ count: Int
    ) -> Bool {
        guard count > 0 else { return true }
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return false }
        if count >= 8 {
            var k = 0
            while k + 8 < count {
                if load(pa, i + k) != load(pb, j + k) { return false }
                k += 8
            }
            return load(pa, i + count - 8) == load(pb, j + count - 8)
        }
        var k = 0
        while k < count {
            if pa[i + k] != pb[j + k] { return false }
            k += 1
        }
        return true
    }

    /// Whether some byte is one a browser percent-encodes before sending: non-ASCII, controls,
    /// space, `"`, `<`, `>`, backquote, DEL.
    static func hasUnsafeURLByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        scan(bytes, 0, bytes.count) { _, v, valid in unsafeLanes(v) & valid != 0 }
    }

    /// Lanes holding a byte a browser percent-encodes (lowest flag exact; see
    /// ``hasUnsafeURLByte(_:)``).
    @inline(__always)
    static func unsafeLanes(_ v: UInt64) -> UInt64 {
        // Non-ASCII or DEL: the high bit of v, or of (low seven bits + 1). `"` and space,
        // `<` and `>`: equal to 0x22 or 0x3E once bit 1 is set.
        let high = (v | ((v & lows) &+ ones)) & highs
        let w = v | (ones &* 0x02)
        return high | lanes(v, below: 0x21) | lanes(w, equalTo: 0x22) | lanes(w, equalTo: 0x3E)
            | lanes(v, equalTo: 0x60)
    }

    /// Lanes holding an ASCII upper-case letter (exact).
    @inline(__always)
    static func upperLanes(_ v: UInt64) -> UInt64 {
        // Per lane, without borrows across lanes: the high bit of (v | 0x80) - c is set when the
        // low seven bits are >= c.
        let atLeastA = ((v | highs) &- ones &* 0x41) & highs
        let atLeastBracket = ((v | highs) &- ones &* 0x5B) & highs
        return atLeastA & ~atLeastBracket & ~v & highs
    }

    /// `v` with its ASCII upper-case letters lowered.
    @inline(__always)
    static func lowered(_ v: UInt64) -> UInt64 { v | (upperLanes(v) >> 2) }

    /// Compares a URL's host with the domain a file is served for, ASCII case-insensitively, and
    /// tells whether the domain has upper-case letters, in one pass over the domain.
    static func compareHost(
        _ host: UnsafeBufferPointer<UInt8>?, _ domain: UnsafeBufferPointer<UInt8>
    ) -> (equal: Bool, domainHasUpper: Bool) {
        guard let host else { return (!domain.isEmpty, hasUpperCase(domain)) }
        guard host.count == domain.count else { return (false, hasUpperCase(domain)) }
        guard let h = host.baseAddress, let d = domain.baseAddress else { return (true, false) }
        let count = domain.count
        guard count >= 8 else {
            var equal = true
            var upper = false
            for k in 0..<count {
                upper = upper || (d[k] >= 0x41 && d[k] <= 0x5A)
                if h[k] != d[k], ASCII.lower(h[k]) != ASCII.lower(d[k]) { equal = false }
            }
            return (equal, upper)
        }
        // Whole words, the last one overlapping the one before (both tests are per byte, so
        // reading a byte twice changes nothing).
        var equal = true
        var upper: UInt64 = 0
        var i = 0
        while true {
            let at = min(i, count - 8)
            let hv = load(h, at)
            let dv = load(d, at)
            upper |= upperLanes(dv)
            if hv != dv, lowered(hv) != lowered(dv) { equal = false }
            if at == count - 8 { break }
            i += 8
        }
        return (equal, upper != 0)
    }

    /// Whether some byte is an ASCII upper-case letter.
    static func hasUpperCase(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        scan(bytes, 0, bytes.count) { _, v, valid in upperLanes(v) & valid != 0 }
    }
}
