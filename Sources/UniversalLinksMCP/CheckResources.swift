#if ULINKS_CHECKER
    import MCP
    import UniversalLinksChecker

    /// The ids of the `check` tool's report as MCP resources: `ulinks://checks` (every id with what it
    /// verifies, as `ulinks check --list-checks`) and `ulinks://checks/ID`, also as the template
    /// `ulinks://checks/{id}`.
    enum CheckResources {
        static let reference = "ulinks://checks"

        static var list: [Resource] {
            [
                Resource(
                    name: "Check ids", uri: reference,
                    description: "Every check of the check tool's report (its \"id\") with what it verifies.",
                    mimeType: "text/markdown")
            ]
        }

        static let templates = [
            Resource.Template(
                uriTemplate: "\(reference)/{id}", name: "Check id",
                description: "One check of the check tool's report (such as tls-chain): its title and what it verifies.",
                mimeType: "text/markdown")
        ]

        static func read(_ uri: String) -> Resource.Content? {
            if uri == reference {
                let rows = CheckID.allCases.map { "| `\($0.rawValue)` | \($0.title) | \($0.summary) |" }
                let text = "# Check ids\n\n| id | title | verifies |\n|---|---|---|\n" + rows.joined(separator: "\n") + "\n"
                return .text(text, uri: uri, mimeType: "text/markdown")
            }
            guard uri.hasPrefix(reference + "/"), let id = CheckID(rawValue: String(uri.dropFirst(reference.count + 1)))
            else { return nil }
            return .text("# `\(id.rawValue)`: \(id.title)\n\n\(id.summary)\n", uri: uri, mimeType: "text/markdown")
        }
    }
#endif
