import Foundation
import Testing
import UniversalLinks

@Suite struct ValidationTests {
    static let sharedPresent = SharedFolder.isPresent

    @Test(.enabled(if: sharedPresent, "../shared is absent: seeds not checked"))
    func seed000CurlyQuoteAtExactPosition() throws {
        let article = try #require(SharedFolder.seed("000"))
        let json = try #require(SharedFolder.example(in: article, after: "Aqui está um exemplo"))
        let report = AASAValidator().validate(Array(json.utf8)).report
        let curly = try #require(report.diagnostics.first { $0.code == "curly-quote" })
        #expect(curly.location?.line == 1)
        #expect(curly.location?.column == 126)
        #expect(json.unicodeScalars.dropFirst(125).first == "“")
        // One error for the mistake, not a cascade.
        #expect(report.diagnostics.filter { $0.code == "curly-quote" || $0.code == "unterminated-string" }.count == 1)
    }

    @Test(.enabled(if: sharedPresent, "../shared is absent: seeds not checked"))
    func seed002MissingCommaBetweenComponents() throws {
        let article = try #require(SharedFolder.seed("002"))
        let json = try #require(SharedFolder.example(in: article, after: "iOS 13 이후"))
        let report = AASAValidator().validate(Array(json.utf8)).report
        #expect(report.errors.map(\.code) == ["missing-comma"])
        let d = try #require(report.errors.first)
        #expect(d.location?.line == 20)
        #expect(d.location?.column == 17)
        #expect(d.pointer == nil)
        #expect(SourceText(json).line(20).trimmingCharacters(in: .whitespaces) == "}")
    }

    @Test(.enabled(if: sharedPresent, "../shared is absent: seeds not checked"))
    func seed003Listing1IsClean() throws {
        let article = try #require(SharedFolder.seed("003"))
        let json = try #require(SharedFolder.example(in: article, after: "Listing 1"))
        let validation = AASAValidator().validate(Array(json.utf8))
        #expect(validation.report.isClean, "\(validation.report.diagnostics)")
        #expect(validation.file?.applinks?.details.count == 2)
    }

    @Test func rendersCompilerStyle() {
        let json = "{\n  \"applinks\": {\"apps\": [], \"details\": [],}\n}\n"
        let validation = AASAValidator().validate(Array(json.utf8))
        let text = DiagnosticRenderer().render(
            validation.report, fileName: "aasa.json", source: validation.document.source)
        let expected = [
            "aasa.json:2:15: warning[empty-details]: applinks.details is empty",
            "      \"applinks\": {\"apps\": [], \"details\": [],}",
            "                  ^",
            "  fix: Add a detail for your app.",
            "aasa.json:2:41: error[trailing-comma]: trailing comma before }",
            "      \"applinks\": {\"apps\": [], \"details\": [],}",
            "                                            ^",
            "  fix: remove the comma after the last member",
            "",
        ]
        #expect(text == expected.joined(separator: "\n"))
    }

    @Test func jsonReportCarriesEveryField() throws {
        let validation = AASAValidator().validate(
            Array(#"{"applinks": {"apps": [], "details": [{"appID": "com.example.app", "paths": ["*"]}]}}"#.utf8))
        let d = try #require(validation.report.diagnostics.first { $0.code == "app-id-missing-prefix" })
        let data = try JSONEncoder().encode(d)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["code"] as? String == "app-id-missing-prefix")
        #expect(object["severity"] as? String == "error")
        #expect(object["line"] as? Int == 1)
        #expect(object["column"] as? Int == 49)
        #expect(object["pointer"] as? String == "/applinks/details/0/appID")
        #expect((object["hint"] as? String)?.contains("ABCDE12345.com.example.app") == true)
        let decoded = try JSONDecoder().decode(Diagnostic.self, from: data)
        #expect(
            decoded.code == d.code && decoded.message.english == d.message.english
                && decoded.location?.line == d.location?.line)
        #expect(
            decoded.location?.column == d.location?.column && decoded.pointer == d.pointer
                && decoded.hint?.english == d.hint?.english)
    }

    @Test func unknownKeysSuggestTheRightKey() {
        let cases: [(String, String)] = [
            (#"{"applink": {}}"#, "applinks"),
            (#"{"applinks": {"apps": [], "details": [{"appId": "ABCDE12345.a.b", "paths": ["*"]}]}}"#, "appID"),
            (#"{"applinks": {"apps": [], "details": [{"appIDs": ["ABCDE12345.a.b"], "path": ["*"]}]}}"#, "paths"),
            (
                #"{"applinks": {"apps": [], "details": [{"appIDs": ["ABCDE12345.a.b"], "component": []}]}}"#,
                "components"
            ),
            (
                #"{"applinks": {"apps": [], "details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/a", "casesensitive": false}]}]}}"#,
                "caseSensitive"
            ),
            (
                #"{"applinks": {"apps": [], "details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/a", "exlude": true}]}]}}"#,
                "exclude"
            ),
        ]
        for (json, suggestion) in cases {
            let report = AASAValidator().validate(Array(json.utf8)).report
            let d = report.diagnostics.first { $0.code == "unknown-key" }
            #expect(
                d?.message.english.contains("did you mean \"\(suggestion)\"") == true, "\(json): \(report.diagnostics)")
        }
    }

    @Test func appIDGrammar() {
        #expect(AppID("ABCDE12345.com.example.app")?.bundleID == "com.example.app")
        #expect(AppID("ABCDE12345.com.example.app")?.hasTeamIDShapedPrefix == true)
        #expect(AppID("abc.com.example")?.hasTeamIDShapedPrefix == false)
        for bad in [
            "", "ABCDE12345", "ABCDE12345.", ".com.a", "ABCDE12345.com..a", "ABCDE12345.com.a_b", "ABCDE12345.*",
            "AB CD.x",
        ] {
            #expect(AppID(bad) == nil, "\(bad)")
        }
    }

    @Test func unreachableAfterCatchAllHonoursDefaults() {
        // A detail-level "/" default makes "{}" no longer a catch-all.
        let json =
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "defaults": {"/": "/only/*"}, "components": [{}, {"/": "/x"}]}]}}"#
        let codes = AASAValidator().validate(Array(json.utf8)).report.codes
        #expect(!codes.contains("unreachable-rule"))
        #expect(codes.contains("defaults-matching-key"))
        let plain =
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/*"}, {"/": "/x"}]}]}}"#
        #expect(AASAValidator().validate(Array(plain.utf8)).report.codes.contains("unreachable-rule"))
    }

    @Test func signedFileThatCannotBeUnpackedSaysSo() {
        let bytes: [UInt8] = [0x30, 0x82, 0x01, 0x00, 0x06, 0x09, 0x2A]
        let report = AASAValidator().validate(bytes).report
        #expect(report.codes.contains("unreadable-signature"))
        #expect(!report.codes.contains("not-json"))
    }
}

extension ValidationTests {
    /// Every name is one edit from `$(key)`: the suggestion must be the first in file order, whatever
    /// the hash seed (a Set's order would pick any of them).
    @Test(arguments: [
        ["keyA", "keyB", "keyC", "keyD", "keyE", "keyF", "keyG", "keyH"],
        ["keyH", "keyG", "keyF", "keyE", "keyD", "keyC", "keyB", "keyA"],
        ["keyD", "keyA", "keyH", "keyB", "keyG", "keyC", "keyF", "keyE"],
        ["keyF", "keyC", "keyA", "keyH", "keyE", "keyB", "keyD", "keyG"],
    ])
    func undefinedVariableSuggestionTiesGoToFileOrder(_ names: [String]) throws {
        let variables = names.map { "\"\($0)\": [\"x\"]" }.joined(separator: ", ")
        let json = """
            {"applinks": {"substitutionVariables": {\(variables)},
              "details": [{"appIDs": ["QWERTY1234.com.acme.app"], "components": [{"/": "/$(key)/*"}]}]}}
            """
        for _ in 0..<4 {
            let report = AASAValidator().validate(Array(json.utf8)).report
            let d = try #require(report.diagnostics.first { $0.code == "undefined-variable" })
            #expect(d.message.english.hasSuffix("; did you mean $(\(names[0]))?"), "\(d.message)")
        }
    }

    @Test func anEmptyVariableNameIsNeverSuggested() throws {
        let json = """
            {"applinks": {"substitutionVariables": {"": ["x"], "u": ["y"]},
              "details": [{"appIDs": ["QWERTY1234.com.acme.app"], "components": [{"/": "/$(w)/*"}]}]}}
            """
        let report = AASAValidator().validate(Array(json.utf8)).report
        let d = try #require(report.diagnostics.first { $0.code == "undefined-variable" })
        #expect(d.message.english.hasSuffix("; did you mean $(u)?"), "\(d.message)")
    }
}
