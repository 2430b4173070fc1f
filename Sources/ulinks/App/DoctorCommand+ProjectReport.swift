#if ULINKS_CHECKER && ULINKS_APP
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker

    /// The text, CI and HTML forms of `ulinks doctor PATH`.
    extension DoctorCommand {
        static func renderProject(
            _ report: ProjectReport, rows: [ProjectDomainRow], android: [ProjectAndroidRows],
            reports: [String: DomainReport], verbose: Bool, localizer: Localizer
        ) -> String {
            let colors = CLI.stdoutIsTerminal
            let renderer = DiagnosticRenderer(colors: colors, localizer: localizer)
            let root = report.path.isEmpty ? "." : report.path
            let kinds = Dictionary(grouping: report.files, by: \.kind).mapValues(\.count)
            var text = "\(root): read \(report.files.count) files ("
            text += kinds.keys.sorted().map { "\(kinds[$0] ?? 0) \($0)" }.joined(separator: ", ") + ")\n"
            for diagnostic in report.diagnostics { text += renderer.render(diagnostic, fileName: root, source: nil) }
            for file in report.files where !file.diagnostics.isEmpty {
                text += renderer.render(DiagnosticReport(file.diagnostics), fileName: file.path, source: file.source)
            }
            if !report.apple.isEmpty {
                text += "\nXcode targets\n"
                text += EntitlementsCommand.table(
                    [["target", "configuration", "app ID", "entitlements", "applinks"]]
                        + report.apple.map {
                            [
                                $0.target, $0.configuration, $0.appID ?? $0.bundleIdentifier ?? "?",
                                $0.entitlements ?? "-",
                                $0.applinks.isEmpty ? "-" : $0.applinks.joined(separator: " "),
                            ]
                        })
            }
            if !report.android.isEmpty {
                text += "\nAndroid variants\n"
                text += EntitlementsCommand.table(
                    [["variant", "applicationId", "targetSdk", "verified", "hosts"]]
                        + report.android.map {
                            [
                                $0.variant, $0.applicationId ?? "?", $0.targetSdk.map(String.init) ?? "?",
                                $0.perHost ? "per host" : "all together",
                                $0.hosts.isEmpty ? "-" : $0.hosts.joined(separator: " "),
                            ]
                        })
            }
            if !report.apps.isEmpty {
                text += "\nApp configs and bundles\n"
                text += EntitlementsCommand.table(
                    [["file", "bundle ID", "package", "applinks", "Android hosts"]]
                        + report.apps.map {
                            [
                                $0.file, $0.bundleIdentifier ?? "-", $0.androidPackage ?? "-",
                                $0.applinks.joined(separator: " "),
                                $0.androidHosts.joined(separator: " "),
                            ]
                        })
            }
            let domainRenderer = DomainReportRenderer(colors: colors, showSkipped: false, localizer: localizer)
            for host in reports.keys.sorted() {
                guard let domain = reports[host], verbose || domain.status != .pass else { continue }
                text += "\n" + domainRenderer.render(domain)
            }
            if !rows.isEmpty {
                text += "\n"
                text += EntitlementsCommand.table(
                    [["app", "domain", "file found", "app listed", "result", "fix"]]
                        + rows.map {
                            [
                                $0.app, $0.row.domain, $0.row.fileFound, $0.row.appListed, $0.row.result,
                                $0.row.fix ?? "",
                            ]
                        })
            }
            for entry in android where !entry.hosts.isEmpty {
                text +=
                    "\n"
                    + EntitlementsCommand.table(
                        [["package", "host", "assetlinks.json", "linked", "fix"]]
                            + entry.hosts.map {
                                [entry.package, $0.host, $0.fetchedFrom, $0.linked ? "yes" : "no", $0.fix ?? ""]
                            })
            }
            if let snippets = report.snippets {
                if let entitlements = snippets.entitlements { text += "\nentitlements the app needs:\n" + entitlements }
                if let filter = snippets.intentFilter {
                    text += "\nintent filter the app needs (AndroidManifest.xml):\n" + filter
                }
            }
            text +=
                "\n\(root): \(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")"
            if !rows.isEmpty { text += "; " + summary(rows.map(\.row)) }
            return text + "\n"
        }

        /// Every finding in its project file, then each online row that does not pass.
        static func projectFindings(_ report: ProjectReport, rows: [ProjectDomainRow], android: [ProjectAndroidRows])
            -> [ReportFinding]
        {
            var findings = report.allDiagnostics.map { ReportFinding($0.diagnostic, file: $0.file) }
            for entry in rows where entry.row.result != "pass" {
                let configuration = report.apple.first {
                    $0.appID == entry.app && $0.applinks.contains(entry.row.domain)
                }
                findings.append(
                    ReportFinding(
                        rule: entry.row.service == "applinks (url)" ? "doctor/url" : "doctor/entry",
                        severity: entry.row.result == "fail" ? .error : .warning,
                        message:
                            "\(entry.app): \(entry.row.domain) (\(entry.row.service)): file found \(entry.row.fileFound), app listed \(entry.row.appListed)",
                        hint: entry.row.fix, file: configuration?.entitlements))
            }
            for entry in android {
                for host in entry.hosts where !host.linked {
                    let variant = report.android.first {
                        $0.applicationId == entry.package && $0.hosts.contains(host.host)
                    }
                    findings.append(
                        ReportFinding(
                            rule: "doctor/entry", severity: .error,
                            message: "\(entry.package): \(host.host) is not linked",
                            hint: host.fix, file: variant?.manifest))
                }
            }
            return findings
        }

        static func projectPage(
            _ report: ProjectReport, rows: [ProjectDomainRow], android: [ProjectAndroidRows],
            reports: [String: DomainReport]
        ) -> String {
            let root = report.path.isEmpty ? "." : report.path
            var body = HTML.element(
                "p", "\(report.files.count) files read: \(report.errorCount) errors, \(report.warningCount) warnings")
            if !report.diagnostics.isEmpty {
                body += HTMLReportPage.sourceListing(
                    SourceReport(name: root, source: nil, report: DiagnosticReport(report.diagnostics)))
            }
            if !report.apple.isEmpty {
                body += HTML.element("h2", "Xcode targets")
                body += HTML.table(
                    header: ["target", "configuration", "app ID", "entitlements", "applinks"],
                    rows: report.apple.map {
                        [
                            $0.target, $0.configuration, $0.appID ?? $0.bundleIdentifier ?? "?", $0.entitlements ?? "-",
                            $0.applinks.joined(separator: " "),
                        ]
                        .map(HTML.escape)
                    })
            }
            if !report.android.isEmpty {
                body += HTML.element("h2", "Android variants")
                body += HTML.table(
                    header: ["variant", "applicationId", "targetSdk", "verified", "hosts"],
                    rows: report.android.map {
                        [
                            $0.variant, $0.applicationId ?? "?", $0.targetSdk.map(String.init) ?? "?",
                            $0.perHost ? "per host" : "all together", $0.hosts.joined(separator: " "),
                        ].map(HTML.escape)
                    })
            }
            if !rows.isEmpty {
                body += HTML.element("h2", "Domains")
                body += HTML.table(
                    header: ["app", "domain", "file found", "app listed", "result", "fix"],
                    rows: rows.map {
                        [
                            HTML.escape($0.app), HTML.escape($0.row.domain), HTML.escape($0.row.fileFound),
                            HTML.escape($0.row.appListed), HTML.badge($0.row.result), HTML.escape($0.row.fix ?? ""),
                        ]
                    })
            }
            for entry in android where !entry.hosts.isEmpty {
                body += HTML.element("h2", "Android: \(entry.package)")
                body += HTML.table(
                    header: ["host", "assetlinks.json", "linked", "fix"],
                    rows: entry.hosts.map {
                        [
                            HTML.escape($0.host), HTML.escape($0.fetchedFrom), HTML.badge($0.linked ? "pass" : "fail"),
                            HTML.escape($0.fix ?? ""),
                        ]
                    })
            }
            for file in report.files where !file.diagnostics.isEmpty {
                body += HTMLReportPage.sourceListing(
                    SourceReport(name: file.path, source: file.source, report: DiagnosticReport(file.diagnostics)))
            }
            if let snippets = report.snippets {
                body += HTML.element("h2", "Fix snippets")
                for text in [snippets.entitlements, snippets.intentFilter].compactMap({ $0 }) {
                    body += HTML.element("pre", text)
                }
            }
            for host in reports.keys.sorted() {
                if let domain = reports[host] { body += domain.htmlSection() }
            }
            return HTMLReportPage(title: "ulinks doctor: \(root)", subtitle: "project folder", body: body).render()
        }
    }
#endif
