import Foundation
import Testing
import UniversalLinks

/// Every real file of ../shared/corpus/aasa is read without a crash, and its result (clean, or
/// which codes) is pinned in Golden/corpus-validation.tsv, reviewed by hand.
/// Set ULINKS_UPDATE_GOLDEN=1 to rewrite the golden file after a deliberate change.
@Suite struct CorpusGoldenTests {
    static let directory = SharedFolder.root + "/corpus/aasa"

    static func summary(of path: String) -> String {
        let validation = AASAValidator().validate(CorpusFiles.read(path))
        let report = validation.report
        let codes = Set(
            report.diagnostics.filter { $0.severity != .note }.map { "\($0.severity.rawValue.prefix(1)):\($0.code)" })
        let verdict = report.hasErrors ? "invalid" : (report.warnings.isEmpty ? "clean" : "warnings")
        return verdict + "\t" + (codes.isEmpty ? "-" : codes.sorted().joined(separator: ","))
    }

    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent: corpus golden not checked"))
    func corpusMatchesGolden() throws {
        try GoldenFile.checkCorpus(
            Self.directory, moreThan: 200, header: "# file\tverdict\tcodes (e: error, w: warning)",
            golden: "corpus-validation.tsv", summary: Self.summary)
    }
}
