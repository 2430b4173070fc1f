/// A message with named placeholders, `typographic quote {quote} used instead of ...`: it renders
/// with values, and it matches an English message built by the code to recover them.
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

    /// The bytes of literal text: how specific the template is.
    var literalLength: Int {
        segments.reduce(0) { total, segment in
            if case .literal(let bytes) = segment { return total + bytes.count }
            return total
        }
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

    /// The placeholder values that make this template render to `text`, or nil. A placeholder takes
    /// the shortest text (possibly empty) that lets the rest match (backtracking to longer ones); `budget` bounds the
    /// attempts, so a text full of separators costs little and just fails to match.
    func match(_ text: [UInt8]) -> [String: String]? {
        var values: [String: String] = [:]
        var budget = 256
        return match(0, text, 0, &values, &budget) ? values : nil
    }

    private func match(
        _ index: Int, _ text: [UInt8], _ at: Int, _ values: inout [String: String], _ budget: inout Int
    ) -> Bool {
        budget -= 1
        guard budget > 0 else { return false }
        guard index < segments.count else { return at == text.count }
        switch segments[index] {
        case .literal(let bytes):
            guard Self.hasBytes(text, bytes, at: at) else { return false }
            return match(index + 1, text, at + bytes.count, &values, &budget)
        case .placeholder(let name):
            guard index + 1 < segments.count else {
                return bind(name, text[at...], values: &values)
            }
            // The next segment is literal: adjacent placeholders are not allowed in tables (a test checks).
            guard case .literal(let next) = segments[index + 1], let firstByte = next.first else { return false }
            var end = at
            while end + next.count <= text.count {
                if text[end] == firstByte, Self.hasBytes(text, next, at: end) {
                    var tried = values
                    if bind(name, text[at..<end], values: &tried),
                        match(index + 2, text, end + next.count, &tried, &budget)
                    {
                        values = tried
                        return true
                    }
                    if budget <= 0 { return false }
                }
                end += 1
            }
            return false
        }
    }

    /// Binds a placeholder; one used twice must have the same value both times.
    private func bind(_ name: String, _ bytes: ArraySlice<UInt8>, values: inout [String: String]) -> Bool {
        let value = String(decoding: bytes, as: UTF8.self)
        if let bound = values[name] { return bound == value }
        values[name] = value
        return true
    }

    private static func hasBytes(_ text: [UInt8], _ bytes: [UInt8], at: Int) -> Bool {
        guard at + bytes.count <= text.count else { return false }
        var i = 0
        while i < bytes.count {
            if text[at + i] != bytes[i] { return false }
            i += 1
        }
        return true
    }
}
