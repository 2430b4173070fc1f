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
    var message: Message
    var hint: Message?
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
