import Testing
import ULinksTestSupport
import UniversalLinks

/// Language choice, the table format and the template matching behind translated diagnostics.
@Suite struct LocalizationTests {
    /// A named key renders from the table in the chosen language, its values shown as they are; a
    /// value never becomes part of the key (nothing is parsed back out of English).
    @Test func namedKeysRenderWithTheirValues() {
        let korean = Localizer(.korean)
        let english = Localizer.english.text("device.android.agent-error", ["code": "1024"])
        #expect(english.hasPrefix("1024: an error code of the device's verification agent"))
        let translated = korean.text("device.android.agent-error", ["code": "1024"])
        #expect(translated != english && translated.contains("1024"))
        #expect(!translated.contains("{code}"))
    }

    @Test(
        arguments: [
            ("pt-BR", Language.portugueseBrazil), ("pt_br", .portugueseBrazil), ("zh-Hans", .chineseSimplified),
            ("zh_CN", .chineseSimplified), ("zh-SG", .chineseSimplified), ("zh-Hans-CN", .chineseSimplified),
            ("ko", .korean), ("ko_KR", .korean), ("en", .english), ("EN-us", .english),
        ])
    func languageCodes(_ row: (String, Language)) {
        #expect(Language(code: row.0) == row.1)
    }

    @Test(arguments: ["pt", "pt-PT", "zh-TW", "zh-Hant", "zh", "fr", "", "C"])
    func unsupportedCodes(_ code: String) {
        #expect(Language(code: code) == nil)
    }

    @Test(
        arguments: [
            ("pt_BR.UTF-8", Language.portugueseBrazil), ("zh_CN.GB18030", .chineseSimplified),
            ("zh_SG", .chineseSimplified), ("ko_KR.UTF-8", .korean), ("ko_KR.eucKR@euro", .korean),
            ("C", .english), ("POSIX", .english), ("de_DE.UTF-8", .english), ("zh_TW.UTF-8", .english),
            ("C.UTF-8", .english),
        ])
    func posixLocales(_ row: (String, Language)) {
        #expect(Language(posixLocale: row.0) == row.1)
    }

    @Test func resolutionOrder() {
        let all = ["ULINKS_LANG": "ko", "LC_ALL": "pt_BR.UTF-8", "LC_MESSAGES": "zh_CN", "LANG": "ko_KR"]
        #expect(Language.resolve(option: .chineseSimplified, environment: all) == .chineseSimplified)
        #expect(Language.resolve(option: nil, environment: all) == .korean)
        var env = all
        env["ULINKS_LANG"] = nil
        #expect(Language.resolve(option: nil, environment: env) == .portugueseBrazil)
        env["LC_ALL"] = ""
        #expect(Language.resolve(option: nil, environment: env) == .chineseSimplified)
        env["LC_MESSAGES"] = nil
        #expect(Language.resolve(option: nil, environment: env) == .korean)
        // The first locale variable set decides, even when it names no language of ours.
        #expect(Language.resolve(option: nil, environment: ["LC_ALL": "C", "LANG": "ko_KR"]) == .english)
        #expect(Language.resolve(option: nil, environment: ["ULINKS_LANG": "klingon", "LANG": "ko_KR"]) == .korean)
        #expect(Language.resolve(option: nil, environment: [:]) == .english)
    }

    @Test(
        arguments: [
            ("ko", Language.korean), ("zh-CN,zh;q=0.9,en;q=0.8", .chineseSimplified),
            ("pt-BR,pt;q=0.9", .portugueseBrazil),
            ("fr-FR,fr;q=0.9", .english), ("fr;q=0.9, ko;q=0.8", .korean), ("en;q=0.5, ko;q=0.9", .korean),
            ("de, pt;q=0.7", .portugueseBrazil), ("ko;q=0, pt-BR;q=0.1", .portugueseBrazil), ("", .english),
            ("zh-TW", .english), ("*", .english),
        ])
    func acceptLanguage(_ row: (String, Language)) {
        #expect(Language(acceptLanguage: row.0) == row.1)
    }

    /// The generated tables' format: `KEY<TAB>TEMPLATE` a line, `\n`, `\t` and `\\` escaped; a line
    /// without a tab or a template is skipped; the first definition of a key wins.
    @Test func tableFormat() {
        let table = MessageTable(
            name: "test", english: "a.b\tone {x} two\nempty\t\nno tab\nescaped\tline\\nbreak \\\\ kept\na.b\tsecond\n",
            translations: [.korean: "a.b\t하나 {x} 둘\n"])
        let english = table.entries(.english)
        #expect(english.keys.sorted() == ["a.b", "escaped"])
        #expect(english["a.b"] == "one {x} two")
        #expect(english["escaped"] == "line\nbreak \\ kept")
        #expect(table.entries(.korean) == ["a.b": "하나 {x} 둘"])
        #expect(table.entries(.portugueseBrazil).isEmpty)
    }

    /// A message's arguments that are messages are translated with it; values stay as they are; a
    /// message written in the code is its own English.
    @Test func messagesAreTranslatedWithTheirArguments() {
        let kind: Message = "an array"  // JSONNode.typeDescription of an array
        let message: Message = "a statement is an object, found \(kind)"
        #expect(message.key == "a statement is an object, found {0}")
        #expect(message.english == "a statement is an object, found an array")
        let pt = Localizer(.portugueseBrazil).render(message)
        #expect(pt != message.english && !pt.contains("found") && !pt.contains("an array"), "\(pt)")
        let verbatim = Message.verbatim("no template says this")
        #expect(Localizer(.portugueseBrazil).render(verbatim) == "no template says this")
    }

    @Test func curlyQuoteDiagnosticInEveryLanguage() throws {
        let example = try #require(DiagnosticCode.info(named: "curly-quote")?.example)
        let document = AASAValidator().validate(Array(example.utf8))
        let curly = try #require(document.report.diagnostics.first { $0.code == "curly-quote" })
        let english = DiagnosticRenderer().render(curly, fileName: "f", source: document.document.source)
        for language in Language.allCases where language != .english {
            let text = DiagnosticRenderer(localizer: Localizer(language))
                .render(curly, fileName: "f", source: document.document.source)
            #expect(text != english)
            #expect(text.contains("error[curly-quote]"), "\(text)")
            // The source line and caret are the same in every language.
            #expect(text.split(separator: "\n")[1...2] == english.split(separator: "\n")[1...2])
        }
    }

    /// A wide (CJK) character before the column takes two cells; the caret still lands under the error.
    @Test func caretUnderWideCharacters() throws {
        let source = "{\"applinks\": {\"details\": [{\"appID\": \"한국어\", \"paths\": [“/a”]}]}}"
        let result = AASAValidator().validate(Array(source.utf8))
        let curly = try #require(result.report.diagnostics.first { $0.code == "curly-quote" })
        let text = DiagnosticRenderer().render(curly, fileName: "f", source: result.document.source)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let caretLine = try #require(lines.firstIndex { $0.contains("^") && $0.allSatisfy { $0 == " " || $0 == "^" } })
        let shown = lines[caretLine - 1].dropFirst(4)
        let caretCells = lines[caretLine].count - 4 - 1
        let before = shown.prefix { $0 != "“" }
        let cells = before.unicodeScalars.reduce(0) { $0 + ((0xAC00...0xD7A3).contains($1.value) ? 2 : 1) }
        #expect(caretCells == cells)
    }

    /// `ulinks: ...` failure lines in the chosen language: the file name kept, the exit code unchanged.
    @Test func commandErrorsAreTranslated() async throws {
        let path = "/nonexistent/apple-app-site-association"
        guard let english = try await ULinksCommand.run(["validate", "--lang", "en", path]),
            let korean = try await ULinksCommand.run(["validate", "--lang", "ko", path]),
            let unknown = try await ULinksCommand.run(["codes", "--lang", "pt-BR", "curly-quot"])
        else { return }
        #expect(english.errors == "ulinks: \(path): no such file\n")
        #expect(korean.errors == "ulinks: \(path): 파일이 없습니다\n")
        #expect(english.status == 1 && korean.status == 1)
        #expect(unknown.errors == "ulinks: código desconhecido 'curly-quot'; você quis dizer curly-quote?\n")
        // A --urls line that is not a URL (a control character): exit 1, the count said in Chinese.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write(
            "aasa.json", #"{"applinks": {"details": [{"appID": "ABCDE12345.com.example", "paths": ["*"]}]}}"#)
        guard
            let match = try await ULinksCommand.run(
                ["match", file, "--urls", "-", "--lang", "zh-Hans"],
                stdin: Array("https://example.com/\u{1}\n".utf8))
        else { return }
        #expect(match.status == 1)
        #expect(match.errors == "ulinks: 有 1 行不是 URL（第一处：第 1 行）\n")
    }

    /// The HTML validation page's table headings and summaries in the chosen language; English as before.
    @Test func htmlReportHeadings() {
        let report = AASAValidator().validate(
            Array(#"{"applinks": {"details": [{"appID": "X", "paths": ["*"]}]}}"#.utf8))
        let sources = ["a", "b"].map { SourceReport(name: $0, source: nil, report: report.report) }
        let korean = HTMLReportPage.validation(sources, title: "t", localizer: Localizer(.korean))
        let english = HTMLReportPage.validation(sources, title: "t")
        #expect(korean.contains("<th>파일</th>") && korean.contains("<th>경고</th>"))
        #expect(korean.contains("<p>오류 "))
        #expect(english.contains("<th>file</th>") && english.contains("<th>warnings</th>"))
    }
}
