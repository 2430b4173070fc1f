import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `--format` of the commands that report findings (`validate`, `check`, `doctor`, `entitlements`,
/// `diff`): `text` and `json` as before, plus reports for CI and for people.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other CI dashboards.
    case sarif
    /// GitHub Actions workflow commands: annotations on the pull request.
    case github
    /// One self-contained HTML page.
    case html

    /// Whether the format is one of the reports written by ``ReportOutput``.
    var isReport: Bool { self == .sarif || self == .github || self == .html }
}

/// `--output FILE`: where a sarif, github or html report goes (standard output by default).
struct ReportOutput: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the sarif, github or html report to this file.", valueName: "file"))
    var output: String?

    /// Renders `findings` in `format` (the page from `html` for html; nil when the command has none)
    /// and writes it to --output or standard output.
    /// `findings` carry messages; `localizer` renders them (SARIF keeps the English beside).
    func emit(
        _ format: ReportFormat, findings: [ReportFinding], rules: [ReportRule] = [], localizer: Localizer = .english,
        html: (() -> String)? = nil
    ) throws {
        let text: String
        switch format {
        case .sarif:
            var sarif = SARIFRenderer(
                toolVersion: ULinks.configuration.version, rules: ReportRule.diagnosticRules + rules)
            sarif.localizer = localizer
            text = sarif.render(findings)
        case .github:
            text = GitHubAnnotationRenderer().render(findings.map(localizer.localized))
        case .html:
            guard let html else { throw CLI.usageError(Message("error.html-only")) }
            text = html()
        case .text, .json:
            throw CLI.usageError(Message("error.not-a-report", texts: ["format": format.rawValue]))
        }
        try write(text)
    }

    func write(_ text: String) throws {
        guard let output, output != "-" else {
            CLI.write(text)
            return
        }
        try CLI.writeFile(text.utf8, to: output)
    }

    /// Refuses, before any work, --output with text or json (rather than ignore it) and --format html
    /// for a command without an HTML report.
    func check(_ format: ReportFormat, html: Bool = true) throws {
        if output != nil && !format.isReport {
            throw CLI.usageError(Message("error.output-reports"))
        }
        if format == .html && !html {
            throw CLI.usageError(Message("error.html-only"))
        }
    }
}
