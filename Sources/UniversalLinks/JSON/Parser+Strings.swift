extension Parser {
    /// Parses a quoted string starting at `pos` (on the opening quote) and returns its value.
    mutating func parseString(style: QuoteStyle) -> String? {
        let start = pos
        pos += style == .curly ? 3 : 1
        let contentStart = pos
        if style == .straight {
            // Fast path: plain ASCII up to the closing quote, the usual case.
            let end = Self.plainASCIIEnd(bytes, from: pos)
            pos = end
            if end < bytes.count, bytes[end] == Byte.quote {
                let result = String(decoding: bytes[contentStart..<end], as: UTF8.self)
                pos += 1
                lastTokenEnd = pos
                return result
            }
        }
        var scalars = String.UnicodeScalarView()
        var segmentStart = contentStart
        var result = ""
        func flush(_ p: inout Parser, _ upTo: Int, into result: inout String) {
            if upTo > segmentStart {
                result += String(decoding: p.bytes[segmentStart..<upTo], as: UTF8.self)
            }
        }
        while true {
            guard pos < bytes.count else {
                flush(&self, pos, into: &result)
                report("unterminated-string", "string is never closed", at: start, hint: "add the closing \"")
                lastTokenEnd = pos
                return result
            }
            let b = bytes[pos]
            switch style {
            case .straight where b == Byte.quote, .single where b == Byte.apostrophe:
                flush(&self, pos, into: &result)
                pos += 1
                lastTokenEnd = pos
                return result
            case .curly:
                if b == Byte.quote || curlyQuote(at: pos) != nil {
                    flush(&self, pos, into: &result)
                    pos += b == Byte.quote ? 1 : 3
                    lastTokenEnd = pos
                    return result
                }
                // A curly-quoted string with no closing quote usually ends at the next delimiter.
                if Byte.isWhitespace(b) || b == Byte.comma || b == Byte.closeBracket || b == Byte.closeBrace
                    || b == Byte.colon
                {
                    // Already reported as curly-quote; one error per mistake.
                    flush(&self, pos, into: &result)
                    lastTokenEnd = pos
                    return result
                }
            default:
                break
            }
            if b == Byte.backslash {
                flush(&self, pos, into: &result)
                parseEscape(into: &scalars)
                result.unicodeScalars.append(contentsOf: scalars)
                scalars.removeAll()
                segmentStart = pos
            } else if b < 0x20 {
                flush(&self, pos, into: &result)
                if b == Byte.newline || b == Byte.carriageReturn, style == .straight {
                    // Most likely the closing quote is missing: end the string at the line break.
                    report(
                        "unterminated-string", "string is not closed before the end of the line", at: start,
                        hint: "add the closing \" (a line break inside a string must be written \\n)")
                    lastTokenEnd = pos
                    return result
                }
                report(
                    "control-character",
                    "raw control character U+\(hex(UInt32(b), width: 4)) inside a string; escape it",
                    at: pos, hint: b == 0x09 ? "write \\t" : "write \\u\(hex(UInt32(b), width: 4))")
                pos += 1
                segmentStart = pos
            } else if b < 0x80 {
                pos += 1
            } else if let n = utf8SequenceLength(at: pos) {
                pos += n
            } else {
                flush(&self, pos, into: &result)
                report(
                    "invalid-utf8", "invalid UTF-8 byte 0x\(hex(UInt32(b), width: 2)) inside a string", at: pos,
                    hint: "save the file as UTF-8")
                result.unicodeScalars.append("\u{FFFD}")
                pos += 1
                segmentStart = pos
            }
        }
    }

    /// Parses one escape sequence at `pos` (on the backslash).
    mutating func parseEscape(into scalars: inout String.UnicodeScalarView) {
        let start = pos
        pos += 1
        guard let e = current else { return }
        pos += 1
        switch e {
        case Byte.quote: scalars.append("\"")
        case Byte.backslash: scalars.append("\\")
        case Byte.slash: scalars.append("/")
        case 0x62: scalars.append("\u{08}")
        case 0x66: scalars.append("\u{0C}")
        case 0x6E: scalars.append("\n")
        case 0x72: scalars.append("\r")
        case 0x74: scalars.append("\t")
        case 0x75:
            guard let high = readHex4() else {
                report("invalid-escape", "\\u must be followed by four hexadecimal digits", at: start)
                return
            }
            if (0xD800...0xDBFF).contains(high) {
                if current == Byte.backslash, peek(1) == 0x75 {
                    let save = pos
                    pos += 2
                    if let low = readHex4(), (0xDC00...0xDFFF).contains(low),
                        let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                    {
                        scalars.append(scalar)
                        return
                    }
                    pos = save
                }
                report("invalid-escape", "unpaired UTF-16 surrogate \\u\(hex(high, width: 4))", at: start)
                scalars.append("\u{FFFD}")
            } else if let scalar = Unicode.Scalar(high) {
                scalars.append(scalar)
            } else {
                report("invalid-escape", "unpaired UTF-16 surrogate \\u\(hex(high, width: 4))", at: start)
                scalars.append("\u{FFFD}")
            }
        default:
            pos -= 1
            var character = describeCharacter(at: pos)
            if character.key == "{0}", case .text(let text)? = character.arguments["0"] {
                character = .verbatim(text.trimmingQuotes)
            }
            report(
                "invalid-escape", "invalid escape \\\(character) in a string",
                at: start, hint: "a literal backslash is written \\\\")
            skipCharacter()
        }
    }

    mutating func readHex4() -> UInt32? {
        guard pos + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for k in 0..<4 {
            let b = bytes[pos + k]
            let digit: UInt32
            switch b {
            case 0x30...0x39: digit = UInt32(b - 0x30)
            case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
            default: return nil
            }
            value = value * 16 + digit
        }
        pos += 4
        return value
    }
}

extension Parser {
    /// The index of the first byte from `start` that is a quote, a backslash, a control character
    /// or not ASCII (or the end): eight bytes at a time while none of them is in a word.
    static func plainASCIIEnd(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            let n = raw.count
            var i = start
            let ones: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            while i + 8 <= n {
                let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let quote = w ^ (ones &* UInt64(Byte.quote))
                let backslash = w ^ (ones &* UInt64(Byte.backslash))
                // Nonzero exactly when some byte is zero (quote, backslash), below 0x20, or has
                // its high bit set.
                let special =
                    ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((w &- ones &* 0x20) & ~w) | w
                if special & high != 0 { break }
                i += 8
            }
            while i < n {
                let b = raw[i]
                if b == Byte.quote || b == Byte.backslash || b < 0x20 || b >= 0x80 { return i }
                i += 1
            }
            return n
        }
    }
}
