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
            let localizer = language.localizer
            try reportOutput.emit(
                format, findings: findings, rules: Self.findingRules + CheckID.findingRules, localizer: localizer
            ) {
                Self.htmlPage(
                    name: name, appID: appID, validation: validation, rows: rows, reports: reports,
                    localizer: localizer)
            }
        }

        /// "N checked: … pass, … warning, … fail", for the text output and the HTML page.
        static func summary(_ rows: [Row], localizer: Localizer = .english) -> String {
            let count = { (result: String) in "\(rows.filter { $0.result == result }.count)" }
            return localizer.text(
                "doctor.summary",
                ["count": "\(rows.count)", "pass": count("pass"), "warning": count("warning"), "fail": count("fail")])
        }

        /// The page: the verdict per entry and URL with the fix, the entitlement's findings on its source,
        /// then each domain's checks.
        static func htmlPage(
            name: String, appID: String, validation: EntitlementsValidation, rows: [Row],
            reports: [String: DomainReport], localizer: Localizer = .english
        ) -> String {
            var body = HTML.element("p", summary(rows, localizer: localizer))
            body += HTML.element("h2", localizer.text("doctor.html.entries", ["appID": appID]))
            body += HTML.table(
                header: columns(
                    ["entry-or-url", "domain", "service", "file-found", "app-listed", "result", "fix"], localizer),
                rows: rows.map { row in
                    let host = reports.keys.contains(row.domain) ? row.domain : nil
                    let domain = host.map { "<a href=\"#\(HTML.anchor("domain", $0))\">\(HTML.escape($0))</a>" }
                    return [
                        HTML.escape(row.subject), domain ?? HTML.escape(row.domain), HTML.escape(row.service),
                        HTML.escape(value(row.fileFound, localizer)), HTML.escape(value(row.appListed, localizer)),
                        HTML.badge(row.result, localizer: localizer),
                        HTML.escape(localizer.render(row.fix) ?? ""),
                    ]
                })
            body += HTML.element("h2", localizer.text("doctor.html.entitlement", ["name": name]))
            let report = localizer.localized(validation.report)
            body += HTML.element("p", DiagnosticRenderer.summary(report, localizer: localizer))
            body += HTMLReportPage.sourceListing(
                SourceReport(name: name, source: validation.document.source, report: report), localizer: localizer)
            for host in reports.keys.sorted() {
                if let report = reports[host] { body += report.htmlSection(localizer: localizer) }
            }
            return HTMLReportPage(
                title: "ulinks doctor: \(appID)", subtitle: name, body: body, language: localizer.language
            ).render()
        }

        /// Table headings: keys `doctor.column.NAME`; a name without a key (an identifier such as
        /// applicationId or assetlinks.json) stays as it is.
        static func columns(_ names: [String], _ localizer: Localizer) -> [String] {
            names.map { name in
                let key = "doctor.column.\(name)"
                return MessageTables.entries(.english)[key] == nil ? name : localizer.text(key)
            }
        }

        /// A cell of the tables: yes, no and unreachable in the language (keys `doctor.value.WORD`);
        /// results through the status words; anything else (a host, "-") as it is.
        static func value(_ word: String, _ localizer: Localizer) -> String {
            switch word {
            case "yes", "no", "unreachable", "per host", "all together", "not checked":
                localizer.text("doctor.value.\(word.replacingOccurrences(of: " ", with: "-"))")
            case "pass", "warning", "fail": localizer.text("html.status.\(word)")
            default: word
            }
        }
    }
#endif
