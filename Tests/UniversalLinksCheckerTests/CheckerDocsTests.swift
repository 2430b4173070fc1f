import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksChecker

@Suite("Docs/Checker.md matches the code")
struct CheckerDocsTests {
    static let document: String? = {
        try? String(contentsOf: PackageRoot.url.appendingPathComponent("Docs/Checker.md"), encoding: .utf8)
    }()

    @Test(arguments: CheckID.allCases)
    func everyCheckIsDocumented(_ id: CheckID) throws {
        let text = try #require(Self.document)
        #expect(text.contains("| `\(id.rawValue)` | \(id.title) | \(id.summary) |"))
    }

    @Test(arguments: [
        "--domains", "--app", "--url", "--cdn", "--cdn-base", "--developer-mode", "--ca", "--resolve",
        "--timeout", "--user-agent", "--concurrency", "--format",
    ])
    func everyFlagIsDocumented(_ flag: String) throws {
        let text = try #require(Self.document)
        #expect(text.contains("| `\(flag)"))
    }
}
