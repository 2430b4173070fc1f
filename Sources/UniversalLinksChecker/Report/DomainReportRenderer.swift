import Foundation
import UniversalLinks

/// Renders reports for a terminal: one line per check, the fix under each problem, the file's diagnostics
/// compiler-style, and a summary table for many domains.
public struct DomainReportRenderer: Sendable {
    public var colors: Bool
    /// Also show skipped checks.
    public var showSkipped: Bool
    /// The language of what each check saw, its fix and the file's diagnostics; check ids and
    /// statuses never change.
    public var localizer: Localizer

    public init(colors: Bool = false, showSkipped: Bool = true, localizer: Localizer = .english) {
        self.colors = colors
        self.showSkipped = showSkipped
        self.localizer = localizer
    }

    public func render(_ report: DomainReport) -> String {
        MessageTables.register(.checker)
        var out = localizer.text(
            "check.text.domain",
            [
                "domain": report.domain, "status": paint(report.status),
                "seconds": String(format: "%.2f", report.seconds),
            ])
        if let address = report.remoteAddress { out += " (\(address))" }
        out += "\n  \(report.url)\n"
        let width = (report.checks.map(\.id.rawValue.count).max() ?? 10) + 2
        for check in report.checks where showSkipped || check.status != .skipped {
            let id = check.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let subject = check.subject.map { "\($0): " } ?? ""
            let seen = localizer.render(check.seen)
            out += "  \(paint(check.status)) \(id)\(check.id == .legacyRoot ? "" : subject)\(seen)\n"
            if let fix = check.fix, check.status == .fail || check.status == .warning {
                let label = localizer.language == .english ? "fix:" : localizer.text("render.fix")
                out += "  " + String(repeating: " ", count: 5 + width) + "\(label) \(localizer.render(fix))\n"
            }
        }
        if let validation = report.validation, !validation.report.diagnostics.isEmpty {
            out +=
                localizer.language == .english
                ? "  file diagnostics:\n" : "  \(localizer.text("check.file-diagnostics"))\n"
            let text = DiagnosticRenderer(colors: colors, localizer: localizer).render(
                validation.report, fileName: report.url, source: validation.document.source)
            out += text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
                .joined(separator: "\n")
            if !out.hasSuffix("\n") { out += "\n" }
        }
        return out
    }

    /// The table printed after many domains: one row per domain, the failing checks, and the totals.
    public func summaryTable(_ reports: [DomainReport]) -> String {
        MessageTables.register(.checker)
        let domainWidth = max(6, reports.map(\.domain.count).max() ?? 6) + 2
        let status = localizer.text("check.text.column.status")
        var out = pad(localizer.text("check.text.column.domain"), domainWidth) + pad(status, 13)
        out += localizer.text("check.text.column.problems") + "\n"
        for report in reports {
            let problems = report.checks.filter { $0.status == .fail || $0.status == .warning }
                .map { $0.status == .fail ? $0.id.rawValue : "(\($0.id.rawValue))" }
            var seen: Set<String> = []
            let unique = problems.filter { seen.insert($0).inserted }
            out += report.domain.padding(toLength: domainWidth, withPad: " ", startingAt: 0)
            out += paint(report.status, padded: 13) + unique.joined(separator: ", ") + "\n"
        }
        out += totals(reports) + "\n"
        return out
    }

    /// "120 domains: 100 pass, 10 warning, 8 fail, 2 unreachable".
    public func totals(_ reports: [DomainReport]) -> String {
        let counts = DomainStatus.allCases.map { status in
            "\(reports.filter { $0.status == status }.count) \(localizer.text("html.status.\(status.rawValue)"))"
        }
        return localizer.text("check.text.totals", count: reports.count, ["counts": counts.joined(separator: ", ")])
    }

    /// A heading padded with spaces to `width` characters.
    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private func paint(_ status: CheckStatus) -> String {
        let label = localizer.text("check.text.status.\(status.rawValue)")
        let code =
            switch status {
            case .pass: "32"
            case .warning: "33"
            case .fail: "31"
            case .skipped: "90"
            }
        return colors ? "\u{1B}[\(code)m\(label)\u{1B}[0m" : label
    }

    private func paint(_ status: DomainStatus, padded: Int = 0) -> String {
        let label = localizer.text("check.text.verdict.\(status.rawValue)")
        let padding = String(repeating: " ", count: max(0, padded - label.count))
        guard colors else { return label + padding }
        let code =
            switch status {
            case .pass: "32"
            case .warning: "33"
            case .fail, .unreachable: "31"
            }
        return "\u{1B}[1;\(code)m\(label)\u{1B}[0m" + padding
    }
}
