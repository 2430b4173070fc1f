/// Reads the text form that `codesign -d --entitlements - APP` prints on current macOS, which users
/// often paste instead of the property list:
///
/// ```
/// Executable=/path/Example.app/Example
/// [Dict]
///     [Key] com.apple.developer.associated-domains
///     [Value]
///         [Array]
///             [String] applinks:example.com
/// ```
///
/// Nesting is given by indentation. The result is the same tree PropertyListSerialization gives, plus
/// the positions of the associated-domains strings.
struct CodesignEntitlementsText {
    private struct Line {
        var indent: Int
        var tag: Substring
        var value: String
        /// Byte offset of the value's first character.
        var valueOffset: Int
    }

    private let lines: [Line]
    private(set) var domainItems: [PropertyListPositions.Item]?

    /// Whether the bytes look like this format: an optional `Executable=` line, then `[Dict]`.
    static func looksLike(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.trimmingPrefix { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("Executable=") || trimmed.allSatisfy({ $0 == "\r" }) { continue }
            return trimmed.hasPrefix("[Dict]")
        }
        return false
    }

    init(bytes: [UInt8]) {
        var lines: [Line] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var indent = 0
            var i = start
            while i < end, bytes[i] == 0x09 || bytes[i] == 0x20 {
                indent += bytes[i] == 0x09 ? 4 : 1
                i += 1
            }
            if i < end, bytes[i] == 0x5B, let close = bytes[i..<end].firstIndex(of: 0x5D) {
                var valueStart = close + 1
                if valueStart < end, bytes[valueStart] == 0x20 { valueStart += 1 }
                var valueEnd = end
                if valueEnd > valueStart, bytes[valueEnd - 1] == 0x0D { valueEnd -= 1 }
                lines.append(
                    Line(
                        indent: indent, tag: Substring(String(decoding: bytes[(i + 1)..<close], as: UTF8.self)),
                        value: String(decoding: bytes[valueStart..<max(valueStart, valueEnd)], as: UTF8.self),
                        valueOffset: valueStart))
            }
            start = end + 1
        }
        self.lines = lines
    }

    /// The root value, or nil when the lines do not nest as expected.
    mutating func parse() -> Any? {
        guard let first = lines.firstIndex(where: { $0.tag == "Dict" }) else { return nil }
        return value(at: first, key: nil, depth: 0)?.value
    }

    /// Entitlements nest a few levels; deeper input is refused rather than recursed into.
    private static let maximumDepth = 64

    private mutating func value(at index: Int, key: String?, depth: Int) -> (value: Any, next: Int)? {
        guard depth < Self.maximumDepth else { return nil }
        let line = lines[index]
        switch line.tag {
        case "Dict":
            var dictionary: [String: Any] = [:]
            var j = index + 1
            while j < lines.count, lines[j].indent > line.indent {
                guard lines[j].tag == "Key", j + 2 < lines.count, lines[j + 1].tag == "Value" else { return nil }
                let name = lines[j].value
                guard let (child, next) = value(at: j + 2, key: name, depth: depth + 1) else { return nil }
                dictionary[name] = child
                j = next
            }
            return (dictionary, j)
        case "Array":
            var array: [Any] = []
            var items: [PropertyListPositions.Item] = []
            var j = index + 1
            while j < lines.count, lines[j].indent > line.indent {
                items.append(
                    .init(elementOffset: lines[j].valueOffset, contentOffset: lines[j].valueOffset, isVerbatim: true))
                guard let (child, next) = value(at: j, key: nil, depth: depth + 1) else { return nil }
                array.append(child)
                j = next
            }
            if key == AssociatedDomain.entitlementKey, domainItems == nil { domainItems = items }
            return (array, j)
        case "Bool": return (line.value == "true", index + 1)
        case "Number", "Integer": return ((Int(line.value) as Any?) ?? line.value, index + 1)
        default: return (line.value, index + 1)
        }
    }
}
