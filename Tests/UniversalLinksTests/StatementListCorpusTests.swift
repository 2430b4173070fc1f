import Foundation
import Testing
import UniversalLinks

/// Every real file of ../shared/corpus/assetlinks read as Google's Digital Asset Links service reads it:
/// no crash, and the statements kept and dropped pinned in Golden/corpus-statement-lists.tsv, reviewed by
/// hand. Set ULINKS_UPDATE_GOLDEN=1 to rewrite it after a deliberate change.
@Suite struct StatementListCorpusTests {
    static let directory = SharedFolder.root + "/corpus/assetlinks"

    static func summary(of path: String) -> String {
        let page = StatementListParser().parse(CorpusFiles.read(path), source: "f")
        let kinds = page.statements.map { $0.target.namespace }
        let errors = page.errors.map { error in
            error.code.rawValue + (error.statement.map { "@\($0)" } ?? "") + " " + error.message.english
        }
        return
            "\(page.statements.count) (\(kinds.filter { $0 == "android_app" }.count) app, \(kinds.filter { $0 == "web" }.count) web)\t"
            + "\(page.includes.count)\t" + (errors.isEmpty ? "-" : errors.joined(separator: " | "))
    }

    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent: statement-list golden not checked"))
    func corpusMatchesGolden() throws {
        try GoldenFile.checkCorpus(
            Self.directory, moreThan: 40,
            header: "# file\tstatements kept\tincludes\terrors (Google's code@statement index)",
            golden: "corpus-statement-lists.tsv", summary: Self.summary)
    }
}
