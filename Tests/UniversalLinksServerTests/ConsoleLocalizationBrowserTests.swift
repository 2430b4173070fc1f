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
        guard let tools = try ConsoleBrowserTools.find() else { return }
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
            tools.python,
            [
                script.path, "--url", console, "--fixtures", fixtures, "--screenshots", screenshots.path,
                "--chromium", tools.chromium.path, "--chromedriver", tools.driver.path,
            ] + (environment["ULINKS_CONSOLE_DOCS"] != nil ? ["--docs", PackageRoot.path + "/Docs/console"] : []),
            environment: environment)
        print("console screenshots: \(screenshots.path)")
        ConsoleBrowserTools.expectSteps(Self.steps, of: run, script: "console_l10n.py")
    }
}
