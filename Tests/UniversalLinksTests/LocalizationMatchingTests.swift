import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `match`, `match --explain`, `android match`, the side-by-side table, `diff` and `convert` in the
/// chosen language: the prose translated, values (URLs, app IDs, pointers, rules in file notation,
/// decisions) kept, exit codes and JSON unchanged; without --lang the English of before.
@Suite struct LocalizationMatchingTests {
    /// Runs `ulinks ARGUMENTS` on the fixtures (`AASA`, `NEW`, `LINKS` stand for their paths).
    func run(_ arguments: [String], stdin: String? = nil) async throws -> ProcessRun? {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let files = [
            "AASA": try dir.write("aasa.json", MatchingFixtures.aasa),
            "NEW": try dir.write("new.json", MatchingFixtures.changed),
            "LINKS": try dir.write("assetlinks.json", MatchingFixtures.assetLinks),
        ]
        guard
            var run = try await ULinksCommand.run(
                arguments.map { files[$0] ?? $0 }, stdin: stdin.map { Array($0.utf8) })
        else { return nil }
        // The temporary folder's name is not part of what is compared.
        for (name, path) in files {
            run.errors = run.errors.replacingOccurrences(of: path, with: name)
            run.output = Array(run.text.replacingOccurrences(of: path, with: name).utf8)
        }
        return run
    }

    @Test func explainInKoreanKeepsValues() async throws {
        let urls = ["https://example.com/help/a", "https://other.example/buy/1?ref=x#top"]
        guard
            let korean = try await run(
                ["match", "AASA"] + urls + ["--explain", "--domain", "example.com", "--lang", "ko"]),
            let english = try await run(["match", "AASA"] + urls + ["--explain", "--domain", "example.com"])
        else { return }
        #expect(korean.status == 0 && english.status == 0)
        let text = korean.text
        #expect(text.contains("https://example.com/help/a  ->  ABCDE12345.com.example.app에서 열립니다"))
        #expect(text.contains("  호스트      example.com\n"))
        #expect(text.contains("  호스트      other.example  -- 파일의 도메인 example.com이(가) 아니므로 아무것도 일치하지 않습니다"))
        #expect(text.contains("  쿼리        (없음: \"\"로 매칭)"))
        #expect(text.contains("  쿼리        ref=x   항목: ref=\"x\""))
        #expect(text.contains("  프래그먼트  top"))
        #expect(text.contains("  ABCDE12345.com.example.app: /applinks/details/0의 components"))
        // The rule keeps its file notation; the outcome and the notes are Korean.
        #expect(text.contains("{\"/\": \"/buy/*\"}  / 불일치(패턴 \"/buy/*\")"))
        #expect(text.contains("{\"/\": \"help/*\" (iOS reads \"/help/*\")}  모든 키 일치: 이 규칙이 결정합니다"))
        #expect(text.contains("      무시됨: \"foo\"은(는) iOS가 아는 키가 아닙니다\n"))
        #expect(text.contains("      무시됨: \"caseSensitive\": true 또는 false이(가) 필요하지만 문자열입니다\n"))
        #expect(text.contains("    => match") && text.contains("  match    ABCDE12345.com.example.app"))
        #expect(!text.contains("all keys match") && !text.contains("fails (pattern"))
        // English as before.
        let lines = english.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("  host      example.com"))
        #expect(lines.contains("  host      other.example  -- not the file's domain example.com: nothing matches"))
        #expect(lines.contains("  query     (none: matched as \"\")"))
        #expect(lines.contains("  query     ref=x   items: ref=\"x\""))
        #expect(lines.contains("  ABCDE12345.com.example.app: components of /applinks/details/0"))
        #expect(lines.contains("      ignored: \"foo\" is not a key iOS knows: ignored"))
        #expect(lines.contains("      ignored: \"caseSensitive\" must be true or false, found a string: ignored"))
        #expect(
            lines.contains(where: {
                $0.hasSuffix("{\"/\": \"help/*\" (iOS reads \"/help/*\")}  all keys match: decides")
            }))
        #expect(lines.contains("https://example.com/help/a  ->  opens ABCDE12345.com.example.app"))
    }

    /// JSON is a contract: the same bytes in every language.
    @Test func jsonIsTheSameInEveryLanguage() async throws {
        let arguments = ["match", "AASA", "https://example.com/help/a", "--explain", "--format", "json"]
        guard let english = try await run(arguments), let chinese = try await run(arguments + ["--lang", "zh-Hans"]),
            let diffEnglish = try await run(["diff", "AASA", "NEW", "--generate", "50", "--format", "json"]),
            let diffKorean = try await run([
                "diff", "AASA", "NEW", "--generate", "50", "--format", "json", "--lang", "ko",
            ])
        else { return }
        #expect(english.output == chinese.output && english.status == 0)
        #expect(english.text.contains("\"is not a key iOS knows: ignored\"") == false)
        #expect(english.text.contains("\\\"foo\\\" is not a key iOS knows: ignored"))
        #expect(diffEnglish.output == diffKorean.output && diffKorean.status == 2)
    }

    /// `--urls`: each result and each line that is not a URL in the language; exit 1 as before.
    @Test func batchInChinese() async throws {
        let lines = "https://example.com/help/a\nhttps://example.com/\u{1}x\n"
        guard let chinese = try await run(["match", "AASA", "--urls", "-", "--lang", "zh-Hans"], stdin: lines),
            let english = try await run(["match", "AASA", "--urls", "-"], stdin: lines)
        else { return }
        #expect(chinese.status == 1 && english.status == 1)
        #expect(
            chinese.text == """
                https://example.com/help/a  ->  由 ABCDE12345.com.example.app 打开
                  match    ABCDE12345.com.example.app  /applinks/details/0/components/2 (AASA:4:3)
                第 2 行: error: 不是 URL：第 21 个字节是控制字符 U+0001

                """)
        #expect(
            english.text == """
                https://example.com/help/a  ->  opens ABCDE12345.com.example.app
                  match    ABCDE12345.com.example.app  /applinks/details/0/components/2 (AASA:4:3)
                line 2: error: not a URL: control character U+0001 at byte 21

                """)
        #expect(chinese.errors.hasSuffix("ulinks: 有 1 行不是 URL（第一处：第 2 行）\n"))
    }

    /// The side-by-side options' refusals go through the failure path in the language; the exit code
    /// and the English without --lang are as before.
    @Test func sideBySideRefusals() async throws {
        let arguments = ["match", "AASA", "https://example.com/help/a", "--package", "com.example.app"]
        guard let korean = try await run(arguments + ["--lang", "ko"]), let english = try await run(arguments),
            let chinese = try await run(arguments + ["--lang", "zh-Hans"])
        else { return }
        #expect(english.status != 0 && korean.status == english.status && chinese.status == english.status)
        #expect(english.errors.hasPrefix("Error: --package and --fingerprint need --android assetlinks.json\n"))
        #expect(korean.errors.hasPrefix("Error: --package와 --fingerprint에는 --android assetlinks.json이 필요합니다\n"))
        #expect(chinese.errors.hasPrefix("Error: --package 和 --fingerprint 需要配合 --android assetlinks.json 使用\n"))
    }

    /// `match --android`: the table's cells and the note in Portuguese; Korean cells still line up.
    @Test func sideBySideTable() async throws {
        let arguments = [
            "match", "AASA", "https://example.com/help/a", "https://example.com/buy/1?ref=x", "--android", "LINKS",
            "--package", "com.other",
        ]
        guard let portuguese = try await run(arguments + ["--lang", "pt-BR"]),
            let korean = try await run(arguments + ["--lang", "ko"]), let english = try await run(arguments)
        else { return }
        #expect(portuguese.status == 0 && korean.status == 0)
        #expect(portuguese.text.contains("abre ABCDE12345.com.example.app "))
        #expect(portuguese.text.contains("  navegador (com.other: no_match)   <- diferente\n"))
        #expect(portuguese.text.contains("navegador (ABCDE12345.com.example.app: exclude)"))
        #expect(
            portuguese.errors.contains(
                "warning: com.other não é verificado por LINKS (verificados: com.example.app)"))
        #expect(
            english.text.contains(
                "  opens ABCDE12345.com.example.app               browser (com.other: no_match)   <- differs\n"))
        #expect(english.errors.contains("warning: com.other is not verified by LINKS (verified: com.example.app)"))
        // The Android column starts in the same terminal cell on every row.
        let starts = korean.text.split(separator: "\n").map { line in
            let cell = line.hasPrefix("URL") ? "Android" : "브라우저(com.other"
            return (line.components(separatedBy: cell).first ?? "").terminalColumns
        }
        #expect(starts.count == 3 && Set(starts).count == 1)
        #expect(korean.text.contains("<- 다름"))
    }

    @Test func androidMatchInKorean() async throws {
        let arguments = ["android", "match", "LINKS", "https://example.com/a", "--explain"]
        guard let korean = try await run(arguments + ["--lang", "ko"]), let english = try await run(arguments),
            let other = try await run(arguments + ["--package", "com.other", "--lang", "ko"])
        else { return }
        #expect(korean.status == 0 && english.status == 0 && other.status == 0)
        #expect(korean.text.contains("  쿼리        (없음)\n") && english.text.contains("  query     (none)\n"))
        #expect(korean.text.contains("모든 URL(동적 규칙 없음)"))
        #expect(english.text.contains("com.example.app: every URL (no dynamic rules) of /0"))
        #expect(korean.text.contains("https://example.com/a  ->  com.example.app에서 열립니다"))
        #expect(other.errors.contains("warning: com.other은(는) LINKS에서 인증되지 않습니다(인증된 패키지: com.example.app)"))
    }

    /// `diff`: headings, rule changes (each key's difference too), counts and the closing line.
    @Test func diffInKoreanAndPortuguese() async throws {
        let arguments = ["diff", "AASA", "NEW", "--domain", "example.com", "--generate", "50", "--all", "--limit", "1"]
        guard let korean = try await run(arguments + ["--lang", "ko"]),
            let github = try await run([
                "diff", "AASA", "NEW", "--generate", "50", "--format", "github", "--lang", "pt-BR",
            ]),
            let english = try await run(arguments)
        else { return }
        #expect(korean.status == 2 && github.status == 2 && english.status == 2)
        let text = korean.text
        #expect(text.contains("iOS 13+에서 ABCDE12345.com.example.app의 규칙:"))
        #expect(text.contains("  구성 요소 0이(가) 바뀌었습니다: \"exclude\" true에서 없음(기본값 false)(으)로 바뀜"))
        #expect(text.contains("  구성 요소 1이(가) 바뀌었습니다: \"/\" \"/buy/*\"에서 \"/sell/*\"(으)로 바뀜"))
        #expect(text.contains("      https://example.com/buy/x  match -> no_match\n"))
        #expect(text.contains("URL") && text.contains("개를 비교했습니다\n"))
        #expect(text.contains("  iOS 13+에서 ABCDE12345.com.example.app: 추가 ") && text.contains(", 손실 "))
        #expect(text.contains("    추가(") && text.contains("      ... 외 "))
        #expect(github.text.contains("agora abre") && github.text.contains("URLs no iOS 13+"))
        // SARIF: the language's message.text, the English beside it.
        guard
            let sarif = try await run(["diff", "AASA", "NEW", "--generate", "50", "--format", "sarif", "--lang", "ko"])
        else { return }
        let log = try JSONSerialization.jsonObject(with: Data(sarif.output)) as? [String: Any]
        let runs = log?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [[String: Any]] ?? []
        let lost = results.first { $0["ruleId"] as? String == "diff-lost-urls" }
        let message = (lost?["message"] as? [String: Any])?["text"] as? String ?? ""
        let englishMessage = (lost?["properties"] as? [String: Any])?["englishMessage"] as? String ?? ""
        #expect(sarif.status == 2 && message.contains("URL") && message.contains("더 이상 열지 않습니다"))
        #expect(message.contains("수정: ") && englishMessage.contains("no longer opens"))
        #expect(english.text.contains("  component 0 changed: \"exclude\" true became absent (false)"))
        #expect(english.text.contains("rules of ABCDE12345.com.example.app on iOS 13+:"))
        #expect(english.text.hasSuffix(" URLs compared\n"))
    }

    /// Errors: a usage error (64), an unreadable and an unusable file (1).
    @Test func errorsInKorean() async throws {
        guard let usage = try await run(["match", "AASA", "/buy/1", "--lang", "ko"]),
            let missing = try await run(["match", "/nonexistent/aasa", "https://example.com/", "--lang", "ko"]),
            let unusable = try await run(["match", "LINKS", "https://example.com/", "--lang", "ko"]),
            let englishUsage = try await run(["match", "AASA", "/buy/1"])
        else { return }
        #expect(usage.status == 64 && englishUsage.status == 64)
        #expect(usage.errors.contains("'/buy/1'에 호스트가 없습니다. 전체 URL(https://HOST/buy/1)을 지정하거나 --domain HOST를 사용하십시오"))
        #expect(
            englishUsage.errors.contains("'/buy/1' has no host: pass a full URL (https://HOST/buy/1) or --domain HOST"))
        #expect(missing.status == 1 && missing.errors.contains("/nonexistent/aasa: 파일이 없습니다"))
        #expect(unusable.status == 1 && unusable.errors.contains("LINKS: 사용할 수 있는 연결 파일이 아닙니다. iOS는 이 파일을 무시합니다"))
    }

    @Test func convertInPortuguese() async throws {
        guard let portuguese = try await run(["convert", "AASA", "--to", "dual", "--lang", "pt-BR"]),
            let english = try await run(["convert", "AASA", "--to", "dual"])
        else { return }
        #expect(portuguese.status == english.status && portuguese.output == english.output)
        #expect(english.errors.contains("generated URLs decide identically on"))
        #expect(portuguese.errors.contains("URLs geradas têm a mesma decisão no iOS"))
    }

    /// Every rule change the diff writes, translated whole in every language (no English left): the
    /// summary is a message, rendered where shown.
    @Test func ruleChangeSummariesAreTranslatedWhole() throws {
        let diff = try DiffRuleChangeTests.diff(DiffRuleChangeTests.old, DiffRuleChangeTests.new)
        #expect(diff.rules.count >= 3)
        for language in Language.allCases where language != .english {
            let localizer = Localizer(language)
            for change in diff.rules {
                let shown = localizer.render(change.summary)
                for word in ["changed", "became", "absent", "removed", "added", "moved", "another order"] {
                    #expect(!shown.contains(word), "\(language): \(shown)")
                }
            }
        }
    }
}
