import Foundation
import Testing
import ULinksTestSupport

/// What the console browser tests share: finding Chromium, chromedriver and python3 with Selenium, and
/// checking the steps a Selenium script reported (`{"step", "ok", "detail"}` lines).
struct ConsoleBrowserTools {
    let chromium: URL
    let driver: URL
    let python: URL

    /// The tools, or nil after saying which are missing (``SeleniumTools/find()``).
    static func find() throws -> ConsoleBrowserTools? {
        try SeleniumTools.find().map {
            ConsoleBrowserTools(chromium: $0.chromium, driver: $0.driver, python: $0.python)
        }
    }

    /// The script exited 0 and reported each of `steps` as ok (``SeleniumTools/expectSteps(_:of:script:)``).
    static func expectSteps(_ steps: [String], of run: ProcessRun, script: String) {
        SeleniumTools.expectSteps(steps, of: run, script: script)
    }

    /// Starts `ulinks serve` with the console, runs the Selenium script `Tests/ConsoleBrowser/SCRIPT` on it
    /// with `--fixtures FILE` and `--screenshots` (under ULINKS_TEST_OUTPUT or .build/test-output, in
    /// `screenshots`) besides `arguments`, and returns what it printed.
    func runScript(
        _ script: String, fixtures: String, folder: TemporaryDirectory, token: String, binary: URL,
        screenshots name: String, arguments: [String] = []
    ) async throws -> ProcessRun {
        let output =
            ProcessInfo.processInfo.environment["ULINKS_TEST_OUTPUT"].map { URL(fileURLWithPath: $0) }
            ?? PackageRoot.url.appendingPathComponent(".build/test-output")
        let screenshots = output.appendingPathComponent(name)
        let server = try ServeProcess.console(binary: binary, folder: folder, token: token, arguments: [])
        defer { server.stop() }
        let console = try await server.consoleURL()
        var environment = ProcessInfo.processInfo.environment
        environment["SE_OFFLINE"] = "true"
        let path = PackageRoot.url.appendingPathComponent("Tests/ConsoleBrowser/\(script)").path
        let run = try await Subprocess.run(
            python,
            [
                path, "--url", console, "--fixtures", fixtures, "--screenshots", screenshots.path, "--chromium",
                chromium.path, "--chromedriver", driver.path,
            ] + arguments,
            environment: environment)
        print("console screenshots: \(screenshots.path)")
        return run
    }
}
