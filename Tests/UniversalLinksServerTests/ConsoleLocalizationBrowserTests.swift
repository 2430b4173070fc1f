import Foundation
import Testing
import ULinksTestSupport

/// The console in Korean, Chinese and Portuguese in a real browser (Tests/ConsoleBrowser/console_l10n.py):
/// Accept-Language picks the labels and the language of the diagnostics, the switcher overrides it and
/// is remembered. Skipped like ConsoleBrowserTests when Chromium, chromedriver or Selenium is missing.
/// With ULINKS_CONSOLE_DOCS=1 it rewrites the screenshots of Docs/Console.md (Docs/console/l10n-*.png).
@Suite(.serialized) struct ConsoleLocalizationBrowserTests {
    static let steps = ["l10n-ko", "l10n-zh-Hans", "l10n-pt-BR", "l10n-ko-390", "l10n-switcher"]

    @Test(.timeLimit(.minutes(3))) func consoleInThreeLanguages() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        let chromium = Subprocess.find("chromium", candidates: ["/usr/bin/chromium", "/usr/bin/chromium-browser"])
        let driver = Subprocess.find("chromedriver", candidates: ["/usr/bin/chromedriver"])
        let python = Subprocess.find("python3")
        let selenium = try python.map { try Subprocess.run($0, ["-c", "import selenium"]).status == 0 } ?? false
        guard let chromium, let driver, let python, selenium else {
            let message = "skipped: the console localization test needs chromium, chromedriver and python3 with selenium"
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("\(message)") }
            print(message)
            return
        }
        let folder = try TemporaryDirectory("ulinks-console-l10n")
        defer { folder.remove() }
        let fixtures = try folder.write("fixtures.json", try JSONEncoder().encode(ConsoleFixtures.all()).map { $0 })
        let output =
            ProcessInfo.processInfo.environment["ULINKS_TEST_OUTPUT"].map { URL(fileURLWithPath: $0) }
            ?? PackageRoot.url.appendingPathComponent(".build/test-output")
        let screenshots = output.appendingPathComponent("console-l10n")
        let server = try ServeProcess.console(
            binary: binary, folder: folder, token: "console-l10n-test-token-0123456789", arguments: [])
        defer { server.stop() }
        let console = try await server.consoleURL()
        var environment = ProcessInfo.processInfo.environment
        environment["SE_OFFLINE"] = "true"
        let script = PackageRoot.url.appendingPathComponent("Tests/ConsoleBrowser/console_l10n.py")
        let run = try await Subprocess.run(
            python,
            [
                script.path, "--url", console, "--fixtures", fixtures, "--screenshots", screenshots.path,
                "--chromium", chromium.path, "--chromedriver", driver.path,
            ] + (environment["ULINKS_CONSOLE_DOCS"] != nil ? ["--docs", PackageRoot.path + "/Docs/console"] : []),
            environment: environment)
        print("console screenshots: \(screenshots.path)")
        let results = run.text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(run.status == 0, "console_l10n.py failed: \(run.errors.suffix(3000))")
        for step in Self.steps {
            let result = results.first { $0["step"] as? String == step }
            #expect(result != nil, "step \(step) did not run: \(run.errors.suffix(2000))")
            if let result { #expect(result["ok"] as? Bool == true, "\(step): \(result["detail"] ?? "")") }
        }
    }
}
