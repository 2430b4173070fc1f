import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks validate` on a `/.well-known/webauthn` file, run as a user runs it.
@Suite struct WebAuthnCommandTests {
    static let slash = "{\n  \"origins\": [\n    \"https://example.co.uk/\"\n  ]\n}\n"
    static let http = "{\"origins\": [\"http://example.co.uk\"]}"

    @Test func validateRecognisesWebAuthnByNameAndKind() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try FileManager.default.createDirectory(atPath: dir.path(".well-known"), withIntermediateDirectories: true)
        let named = try dir.write(".well-known/webauthn", Self.http)
        let other = try dir.write("origins.txt", Self.http)
        guard let run = try await ULinksCommand.run(["validate", named]) else { return }
        #expect(run.status == 1)
        let lines = run.text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(named):1:") == true)
        #expect(lines.first?.contains("error[webauthn-origin-scheme]") == true)
        #expect(lines.contains { $0.hasPrefix("  fix: ") })
        #expect(lines.last == "\(named): 1 error, 0 warnings")
        // Any other name is read as AASA unless --kind says otherwise.
        #expect(try await ULinksCommand.run(["validate", other])?.text.contains("webauthn-origin-scheme") == false)
        let forced = try await ULinksCommand.run(["validate", "--kind", "webauthn", other])
        #expect(forced?.text.contains("webauthn-origin-scheme") == true)
        #expect(forced?.status == 1)
    }

    @Test func warningsFailOnlyWhenStrict() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("webauthn", Self.slash)
        guard let run = try await ULinksCommand.run(["validate", file]) else { return }
        #expect(run.status == 0, "\(run.text)")
        #expect(run.text.contains("\(file):3:5: warning[webauthn-origin-path]"))
        #expect(try await ULinksCommand.run(["validate", "--strict", file])?.status == 1)
    }

    @Test func jsonAndSarifOutput() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("webauthn", Self.http)
        guard let run = try await ULinksCommand.run(["validate", "--format", "json", file]) else { return }
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "webauthn-origin-scheme")
        #expect(diagnostics.first?["pointer"] as? String == "/origins/0")
        let sarif = try #require(try await ULinksCommand.run(["validate", "--format", "sarif", file]))
        #expect(
            sarif.text.contains("\"ruleId\" : \"webauthn-origin-scheme\"")
                || sarif.text.contains("\"ruleId\":\"webauthn-origin-scheme\""))
        let github = try #require(try await ULinksCommand.run(["validate", "--format", "github", file]))
        #expect(github.text.contains("::error file=\(file),line=1"))
    }
}
