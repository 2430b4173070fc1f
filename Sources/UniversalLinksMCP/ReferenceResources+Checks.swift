#if ULINKS_CHECKER
    import UniversalLinksChecker

    extension ReferenceResources {
        /// The ids of the `check` tool's report: `ulinks://checks` (every id with what it verifies, as
        /// `ulinks check --list-checks`) and `ulinks://checks/ID`.
        static let checks = ReferenceResources(
            uri: "ulinks://checks", name: "Check ids",
            description: "Every check of the check tool's report (its \"id\") with what it verifies.",
            placeholder: "id", entryName: "Check id",
            entryDescription:
                "One check of the check tool's report (such as tls-chain): its title and what it verifies.",
            whole: {
                let rows = CheckID.allCases.map { "| `\($0.rawValue)` | \($0.title) | \($0.summary) |" }
                return "# Check ids\n\n| id | title | verifies |\n|---|---|---|\n" + rows.joined(separator: "\n") + "\n"
            },
            entry: { name in
                CheckID(rawValue: name).map { "# `\($0.rawValue)`: \($0.title)\n\n\($0.summary)\n" }
            })
    }
#endif
