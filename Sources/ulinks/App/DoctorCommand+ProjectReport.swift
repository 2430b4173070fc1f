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
            let kindList = kinds.keys.sorted().map { "\(kinds[$0] ?? 0) \($0)" }.joined(separator: ", ")
            var text =
                localizer.text(
                    "doctor.project.read", ["root": root, "count": "\(report.files.count)", "kinds": kindList])
                + "\n"
            for diagnostic in report.diagnostics { text += renderer.render(diagnostic, fileName: root, source: nil) }
            for file in report.files where !file.diagnostics.isEmpty {
                text += renderer.render(DiagnosticReport(file.diagnostics), fileName: file.path, source: file.source)
            }
            if !report.apple.isEmpty {
                text += "\n\(localizer.text("doctor.xcode-targets"))\n"
                text += EntitlementsCommand.table(
                    [columns(["target", "configuration", "app-id", "entitlements", "applinks"], localizer)]
                        + report.apple.map {
                            [
                                $0.target, $0.configuration, $0.appID ?? $0.bundleIdentifier ?? "?",
                                $0.entitlements ?? "-",
                                $0.applinks.isEmpty ? "-" : $0.applinks.joined(separator: " "),
                            ]
                        })
            }
            if !report.android.isEmpty {
                text += "\n\(localizer.text("doctor.android-variants"))\n"
                text += EntitlementsCommand.table(
                    [columns(["variant", "applicationId", "targetSdk", "verified", "hosts"], localizer)]
                        + report.android.map {
                            [
                                $0.variant, $0.applicationId ?? "?", $0.targetSdk.map(String.init) ?? "?",
                                value($0.perHost ? "per host" : "all together", localizer),
                                $0.hosts.isEmpty ? "-" : $0.hosts.joined(separator: " "),
                            ]
                        })
            }
            if !report.apps.isEmpty {
                text += "\n\(localizer.text("doctor.app-configs"))\n"
                text += EntitlementsCommand.table(
                    [columns(["file", "bundle-id", "package", "applinks", "android-hosts"], localizer)]
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
                    [columns(["app", "domain", "file-found", "app-listed", "result", "fix"], localizer)]
                        + rows.map {
                            [
                                $0.app, $0.row.domain, value($0.row.fileFound, localizer),
                                value($0.row.appListed, localizer), value($0.row.result, localizer),
                                localizer.render($0.row.fix) ?? "",
                            ]
                        })
            }
            for entry in android where !entry.hosts.isEmpty {
                text +=
                    "\n"
                    + EntitlementsCommand.table(
                        [columns(["package", "host", "assetlinks.json", "linked", "fix"], localizer)]
                            + entry.hosts.map {
                                [
                                    entry.label, $0.host, $0.fetchedFrom,
                                    value($0.checked ? ($0.linked ? "yes" : "no") : "not checked", localizer),
                                    localizer.render($0.fix) ?? "",
                                ]
                            })
            }
            if let snippets = report.snippets {
                if let entitlements = snippets.entitlements {
                    text += "\n\(localizer.text("doctor.snippet.entitlements"))\n" + entitlements
                }
                if let filter = snippets.intentFilter {
                    text += "\n\(localizer.text("doctor.snippet.intent-filter"))\n" + filter
                }
            }
            text += "\n\(root): " + counts(errors: report.errorCount, warnings: report.warningCount, localizer)
            if !rows.isEmpty { text += "; " + summary(rows.map(\.row), localizer: localizer) }
            return text + "\n"
        }

        /// "2 errors, 1 warning" (the project's totals).
        static func counts(errors: Int, warnings: Int, _ localizer: Localizer) -> String {
            DiagnosticRenderer.counts(errors: errors, warnings: warnings, localizer: localizer)
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
                        severity: entry.row.result == "fail"
                            ? .error : entry.row.result == "not checked" ? .note : .warning,
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
                            rule: "doctor/entry", severity: host.checked ? .error : .note,
                            message: host.checked
                                ? "\(entry.label): \(host.host) is not linked"
                                : "\(entry.label): \(host.host) not checked",
                            hint: host.fix, file: variant?.manifest))
                }
            }
            return findings
        }

        static func projectPage(
            _ report: ProjectReport, rows: [ProjectDomainRow], android: [ProjectAndroidRows],
            reports: [String: DomainReport], localizer: Localizer = .english
        ) -> String {
            let root = report.path.isEmpty ? "." : report.path
            var body = HTML.element(
                "p",
                localizer.text(
                    "doctor.html.files-read",
                    [
                        "count": "\(report.files.count)", "errors": "\(report.errorCount)",
                        "warnings": "\(report.warningCount)",
                    ]))
            if !report.diagnostics.isEmpty {
                body += HTMLReportPage.sourceListing(
                    SourceReport(
                        name: root, source: nil, report: localizer.localized(DiagnosticReport(report.diagnostics))),
                    localizer: localizer)
            }
            if !report.apple.isEmpty {
                body += HTML.element("h2", localizer.text("doctor.xcode-targets"))
                body += HTML.table(
                    header: columns(["target", "configuration", "app-id", "entitlements", "applinks"], localizer),
                    rows: report.apple.map {
                        [
                            $0.target, $0.configuration, $0.appID ?? $0.bundleIdentifier ?? "?", $0.entitlements ?? "-",
                            $0.applinks.joined(separator: " "),
                        ]
                        .map(HTML.escape)
                    })
            }
            if !report.android.isEmpty {
                body += HTML.element("h2", localizer.text("doctor.android-variants"))
                body += HTML.table(
                    header: columns(["variant", "applicationId", "targetSdk", "verified", "hosts"], localizer),
                    rows: report.android.map {
                        [
                            $0.variant, $0.applicationId ?? "?", $0.targetSdk.map(String.init) ?? "?",
                            value($0.perHost ? "per host" : "all together", localizer), $0.hosts.joined(separator: " "),
                        ].map(HTML.escape)
                    })
            }
            if !rows.isEmpty {
                body += HTML.element("h2", localizer.text("doctor.domains"))
                body += HTML.table(
                    header: columns(["app", "domain", "file-found", "app-listed", "result", "fix"], localizer),
                    rows: rows.map {
                        [
                            HTML.escape($0.app), HTML.escape($0.row.domain),
                            HTML.escape(value($0.row.fileFound, localizer)),
                            HTML.escape(value($0.row.appListed, localizer)),
                            HTML.badge($0.row.result, localizer: localizer),
                            HTML.escape(localizer.render($0.row.fix) ?? ""),
                        ]
                    })
            }
            for entry in android where !entry.hosts.isEmpty {
                body += HTML.element("h2", localizer.text("doctor.html.android", ["package": entry.label]))
                body += HTML.table(
                    header: columns(["host", "assetlinks.json", "linked", "fix"], localizer),
                    rows: entry.hosts.map {
                        [
                            HTML.escape($0.host), HTML.escape($0.fetchedFrom),
                            HTML.badge($0.checked ? ($0.linked ? "pass" : "fail") : "skipped", localizer: localizer),
                            HTML.escape(localizer.render($0.fix) ?? ""),
                        ]
                    })
            }
            for file in report.files where !file.diagnostics.isEmpty {
                body += HTMLReportPage.sourceListing(
                    SourceReport(
                        name: file.path, source: file.source,
                        report: localizer.localized(DiagnosticReport(file.diagnostics))),
                    localizer: localizer)
            }
            if let snippets = report.snippets {
                body += HTML.element("h2", localizer.text("doctor.html.fix-snippets"))
                for text in [snippets.entitlements, snippets.intentFilter].compactMap({ $0 }) {
                    body += HTML.element("pre", text)
                }
            }
            for host in reports.keys.sorted() {
                if let domain = reports[host] { body += domain.htmlSection(localizer: localizer) }
            }
            return HTMLReportPage(
                title: "ulinks doctor: \(root)", subtitle: localizer.text("doctor.html.project-folder"), body: body,
                language: localizer.language
            ).render()
        }
    }
#endif
