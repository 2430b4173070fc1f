/// A strict JSON reader (RFC 8259) that keeps going after an error.
///
/// Foundation's parsers accept some invalid input (trailing commas), give no positions and disagree on
/// duplicate keys. This reader tracks byte offsets, names the mistakes people really make (curly
/// quotes, comments, single quotes, unquoted keys, missing or trailing commas) and recovers, so a
/// single run reports every problem. It never traps on any input.
public struct JSONReader: Sendable {
    /// The largest file Apple's fetchers accept, in bytes.
    public static let maximumFileSize = 131_072
    /// Values nested deeper than this are skipped and reported.
    public static let maximumDepth = 64
    /// After this many syntax errors the reader stops reporting (the rest is likely a cascade).
    public static let maximumErrors = 100

    public struct Result: Sendable {
        /// The value read, as far as it could be recovered; nil when nothing resembling JSON was found.
        public var root: JSONNode?
        /// Findings with byte offsets resolved to lines and columns.
        public var diagnostics: [Diagnostic]
        public var source: SourceText
        /// True when the reader found no syntax error.
        public var isValidJSON: Bool
    }

    public init() {}

    public func read(_ bytes: [UInt8]) -> Result {
        var parser = Parser(bytes: bytes)
        let root = parser.parseDocument()
        let source = SourceText(bytes)
        let diagnostics = parser.findings.map { finding in
            Diagnostic(
                finding.code, finding.message, hint: finding.hint, at: source.location(of: finding.offset),
                pointer: finding.pointer)
        }
        return Result(root: root, diagnostics: diagnostics, source: source, isValidJSON: !parser.hadSyntaxError)
    }

    public func read(_ string: String) -> Result { read(Array(string.utf8)) }
}

/// A finding before its offset is turned into line and column.
struct Finding {
    var code: DiagnosticCode
    var message: String
    var hint: String?
    var offset: Int
    var pointer: String?
}

enum Byte {
    static let quote: UInt8 = 0x22
    static let apostrophe: UInt8 = 0x27
    static let backslash: UInt8 = 0x5C
    static let slash: UInt8 = 0x2F
    static let star: UInt8 = 0x2A
    static let comma: UInt8 = 0x2C
    static let colon: UInt8 = 0x3A
    static let equals: UInt8 = 0x3D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
    static let openBracket: UInt8 = 0x5B
    static let closeBracket: UInt8 = 0x5D
    static let dollar: UInt8 = 0x24
    static let minus: UInt8 = 0x2D
    static let plus: UInt8 = 0x2B
    static let dot: UInt8 = 0x2E
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D

    static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x24
    }
    static func isIdentifier(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || isDigit(b) || b == minus || b == dot
    }
}

/// Which closing character ends a quoted string.
enum QuoteStyle {
    case straight
    case single
    /// Typographic quotes: “…”, ‘…’ (either curly or a straight quote closes it).
    case curly
}

struct Parser {
    let bytes: [UInt8]
    var pos = 0
    var findings: [Finding] = []
    var hadSyntaxError = false
    /// Offset just past the last complete token, where a missing comma belongs.
    var lastTokenEnd = 0
    private var suppressed = false

    init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: Reporting

    mutating func report(_ code: DiagnosticCode, _ message: String, at offset: Int, hint: String? = nil) {
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

    /// Human-readable name of the character at `offset` for messages.
    func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let b = bytes[offset]
        if let n = utf8SequenceLength(at: offset) {
            let text = String(decoding: bytes[offset..<offset + n], as: UTF8.self)
            if b < 0x20 || b == 0x7F { return "control character U+" + hex(UInt32(b), width: 4) }
            if n > 1, let scalar = text.unicodeScalars.first {
                return "'\(text)' (U+\(hex(scalar.value, width: 4)))"
            }
            return "'\(text)'"
        }
        return "byte 0x" + hex(UInt32(b), width: 2)
    }

    // MARK: Whitespace and comments

    /// Skips whitespace, reporting and skipping comments and stray non-breaking or zero-width spaces.
    mutating func skipWhitespace() {
        while pos < bytes.count {
            let b = bytes[pos]
            if Byte.isWhitespace(b) {
                pos += 1
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
            report("not-json", "file is UTF-16 encoded (it starts with a UTF-16 byte-order mark)", at: 0,
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
        let word = String(decoding: bytes[start..<pos], as: UTF8.self)
        switch word {
        case "true": return JSONNode(.bool(true), offset: start)
        case "false": return JSONNode(.bool(false), offset: start)
        case "null": return JSONNode(.null, offset: start)
        case "True", "TRUE": report("invalid-literal", "'\(word)' is not JSON; write true", at: start)
            return JSONNode(.bool(true), offset: start)
        case "False", "FALSE": report("invalid-literal", "'\(word)' is not JSON; write false", at: start)
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

    /// Parses a quoted string starting at `pos` (on the opening quote) and returns its value.
    mutating func parseString(style: QuoteStyle) -> String? {
        let start = pos
        pos += style == .curly ? 3 : 1
        var scalars = String.UnicodeScalarView()
        var segmentStart = pos
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
            report(
                "invalid-escape", "invalid escape \\\(describeCharacter(at: pos).trimmingQuotes) in a string",
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

    // MARK: Containers

    mutating func parseArray(depth: Int) -> JSONNode? {
        let start = pos
        pos += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == Byte.closeBracket {
            pos += 1
            lastTokenEnd = pos
            return JSONNode(.array(elements), offset: start)
        }
        while true {
            let before = pos
            if let value = parseValue(depth: depth) { elements.append(value) }
            skipWhitespace()
            guard let b = current else {
                report("unterminated-array", "array opened here is never closed", at: start, hint: "add the closing ]")
                break
            }
            if b == Byte.comma {
                let comma = pos
                pos += 1
                skipWhitespace()
                if current == Byte.closeBracket {
                    report(
                        "trailing-comma", "trailing comma before ]", at: comma, hint: "remove the comma after the last element")
                    pos += 1
                    break
                }
                if current == Byte.comma { continue }
            } else if b == Byte.closeBracket {
                pos += 1
                break
            } else if b == Byte.closeBrace {
                report("mismatched-bracket", "} closes an array opened with [", at: pos, hint: "write ] instead")
                pos += 1
                break
            } else if startsValue(b) {
                report(
                    "missing-comma", "missing comma between array elements", at: lastTokenEnd,
                    hint: "add a comma after the previous element")
            } else {
                report("unexpected-character", "unexpected \(describeCharacter(at: pos)) in an array", at: pos)
                skipCharacter()
            }
            if pos == before { skipCharacter() }
        }
        lastTokenEnd = pos
        return JSONNode(.array(elements), offset: start)
    }

    func startsValue(_ b: UInt8) -> Bool {
        b == Byte.quote || b == Byte.openBrace || b == Byte.openBracket || b == Byte.minus || Byte.isDigit(b)
            || Byte.isIdentifierStart(b) || b == Byte.apostrophe || curlyQuote(at: pos) != nil
    }

    mutating func parseObject(depth: Int) -> JSONNode? {
        let start = pos
        pos += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if current == Byte.closeBrace {
            pos += 1
            lastTokenEnd = pos
            return JSONNode(.object(members), offset: start)
        }
        while true {
            let before = pos
            skipWhitespace()
            guard let b = current else {
                report("unterminated-object", "object opened here is never closed", at: start, hint: "add the closing }")
                break
            }
            if b == Byte.closeBrace {
                pos += 1
                break
            }
            let keyOffset = pos
            var key: String?
            if b == Byte.quote {
                key = parseString(style: .straight)
            } else if b == Byte.apostrophe {
                report("single-quote", "keys must use double quotes (\"), not single quotes (')", at: pos)
                key = parseString(style: .single)
            } else if let curly = curlyQuote(at: pos) {
                report(
                    "curly-quote", "typographic quote \(curly.character) used instead of a straight double quote (\")",
                    at: pos)
                key = parseString(style: .curly)
            } else if Byte.isIdentifierStart(b) {
                let wordStart = pos
                while pos < bytes.count, Byte.isIdentifier(bytes[pos]) { pos += 1 }
                let word = String(decoding: bytes[wordStart..<pos], as: UTF8.self)
                report("unquoted-key", "key '\(word)' must be in double quotes", at: wordStart, hint: "write \"\(word)\"")
                lastTokenEnd = pos
                key = word
            } else if b == Byte.comma {
                report("expected-value", "expected a key before ','", at: pos)
                pos += 1
                continue
            } else if b == Byte.closeBracket {
                report("mismatched-bracket", "] closes an object opened with {", at: pos, hint: "write } instead")
                pos += 1
                break
            } else {
                report(
                    "unexpected-character", "unexpected \(describeCharacter(at: pos)) where a key was expected", at: pos)
                skipCharacter()
                continue
            }
            skipWhitespace()
            if current == Byte.colon {
                pos += 1
            } else if current == Byte.equals {
                report("missing-colon", "'=' used instead of ':' after the key", at: pos)
                pos += 1
            } else {
                report("missing-colon", "missing ':' after key \"\(key ?? "")\"", at: lastTokenEnd)
                if let c = current, c == Byte.comma || c == Byte.closeBrace {
                    // A bare key with no value at all.
                    if c == Byte.comma { pos += 1 }
                    continue
                }
            }
            let value = parseValue(depth: depth)
            if let key, let value {
                members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            }
            skipWhitespace()
            guard let c = current else {
                report("unterminated-object", "object opened here is never closed", at: start, hint: "add the closing }")
                break
            }
            if c == Byte.comma {
                let comma = pos
                pos += 1
                skipWhitespace()
                if current == Byte.closeBrace {
                    report(
                        "trailing-comma", "trailing comma before }", at: comma, hint: "remove the comma after the last member")
                    pos += 1
                    break
                }
            } else if c == Byte.closeBrace {
                pos += 1
                break
            } else if c == Byte.closeBracket {
                report("mismatched-bracket", "] closes an object opened with {", at: pos, hint: "write } instead")
                pos += 1
                break
            } else if startsValue(c) {
                report(
                    "missing-comma", "missing comma between object members", at: lastTokenEnd,
                    hint: "add a comma after the previous member")
            } else {
                report("unexpected-character", "unexpected \(describeCharacter(at: pos)) in an object", at: pos)
                skipCharacter()
            }
            if pos == before { skipCharacter() }
        }
        lastTokenEnd = pos
        reportDuplicates(members)
        return JSONNode(.object(members), offset: start)
    }

    mutating func reportDuplicates(_ members: [JSONMember]) {
        guard members.count > 1 else { return }
        // Objects in these files are small: a quadratic scan beats hashing every key.
        if members.count <= 16 {
            for i in 1..<members.count where members[..<i].contains(where: { $0.key == members[i].key }) {
                reportDuplicate(members[i])
            }
            return
        }
        var seen: Set<String> = []
        for member in members where !seen.insert(member.key).inserted {
            reportDuplicate(member)
        }
    }

    mutating func reportDuplicate(_ member: JSONMember) {
        report(
            "duplicate-key",
            "key \"\(member.key)\" appears more than once in this object; parsers disagree on which value wins",
            at: member.keyOffset, hint: "keep one \"\(member.key)\" and merge the values")
    }
}

extension String {
    var trimmingQuotes: String {
        guard count >= 2, first == "'", last == "'" else { return self }
        return String(dropFirst().dropLast())
    }
}

func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
