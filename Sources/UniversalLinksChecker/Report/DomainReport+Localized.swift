import UniversalLinks

extension DomainReport {
    /// The report with what each check saw and its fix in `localizer`'s language (rendered from its
    /// messages); check ids, statuses and every other field unchanged. The same for English.
    public func localized(_ localizer: Localizer) -> DomainReport {
        guard localizer.language != .english else { return self }
        MessageTables.register(.checker)
        var report = self
        report.checks = checks.map { check in
            var check = check
            check.seen = localizer.rendered(check.seen)
            check.fix = check.fix.map(localizer.rendered)
            return check
        }
        report.cdn?.differences = cdn?.differences.map(localizer.rendered) ?? []
        report.android = android.map(localizer.localized)
        return report
    }
}
