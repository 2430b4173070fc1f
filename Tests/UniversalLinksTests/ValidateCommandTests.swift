import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks validate`, `fmt` and `codes` as a user runs them: output, JSON shape and exit codes.
@Suite struct ValidateCommandTests {
    static let clean =
        #"{"applinks": {"apps": [], "details": [{"appID": "Q7RA4TDN52.org.acme.shop", "paths": ["/a/*"]}]}}"#
    static let broken =
        #"{"applinks": {"details": [{"appID": "Q7RA4TDN52.org.acme.shop", "paths": ["/a"]}], "apps": [],}}"#
    /// Column of the trailing comma in `broken`.
    static let commaColumn = broken.utf8.count - 2
    static let warning =
        #"{"applinks": {"apps": [], "details": [{"appIDs": ["Q7RA4TDN52.org.acme.shop"], "components": [{"/": "/a", "exlude": true}]}]}}"#

    @Test func exitCodes() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let clean = try dir.write("clean", Self.clean)
        let broken = try dir.write("broken", Self.broken)
        let warning = try dir.write("warning", Self.warning)
        guard let ok = try await ULinksCommand.run(["validate", clean]) else { return }
        #expect(ok.status == 0, "\(ok.text)")
        #expect(ok.text.hasSuffix("clean: no problems\n"))
        #expect(try await ULinksCommand.run(["validate", broken])?.status == 1)
        #expect(try await ULinksCommand.run(["validate", clean, broken])?.status == 1)
        #expect(try await ULinksCommand.run(["validate", warning])?.status == 0)
        #expect(try await ULinksCommand.run(["validate", "--strict", warning])?.status == 1)
        #expect(try await ULinksCommand.run(["validate", "--format", "yaml", clean])?.status == 64)
        #expect(try await ULinksCommand.run(["validate"])?.status == 64)
        let missing = try await ULinksCommand.run(["validate", dir.path("nope")])
        #expect(missing?.status == 1)
        #expect(missing?.errors.contains("no such file") == true)
    }

    @Test func textOutputIsCompilerStyle() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let broken = try dir.write("aasa", Self.broken)
        guard let run = try await ULinksCommand.run(["validate", broken]) else { return }
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= 4)
        let sourceLine: String = "    " + Self.broken
        let caretLine: String = String(repeating: " ", count: 4 + Self.commaColumn - 1) + "^"
        #expect(lines[0] == "\(broken):1:\(Self.commaColumn): error[trailing-comma]: trailing comma before }")
        #expect(lines[1] == sourceLine)
        #expect(lines[2] == caretLine)
        #expect(lines[3] == "  fix: remove the comma after the last member")
    }

    @Test func readsStandardInput() async throws {
        guard let run = try await ULinksCommand.run(["validate", "-"], stdin: Array(Self.broken.utf8)) else { return }
        #expect(run.status == 1)
        #expect(run.text.hasPrefix("<stdin>:1:\(Self.commaColumn): error[trailing-comma]"))
    }

    @Test func jsonOutputShape() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let broken = try dir.write("broken", Self.broken)
        let clean = try dir.write("clean", Self.clean)
        guard let run = try await ULinksCommand.run(["validate", "--format", "json", clean, broken]) else { return }
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any])
        #expect(object["valid"] as? Bool == false)
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == [clean, broken])
        #expect(files.map { $0["valid"] as? Bool } == [true, false])
        let diagnostic = try #require((files[1]["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["code"] as? String == "trailing-comma")
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["line"] as? Int == 1)
        #expect(diagnostic["column"] as? Int == Self.commaColumn)
        #expect(diagnostic["hint"] as? String == "remove the comma after the last member")
        #expect(diagnostic.keys.contains("pointer"))
        #expect(Set(diagnostic.keys) == ["code", "severity", "message", "hint", "line", "column", "pointer"])
    }

    @Test func formatPrintsCanonicalFormAndRewrites() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let messy =
            #"{"webcredentials":{"apps":["Q7RA4TDN52.org.acme.shop"]},"applinks":{"details":[{"components":[{"comment":"c","/":"/a/*"}],"appIDs":["Q7RA4TDN52.org.acme.shop"]}],"apps":[]}}"#
        let path = try dir.write("aasa", messy)
        guard let printed = try await ULinksCommand.run(["fmt", path]) else { return }
        #expect(printed.status == 0)
        #expect(
            printed.text == """
                {
                  "applinks": {
                    "apps": [],
                    "details": [
                      {
                        "appIDs": ["Q7RA4TDN52.org.acme.shop"],
                        "components": [
                          {
                            "/": "/a/*",
                            "comment": "c"
                          }
                        ]
                      }
                    ]
                  },
                  "webcredentials": {
                    "apps": ["Q7RA4TDN52.org.acme.shop"]
                  }
                }

                """)
        #expect(dir.read("aasa") == messy)
        #expect(try await ULinksCommand.run(["fmt", "--write", path])?.status == 0)
        #expect(dir.read("aasa") == printed.text)
        let broken = try dir.write("broken", Self.broken)
        let refused = try await ULinksCommand.run(["fmt", "--write", broken])
        #expect(refused?.status == 1)
        #expect(dir.read("broken") == Self.broken)
    }

    @Test func codesMarkdownIsTheReferenceDocument() async throws {
        guard let run = try await ULinksCommand.run(["codes", "--markdown"]) else { return }
        #expect(run.text == DiagnosticCode.referenceDocument())
        let one = try await ULinksCommand.run(["codes", "curly-quote"])
        #expect(one?.text.hasPrefix("curly-quote (error, aasa):") == true)
    }
}

/// The formatter keeps every value and is idempotent.
@Suite struct CanonicalFormatterTests {
    @Test(arguments: [
        #"{"a": [1, 2.50, -0, 1e5, true, null, "x\"\\\n\u0001é/"], "b": {}, "c": []}"#,
        #"{"applinks": {"details": [{"paths": ["a", "b"], "appID": "x", "extra": {"k": [{"z": 1}]}}], "apps": []}, "zzz": 1}"#,
        #"[{"applinks": {}}]"#,
    ])
    func roundTripsAndIsIdempotent(_ json: String) throws {
        let root = try #require(JSONReader().read(json).root)
        let once = CanonicalFormatter().format(root)
        let again = try #require(JSONReader().read(once).root)
        #expect(again.dropOffsets == root.dropOffsets || CanonicalFormatter().format(again) == once)
        #expect(CanonicalFormatter().format(again) == once)
        #expect(JSONReader().read(once).isValidJSON)
    }
}

extension JSONNode {
    /// The value without positions, with object members sorted by key (the formatter reorders known keys).
    var dropOffsets: String { CanonicalFormatter(indent: "", lineWidth: 0).format(self) }
}
