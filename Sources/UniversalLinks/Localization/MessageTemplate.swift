/// A message with named placeholders, `typographic quote {quote} used instead of ...`: it renders
/// with values (a missing value shows its placeholder as written).
struct MessageTemplate: Sendable, Hashable {
    enum Segment: Sendable, Hashable {
        case literal([UInt8])
        case placeholder(String)
    }

    let segments: [Segment]

    /// Parses `{name}` placeholders (a name is letters, digits and `_`); any other brace is literal.
    init(_ text: String) {
        var segments: [Segment] = []
        var literal: [UInt8] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "{"), let end = Self.placeholderEnd(bytes, from: i + 1) {
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = []
                segments.append(.placeholder(String(decoding: bytes[(i + 1)..<end], as: UTF8.self)))
                i = end + 1
            } else {
                literal.append(bytes[i])
                i += 1
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    private static func placeholderEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "}") { return i > start ? i : nil }
            let isName =
                (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
            guard isName else { return nil }
            i += 1
        }
        return nil
    }

    /// The placeholder names, each once, in order of first use.
    var placeholders: [String] {
        var names: [String] = []
        for case .placeholder(let name) in segments where !names.contains(name) { names.append(name) }
        return names
    }

    /// Whether the literal text has letters (a template of punctuation only joins other messages).
    var hasWords: Bool {
        segments.contains { segment in
            guard case .literal(let bytes) = segment else { return false }
            return bytes.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 >= 0x80 }
        }
    }

    /// The text with each placeholder replaced by its value (a missing value leaves `{name}`).
    func render(_ values: [String: String]) -> String {
        var out: [UInt8] = []
        for segment in segments {
            switch segment {
            case .literal(let bytes): out += bytes
            case .placeholder(let name): out += Array((values[name] ?? "{\(name)}").utf8)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `text` has words outside its placeholders (a key that needs a translation).
    static func hasWords(_ text: String) -> Bool { MessageTemplate(text).hasWords }
}
