/// One statement of a statement list that Google's Digital Asset Links service keeps: its relations, its
/// target, and where it was read (the file's URL and its index there, after `include` files were expanded).
public struct AssetStatement: Sendable, Hashable, Codable {
    public var relations: [String]
    public var target: AssetTarget
    /// The URL (or file name) of the statement list the statement comes from.
    public var source: String
    /// Its index in that list's top-level array.
    public var index: Int

    enum CodingKeys: String, CodingKey {
        case relations = "relation"
        case target, source, index
    }

    public init(relations: [String], target: AssetTarget, source: String, index: Int) {
        self.relations = relations
        self.target = target
        self.source = source
        self.index = index
    }
}
