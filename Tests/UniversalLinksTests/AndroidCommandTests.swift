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

    @Test func validateRecognisesAssetLinksByNameAndShape() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let named = try dir.write("assetlinks.json", Self.lowerCase)
        let shaped = try dir.write("statements", Self.lowerCase)
        let clean = try dir.write("clean.json", Self.clean)
        guard let run = try await ULinksCommand.run(["validate", named]) else { return }
        #expect(run.status == 1)
        let lines = run.text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(named):1:") == true)
        #expect(lines.first?.contains("error[assetlinks-fingerprint-lowercase]") == true)
        #expect(lines.contains { $0.hasPrefix("  fix: ") })
        #expect(lines.last == "\(named): 1 error, 0 warnings")
        #expect(
            try await ULinksCommand.run(["validate", shaped])?.text.contains("assetlinks-fingerprint-lowercase") == true
        )
        #expect(try await ULinksCommand.run(["validate", clean])?.status == 0)
        // Forced to AASA, the same array is the AASA error "top-level-array".
        let forced = try await ULinksCommand.run(["validate", "--kind", "aasa", shaped])
        #expect(forced?.text.contains("top-level-array") == true)
        #expect(try await ULinksCommand.run(["validate", "--kind", "apk", shaped])?.status == 64)
    }

    @Test func validateJSONOutputForAssetLinks() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("assetlinks.json", Self.lowerCase)
        guard let run = try await ULinksCommand.run(["validate", "--format", "json", file]) else { return }
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any])
        #expect(object["valid"] as? Bool == false)
        let files = try #require(object["files"] as? [[String: Any]])
        let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "assetlinks-fingerprint-lowercase")
        #expect(diagnostics.first?["pointer"] as? String == "/0/target/sha256_cert_fingerprints/0")
        #expect(diagnostics.first?["line"] as? Int == 1)
    }

    @Test func androidMatchTextJSONAndExitCodes() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("assetlinks.json", AndroidMatcherTests.documented)
        guard
            let text = try await ULinksCommand.run([
                "android", "match", file, "https://example.com/path1", "https://example.com/path3/x",
            ])
        else { return }
        #expect(text.status == 0, "\(text.errors)")
        let lines = text.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "https://example.com/path1  ->  opens com.example.shop")
        #expect(
            lines.contains {
                $0.hasPrefix("  exclude  com.example.shop  /0/relation_extensions/") && $0.contains("(\(file):1:")
            })
        let json = try await #require(
            try await ULinksCommand.run(["android", "match", file, "https://example.com/zzz", "--format", "json"]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
        #expect(object["opens"] is NSNull)
        #expect((object["apps"] as? [[String: Any]])?.first?["decision"] as? String == "no_match")
        let old = try await ULinksCommand.run(["android", "match", file, "https://example.com/zzz", "--android", "14"])
        #expect(old?.text.hasPrefix("https://example.com/zzz  ->  opens com.example.shop") == true)
        let unverified = try await ULinksCommand.run([
            "android", "match", file, "/a", "--domain", "example.com", "--package", "org.other",
        ])
        #expect(unverified?.status == 0)
        #expect(unverified?.errors.contains("org.other is not verified") == true)
        #expect(unverified?.text.contains("no_match org.other") == true)
        let urls = try dir.write("urls", "https://example.com/path1\n# comment\nhttps://example.com/zzz\n")
        let lines2 = try await ULinksCommand.run(["android", "match", file, "--urls", urls, "--format", "json"])
        #expect(lines2?.text.split(separator: "\n").count == 2)
        let notArray = try dir.write("bad.json", "{}")
        #expect(try await ULinksCommand.run(["android", "match", notArray, "https://example.com/"])?.status == 1)
        #expect(try await ULinksCommand.run(["android", "match", file])?.status == 64)
        #expect(try await ULinksCommand.run(["android", "match", file, "/a", "--fingerprint", "nope"])?.status == 64)
        let explain = try await ULinksCommand.run([
            "android", "match", file, "https://example.com/path3/sub", "--explain",
        ])
        #expect(explain?.text.contains("?dl fails") == true)
    }

    @Test func convertToAssetLinks() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let faithful = try dir.write(
            "aasa",
            #"{"applinks": {"apps": [], "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/help/*", "exclude": true}, {"/": "/buy/*"}]}]}}"#
        )
        guard
            let run = try await ULinksCommand.run([
                "convert", faithful, "--to", "assetlinks", "--package", "com.example.app", "--fingerprint",
                Self.print.lowercased(),
            ])
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("decide identically on iOS 13+ and Android 15+"))
        let written = AssetLinksDocument(bytes: run.output)
        #expect(written.diagnostics.isEmpty)
        #expect(written.file?.statements.first?.fingerprints == [Self.print])
        let lossy = try dir.write(
            "lossy",
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/search", "?": "q=*"}]}]}}"#
        )
        let warned = try await ULinksCommand.run([
            "convert", lossy, "--to", "assetlinks", "--package", "com.example.app", "--fingerprint", Self.print,
        ])
        #expect(warned?.status == 0)
        #expect(warned?.errors.contains("\(lossy):1:") == true)
        #expect(warned?.errors.contains("warning: \"?\": \"q=*\" is a string pattern") == true)
        #expect(
            try await ULinksCommand.run(["convert", faithful, "--to", "assetlinks", "--fingerprint", Self.print])?
                .status
                == 64)
        #expect(
            try await ULinksCommand.run([
                "convert", faithful, "--to", "assetlinks", "--package", "bad", "--fingerprint", Self.print,
            ])?.status == 64)
        #expect(
            try await ULinksCommand.run(["convert", faithful, "--to", "assetlinks", "--package", "a.b"])?.status == 64)
        #expect(
            try await ULinksCommand.run(["convert", faithful, "--to", "components", "--package", "a.b"])?.status == 64)
        #expect(
            try await ULinksCommand.run([
                "convert", faithful, "--to", "assetlinks", "--package", "a.b", "--fingerprint", Self.print, "--app",
                "X.y",
            ])?.status == 1)
    }
}
