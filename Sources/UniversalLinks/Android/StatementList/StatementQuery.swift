/// Google's two questions over a statement list: `statements:list` (every statement, optionally for one
/// relation) and `assetlinks:check` (does the list grant `relation` to this Android app or site).
public struct StatementQuery: Sendable, Hashable, Codable {
    /// The relation asked about; nil lists every statement.
    public var relation: String?
    /// The target of `assetlinks:check`; nil for a plain listing.
    public var target: AssetTarget?

    public static let handleAllURLs = "delegate_permission/common.handle_all_urls"

    public init(relation: String? = nil, target: AssetTarget? = nil) {
        self.relation = relation
        self.target = target
    }

    /// `statements:list`: the statements with the relation (all of them without one), in list order.
    public func list(_ statements: [AssetStatement]) -> [AssetStatement] {
        guard let relation else { return statements }
        return statements.filter { $0.relations.contains(relation) }
    }

    /// The answer of `assetlinks:check`.
    public struct Answer: Sendable, Hashable, Codable {
        public var linked: Bool
        /// The statements granting it (source and index), in list order.
        public var grantedBy: [AssetStatement]
        /// When not linked: the closest miss, in one sentence (JSON: its text).
        public var reason: Message?

        enum CodingKeys: String, CodingKey { case linked, grantedBy, reason }

        public init(linked: Bool, grantedBy: [AssetStatement], reason: Message?) {
            self.linked = linked
            self.grantedBy = grantedBy
            self.reason = reason
        }
    }

    /// `assetlinks:check`: linked when a statement has the relation (handle_all_urls when none was given) and a
    /// target equal to ``target`` (an Android app matches on package name and one of its fingerprints).
    public func check(_ statements: [AssetStatement]) -> Answer? {
        guard let target else { return nil }
        let relation = self.relation ?? Self.handleAllURLs
        let granting = statements.filter { $0.relations.contains(relation) && Self.covers($0.target, target) }
        if !granting.isEmpty { return Answer(linked: true, grantedBy: granting, reason: nil) }
        return Answer(linked: false, grantedBy: [], reason: Self.miss(statements, relation: relation, target: target))
    }

    static func covers(_ stated: AssetTarget, _ asked: AssetTarget) -> Bool {
        switch (stated, asked) {
        case (.web(let a), .web(let b)):
            return a == b
        case (.androidApp(let package, let prints), .androidApp(let askedPackage, let askedPrints)):
            return package == askedPackage && askedPrints.contains(where: prints.contains)
        default:
            return false
        }
    }

    /// Why nothing granted the relation: the nearest statement and what differs.
    static func miss(_ statements: [AssetStatement], relation: String, target: AssetTarget) -> Message {
        if statements.isEmpty { return Message("statements.reason.empty") }
        let sameTarget = statements.filter { covers($0.target, target) }
        if let other = sameTarget.first {
            return Message(
                "statements.reason.other-relation",
                [
                    "index": .integer(other.index), "source": .text(other.source),
                    "relations": .text(other.relations.joined(separator: ", ")), "relation": .text(relation),
                ])
        }
        if case .androidApp(let package, let prints) = target {
            let samePackage = statements.filter {
                if case .androidApp(let p, _) = $0.target { return p == package }
                return false
            }
            if let near = samePackage.first, case .androidApp(_, let listed) = near.target {
                let (shown, wanted) = (listed.joined(separator: ", "), prints.joined(separator: ", "))
                // The form follows the number of fingerprints listed (English: 1 is "fingerprint").
                return Message.plural(
                    "statements.reason.fingerprint", count: listed.count,
                    [
                        "index": .integer(near.index), "source": .text(near.source), "package": .text(package),
                        "listed": .text(shown), "prints": .text(wanted),
                    ])
            }
            let packages = statements.compactMap { s -> String? in
                if case .androidApp(let p, _) = s.target { return p }
                return nil
            }
            var seen: Set<String> = []
            let unique = packages.filter { seen.insert($0).inserted }
            guard !unique.isEmpty else { return Message("statements.reason.no-package", texts: ["package": package]) }
            return Message(
                "statements.reason.no-package-listed",
                texts: ["package": package, "packages": unique.joined(separator: ", ")])
        }
        return Message("statements.reason.no-target")
    }
}
