#if ULINKS_CHECKER
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker

    extension CheckCommand {
        /// `--format sarif|github|html`: one report for every domain checked.
        func writeReport(_ reports: [DomainReport]) throws {
            try reportOutput.emit(format, findings: reports.flatMap { $0.findings() }, rules: CheckID.findingRules) {
                let names = reports.count == 1 ? reports[0].domain : "\(reports.count) domains"
                return DomainReport.htmlPage(
                    reports, title: "ulinks check: \(names)", subtitle: "Checked \(Date().formatted(.iso8601))")
            }
        }
    }
#endif
