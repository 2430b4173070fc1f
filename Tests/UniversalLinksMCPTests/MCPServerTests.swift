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
    static let fingerprint =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    static let assetlinks = #"""
        [{"relation": ["delegate_permission/common.handle_all_urls"],
          "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(fingerprint)"]},
          "relation_extensions": {"delegate_permission/common.handle_all_urls": {
            "dynamic_app_link_components": [{"/": "/shop/help/*", "exclude": true}, {"/": "/shop/*"}]}}}]
        """#
    static let entitlements = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>com.apple.developer.associated-domains</key>
        <array><string>applinks:example.com</string><string>applinks:*.example.com</string><string>applinks:https://x.com/</string></array>
        </dict></plist>
        """

    /// The built `ulinks` with its mcp command and python3 with `mcp`, or nil (and says why).
    static func binaryAndPython() async throws -> (binary: URL, python: URL)? {
        guard let binary = ULinksCommand.requiredBinary(),
            let python = try await Subprocess.python(["-c", "import mcp"], package: "mcp")
        else { return nil }
        guard try await Subprocess.run(binary, ["mcp", "--help"]).status == 0 else {
            print("skipped: ulinks was built without the mcp module")
            return nil
        }
        return (binary, python)
    }

    @Test func pythonClientCallsEveryToolAndSurvivesADisconnect() async throws {
        guard let (binary, python) = try await Self.binaryAndPython() else { return }
        let dir = try TemporaryDirectory("mcp")
        defer { dir.remove() }
        try dir.write("old.json", Self.old)
        try dir.write("new.json", Self.new)
        try dir.write("legacy.json", Self.legacy)
        try dir.write("assetlinks.json", Self.assetlinks)
        try dir.write("App.entitlements", Self.entitlements)
        try dir.write("broken.json", ValidateCommandFixtures.broken)
        try dir.write("warning.json", ValidateCommandFixtures.warning)
        try dir.write("big.json", String(repeating: " ", count: 250_000))
        // `adb shell pm get-app-links` output (DeviceStateFixtures.getAppLinks, kept as a fuzz seed).
        try dir.write(
            "links.txt",
            try String(contentsOfFile: PackageRoot.path + "/Fuzz/seeds/devicestate/getAppLinks.txt", encoding: .utf8))
        let run = try await Subprocess.run(python, [Self.script, binary.path, dir.url.path, Self.fingerprint])
        #expect(run.status == 0, "\(run.text)\(run.errors.suffix(2000))")
        #expect(run.text.contains("ok: "), "\(run.text)")
    }

    /// Docs/MCP.md's client configurations: valid JSON of each client's shape, and each command line
    /// (the documented path replaced by the built binary) starts a server the Python client talks to.
    @Test func documentedClientConfigurationsStartTheServer() async throws {
        guard let (binary, python) = try await Self.binaryAndPython() else { return }
        let script = PackageRoot.path + "/Tests/Scripts/mcp_docs_configs.py"
        let run = try await Subprocess.run(python, [script, PackageRoot.path + "/Docs/MCP.md", binary.path])
        #expect(run.status == 0, "\(run.text)\(run.errors.suffix(2000))")
        #expect(run.text.contains("ok: "), "\(run.text)")
    }

    @Test func toolListNamesTheContract() async {
        let names = ULinksTools().tools.map(\.name)
        #expect(
            Set(names).isSuperset(of: [
                "validate", "match", "diff", "convert", "entitlements", "device", "android_match",
            ]))
    }
}

/// Inputs shared with ValidateCommandTests (which lives in another test target).
enum ValidateCommandFixtures {
    static let broken =
        #"{"applinks": {"details": [{"appID": "Q7RA4TDN52.org.acme.shop", "paths": ["/a"]}], "apps": [],}}"#
    static let warning =
        #"{"applinks": {"apps": [], "details": [{"appIDs": ["Q7RA4TDN52.org.acme.shop"], "components": [{"/": "/a", "exlude": true}]}]}}"#
}
