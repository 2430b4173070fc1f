extension OutputBuffer {
    /// Appends `text` as a JSON string, escaped as ``MatchResult/jsonLine`` escapes: `"`, `\`, and
    /// the control characters (`\n`, `\r`, `\t`, else `\u00XX`); every other byte as it is (the
    /// input is valid UTF-8). Runs without escapes are copied whole.
    func appendJSONString(_ text: UnsafeBufferPointer<UInt8>) {
        append(0x22)
        var run = 0
        var i = 0
        let n = text.count
        while i < n {
            i = SWAR.skip(text, from: i) { !SWAR.needsJSONEscape($0) }
            guard i < n else { break }
            let b = text[i]
            guard b < 0x20 || b == 0x22 || b == 0x5C else {
                i += 1
                continue
            }
            if i > run { append(UnsafeBufferPointer(rebasing: text[run..<i])) }
            i += 1
            run = i
            append(0x5C)
            switch b {
            case 0x22, 0x5C: append(b)
            case 0x0A: append(UInt8(ascii: "n"))
            case 0x0D: append(UInt8(ascii: "r"))
            case 0x09: append(UInt8(ascii: "t"))
            default:
                literal("u00")
                append(Self.hexDigit(b >> 4))
                append(Self.hexDigit(b & 0x0F))
            }
        }
        if n > run { append(UnsafeBufferPointer(rebasing: text[run..<n])) }
        append(0x22)
    }

    func appendJSONString(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendJSONString($0) }) == nil {
            var copy = text
            copy.withUTF8 { appendJSONString($0) }
        }
    }

    private static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? 0x30 + v : 0x57 + v }
}
