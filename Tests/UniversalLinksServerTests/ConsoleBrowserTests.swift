import Foundation
import Testing
import ULinksTestSupport

/// The web console in a real browser: `ulinks serve` on loopback, headless Chromium driven by
/// Selenium (Tests/ConsoleBrowser/console_browser.py), one assertion per step of the script.
/// Screenshots of every step go to .build/test-output/console (or $ULINKS_TEST_OUTPUT/console).
/// Skipped with a message when Chromium, chromedriver or Selenium is missing; a failure in CI.
/// With ULINKS_CONSOLE_DOCS=1 it also rewrites the screenshots of Docs/Console.md (Docs/console/).
@Suite(.serialized) struct ConsoleBrowserTests {
    static let steps =
        [
            "01-validate-curly-quote", "02-validate-listing-1-clean", "03-test-url-not-rule", "04-publish-with-token",
            "05-broken-file-refused", "06-publish-second-and-compare-versions", "07-roll-back", "08-check-a-domain",
            "09-nothing-runs", "10-keyboard", "11-phone-390",
        ] + (Subprocess.openssl != nil ? ["12-signed-upload", "13-trace-click-tracking", "14-side-by-side"] : [])
        + ["15-test-urls-error-styled", "16-edit-live-file", "17-delete-domain", "18-check-refused-explained"]
    static let packageRoot = PackageRoot.url

    @Test(.timeLimit(.minutes(3))) func consoleInChromium() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        guard let tools = try ConsoleBrowserTools.find() else { return }
        let folder = try TemporaryDirectory("ulinks-console-browser")
        defer { folder.remove() }
        var files = ConsoleFixtures.all()
        if Subprocess.openssl != nil {
            let signing = try TemporaryDirectory("ulinks-console-signing")
            defer { signing.remove() }
            let signed = try ConsoleSignedFileTests.sign(Array(files["listing1", default: ""].utf8), in: signing)
            files["signedPath"] = try folder.write("apple-app-site-association.p7m", signed)
        }
        let fixtures = try folder.write("fixtures.json", try JSONEncoder().encode(files).map { $0 })
        let output =
            ProcessInfo.processInfo.environment["ULINKS_TEST_OUTPUT"].map { URL(fileURLWithPath: $0) }
            ?? Self.packageRoot.appendingPathComponent(".build/test-output")
        let screenshots = output.appendingPathComponent("console")

        // The Trace tab's hosts: a click tracker and a shop on one loopback HTTPS server that the script
        // starts (Tests/Scripts/link_hosts.py), reached through the console's own mappings and CA.
        var serveArguments = ["--console-allow-private-check"]
        var linkArguments: [String] = []
        let certificates =
            Subprocess.openssl != nil ? try TestCertificates([("links", ["click.mail.example", "shop.example"])]) : nil
        defer { certificates?.remove() }
        if let certificates {
            let port = try FreePort.next()
            serveArguments += ["--console-check-ca", certificates.caPath]
            for host in ["click.mail.example", "shop.example"] {
                serveArguments += ["--console-check-resolve", "\(host)=127.0.0.1:\(port)"]
            }
            linkArguments = [
                "--links-port", "\(port)", "--links-cert", certificates.certificatePath("links"), "--links-key",
                certificates.keyPath("links"),
            ]
        }
        let token = "console-browser-test-token-0123456789"
        let server = try ServeProcess.console(binary: binary, folder: folder, token: token, arguments: serveArguments)
        defer { server.stop() }
        let console = try await server.consoleURL()
        // A second server as one is usually started: no private check, the token in a file of its own.
        let strictFolder = try TemporaryDirectory("ulinks-console-strict")
        defer { strictFolder.remove() }
        let tokenFile = try strictFolder.write("admin-token", "console-strict-test-token-0123456789\n")
        let strict = try ServeProcess.console(
            binary: binary, folder: strictFolder, token: token, arguments: ["--admin-token-file", tokenFile])
        defer { strict.stop() }
        let strictConsole = try await strict.consoleURL()

        let script = Self.packageRoot.appendingPathComponent("Tests/ConsoleBrowser/console_browser.py")
        var environment = ProcessInfo.processInfo.environment
        environment["ULINKS_ADMIN_TOKEN"] = token
        environment["SE_OFFLINE"] = "true"  // Selenium Manager must not look for drivers online
        let run = try await Subprocess.run(
            tools.python,
            [
                script.path, "--url", console, "--fixtures", fixtures, "--screenshots", screenshots.path,
                "--chromium", tools.chromium.path, "--chromedriver", tools.driver.path, "--strict-url", strictConsole,
                "--strict-token-file", tokenFile,
            ] + linkArguments
                + (environment["ULINKS_CONSOLE_DOCS"] != nil
                    ? ["--docs", Self.packageRoot.path + "/Docs/console"] : []),
            environment: environment)
        print("console screenshots: \(screenshots.path)")
        ConsoleBrowserTools.expectSteps(Self.steps, of: run, script: "console_browser.py")
    }
}
