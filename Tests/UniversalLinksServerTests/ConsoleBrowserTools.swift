import Foundation
import Testing
import ULinksTestSupport

/// What the console browser tests share: finding Chromium, chromedriver and python3 with Selenium, and
/// checking the steps a Selenium script reported (`{"step", "ok", "detail"}` lines).
struct ConsoleBrowserTools {
    let chromium: URL
    let driver: URL
    let python: URL

    /// The tools, or nil after saying which are missing (an issue in CI, where they must be installed).
    static func find() throws -> ConsoleBrowserTools? {
        let chromium = Subprocess.find("chromium", candidates: ["/usr/bin/chromium", "/usr/bin/chromium-browser"])
        let driver = Subprocess.find("chromedriver", candidates: ["/usr/bin/chromedriver"])
        let python = Subprocess.find("python3")
        let selenium = try python.map { try Subprocess.run($0, ["-c", "import selenium"]).status == 0 } ?? false
        guard let chromium, let driver, let python, selenium else {
            let message =
                "skipped: the console browser tests need chromium, chromedriver and python3 with selenium "
                + "(apt-get install chromium chromium-driver; pip install selenium)"
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("\(message)") }
            print(message)
            return nil
        }
        return ConsoleBrowserTools(chromium: chromium, driver: driver, python: python)
    }

    /// The script exited 0 and reported each of `steps` as ok.
    static func expectSteps(_ steps: [String], of run: ProcessRun, script: String) {
        let results = run.text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(run.status == 0, "\(script) failed: \(run.errors.suffix(3000))")
        for step in steps {
            let result = results.first { $0["step"] as? String == step }
            #expect(result != nil, "step \(step) did not run: \(run.errors.suffix(2000))")
            if let result {
                #expect(result["ok"] as? Bool == true, "\(step): \(result["detail"] ?? "")")
            }
        }
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
