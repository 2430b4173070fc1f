import UniversalLinks

/// The work one `/api/v1/diff` may do. Each URL compared is decided by both files for each iOS
/// version, and a decision goes through every (app, rule) pair of the file, so the cost is about
/// URLs × versions × pairs: two files at the size limit with 2,000 URLs generated from each took
/// seconds of a core. The URLs generated from the patterns (`generate`) are cut to fit ``limit``
/// and the answer is flagged (`truncated`); when the given URLs alone do not fit, the request is
/// refused (`400 over-budget`) rather than answered with a diff that compared nothing.
struct DiffBudget: Encodable, Equatable {
    /// The comparisons allowed (``ConsoleConfiguration/diffBudget``).
    var limit: Int
    /// The URLs to generate from each file's patterns, at most the request's `generate`.
    var generate: Int
    /// The request's `generate`.
    var asked: Int
    /// (app, rule) pairs of both files.
    var pairs: Int

    init(limit: Int, old: AssociationFile, new: AssociationFile, given: Int, versions: Int, generate asked: Int) throws
    {
        self.limit = limit
        self.asked = asked
        pairs = Self.pairs(old) + Self.pairs(new)
        // Each generated count is for each file: up to given + 2 × generate URLs compared.
        let perURL = max(1, versions) * max(1, pairs)
        let urls = limit / perURL
        guard given <= urls else {
            throw ConsoleError(
                "over-budget",
                .api(
                    "over-budget",
                    ["given": "\(given)", "pairs": "\(pairs)", "versions": "\(versions)", "limit": "\(limit)"]))
        }
        generate = min(asked, (urls - given) / 2)
    }

    /// (app, rule) pairs of a file: what deciding one URL goes through.
    static func pairs(_ file: AssociationFile) -> Int {
        (file.applinks?.details ?? []).reduce(0) { sum, detail in
            let rules = (detail.paths?.count ?? 0) + (detail.components?.count ?? 0)
            return sum + max(1, detail.appIDs.count) * rules
        }
    }

    /// The diff's JSON (`ulinks diff --format json`), with `truncated` added when URLs were cut.
    struct Answer: Encodable {
        var diff: SemanticDiff
        var budget: DiffBudget

        enum Key: String, CodingKey { case truncated }

        func encode(to encoder: any Encoder) throws {
            try diff.encode(to: encoder)
            guard budget.generate < budget.asked else { return }
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(budget, forKey: .truncated)
        }
    }
}
