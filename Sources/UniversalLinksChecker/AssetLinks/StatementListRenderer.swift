import UniversalLinks

/// Renders a ``StatementListReport`` for a terminal: the statements (of the relation asked), the answer of
/// the check, every error with its Google code, and the files fetched.
public struct StatementListRenderer: Sendable {
    public init() {}

    public func render(_ report: StatementListReport) -> String {
        let relation = report.query.relation.map { " with \($0)" } ?? ""
        let count = report.listed.count
        var out = "\(report.source): \(count) statement\(count == 1 ? "" : "s")\(relation)"
        out += " (\(report.fetches.count) file\(report.fetches.count == 1 ? "" : "s") fetched)\n"
        for statement in report.listed {
            out += "  \(Self.describe(statement.target)) <- \(statement.relations.joined(separator: ", "))\n"
            out += "      from \(statement.source) statement \(statement.index)\n"
        }
        if let check = report.check, let target = report.query.target {
            let asked = report.query.relation ?? StatementQuery.handleAllURLs
            if check.linked {
                let by = check.grantedBy.map { "statement \($0.index) of \($0.source)" }.joined(separator: "; ")
                out += "linked: \(Self.describe(target)) has \(asked) (\(by))\n"
            } else {
                out +=
                    "NOT linked: \(Self.describe(target)) lacks \(asked): \(check.reason ?? "no statement grants it")\n"
            }
        }
        if !report.errors.isEmpty {
            out += "errors:\n"
            for error in report.errors {
                let where_ = error.statement.map { " statement \($0)" } ?? ""
                out += "  \(error.code.rawValue) \(error.url)\(where_): \(error.message)\n"
            }
        }
        if !report.fetches.isEmpty {
            out += "fetched:\n"
            for fetch in report.fetches {
                let status = fetch.status.map(String.init) ?? "-"
                let verdict = fetch.error?.rawValue ?? "ok"
                out +=
                    "  \(String(repeating: "  ", count: fetch.depth))\(fetch.url)  \(status)  \(fetch.bytes) bytes  \(verdict)\n"
            }
        }
        return out
    }

    static func describe(_ target: AssetTarget) -> String {
        switch target {
        case .web(let site): "web \(site)"
        case .androidApp(let package, let prints): "android_app \(package) [\(prints.joined(separator: ", "))]"
        }
    }
}
