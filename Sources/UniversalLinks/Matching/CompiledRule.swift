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
    enum Key: Sendable, Hashable {
        case path
        case query
        /// The dictionary item at this index (file order) failed.
        case queryItem(Int)
        case fragment
    }

    /// How a failed key is shown: `/`, `?`, `?name` or `#`.
    func describe(_ key: Key) -> String {
        switch key {
        case .path: return "/"
        case .query: return "?"
        case .queryItem(let i):
            if case .items(let items) = query, i < items.count { return "?" + items[i].display }
            return "?"
        case .fragment: return "#"
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
