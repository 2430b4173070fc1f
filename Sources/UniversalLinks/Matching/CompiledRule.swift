/// One rule ready to match: a `components` entry (with its defaults applied) or a legacy `paths`
/// string.
/// A class, so that trying a rule never copies it.
final class CompiledRule: Sendable {
    /// The rule's keys after the defaults hierarchy; legacy paths are expressed the same way.
    let resolved: Component
    let path: Pattern
    let query: QueryMatcher
    /// nil: any fragment.
    let fragment: Pattern?
    let exclude: Bool
    let mode: TextMode
    let reference: RuleReference
    /// Byte offset of the rule in the file.
    let offset: Int
    /// True for a legacy `paths` entry.
    let isLegacy: Bool

    init(
        resolved: Component, path: Pattern, query: QueryMatcher, fragment: Pattern?, exclude: Bool, mode: TextMode,
        reference: RuleReference, offset: Int, isLegacy: Bool
    ) {
        self.resolved = resolved
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.mode = mode
        self.reference = reference
        self.offset = offset
        self.isLegacy = isLegacy
    }

    /// The `?` key, compiled.
    enum QueryMatcher: Sendable {
        /// No `?` key, or a dictionary iOS ignores: any query.
        case any
        case string(Pattern)
        case items([ItemMatcher])
    }

    /// One `name: pattern` entry of a dictionary `?`.
    struct ItemMatcher: Sendable {
        /// The name as compared (decoded and folded as the rule's mode says).
        var name: [UInt8]
        /// The name as written.
        var display: String
        var pattern: Pattern
    }

    /// The key of a rule that failed to match.
    enum Key: Sendable, Hashable, CustomStringConvertible {
        case path
        case query
        case queryItem(String)
        case fragment

        var description: String {
            switch self {
            case .path: "/"
            case .query: "?"
            case .queryItem(let name): "?\(name)"
            case .fragment: "#"
            }
        }
    }

    /// The first key that does not match, or nil when the whole rule matches.
    @inline(__always)
    func failure(_ input: inout MatchInput) -> Key? {
        if !path.matchesEverything, !path.matches(input.path(mode)) { return .path }
        switch query {
        case .any: break
        case .string(let pattern):
            if !pattern.matchesEverything, !pattern.matches(input.query(mode)) { return .query }
        case .items(let items):
            if let failed = failedItem(items, &input) { return .queryItem(failed) }
        }
        if let fragment, !fragment.matchesEverything, !fragment.matches(input.fragment(mode)) { return .fragment }
        return nil
    }

    /// Every occurrence of each named item must match; an absent item counts as one empty value.
    private func failedItem(_ items: [ItemMatcher], _ input: inout MatchInput) -> String? {
        let query = input.queryItems(mode)
        return query.bytes.withUnsafeBufferPointer { bytes -> String? in
            for item in items {
                var seen = false
                for candidate in query.items where candidate.name.count == item.name.count {
                    guard bytes[candidate.name].elementsEqual(item.name) else { continue }
                    seen = true
                    let value = UnsafeBufferPointer(rebasing: bytes[candidate.value])
                    if !item.pattern.matches(value) { return item.display }
                }
                if !seen, !item.pattern.matches(UnsafeBufferPointer(start: nil, count: 0)) {
                    return item.display
                }
            }
            return nil
        }
    }
}

/// Where a rule is in the file: its JSON pointer and, when the source is known, line and column.
public struct RuleReference: Sendable, Hashable, Codable {
    public var pointer: String
    public var line: Int?
    public var column: Int?

    public init(pointer: String, line: Int? = nil, column: Int? = nil) {
        self.pointer = pointer
        self.line = line
        self.column = column
    }

    enum CodingKeys: String, CodingKey { case pointer, line, column }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(pointer, forKey: .pointer)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
    }
}
