/// Eight bytes at a time: whether a word holds a byte worth a closer look. Each test may flag a
/// word with nothing in it (a borrow runs into the next byte), never miss one: a flagged word is
/// then read byte by byte.
enum SWAR {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Some byte is below `n` (n ≤ 128).
    @inline(__always)
    static func hasLess(_ x: UInt64, _ n: UInt8) -> Bool {
        (x &- ones &* UInt64(n)) & ~x & highs != 0
    }

    /// Some byte equals `b`.
    @inline(__always)
    static func has(_ x: UInt64, _ b: UInt8) -> Bool {
        hasLess(x ^ (ones &* UInt64(b)), 1)
    }

    /// A JSON string must escape a byte of this word: a control character, `"` or `\`.
    @inline(__always)
    static func needsJSONEscape(_ x: UInt64) -> Bool {
        hasLess(x, 0x20) || has(x, 0x22) || has(x, 0x5C)
    }

    /// A byte of this word is not plain printable ASCII: a control character (tab included), DEL
    /// or a byte of a multi-byte UTF-8 sequence.
    @inline(__always)
    static func hasNonPrintable(_ x: UInt64) -> Bool {
        x & highs != 0 || hasLess(x, 0x20) || has(x, 0x7F)
    }

    /// The start of the first word of `bytes` from `start` (in steps of 8) that is not `clean`, or
    /// of the last partial word when every whole word is.
    @inline(__always)
    static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, while clean: (UInt64) -> Bool) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var i = start
        while i + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if !clean(word) { return i }
            i += 8
        }
        return i
    }
}
