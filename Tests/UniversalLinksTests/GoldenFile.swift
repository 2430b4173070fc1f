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
}
