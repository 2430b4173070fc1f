extension OutputBuffer {
    /// Appends `text` as a JSON string, escaped as ``MatchResult/jsonLine`` escapes: `"`, `\`, and
    /// the control characters (`\n`, `\r`, `\t`, else `\u00XX`); every other byte as it is (the
    /// input is valid UTF-8).
    mutating func appendJSONString(_ text: UnsafeBufferPointer<UInt8>) {
        append(0x22)
        var run = 0
        for i in 0..<text.count {
            let b = text[i]
            guard b < 0x20 || b == 0x22 || b == 0x5C else { continue }
            if i > run { append(UnsafeBufferPointer(rebasing: text[run..<i])) }
            run = i + 1
            append(0x5C)
            switch b {
            case 0x22, 0x5C: append(b)
            case 0x0A: append(UInt8(ascii: "n"))
            case 0x0D: append(UInt8(ascii: "r"))
            case 0x09: append(UInt8(ascii: "t"))
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                append(UInt8(ascii: "u"))
                append(0x30)
                append(0x30)
                append(hex[Int(b >> 4)])
                append(hex[Int(b & 0x0F)])
            }
        }
        if text.count > run { append(UnsafeBufferPointer(rebasing: text[run...])) }
        append(0x22)
    }

    mutating func appendJSONString(_ text: String) {
        var text = text
        text.withUTF8 { appendJSONString($0) }
    }
}
