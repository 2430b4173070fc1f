import Testing
import ULinksTestSupport
import UniversalLinks

extension ProjectFixture {
    /// The doctor's report on the fixture; every finding's keys are checked for translations
    /// (``MessageAudit``).
    func examine(
        _ options: ProjectDoctor.Options = .init(), sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> ProjectReport {
        let report = ProjectDoctor(options: options).examine(ProjectFiles(root: root))
        MessageAudit.check(report.allDiagnostics.map(\.diagnostic), sourceLocation: sourceLocation)
        return report
    }
}

extension ProjectReport {
    /// The findings with a given code, with their file.
    func findings(_ code: String) -> [(file: String?, diagnostic: Diagnostic)] {
        allDiagnostics.filter { $0.diagnostic.code.rawValue == code }
    }

    var codes: Set<String> { Set(allDiagnostics.map(\.diagnostic.code.rawValue)) }

    /// The source line a finding points at.
    func line(of finding: (file: String?, diagnostic: Diagnostic)) -> String? {
        guard let name = finding.file, let location = finding.diagnostic.location,
            let source = files.first(where: { $0.path == name })?.source
        else { return nil }
        return source.line(location.line)
    }
}
