import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks validate` on assetlinks.json, `ulinks android match` and `ulinks convert --to assetlinks`,
/// run as a user runs them.
@Suite struct AndroidCommandTests {
    static let print = AssetLinksValidationTests.print
    static let clean = AssetLinksValidationTests.app()
    static let lowerCase = AssetLinksValidationTests.app(prints: [print.lowercased()])

    @Test func validateRecognisesAssetLinksByNameAndShape() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let named = try dir.write("assetlinks.json", Self.lowerCase)
        let shaped = try dir.write("statements", Self.lowerCase)
        let clean = try dir.write("clean.json", Self.clean)
        guard let run = try ULinksCommand.run(["validate", named]) else { return }
        #expect(run.status == 1)
        let lines = run.text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(named):1:") == true)
        #expect(lines.first?.contains("error[assetlinks-fingerprint-lowercase]") == true)
        #expect(lines.contains { $0.hasPrefix("  fix: ") })
        #expect(lines.last == "\(named): 1 error, 0 warnings")
        #expect(try ULinksCommand.run(["validate", shaped])?.text.contains("assetlinks-fingerprint-lowercase") == true)
        #expect(try ULinksCommand.run(["validate", clean])?.status == 0)
        // Forced to AASA, the same array is the AASA error "top-level-array".
        let forced = try ULinksCommand.run(["validate", "--kind", "aasa", shaped])
        #expect(forced?.text.contains("top-level-array") == true)
        #expect(try ULinksCommand.run(["validate", "--kind", "apk", shaped])?.status == 64)
    }

    @Test func validateJSONOutputForAssetLinks() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("assetlinks.json", Self.lowerCase)
        guard let run = try ULinksCommand.run(["validate", "--format", "json", file]) else { return }
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any])
        #expect(object["valid"] as? Bool == false)
        let files = try #require(object["files"] as? [[String: Any]])
        let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "assetlinks-fingerprint-lowercase")
        #expect(diagnostics.first?["pointer"] as? String == "/0/target/sha256_cert_fingerprints/0")
        #expect(diagnostics.first?["line"] as? Int == 1)
    }
}
