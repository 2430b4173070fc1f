extension ByteScan {
    /// A JSON string must escape a byte of this word: a control character, `"` or `\`.
    @inline(__always)
    static func needsJSONEscape(_ v: UInt64) -> Bool {
        lanes(v, below: 0x20) | lanes(v, equalTo: 0x22) | lanes(v, equalTo: 0x5C) != 0
    }

    /// A byte of this word is not plain printable ASCII: a control character (tab included), DEL
    /// or a byte of a multi-byte UTF-8 sequence.
    @inline(__always)
    static func hasNonPrintable(_ v: UInt64) -> Bool {
        v & highs | lanes(v, below: 0x20) | lanes(v, equalTo: 0x7F) != 0
    }

    /// The start of the first word of `bytes` from `start` (in steps of 8) that is not `clean`, or
    /// of the last partial word when every whole word is. A word may be flagged with nothing in
    /// it (a borrow runs into the next lane), never missed: the caller reads a flagged word byte by byte.
    @inline(__always)
    static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, while clean: (UInt64) -> Bool) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var i = start
        while i + 8 <= bytes.count {
            if !clean(load(base, i)) { return i }
            i += 8
        }
        return i
    }

    /// How many leading bytes of `bytes` are plain printable ASCII, in whole words: the bytes
    /// from there on are to be read one by one (for the CLI's `--urls` lines).
    package static func printableASCIIPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        skip(bytes, from: 0) { !hasNonPrintable($0) }
    }
}
