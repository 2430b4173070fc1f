import Foundation
import UniversalLinks

/// Renders a ``PasskeysReport`` for a terminal: one block per platform (verdict, each app's decision, the
/// broken part and its fix), the files read and the Android origins.
public struct PasskeysReportRenderer: Sendable {
    public var colors: Bool
    /// The language of the reasons and fixes; codes, URLs and verdict ids in JSON never change.
    public var localizer: Localizer

    public init(colors: Bool = false, localizer: Localizer = .english) {
        self.colors = colors
        self.localizer = localizer
    }

    public func render(_ report: PasskeysReport) -> String {
        MessageTables.register(.checker)
        let seconds = String(format: "%.2f", report.seconds)
        var out = localizer.render("passkeys \(report.rpID): \(verdictWord(report.verdict)) (\(seconds) s)") + "\n"
        for platform in report.platforms {
            out += "  \(platform.platform.title): \(paint(platform.verdict))\n"
            if platform.checks.isEmpty {
                out += "    " + localizer.render(skippedReason(platform.platform)) + "\n"
            }
            for check in platform.checks {
                let problem = check.problem.map { " [\($0.rawValue)]" } ?? ""
                out += "    \(paint(check.verdict)) \(check.subject)\(problem): \(localizer.render(check.reason))\n"
                if let fix = check.fix, check.verdict == .broken || check.verdict == .unknown {
                    out += "      " + localizer.render("fix: \(fix)") + "\n"
                }
            }
        }
        if !report.files.isEmpty {
            out += "  " + localizer.render("files read:") + "\n"
            for file in report.files {
                let status = file.status.map(String.init) ?? "---"
                var line = "    \(status) \(file.url)"
                if let type = file.contentType { line += " (\(type), \(file.bytes) bytes)" }
                if let location = file.location { line += " -> \(location)" }
                if let error = file.error { line += ": \(error)" }
                out += line + "\n"
            }
        }
        if !report.androidOrigins.isEmpty {
            out += "  " + localizer.render("Android origins (clientDataJSON origin of the app's requests):") + "\n"
            for (print, origin) in report.androidOrigins.sorted(by: { $0.key < $1.key }) {
                out += "    \(print)\n      \(origin)\n"
            }
        }
        if let origins = report.relatedOrigins, !origins.isEmpty {
            out += "  " + localizer.render("related origins (/.well-known/webauthn):") + "\n"
            for origin in origins { out += "    \(origin)\n" }
        }
        return out
    }

    /// Why a platform with no checks was skipped.
    func skippedReason(_ platform: PasskeyPlatform) -> Message {
        switch platform {
        case .ios: "skipped: no --app given"
        case .android: "skipped: no --package given"
        case .browsers: "skipped"
        }
    }

    func verdictWord(_ verdict: PasskeyVerdict) -> Message { Message("passkeys.verdict." + verdict.rawValue) }

    private func paint(_ verdict: PasskeyVerdict) -> String {
        let label = localizer.render(verdictWord(verdict))
        guard colors else { return label }
        let code =
            switch verdict {
            case .ready: "32"
            case .broken: "31"
            case .unknown: "33"
            case .skipped: "90"
            }
        return "\u{1B}[\(code)m\(label)\u{1B}[0m"
    }
}

extension PasskeysReport {
    /// The broken and undecided parts as findings (rule `passkeys/PROBLEM`, error when broken, warning
    /// when unknown), each on the file concerned, in `localizer`'s language (English by default).
    public func findings(_ localizer: Localizer = .english) -> [ReportFinding] {
        MessageTables.register(.checker)
        var out: [ReportFinding] = []
        for platform in platforms {
            for check in platform.checks where check.verdict == .broken || check.verdict == .unknown {
                let rule = "passkeys/" + (check.problem?.rawValue ?? "unknown")
                out.append(
                    ReportFinding(
                        rule: rule, severity: check.verdict == .broken ? .error : .warning,
                        message: "\(rpID): \(platform.platform.title) (\(check.subject)): \(check.reason)",
                        hint: check.fix, file: file(of: platform.platform)))
            }
        }
        guard localizer.language != .english else { return out }
        return out.map(localizer.localized)
    }

    /// The URL of the file that decides `platform`.
    func file(of platform: PasskeyPlatform) -> String {
        switch platform {
        case .ios: DomainChecker.fileURL(for: rpID)
        case .android: DomainChecker.assetLinksURL(for: rpID)
        case .browsers: PasskeysChecker.webauthnURL(for: rpID)
        }
    }

    /// One page: a table of the platforms' verdicts, each decision with its fix, the files and origins.
    public static func htmlPage(_ reports: [PasskeysReport], title: String, localizer: Localizer = .english)
        -> String
    {
        MessageTables.register(.checker)
        var body = ""
        let renderer = PasskeysReportRenderer(localizer: localizer)
        for report in reports {
            body += "<section class=\"domain\" id=\"\(HTML.anchor("rp", report.rpID))\">"
            body += "<h2>\(HTML.escape(report.rpID)) \(badge(report.verdict, localizer))</h2>\n"
            let header = ["platform", "app", "verdict", "problem", "reason", "fix"].map {
                localizer.render(Message("passkeys.html." + $0))
            }
            var rows: [[String]] = []
            for platform in report.platforms {
                let checks =
                    platform.checks.isEmpty
                    ? [PasskeyCheck("", .skipped, renderer.skippedReason(platform.platform))] : platform.checks
                for check in checks {
                    rows.append([
                        HTML.escape(platform.platform.title), HTML.escape(check.subject),
                        badge(check.verdict, localizer), HTML.escape(check.problem?.rawValue ?? ""),
                        HTML.escape(localizer.render(check.reason)), HTML.escape(localizer.render(check.fix) ?? ""),
                    ])
                }
            }
            body += HTML.table(header: header, rows: rows)
            let files = report.files.map { file in
                [
                    HTML.escape(file.url), HTML.escape(file.status.map(String.init) ?? "---"),
                    HTML.escape(file.contentType ?? ""), "<span class=\"num\">\(file.bytes)</span>",
                    HTML.escape(file.location ?? file.error ?? ""),
                ]
            }
            let fileHeader = ["url", "status", "type", "bytes", "note"].map {
                localizer.render(Message("passkeys.html.file." + $0))
            }
            body += HTML.table(header: fileHeader, rows: files)
            if !report.androidOrigins.isEmpty {
                let origins = report.androidOrigins.sorted { $0.key < $1.key }.map {
                    [HTML.escape($0.key), HTML.escape($0.value)]
                }
                let originHeader = ["fingerprint", "origin"].map { localizer.render(Message("passkeys.html." + $0)) }
                body += HTML.table(header: originHeader, rows: origins)
            }
            body += "</section>\n"
        }
        return HTMLReportPage(title: title, body: body, language: localizer.language).render()
    }

    /// HTML's badge classes are the check statuses: ready is a pass, broken a fail.
    private static func badge(_ verdict: PasskeyVerdict, _ localizer: Localizer) -> String {
        let label = HTML.escape(localizer.render(Message("passkeys.verdict." + verdict.rawValue)))
        let style =
            switch verdict {
            case .ready: "pass"
            case .broken: "fail"
            case .unknown: "warning"
            case .skipped: "skipped"
            }
        return "<span class=\"badge \(style)\">\(label)</span>"
    }
}

extension PasskeyProblem {
    /// One rule per problem (and `passkeys/unknown`), documented in Docs/Passkeys.md.
    public static let findingRules: [ReportRule] =
        allCases.map { problem in
            ReportRule(
                id: "passkeys/" + problem.rawValue, severity: .error, summary: problem.summary,
                helpURI: ReportRule.documentationBase + "Passkeys.md#" + ReportRule.anchor(problem.rawValue))
        }
}
