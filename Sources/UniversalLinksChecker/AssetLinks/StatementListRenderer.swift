import UniversalLinks

/// Renders a ``StatementListReport`` for a terminal: the statements (of the relation asked), the answer of
/// the check, every error with its Google code, and the files fetched.
public struct StatementListRenderer: Sendable {
    public var localizer: Localizer

    public init(localizer: Localizer = .english) { self.localizer = localizer }

    public func render(_ report: StatementListReport) -> String {
        MessageTables.register(.checker)
        let l = localizer
        let relation = report.query.relation.map { l.text("statements.render.relation", ["relation": $0]) } ?? ""
        let count = report.listed.count
        let fetched = report.fetches.count
        var out = l.text("statements.render.count", count: count, ["source": report.source, "relation": relation])
        out += l.text("statements.render.fetched", count: fetched) + "\n"
        for statement in report.listed {
            out += "  \(Self.describe(statement.target)) <- \(statement.relations.joined(separator: ", "))\n"
            out +=
                "      "
                + l.text(
                    "statements.render.from", ["source": statement.source, "index": String(statement.index)]) + "\n"
        }
        if let check = report.check, let target = report.query.target {
            let asked = report.query.relation ?? StatementQuery.handleAllURLs
            if check.linked {
                let by = check.grantedBy.map {
                    l.text("statements.render.granted-by", ["index": String($0.index), "source": $0.source])
                }.joined(separator: "; ")
                out +=
                    l.text(
                        "statements.render.linked",
                        ["target": Self.describe(target), "relation": asked, "grantedBy": by])
                    + "\n"
            } else {
                let reason = check.reason.map(l.render) ?? l.text("statements.render.no-grant")
                out +=
                    l.text(
                        "statements.render.not-linked",
                        ["target": Self.describe(target), "relation": asked, "reason": reason])
                    + "\n"
            }
        }
        if !report.errors.isEmpty {
            out += l.text("statements.render.errors") + "\n"
            for error in report.errors {
                let where_ =
                    error.statement.map { " " + l.text("statements.render.statement", ["index": String($0)]) } ?? ""
                out += "  \(error.code.rawValue) \(error.url)\(where_): \(l.render(error.message))\n"
            }
        }
        if !report.fetches.isEmpty {
            out += l.text("statements.render.fetches") + "\n"
            for fetch in report.fetches {
                let status = fetch.status.map(String.init) ?? "-"
                let verdict = fetch.error?.rawValue ?? "ok"
                let bytes = l.text("statements.render.bytes", ["bytes": String(fetch.bytes)])
                out += "  \(String(repeating: "  ", count: fetch.depth))\(fetch.url)  \(status)  \(bytes)  \(verdict)\n"
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
