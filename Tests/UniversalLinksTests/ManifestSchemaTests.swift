import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// Docs/ulinks-manifest.schema.json agrees with the reader: same keys, manifests the reader accepts
/// are valid, and the examples of the structural codes are not (checked with Python's jsonschema).
@Suite struct ManifestSchemaTests {
    static let schemaPath = DiagnosticCodeTests.packageRoot + "/Docs/ulinks-manifest.schema.json"
    static let python = Subprocess.find("python3")
    static let hasJSONSchema: Bool = {
        guard let python else { return false }
        return (try? Subprocess.run(python, ["-c", "import jsonschema"]).status) == 0
    }()

    @Test func schemaListsTheKeysTheReaderKnows() async throws {
        let root = try #require(
            JSONReader().read(Array(try Data(contentsOf: URL(fileURLWithPath: Self.schemaPath)))).root)
        let properties = try #require(root["properties"]?.members)
        #expect(Set(properties.map(\.key)) == ManifestReader.topLevelKeys)
        let route = try #require(root["properties"]?["routes"]?["items"]?["properties"]?.members)
        #expect(Set(route.map(\.key)) == ManifestReader.routeKeys)
    }

    @Test(.enabled(if: hasJSONSchema, "python3 with jsonschema is not installed"))
    func schemaAcceptsWhatTheReaderAcceptsAndRejectsStructuralMistakes() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var manifest = LinkManifest(
            apps: ["ABCDE12345.com.example.app"], domains: ["example.com", "bücher.example"],
            routes: [
                Route(name: nil, path: "/a/*", exclude: true),
                Route(
                    name: "q", path: "/s", query: .items([QueryItemPattern(name: "q", pattern: "?*")]), fragment: "*",
                    caseSensitive: false, percentEncoded: false, comment: "c"),
            ],
            android: [
                AndroidApp(
                    package: "com.example.app", fingerprints: [(0..<32).map { _ in "0A" }.joined(separator: ":")])
            ])
        manifest.substitutionVariables = [ManifestVariable(name: "v", values: ["x"])]
        let valid = manifest.jsonText()
        var back = try #require(ManifestReader().read(valid).manifest)
        for i in back.routes.indices { (back.routes[i].offset, back.routes[i].pointer) = (0, "") }
        #expect(back == manifest, "the manifest's own text reads back to it")
        var cases: [(String, String, Bool)] = [("valid", valid, true)]
        let structural: Set<DiagnosticCode> = [
            "manifest-not-object", "manifest-version", "manifest-missing-key", "manifest-no-apps",
            "manifest-wrong-type",
            "manifest-unknown-key", "manifest-app-id", "manifest-domain", "manifest-android-package",
            "manifest-fingerprint", "manifest-route-name",
        ]
        for info in DiagnosticCode.registry where structural.contains(info.code) {
            cases.append((info.code.rawValue, info.example ?? "", false))
        }
        for (i, c) in cases.enumerated() { try dir.write("case\(i).json", c.1) }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            for path in sys.argv[2:]:
                try:
                    jsonschema.validate(json.load(open(path, encoding="utf-8")), schema)
                    print("valid")
                except jsonschema.ValidationError:
                    print("invalid")
            """
        let run = try await Subprocess.run(
            try #require(Self.python),
            ["-c", script, Self.schemaPath] + cases.indices.map { dir.path("case\($0).json") })
        #expect(run.status == 0, "\(run.errors)")
        let verdicts = run.text.split(separator: "\n").map(String.init)
        #expect(verdicts.count == cases.count)
        for (c, verdict) in zip(cases, verdicts) {
            #expect(verdict == (c.2 ? "valid" : "invalid"), "\(c.0): the schema says \(verdict)")
        }
    }
}
