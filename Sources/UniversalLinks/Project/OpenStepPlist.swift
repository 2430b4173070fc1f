/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`, with the byte
/// offset where it starts.
public struct OpenStepPlist: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case string(String)
        case data([UInt8])
        case array([OpenStepPlist])
        /// Members in file order (a repeated key keeps every occurrence; lookups take the last).
        case dictionary([Member])
    }

    public struct Member: Sendable, Hashable {
        public var key: String
        public var keyOffset: Int
        public var value: OpenStepPlist
    }

    public var kind: Kind
    public var offset: Int

    public var string: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    public var array: [OpenStepPlist]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    public var members: [Member]? {
        if case .dictionary(let m) = kind { return m }
        return nil
    }

    public subscript(key: String) -> OpenStepPlist? { members?.last { $0.key == key }?.value }

    /// The member named `key` (its key's offset included), the last when repeated.
    public func member(_ key: String) -> Member? { members?.last { $0.key == key } }
}

/// Reads old-style property lists: `{ key = value; }`, `( a, b, )`, quoted strings with `\` escapes,
/// unquoted strings, `<hex data>`, and `/* */` and `//` comments. Strict where Xcode is (a missing `;`
/// or `=` is refused with its position), bounded (nesting at most ``maximumDepth``), and it never traps.
public struct OpenStepPlistReader: Sendable {
    /// Xcode's projects nest a handful of levels; this is far above any real file.
    public static let maximumDepth = 256

    public init() {}

    public func read(_ bytes: [UInt8]) throws(TextSyntaxError) -> OpenStepPlist {
        var parser = OpenStepParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.i = 3 }
        try parser.skipTrivia()
        guard parser.i < bytes.count else { throw TextSyntaxError("the file is empty", at: 0) }
        let root = try parser.value(depth: 0)
        try parser.skipTrivia()
        guard parser.i >= bytes.count else {
            throw TextSyntaxError(
                "unexpected '\(XMLTextParser.shown(bytes[parser.i]))' after the end of the property list", at: parser.i)
        }
        return root
    }
}

struct OpenStepParser {
    let bytes: [UInt8]
    var i = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func value(depth: Int) throws(TextSyntaxError) -> OpenStepPlist {
        guard depth < OpenStepPlistReader.maximumDepth else {
            throw TextSyntaxError("values nested more than \(OpenStepPlistReader.maximumDepth) deep", at: i)
        }
        try skipTrivia()
        let start = i
        guard i < bytes.count else { throw TextSyntaxError("the file ends where a value was expected", at: i) }
        switch bytes[i] {
        case 0x7B: return try dictionary(depth: depth)
        case 0x28: return try array(depth: depth)
        case 0x3C: return try data()
        case 0x22, 0x27: return OpenStepPlist(kind: .string(try quoted()), offset: start)
        default:
            let word = unquoted()
            guard !word.isEmpty else {
                throw TextSyntaxError("unexpected '\(XMLTextParser.shown(bytes[i]))' where a value was expected", at: i)
            }
            return OpenStepPlist(kind: .string(word), offset: start)
        }
    }

    mutating func dictionary(depth: Int) throws(TextSyntaxError) -> OpenStepPlist {
        let start = i
        i += 1
        var members: [OpenStepPlist.Member] = []
        while true {
            try skipTrivia()
            guard i < bytes.count else { throw TextSyntaxError("a dictionary '{' is never closed", at: start) }
            if bytes[i] == 0x7D {
                i += 1
                return OpenStepPlist(kind: .dictionary(members), offset: start)
            }
            let keyOffset = i
            let key: String
            if bytes[i] == 0x22 || bytes[i] == 0x27 {
                key = try quoted()
            } else {
                key = unquoted()
                guard !key.isEmpty else {
                    throw TextSyntaxError(
                        "unexpected '\(XMLTextParser.shown(bytes[i]))' where a key was expected", at: i)
                }
            }
            try skipTrivia()
            guard i < bytes.count, bytes[i] == 0x3D else {
                throw TextSyntaxError("missing '=' after the key \"\(key)\"", at: i < bytes.count ? i : keyOffset)
            }
            i += 1
            let value = try self.value(depth: depth + 1)
            try skipTrivia()
            guard i < bytes.count, bytes[i] == 0x3B else {
                throw TextSyntaxError("missing ';' after the value of \"\(key)\"", at: min(i, bytes.count))
            }
            i += 1
            members.append(OpenStepPlist.Member(key: key, keyOffset: keyOffset, value: value))
        }
    }

    mutating func array(depth: Int) throws(TextSyntaxError) -> OpenStepPlist {
        let start = i
        i += 1
        var items: [OpenStepPlist] = []
        while true {
            try skipTrivia()
            guard i < bytes.count else { throw TextSyntaxError("an array '(' is never closed", at: start) }
            if bytes[i] == 0x29 {
                i += 1
                return OpenStepPlist(kind: .array(items), offset: start)
            }
            items.append(try value(depth: depth + 1))
            try skipTrivia()
            guard i < bytes.count else { throw TextSyntaxError("an array '(' is never closed", at: start) }
            if bytes[i] == 0x2C {
                i += 1
            } else if bytes[i] != 0x29 {
                throw TextSyntaxError("missing ',' between array elements", at: i)
            }
        }
    }

    mutating func data() throws(TextSyntaxError) -> OpenStepPlist {
        let start = i
        i += 1
        var nibbles: [UInt8] = []
        while i < bytes.count, bytes[i] != 0x3E {
            let b = bytes[i]
            if let value = ASCII.hexValue(b) {
                nibbles.append(value)
            } else if !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D) {
                throw TextSyntaxError("'\(XMLTextParser.shown(b))' in <data>: only hex digits belong there", at: i)
            }
            i += 1
        }
        guard i < bytes.count else { throw TextSyntaxError("a <data> value is never closed", at: start) }
        i += 1
        guard nibbles.count % 2 == 0 else {
            throw TextSyntaxError("a <data> value has an odd number of hex digits", at: start)
        }
        let data = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        return OpenStepPlist(kind: .data(data), offset: start)
    }

    /// A quoted string: `\n`, `\t`, `\"`, `\\`, octal `\ooo` and `\Uxxxx` escapes.
    mutating func quoted() throws(TextSyntaxError) -> String {
        let start = i
        let quote = bytes[i]
        i += 1
        var out: [UInt8] = []
        var scalars = String.UnicodeScalarView()
        func flush() {
            if !out.isEmpty { scalars.append(contentsOf: String(decoding: out, as: UTF8.self).unicodeScalars) }
            out.removeAll()
        }
        while i < bytes.count, bytes[i] != quote {
            guard bytes[i] == 0x5C else {
                out.append(bytes[i])
                i += 1
                continue
            }
            i += 1
            guard i < bytes.count else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "U"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, i < bytes.count, let h = ASCII.hexValue(bytes[i]) {
                    value = value << 4 | UInt32(h)
                    digits += 1
                    i += 1
                }
                flush()
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            case 0x30...0x37:
                var value = UInt32(e - 0x30)
                var digits = 1
                while digits < 3, i < bytes.count, (0x30...0x37).contains(bytes[i]) {
                    value = value << 3 | UInt32(bytes[i] - 0x30)
                    digits += 1
                    i += 1
                }
                flush()
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: out.append(e)
            }
        }
        guard i < bytes.count else { throw TextSyntaxError("a quoted string is never closed", at: start) }
        i += 1
        flush()
        return String(scalars)
    }

    /// An unquoted string: letters, digits and `_ $ + / : . -` (what Xcode writes without quotes).
    mutating func unquoted() -> String {
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            let allowed =
                (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == 0x5F || b == 0x24 || b == 0x2B || b == 0x2F || b == 0x3A || b == 0x2E || b == 0x2D
            guard allowed else { break }
            // `//` and `/*` start comments, not words.
            if b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2F || bytes[i + 1] == 0x2A { break }
            i += 1
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    mutating func skipTrivia() throws(TextSyntaxError) {
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                i += 1
            } else if b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2F {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            } else if b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A {
                let start = i
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
                guard i + 1 < bytes.count else { throw TextSyntaxError("a /* comment is never closed", at: start) }
                i += 2
            } else {
                return
            }
        }
    }
}
