import ArgumentParser
import UniversalLinks

extension ValidateCommand {
    /// `--format sarif|github|html`: every file's findings in one report; the exit status as in text.
    func runReport() throws {
        let validator = AASAValidator(options: .init(domain: domain))
        var sources: [SourceReport] = []
        var failed = false
        for path in files {
            let name = CLI.displayName(path)
            do {
                let result = validate(try CLI.readInput(path, limit: input.maxBytes), path: path, validator: validator)
                let report = result.report
                failed = failed || report.hasErrors || (strict && !report.warnings.isEmpty)
                sources.append(SourceReport(name: name, source: result.document.source, report: report))
            } catch {
                CLI.writeError("ulinks: \(error)\n")
                failed = true
                sources.append(
                    SourceReport(name: name, source: nil, report: DiagnosticReport([Diagnostic((error as? CLIError)?.code ?? "unreadable-file", "\(error)")])))
            }
        }
        try reportOutput.emit(format, findings: sources.flatMap { $0.report.findings(file: $0.name) }) {
            HTMLReportPage.validation(sources, title: "ulinks validate")
        }
        if failed { throw ExitCode(1) }
    }
}
