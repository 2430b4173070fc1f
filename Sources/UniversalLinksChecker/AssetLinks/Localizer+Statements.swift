import UniversalLinks

extension Localizer {
    /// A statement list's error message (`StatementListError.message`: the parser's, a fetch's, an
    /// include's), built in English where it is found, in this language; a diagnostic message inside
    /// it ("statement dropped: ...") is translated too. Unchanged for English.
    public func statementError(_ english: String) -> String {
        text(matching: english, prefix: "statements.error.", nested: true)
    }

    /// Why a list does not link the target (`StatementQuery.Answer.reason`), in this language.
    public func statementReason(_ english: String) -> String {
        text(matching: english, prefix: "statements.reason.")
    }

    /// The report with its prose (errors' messages, the check's reason) in this language, for JSON;
    /// codes, URLs and keys unchanged.
    public func localized(_ report: StatementListReport) -> StatementListReport {
        guard language != .english else { return report }
        var report = report
        report.errors = report.errors.map { error in
            var error = error
            error.message = statementError(error.message)
            return error
        }
        if let reason = report.check?.reason { report.check?.reason = statementReason(reason) }
        return report
    }
}
