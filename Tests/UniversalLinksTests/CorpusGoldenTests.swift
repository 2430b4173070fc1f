import Foundation
import Testing
import UniversalLinks

/// Every real file of ../shared/corpus/aasa is read without a crash, and its result (clean, or
/// which codes) is pinned in Golden/corpus-validation.tsv, reviewed by hand.
/// Set ULINKS_UPDATE_GOLDEN=1 to rewrite the golden file after a deliberate change.
@Suite struct CorpusGoldenTests {
    static let directory = SharedFolder.root + "/corpus/aasa"
    static let goldenPath: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast()
        return parts.joined(separator: "/") + "/Golden/corpus-validation.tsv"
    }()

    static func summary(of path: String) -> String {
        let validation = AASAValidator().validate(CorpusFiles.read(path))
        let report = validation.report
        let codes = Set(report.diagnostics.filter { $0.severity != .note }.map { "\($0.severity.rawValue.prefix(1)):\($0.code)" })
        let verdict = report.hasErrors ? "invalid" : (report.warnings.isEmpty ? "clean" : "warnings")
        return verdict + "\t" + (codes.isEmpty ? "-" : codes.sorted().joined(separator: ","))
    }

    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent: corpus golden not checked"))
    func corpusMatchesGolden() throws {
        let files = CorpusFiles.list(in: Self.directory)
        #expect(files.count > 200)
        let lines = files.map { ($0 as NSString).lastPathComponent + "\t" + Self.summary(of: $0) }
        let actual = "# file\tverdict\tcodes (e: error, w: warning)\n" + lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["ULINKS_UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: URL(fileURLWithPath: Self.goldenPath))
        }
        let golden = try #require(FileManager.default.contents(atPath: Self.goldenPath)).map { $0 }
        let expected = String(decoding: golden, as: UTF8.self).split(separator: "\n")
        let got = actual.split(separator: "\n")
        for (e, g) in zip(expected, got) where e != g {
            Issue.record("corpus result changed:\n  golden: \(e)\n  now:    \(g)")
        }
        #expect(expected.count == got.count)
    }
}
