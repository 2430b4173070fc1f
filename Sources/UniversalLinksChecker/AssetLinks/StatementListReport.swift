import UniversalLinks

/// What `ulinks android statements` found: the statement list of a site (or file) after its `include`s were
/// fetched, Google's error taxonomy for every problem, and the answers to `statements:list` and
/// `assetlinks:check`.
///
/// JSON: `{"source", "statements": [...], "listed": [...], "check": {"linked", "grantedBy", "reason"} | null,
/// "errors": [{"code", "url", "message", "statement"}], "fetches": [{"url", "depth", "status", "bytes",
/// "contentType", "seconds", "error"}], "query": {"relation", "target"}}`.
public struct StatementListReport: Sendable, Codable {
    /// The list's URL (`https://DOMAIN/.well-known/assetlinks.json`) or file name.
    public var source: String
    public var query: StatementQuery
    /// Every valid statement, includes expanded in place, in list order.
    public var statements: [AssetStatement] = []
    /// `statements:list`: the statements with the query's relation (all without one).
    public var listed: [AssetStatement] = []
    /// `assetlinks:check`, when the query has a target.
    public var check: StatementQuery.Answer?
    public var errors: [StatementListError] = []
    /// Every HTTP fetch made, in order (the source itself first when it was fetched).
    public var fetches: [FetchedList] = []
    /// The site's own list as read (its dynamic rules decide URLs on Android 15+), when it was fetched and
    /// used; for library callers, not encoded.
    public var document: AssetLinksDocument?

    enum CodingKeys: String, CodingKey {
        case source, query, statements, listed, check, errors, fetches
    }

    public init(source: String, query: StatementQuery) {
        self.source = source
        self.query = query
    }

    /// One file fetched for the list.
    public struct FetchedList: Sendable, Codable, Hashable {
        public var url: String
        /// 0 for the site's own list, 1 for its includes, and so on.
        public var depth: Int
        public var status: Int?
        public var bytes: Int
        public var contentType: String?
        public var seconds: Double
        /// The error code when the file was not used.
        public var error: StatementListError.Code?
    }
}
