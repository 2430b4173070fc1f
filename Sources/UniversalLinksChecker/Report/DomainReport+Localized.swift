import UniversalLinks

extension DomainReport {
    /// The report with what each check saw and its fix in `localizer`'s language (through the message
    /// templates); check ids, statuses and every other field unchanged. The same for English.
    public func localized(_ localizer: Localizer) -> DomainReport {
        guard localizer.language != .english else { return self }
        var report = self
        report.checks = checks.map { check in
            var check = check
            check.seen = localizer.message(check.seen)
            check.fix = check.fix.map(localizer.message)
            return check
        }
        return report
    }
}
