import Foundation
import Testing
import UniversalLinks

/// Every real assetlinks.json of ../shared/corpus/assetlinks is read without a crash; its result
/// (verdict and codes, the packages Android would verify, their dynamic rules) is pinned in
/// Golden/corpus-assetlinks.tsv, reviewed by hand. ULINKS_UPDATE_GOLDEN=1 rewrites it.
@Suite struct AssetLinksCorpusGoldenTests {
    static let directory = SharedFolder.root + "/corpus/assetlinks"

    static func summary(of path: String) -> String {
        let document = AssetLinksDocument(bytes: CorpusFiles.read(path))
        let report = DiagnosticReport(document.diagnostics)
        let codes = Set(
            report.diagnostics.filter { $0.severity != .note }.map { "\($0.severity.rawValue.prefix(1)):\($0.code)" })
        let verdict = report.hasErrors ? "invalid" : (report.warnings.isEmpty ? "clean" : "warnings")
        let matcher = AndroidAppLinksMatcher(document: document)
        let rules =
            document.file?.statements.map { statement -> String in
                switch statement.dynamicRules {
                case .absent: return ""
                case .rules(let list): return "\(list.count) rules"
                case .dropped: return "dropped"
                }
            }.filter { !$0.isEmpty } ?? []
        return [
            verdict, codes.isEmpty ? "-" : codes.sorted().joined(separator: ","),
            matcher.packages.isEmpty ? "-" : matcher.packages.joined(separator: ","),
            rules.isEmpty ? "-" : rules.joined(separator: ","),
        ].joined(separator: "\t")
    }

    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent: assetlinks golden not checked"))
    func corpusMatchesGolden() throws {
        try GoldenFile.checkCorpus(
            Self.directory, moreThan: 40,
            header: "# file\tverdict\tcodes (e: error, w: warning)\tverified packages\tdynamic rules",
            golden: "corpus-assetlinks.tsv", summary: Self.summary)
    }
}
