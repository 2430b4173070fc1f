#if ULINKS_CHECKER && ULINKS_APP
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker

    extension DoctorCommand {
        /// The rules of the table's rows (the entitlement's own findings are diagnostic codes).
        static let findingRules = [
            ReportRule(
                id: "doctor/entry", severity: .error,
                summary:
                    "An Associated Domains entry does not work end to end: the file is missing or does not list the app.",
                helpURI: ReportRule.documentationBase + "Entitlements.md#ulinks-doctor"),
            ReportRule(
                id: "doctor/url", severity: .error, summary: "A sample URL does not open the app.",
                helpURI: ReportRule.documentationBase + "Entitlements.md#ulinks-doctor"),
        ]

        /// `--format sarif|github|html`: the entitlement's findings, then each row that is not a pass, on
        /// the entitlements file (at the entry's line when the entitlements are text).
        func writeReport(
            name: String, appID: String, validation: EntitlementsValidation, rows: [Row],
            reports: [String: DomainReport]
        ) throws {
            var findings = validation.report.findings(file: name)
            let items = validation.document.items
            for (index, row) in rows.enumerated() where row.result != "pass" {
                let item = index < items.count ? items[index] : nil
                let location = item.flatMap { item in
                    validation.report.diagnostics.first { $0.pointer == item.pointer }?.location
                }
                findings.append(
                    ReportFinding(
                        rule: item == nil ? "doctor/url" : "doctor/entry",
                        severity: row.result == "fail" ? .error : .warning,
                        message:
                            "\(row.domain) (\(row.service)): file found \(row.fileFound), app listed \(row.appListed)",
                        hint: row.fix, file: name, location: location))
            }
            try reportOutput.emit(format, findings: findings, rules: Self.findingRules + CheckID.findingRules) {
                Self.htmlPage(name: name, appID: appID, validation: validation, rows: rows, reports: reports)
            }
        }

        /// The page: the verdict per entry and URL with the fix, the entitlement's findings on its source,
        /// then each domain's checks.
        /// "N checked: … pass, … warning, … fail", for the text output and the HTML page.
        static func summary(_ rows: [Row]) -> String {
            let count = { (result: String) in rows.filter { $0.result == result }.count }
            return "\(rows.count) checked: \(count("pass")) pass, \(count("warning")) warning, \(count("fail")) fail"
        }

        static func htmlPage(
            name: String, appID: String, validation: EntitlementsValidation, rows: [Row],
            reports: [String: DomainReport]
        ) -> String {
            var body = HTML.element("p", summary(rows))
            body += HTML.element("h2", "Entries and URLs for \(appID)")
            body += HTML.table(
                header: ["entry or URL", "domain", "service", "file found", "app listed", "result", "fix"],
                rows: rows.map { row in
                    let host = reports.keys.contains(row.domain) ? row.domain : nil
                    let domain = host.map { "<a href=\"#\(HTML.anchor("domain", $0))\">\(HTML.escape($0))</a>" }
                    return [
                        HTML.escape(row.subject), domain ?? HTML.escape(row.domain), HTML.escape(row.service),
                        HTML.escape(row.fileFound), HTML.escape(row.appListed), HTML.badge(row.result),
                        HTML.escape(row.fix ?? ""),
                    ]
                })
            body += HTML.element("h2", "Entitlement \(name)")
            body += HTML.element("p", DiagnosticRenderer.summary(validation.report))
            body += HTMLReportPage.sourceListing(
                SourceReport(name: name, source: validation.document.source, report: validation.report))
            for host in reports.keys.sorted() {
                if let report = reports[host] { body += report.htmlSection() }
            }
            return HTMLReportPage(title: "ulinks doctor: \(appID)", subtitle: name, body: body).render()
        }
    }
#endif
