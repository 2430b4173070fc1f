import Foundation
import Testing
import ULinksTestSupport

/// The console's Trace tab in Chromium gives the answers of `ulinks trace` (issue 34): the exclude's own
/// fix, a Safe Links wrapper with its inner URL and the admin's do-not-rewrite fix, where the tap is
/// tapped with sources, and a trace that checked nothing saying so. `ulinks serve` on loopback, the hosts
/// of Tests/Scripts/link_hosts.py, Tests/ConsoleBrowser/console_trace.py driving headless Chromium.
/// With ULINKS_CONSOLE_DOCS=1 the wrapped link's screenshot goes to Docs/images/trace-wrapped.png.
@Suite(.serialized) struct ConsoleTraceBrowserTests {
    static let steps = [
        "t1-token", "t2-excluded-names-the-exclude", "t3-safe-links-wrapped", "t4-where-tapped-with-sources",
        "t5-nothing-checked-says-so",
    ]
    static let hosts = ["click.mail.example", "shop.example", "nam12.safelinks.protection.outlook.com"]

    @Test(.timeLimit(.minutes(3))) func traceTabInChromium() async throws {
        guard Subprocess.openssl != nil else {
            print("skipped: openssl is needed for the trace hosts' certificates")
            return
        }
        guard let binary = ULinksCommand.requiredBinary() else { return }
        guard let tools = try ConsoleBrowserTools.find() else { return }
        let folder = try TemporaryDirectory("ulinks-console-trace")
        defer { folder.remove() }
        let certificates = try TestCertificates([("links", Self.hosts)])
        defer { certificates.remove() }
        let port = try FreePort.next()
        var serveArguments = ["--console-allow-private-check", "--console-check-ca", certificates.caPath]
        for host in Self.hosts { serveArguments += ["--console-check-resolve", "\(host)=127.0.0.1:\(port)"] }
        let token = "console-trace-test-token-0123456789"
        let server = try ServeProcess.console(binary: binary, folder: folder, token: token, arguments: serveArguments)
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
                root.appendingPathComponent("Tests/ConsoleBrowser/console_trace.py").path, "--url", console,
                "--screenshots", output.appendingPathComponent("console-trace").path, "--chromium",
                tools.chromium.path, "--chromedriver", tools.driver.path, "--links-port", "\(port)", "--links-cert",
                certificates.certificatePath("links"), "--links-key", certificates.keyPath("links"),
            ] + (environment["ULINKS_CONSOLE_DOCS"] != nil ? ["--docs", root.path + "/Docs/images"] : []),
            environment: environment)
        ConsoleBrowserTools.expectSteps(Self.steps, of: run, script: "console_trace.py")
    }
}
