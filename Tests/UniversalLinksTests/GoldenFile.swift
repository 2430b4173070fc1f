import Foundation
import Testing
import ULinksTestSupport

/// A golden file of this test target's Golden/ folder: compared line by line with what the code produces
/// now, rewritten instead when ULINKS_UPDATE_GOLDEN=1 (after a deliberate change, then reviewed by hand).
enum GoldenFile {
    static func path(_ name: String) -> String { PackageRoot.path + "/Tests/UniversalLinksTests/Golden/" + name }

    /// Records an issue for every line that differs, and when the line counts differ.
    static func check(_ actual: String, against path: String) throws {
        if ProcessInfo.processInfo.environment["ULINKS_UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
        }
        let golden = try #require(FileManager.default.contents(atPath: path)).map { $0 }
        let expected = String(decoding: golden, as: UTF8.self).split(separator: "\n")
        let got = actual.split(separator: "\n")
        for (e, g) in zip(expected, got) where e != g {
            Issue.record("corpus result changed:\n  golden: \(e)\n  now:    \(g)")
        }
        #expect(expected.count == got.count)
    }

    /// One line per file of `directory` (`name<TAB>summary`) under `header`, checked against the
    /// golden file `name`; the folder must hold more than `minimum` files.
    static func checkCorpus(
        _ directory: String, moreThan minimum: Int, header: String, golden name: String,
        summary: (String) -> String
    ) throws {
        let files = CorpusFiles.list(in: directory)
        #expect(files.count > minimum)
        let lines = files.map { ($0 as NSString).lastPathComponent + "\t" + summary($0) }
        try check(header + "\n" + lines.joined(separator: "\n") + "\n", against: path(name))
    }
}
