extension SemanticDiff {
    /// The rules of ``findings(oldFile:newFile:limit:localizer:)``, documented in `Docs/Matching.md`.
    public static let findingRules: [ReportRule] = {
        let help = ReportRule.documentationBase + "Matching.md#ulinks-diff"
        return [
            ReportRule(
                id: "diff-app-removed", severity: .warning, summary: "An app is no longer in the file.",
                fix: "Check that removing the app was meant.", helpURI: help),
            ReportRule(
                id: "diff-app-added", severity: .note, summary: "An app is new in the file.", helpURI: help),
            ReportRule(
                id: "diff-lost-urls", severity: .warning, summary: "An app no longer opens URLs that it opened before.",
                fix: "Check that the app should stop opening them; `ulinks match --explain` shows which rule decides.",
                helpURI: help),
            ReportRule(
                id: "diff-gained-urls", severity: .note, summary: "An app now opens URLs that it did not open before.",
                helpURI: help),
            ReportRule(
                id: "diff-other", severity: .note,
                summary: "URLs that still open in the browser are now decided by a different kind of rule.",
                helpURI: help),
            ReportRule(
                id: "diff-opens-changed", severity: .warning,
                summary: "A different app (or the browser) opens URLs when all apps are installed.",
                fix: "Check the order of details entries: the first app that matches opens the link.", helpURI: help),
        ]
    }()

    /// What changes, as findings on the new file: lost URLs and removed apps warn, the rest are notes.
    /// Each finding names at most `limit` URLs. `localizer`: the language of messages and hints.
    public func findings(
        oldFile: String, newFile: String, limit: Int = 10, localizer: Localizer = .english
    ) -> [ReportFinding] {
        func urls(_ list: [String]) -> Message.Argument {
            let shown = Message.verbatim(list.prefix(limit).joined(separator: ", "))
            guard list.count > limit else { return .message(shown) }
            return .message(shown + Message("diff.finding.more", ["count": .integer(list.count - limit)]))
        }
        let version = Self.versionLabel
        func fix(_ rule: String) -> Message? {
            guard Self.findingRules.first(where: { $0.id == rule })?.fix != nil else { return nil }
            // A String key: `Message("...\(x)")` would be a string literal of Message (SE-0213), key `diff.fix.{0}`.
            let key = "diff.fix.\(rule.dropFirst("diff-".count))"
            return Message(key)
        }
        var out: [ReportFinding] = []
        for id in removedApps {
            out.append(
                ReportFinding(
                    rule: "diff-app-removed", severity: .warning,
                    message: Message("diff.finding.app-removed", texts: ["app": id, "file": oldFile]),
                    hint: fix("diff-app-removed"), file: newFile))
        }
        for id in addedApps {
            out.append(
                ReportFinding(
                    rule: "diff-app-added", severity: .note,
                    message: Message("diff.finding.app-added", texts: ["app": id]),
                    file: newFile))
        }
        for app in apps {
            let lists: [(rule: String, severity: Severity, key: String, changes: [Change])] = [
                ("diff-lost-urls", .warning, "diff.finding.lost", app.lost),
                ("diff-gained-urls", .note, "diff.finding.gained", app.gained),
                ("diff-other", .note, "diff.finding.other", app.other),
            ]
            for list in lists where !list.changes.isEmpty {
                let values: [String: Message.Argument] = [
                    "app": .text(app.appID), "ios": .text(version(app.ios)), "urls": urls(list.changes.map(\.url)),
                ]
                out.append(
                    ReportFinding(
                        rule: list.rule, severity: list.severity,
                        message: .plural(list.key, count: list.changes.count, values),
                        hint: fix(list.rule), file: newFile))
            }
        }
        if !opens.isEmpty {
            let browser = localizer.text("diff.browser")
            let described = opens.map {
                "\($0.url) (\(version($0.ios))): \($0.old ?? browser) -> \($0.new ?? browser)"
            }
            out.append(
                ReportFinding(
                    rule: "diff-opens-changed", severity: .warning,
                    message: .plural("diff.finding.opens", count: opens.count, ["urls": urls(described)]),
                    hint: fix("diff-opens-changed"), file: newFile))
        }
        return out
    }

    /// How a diff names the iOS versions it compares: "iOS 12" (paths) or "iOS 13+" (components).
    public static func versionLabel(_ ios: Int) -> String { ios <= 12 ? "iOS 12" : "iOS 13+" }
}
