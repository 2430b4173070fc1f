#if ULINKS_CHECKER
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker

    extension CheckCommand {
        /// `--format sarif|github|html`: one report for every domain checked.
        func writeReport(_ reports: [DomainReport]) throws {
            let localizer = language.localizer
            let findings = reports.flatMap { $0.findings() }
            let html: () -> String = {
                let names =
                    reports.count == 1
                    ? reports[0].domain : localizer.text("html.check.domain-count", ["count": "\(reports.count)"])
                return DomainReport.htmlPage(
                    reports, title: "ulinks check: \(names)",
                    subtitle: localizer.text("html.check.checked-at", ["time": Date().formatted(.iso8601)]),
                    localizer: localizer)
            }
            try reportOutput.emit(
                format, findings: findings, rules: CheckID.findingRules, localizer: localizer, html: html)
        }
    }
#endif
