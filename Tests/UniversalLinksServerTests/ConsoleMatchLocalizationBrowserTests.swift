import Foundation
import Testing
import ULinksTestSupport

/// The Test URLs tab's Explain block and iOS/Android table and the Compare tab's details in Korean and
/// Chinese (the texts of `ulinks match --explain` and `ulinks diff`, rule changes that the API returns
/// in English translated on the page), and in English exactly as before, in a real browser
/// (Tests/ConsoleBrowser/console_l10n_match.py). Skipped like ConsoleBrowserTests without Chromium,
/// chromedriver or Selenium.
@Suite(.serialized) struct ConsoleMatchLocalizationBrowserTests {
    static let steps = ["match-l10n-ko", "match-l10n-zh-Hans", "match-l10n-en"]

    /// What each language's page must show (and, translated, must not).
    static let expect: [String: [String: [String]]] = [
        "ko": [
            "explain": [
                "  호스트      example.com", "모든 키 일치: 이 규칙이 결정합니다", "/ 불일치(패턴 \"/buy/*\")",
                "무시됨: \"foo\"은(는) iOS가 아는 키가 아닙니다", "ABCDE12345.com.example.app: /applinks/details/0의 components",
                "{\"/\": \"help/*\" (iOS reads \"/help/*\")}",
            ],
            "side by side": ["iOS와 Android 나란히 보기", "브라우저(com.other: no_match)", "다름"],
            "compare": [
                "iOS 13+에서 ABCDE12345.com.example.app의 규칙",
                "구성 요소 1이(가) 바뀌었습니다: \"/\" \"/buy/*\"에서 \"/sell/*\"(으)로 바뀜",
                "구성 요소 0이(가) 바뀌었습니다: \"exclude\" true에서 없음(기본값 false)(으)로 바뀜",
            ],
            "not": ["all keys match", "is not a key iOS knows", "component 1 changed", "side by side"],
        ],
        "zh-Hans": [
            "explain": ["  主机      example.com", "所有键均匹配：由此规则决定", "已忽略：\"foo\" 不是 iOS 认识的键"],
            "side by side": ["iOS 与 Android 对照", "浏览器（com.other: no_match）"],
            "compare": ["组件 1 已更改：\"/\" \"/buy/*\" 变为 \"/sell/*\""],
            "not": ["all keys match", "component 1 changed"],
        ],
        "en": [
            "explain": [
                "  host      example.com\n", "  ABCDE12345.com.example.app: components of /applinks/details/0\n",
                "{\"/\": \"help/*\" (iOS reads \"/help/*\")}  all keys match: decides\n",
                "      ignored: \"foo\" is not a key iOS knows: ignored\n",
                "      ignored: \"caseSensitive\" must be true or false, found a string: ignored\n",
                "  query     (none: matched as \"\")\n", "    => match",
            ],
            "side by side": ["iOS and Android side by side", "browser (com.other: no_match)", "differs"],
            "compare": [
                "Rules of ABCDE12345.com.example.app on iOS 13+",
                "component 1 changed: \"/\" \"/buy/*\" became \"/sell/*\"",
                "component 0 changed: \"exclude\" true became absent (false)",
            ],
        ],
    ]

    @Test(.timeLimit(.minutes(3))) func explainAndCompareInTheBrowsersLanguage() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        guard let tools = try ConsoleBrowserTools.find() else { return }
        let folder = try TemporaryDirectory("ulinks-console-l10n-match")
        defer { folder.remove() }
        let fixtures: [String: Any] = [
            "aasa": MatchingFixtures.aasa, "changed": MatchingFixtures.changed,
            "assetlinks": MatchingFixtures.assetLinks,
            "expect": Self.expect,
        ]
        let fixturesFile = try folder.write(
            "fixtures.json", [UInt8](try JSONSerialization.data(withJSONObject: fixtures)))
        let run = try await tools.runScript(
            "console_l10n_match.py", fixtures: fixturesFile, folder: folder,
            token: "console-l10n-match-token-0123456789",
            binary: binary, screenshots: "console-l10n-match")
        ConsoleBrowserTools.expectSteps(Self.steps, of: run, script: "console_l10n_match.py")
    }
}
