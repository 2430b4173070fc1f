import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksMCP

/// `ulinks mcp` driven by the real Python MCP client (PyPI `mcp`) over stdio: every tool, its JSON
/// against the command's `--format json`, bad input answered with MCP errors, and a client that leaves
/// in the middle of a call (Tests/Scripts/mcp_client.py does the talking).
@Suite struct MCPServerTests {
    static let script = PackageRoot.path + "/Tests/Scripts/mcp_client.py"

    static let old = #"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"],
          "components": [{"/": "/shop/*"}, {"/": "/help/*"}]}]}}
        """#
    static let new = #"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/shop/*"}]}]}}
        """#
    static let legacy = #"""
        {"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["/a/*", "NOT /b/*"]}]}}
        """#
    static let entitlements = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>com.apple.developer.associated-domains</key>
        <array><string>applinks:example.com</string><string>applinks:*.example.com</string><string>applinks:https://x.com/</string></array>
        </dict></plist>
        """

    /// python3 with the `mcp` package, or nil (and says so; in CI a failure).
    static func python() throws -> URL? {
        if let python = Subprocess.find("python3"), try Subprocess.run(python, ["-c", "import mcp"]).status == 0 {
            return python
        }
        if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("python3 with the mcp package is needed") }
        print("skipped: python3 with the mcp package (pip install mcp) is not installed")
        return nil
    }

    @Test func pythonClientCallsEveryToolAndSurvivesADisconnect() async throws {
        guard let binary = ULinksCommand.requiredBinary(), let python = try Self.python() else { return }
        guard try await Subprocess.run(binary, ["mcp", "--help"]).status == 0 else {
            print("skipped: ulinks was built without the mcp module")
            return
        }
        let dir = try TemporaryDirectory("mcp")
        defer { dir.remove() }
        try dir.write("old.json", Self.old)
        try dir.write("new.json", Self.new)
        try dir.write("legacy.json", Self.legacy)
        try dir.write("App.entitlements", Self.entitlements)
        try dir.write("broken.json", ValidateCommandFixtures.broken)
        try dir.write("warning.json", ValidateCommandFixtures.warning)
        try dir.write("big.json", String(repeating: " ", count: 250_000))
        // `adb shell pm get-app-links` output (DeviceStateFixtures.getAppLinks, kept as a fuzz seed).
        try dir.write("links.txt", try String(contentsOfFile: PackageRoot.path + "/Fuzz/seeds/devicestate/getAppLinks.txt", encoding: .utf8))
        let run = try await Subprocess.run(python, [Self.script, binary.path, dir.url.path])
        #expect(run.status == 0, "\(run.text)\(run.errors.suffix(2000))")
        #expect(run.text.contains("ok: "), "\(run.text)")
    }

    @Test func toolListNamesTheContract() async {
        let names = ULinksTools().tools.map(\.name)
        #expect(Set(names).isSuperset(of: ["validate", "match", "diff", "convert", "entitlements", "device"]))
    }
}

/// Inputs shared with ValidateCommandTests (which lives in another test target).
enum ValidateCommandFixtures {
    static let broken = #"{"applinks": {"details": [{"appID": "Q7RA4TDN52.org.acme.shop", "paths": ["/a"]}], "apps": [],}}"#
    static let warning = #"{"applinks": {"apps": [], "details": [{"appIDs": ["Q7RA4TDN52.org.acme.shop"], "components": [{"/": "/a", "exlude": true}]}]}}"#
}
