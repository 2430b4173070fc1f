import ArgumentParser
import Foundation
import UniversalLinks

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
    /// `findings` are in English; `localizer` translates them (SARIF keeps the English beside), or
    /// `translate` for findings the localizer's message templates do not cover.
    func emit(
        _ format: ReportFormat, findings: [ReportFinding], rules: [ReportRule] = [], localizer: Localizer = .english,
        html: (() -> String)? = nil, translate: (@Sendable (ReportFinding) -> ReportFinding)? = nil
    ) throws {
        let text: String
        switch format {
        case .sarif:
            var sarif = SARIFRenderer(
                toolVersion: ULinks.configuration.version, rules: ReportRule.diagnosticRules + rules)
            sarif.localizer = localizer
            sarif.translate = translate
            text = sarif.render(findings)
        case .github:
            text = GitHubAnnotationRenderer().render(findings.map { translate?($0) ?? localizer.localized($0) })
        case .html:
            guard let html else { throw ValidationError("--format html is available for validate, check and doctor") }
            text = html()
        case .text, .json:
            throw ValidationError("--format \(format.rawValue) is not a report")
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
            throw ValidationError("--output is for --format sarif, github or html")
        }
        if format == .html && !html {
            throw ValidationError("--format html is available for validate, check and doctor")
        }
    }
}
