import Foundation
import Testing
import ULinksTestSupport

/// The webauthn file in the console's Domains tab and the Check tab's Passkeys section, in Chromium:
/// `ulinks serve` over HTTPS on loopback (a test CA) hosts the RP ID's three files, published through the
/// Domains tab, and the Passkeys section reads them back from that same origin (`--console-check-resolve`
/// and `--console-check-ca`), as each platform would. Tests/ConsoleBrowser/console_passkeys.py drives it.
/// With ULINKS_CONSOLE_DOCS=1 the screenshots of Docs/Console.md and Docs/Passkeys.md go to Docs/images/.
@Suite(.serialized) struct ConsolePasskeysBrowserTests {
    static let steps = [
        "w1-token", "w2-publish-three-files", "w3-webauthn-refused", "w4-edit-webauthn", "w5-passkeys-ready",
        "w6-passkeys-broken", "w7-escaped", "w8-language",
    ]
    static let host = "rp.example"

    @Test(.timeLimit(.minutes(3))) func webauthnAndPasskeysInChromium() async throws {
        guard Subprocess.openssl != nil else {
            print("skipped: openssl is needed for the origin's certificate")
            return
        }
        guard let binary = ULinksCommand.requiredBinary() else { return }
        guard let tools = try ConsoleBrowserTools.find() else { return }
        let folder = try TemporaryDirectory("ulinks-console-passkeys")
        defer { folder.remove() }
        let certificates = try TestCertificates([("rp", [Self.host])])
        defer { certificates.remove() }
        let port = try FreePort.next()
        let token = "console-passkeys-test-token-0123456789"
        let server = try ServeProcess(
            binary: binary,
            arguments: [
                "--store", folder.path("ulinks.sqlite"), "--bind", "127.0.0.1:\(port)", "--tls-cert",
                certificates.certificatePath("rp"), "--tls-key", certificates.keyPath("rp"),
                "--console-allow-private-check", "--console-check-ca", certificates.caPath, "--console-check-resolve",
                "\(Self.host)=127.0.0.1:\(port)",
            ], logPath: folder.path("serve.log"), environment: ["ULINKS_ADMIN_TOKEN": token], directory: folder.url)
        defer { server.stop() }
        let console = try await server.consoleURL()
        let root = PackageRoot.url
        let output =
            ProcessInfo.processInfo.environment["ULINKS_TEST_OUTPUT"].map { URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent(".build/test-output")
        var environment = ProcessInfo.processInfo.environment
        environment["ULINKS_ADMIN_TOKEN"] = token
        environment["SE_OFFLINE"] = "true"
        let run = try await Subprocess.run(
            tools.python,
            [
                root.appendingPathComponent("Tests/ConsoleBrowser/console_passkeys.py").path, "--url", console,
                "--host", Self.host, "--screenshots", output.appendingPathComponent("console-passkeys").path,
                "--chromium", tools.chromium.path, "--chromedriver", tools.driver.path,
            ] + (environment["ULINKS_CONSOLE_DOCS"] != nil ? ["--docs", root.path + "/Docs/images"] : []),
            environment: environment)
        ConsoleBrowserTools.expectSteps(Self.steps, of: run, script: "console_passkeys.py")
    }
}
