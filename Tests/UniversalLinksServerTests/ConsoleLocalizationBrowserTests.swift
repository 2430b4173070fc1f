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
        let docs = ProcessInfo.processInfo.environment["ULINKS_CONSOLE_DOCS"] != nil
        let run = try await tools.runScript(
            "console_l10n.py", fixtures: fixtures, folder: folder, token: "console-l10n-test-token-0123456789",
            binary: binary, screenshots: "console-l10n",
            arguments: docs ? ["--docs", PackageRoot.path + "/Docs/console"] : [])
        ConsoleBrowserTools.expectSteps(Self.steps, of: run, script: "console_l10n.py")
    }
}
