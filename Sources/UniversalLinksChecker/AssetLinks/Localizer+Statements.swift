import UniversalLinks

extension Localizer {
    /// The report with its prose (errors' messages) in this language, for JSON; codes, URLs and keys
    /// unchanged. The same for English.
    public func localized(_ report: StatementListReport) -> StatementListReport {
        guard language != .english else { return report }
        MessageTables.register(.checker)
        var report = report
        report.errors = report.errors.map { error in
            var error = error
            error.message = rendered(error.message)
            return error
        }
        if let reason = report.check?.reason { report.check?.reason = rendered(reason) }
        return report
    }
}
