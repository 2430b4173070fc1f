import UniversalLinks

extension DomainReport {
    /// The warnings and failures of the checks (rule `check/ID`) and the file's diagnostics at their
    /// line and column, all on the file's URL. In `localizer`'s language: each check's title
    /// (``CheckID/titleMessage``), what it saw and its fix, and the diagnostics' messages (each finding
    /// rendered with `Localizer.localized(_:)`); rules, subjects and locations never change. English by
    /// default, as it always was.
    public func findings(_ localizer: Localizer = .english) -> [ReportFinding] {
        MessageTables.register(.checker)
        var out: [ReportFinding] = []
        for check in checks where check.status == .fail || check.status == .warning {
            let subject = check.subject.map { " (\($0))" } ?? ""
            out.append(
                ReportFinding(
                    rule: check.id.ruleID, severity: check.status == .fail ? .error : .warning,
                    message: "\(domain): \(check.id.titleMessage)\(subject): \(check.seen)", hint: check.fix,
                    file: url))
        }
        var files: [ReportFinding] = []
        if let validation {
            files = validation.report.findings(file: url)
        } else if let file {
            files = DiagnosticReport(file.diagnostics).findings(file: url)
        }
        guard localizer.language != .english else { return out + files }
        return (out + files).map(localizer.localized)
    }
}

extension CheckID {
    /// The id of this check's rule in SARIF and GitHub annotations: `check/http-status`.
    public var ruleID: String { "check/" + rawValue }

    /// One rule per check, documented in `Docs/Checker.md`.
    public static let findingRules: [ReportRule] = allCases.map { id in
        ReportRule(
            id: id.ruleID, severity: .error, summary: "\(id.title): \(id.summary)",
            helpURI: ReportRule.documentationBase + "Checker.md#what-is-checked")
    }
}
