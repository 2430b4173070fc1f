/// The reader's state machine: byte offsets, findings and recovery. Strings and containers are in
/// `Parser+Strings.swift` and `Parser+Containers.swift`.
struct Parser {
    let bytes: [UInt8]
    var pos = 0
    var findings: [Finding] = []
    var hadSyntaxError = false
    /// Offset just past the last complete token, where a missing comma belongs.
    var lastTokenEnd = 0
    private var suppressed = false
    /// Children of the containers being read, innermost last (see `parseArray`, `parseObject`).
    var elementStack: [JSONNode] = []
    var memberStack: [JSONMember] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: Reporting

    mutating func report(_ code: DiagnosticCode, _ message: Message, at offset: Int, hint: Message? = nil) {
        if code.info.severity == .error { hadSyntaxError = true }
        guard !suppressed else { return }
        if findings.count >= JSONReader.maximumErrors {
            suppressed = true
            findings.append(
                Finding(
                    code: "too-many-errors",
                    message: "too many syntax errors; stopped reporting after \(JSONReader.maximumErrors)",
                    hint: nil, offset: offset))
            return
        }
        findings.append(Finding(code: code, message: message, hint: hint, offset: offset))
    }

    // MARK: Bytes

    var atEnd: Bool { pos >= bytes.count }
    var current: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    func peek(_ ahead: Int) -> UInt8? {
        let i = pos + ahead
        return i < bytes.count ? bytes[i] : nil
    }

    func hasPrefix(_ prefix: [UInt8], at offset: Int) -> Bool {
        guard offset + prefix.count <= bytes.count else { return false }
        for (k, b) in prefix.enumerated() where bytes[offset + k] != b { return false }
        return true
    }

    /// Typographic quote at `offset`: “ ” ‘ ’ (E2 80 9C/9D/98/99), returning its byte length.
    func curlyQuote(at offset: Int) -> (length: Int, character: String)? {
        guard offset + 2 < bytes.count, bytes[offset] == 0xE2, bytes[offset + 1] == 0x80 else { return nil }
        switch bytes[offset + 2] {
        case 0x9C: return (3, "“")
        case 0x9D: return (3, "”")
        case 0x98: return (3, "‘")
        case 0x99: return (3, "’")
        default: return nil
        }
    }

    /// Length of the UTF-8 sequence at `offset`, or nil if it is not valid UTF-8.
    func utf8SequenceLength(at offset: Int) -> Int? {
        let b0 = bytes[offset]
        if b0 < 0x80 { return 1 }
        func cont(_ k: Int) -> UInt8? {
            let i = offset + k
            guard i < bytes.count, bytes[i] & 0xC0 == 0x80 else { return nil }
            return bytes[i]
        }
        switch b0 {
        case 0xC2...0xDF:
            return cont(1) != nil ? 2 : nil
        case 0xE0...0xEF:
            guard let b1 = cont(1), cont(2) != nil else { return nil }
            if b0 == 0xE0 && b1 < 0xA0 { return nil }  // overlong
            if b0 == 0xED && b1 >= 0xA0 { return nil }  // surrogate
            return 3
        case 0xF0...0xF4:
            guard let b1 = cont(1), cont(2) != nil, cont(3) != nil else { return nil }
            if b0 == 0xF0 && b1 < 0x90 { return nil }
            if b0 == 0xF4 && b1 >= 0x90 { return nil }
            return 4
        default:
            return nil
        }
    }

    /// Advances past one character (a whole UTF-8 sequence when valid, else one byte).
    mutating func skipCharacter() {
        guard !atEnd else { return }
        pos += utf8SequenceLength(at: pos) ?? 1
    }

    /// Human-readable name of the character at `offset` for messages: words (`end of file`, `control
    /// character U+0009`) translated, the character itself (`'x'`) shown as it is.
    func describeCharacter(at offset: Int) -> Message {
        guard offset < bytes.count else { return "end of file" }
        let b = bytes[offset]
        if let n = utf8SequenceLength(at: offset) {
            let text = String(decoding: bytes[offset..<offset + n], as: UTF8.self)
            if b < 0x20 || b == 0x7F { return "control character U+\(hex(UInt32(b), width: 4))" }
            if n > 1, let scalar = text.unicodeScalars.first {
                return .verbatim("'\(text)' (U+\(hex(scalar.value, width: 4)))")
            }
            return .verbatim("'\(text)'")
        }
        return "byte 0x\(hex(UInt32(b), width: 2))"
    }

    // MARK: Whitespace and comments

    /// Skips whitespace, reporting and skipping comments and stray non-breaking or zero-width spaces.
    mutating func skipWhitespace() {
        pos = Self.whitespaceEnd(bytes, from: pos)
        while pos < bytes.count {
            let b = bytes[pos]
            if Byte.isWhitespace(b) {
                pos += 1
            } else if b < 0x80 && b != Byte.slash {
                return
            } else if b == Byte.slash, let next = peek(1), next == Byte.slash || next == Byte.star {
                let start = pos
                if next == Byte.slash {
                    while pos < bytes.count, bytes[pos] != Byte.newline { pos += 1 }
                } else {
                    pos += 2
                    var closed = false
                    while pos < bytes.count {
                        if bytes[pos] == Byte.star, peek(1) == Byte.slash {
                            pos += 2
                            closed = true
                            break
                        }
                        pos += 1
                    }
                    if !closed {
                        report("unterminated-comment", "block comment is never closed", at: start)
                    }
                }
                report("comment", "JSON does not allow comments", at: start)
            } else if hasPrefix([0xC2, 0xA0], at: pos) {
                report("invalid-whitespace", "non-breaking space (U+00A0) is not JSON whitespace", at: pos)
                pos += 2
            } else if hasPrefix([0xE2, 0x80, 0x8B], at: pos) || hasPrefix([0xEF, 0xBB, 0xBF], at: pos) {
                report("invalid-whitespace", "invisible zero-width character is not JSON whitespace", at: pos)
                pos += 3
            } else {
                return
            }
        }
    }

    /// The index of the first byte from `start` that is not JSON whitespace (or the end); runs of
    /// eight spaces, the indentation of pretty-printed files, at a time.
    static func whitespaceEnd(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            let n = raw.count
            var i = start
            while i < n {
                if i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0x2020_2020_2020_2020 {
                    i += 8
                    continue
                }
                guard Byte.isWhitespace(raw[i]) else { return i }
                i += 1
            }
            return n
        }
    }

    // MARK: Document

    mutating func parseDocument() -> JSONNode? {
        if bytes.count > JSONReader.maximumFileSize {
            report(
                "file-too-large",
                "file is \(bytes.count) bytes; Apple's fetchers reject files over \(JSONReader.maximumFileSize) bytes (128 KB)",
                at: JSONReader.maximumFileSize)
        }
        if hasPrefix([0xEF, 0xBB, 0xBF], at: 0) {
            report("byte-order-mark", "file starts with a UTF-8 byte-order mark (EF BB BF)", at: 0)
            pos = 3
        } else if hasPrefix([0xFF, 0xFE], at: 0) || hasPrefix([0xFE, 0xFF], at: 0) {
            report(
                "not-json", "file is UTF-16 encoded (it starts with a UTF-16 byte-order mark)", at: 0,
                hint: "save the file as UTF-8 without a byte-order mark")
            return nil
        }
        skipWhitespace()
        if atEnd {
            report("empty-file", "file is empty", at: pos)
            return nil
        }
        if let kind = sniffNonJSON() {
            report("not-json", "this is not JSON: it looks like \(kind.description)", at: pos, hint: kind.hint)
            return nil
        }
        let root = parseValue(depth: 0)
        skipWhitespace()
        if !atEnd {
            let start = pos
            if let b = current, b == Byte.openBrace || b == Byte.openBracket {
                report(
                    "trailing-content", "a second JSON value follows the first one; a file holds exactly one",
                    at: start)
            } else {
                report(
                    "trailing-content", "unexpected \(describeCharacter(at: start)) after the end of the JSON value",
                    at: start)
            }
        }
        return root
    }

    // MARK: Values

    mutating func parseValue(depth: Int) -> JSONNode? {
        skipWhitespace()
        guard let b = current else {
            report("unexpected-end", "file ends where a value was expected", at: pos)
            return nil
        }
        let start = pos
        switch b {
        case Byte.openBrace:
            if peek(1) == Byte.openBrace { return parsePlaceholder() }
            return depthChecked(depth) { $0.parseObject(depth: depth + 1) }
        case Byte.openBracket:
            return depthChecked(depth) { $0.parseArray(depth: depth + 1) }
        case Byte.quote:
            return parseString(style: .straight).map { JSONNode(.string($0), offset: start) }
        case Byte.apostrophe:
            report("single-quote", "strings must use double quotes (\"), not single quotes (')", at: start)
            return parseString(style: .single).map { JSONNode(.string($0), offset: start) }
        case Byte.minus, Byte.plus, Byte.dot, 0x30...0x39:
            return parseNumber()
        case Byte.dollar where peek(1) == Byte.openBrace:
            return parsePlaceholder()
        default:
            if let curly = curlyQuote(at: start) {
                report(
                    "curly-quote",
                    "typographic quote \(curly.character) used instead of a straight double quote (\")",
                    at: start)
                return parseString(style: .curly).map { JSONNode(.string($0), offset: start) }
            }
            if Byte.isIdentifierStart(b) { return parseWord() }
            if b == Byte.closeBrace || b == Byte.closeBracket || b == Byte.comma || b == Byte.colon {
                report("expected-value", "expected a value before \(describeCharacter(at: start))", at: start)
                return nil
            }
            if utf8SequenceLength(at: start) == nil {
                report("invalid-utf8", "invalid UTF-8 byte 0x\(hex(UInt32(b), width: 2))", at: start)
            } else {
                report("unexpected-character", "unexpected \(describeCharacter(at: start))", at: start)
            }
            skipCharacter()
            lastTokenEnd = pos
            return nil
        }
    }

    mutating func depthChecked(_ depth: Int, _ body: (inout Parser) -> JSONNode?) -> JSONNode? {
        guard depth < JSONReader.maximumDepth else {
            report(
                "nesting-too-deep", "values are nested more than \(JSONReader.maximumDepth) levels deep", at: pos)
            skipNested()
            return nil
        }
        return body(&self)
    }

    /// Skips a nested structure without recursion, honouring strings.
    mutating func skipNested() {
        var level = 0
        while pos < bytes.count {
            let b = bytes[pos]
            if b == Byte.quote {
                pos += 1
                while pos < bytes.count, bytes[pos] != Byte.quote {
                    pos += bytes[pos] == Byte.backslash ? 2 : 1
                }
            } else if b == Byte.openBrace || b == Byte.openBracket {
                level += 1
            } else if b == Byte.closeBrace || b == Byte.closeBracket {
                level -= 1
                if level <= 0 {
                    pos += 1
                    break
                }
            }
            pos += 1
        }
        pos = min(pos, bytes.count)
        lastTokenEnd = pos
    }

    /// `{{ name }}` or `${name}`: a template that was never filled in.
    mutating func parsePlaceholder() -> JSONNode? {
        let start = pos
        let closing: [UInt8] = bytes[pos] == Byte.dollar ? [Byte.closeBrace] : [Byte.closeBrace, Byte.closeBrace]
        var end = pos + 2
        while end < bytes.count, !hasPrefix(closing, at: end), bytes[end] != Byte.newline { end += 1 }
        if hasPrefix(closing, at: end) { end += closing.count }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        report(
            "template-placeholder", "unfilled template placeholder \(text) where a JSON value belongs", at: start,
            hint: "render the template before publishing, or write the real value")
        pos = end
        lastTokenEnd = pos
        return JSONNode(.string(text), offset: start)
    }

    mutating func parseWord() -> JSONNode? {
        let start = pos
        while pos < bytes.count, Byte.isIdentifier(bytes[pos]) { pos += 1 }
        lastTokenEnd = pos
        // The valid literals without building a string.
        if isWord("true", at: start) { return JSONNode(.bool(true), offset: start) }
        if isWord("false", at: start) { return JSONNode(.bool(false), offset: start) }
        if isWord("null", at: start) { return JSONNode(.null, offset: start) }
        let word = String(decoding: bytes[start..<pos], as: UTF8.self)
        switch word {
        case "true": return JSONNode(.bool(true), offset: start)
        case "false": return JSONNode(.bool(false), offset: start)
        case "null": return JSONNode(.null, offset: start)
        case "True", "TRUE":
            report("invalid-literal", "'\(word)' is not JSON; write true", at: start)
            return JSONNode(.bool(true), offset: start)
        case "False", "FALSE":
            report("invalid-literal", "'\(word)' is not JSON; write false", at: start)
            return JSONNode(.bool(false), offset: start)
        case "None", "NULL", "Null", "nil", "undefined":
            report("invalid-literal", "'\(word)' is not JSON; write null", at: start)
            return JSONNode(.null, offset: start)
        case "NaN", "Infinity":
            report("invalid-number", "'\(word)' is not a JSON number", at: start)
            return JSONNode(.number(.nan, word), offset: start)
        default:
            report(
                "unquoted-string", "unquoted text '\(word)'; strings must be in double quotes", at: start,
                hint: "write \"\(word)\"")
            return JSONNode(.string(word), offset: start)
        }
    }

    /// Whether the bytes from `start` to `pos` are exactly `literal` (ASCII).
    func isWord(_ literal: StaticString, at start: Int) -> Bool {
        guard pos - start == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { lit in
            for k in 0..<lit.count where bytes[start + k] != lit[k] { return false }
            return true
        }
    }

    mutating func parseNumber() -> JSONNode? {
        let start = pos
        var ok = true
        if current == Byte.plus {
            ok = false
            pos += 1
        }
        if current == Byte.minus { pos += 1 }
        if current == Byte.dot {
            ok = false
        } else if current == 0x30, let next = peek(1), Byte.isDigit(next) {
            ok = false
        }
        var digits = 0
        while let b = current, Byte.isDigit(b) {
            pos += 1
            digits += 1
        }
        if current == Byte.dot {
            pos += 1
            var fraction = 0
            while let b = current, Byte.isDigit(b) {
                pos += 1
                fraction += 1
            }
            if fraction == 0 { ok = false }
            digits += fraction
        }
        if let b = current, b == 0x65 || b == 0x45 {
            pos += 1
            if let s = current, s == Byte.plus || s == Byte.minus { pos += 1 }
            var exponent = 0
            while let b = current, Byte.isDigit(b) {
                pos += 1
                exponent += 1
            }
            if exponent == 0 { ok = false }
        }
        if digits == 0 { ok = false }
        // Swallow identifier characters glued to the number (e.g. 12abc) so the error is reported once.
        while let b = current, Byte.isIdentifier(b), b != Byte.minus { ok = false; pos += 1 }
        lastTokenEnd = pos
        let raw = String(decoding: bytes[start..<pos], as: UTF8.self)
        if !ok {
            report("invalid-number", "'\(raw)' is not a valid JSON number", at: start)
        }
        return JSONNode(.number(Double(raw) ?? .nan, raw), offset: start)
    }
}
