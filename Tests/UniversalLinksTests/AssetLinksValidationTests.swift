import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// assetlinks.json lints. The cases follow what Google's compatibility tests (google/digitalassetlinks,
/// `compatibility-tests/v1`, groups 2000-2300 and 5000) say its parser accepts and rejects; the
/// files here are our own.
@Suite struct AssetLinksValidationTests {
    static let print = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    static let assetLinksCodes = DiagnosticCode.registry.filter { $0.domain == .assetlinks && $0.example != nil }

    static func web(_ relation: String, site: String = "https://example.org") -> String {
        #"[{"relation": ["\#(relation)"], "target": {"namespace": "web", "site": "\#(site)"}}]"#
    }

    static func app(package: String = "org.example.app", prints: [String] = [print]) -> String {
        let list = prints.map { "\"\($0)\"" }.joined(separator: ", ")
        return
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "\#(package)", "sha256_cert_fingerprints": [\#(list)]}}]"#
    }

    static func codes(_ json: String) -> Set<String> {
        Set(AssetLinksValidator().validate(Array(json.utf8)).diagnostics.map(\.code.rawValue))
    }

    /// Each registered example, validated, emits its code with its registered severity.
    @Test(arguments: assetLinksCodes)
    func exampleEmitsItsCode(_ info: DiagnosticCodeInfo) throws {
        let example = try #require(info.example)
        let report = AssetLinksValidator().validate(Array(example.utf8))
        let found = report.diagnostics.first { $0.code == info.code }
        #expect(found != nil, "example for \(info.code) emits \(report.codes.map(\.rawValue).sorted())")
        #expect(found?.severity == info.severity)
    }

    /// Relation strings (compatibility tests 2101-2124): kind/detail, each [a-z0-9_.]+.
    @Test(
        arguments: [
            ("delegate_permission/common.handle_all_urls", nil),
            ("delegate_permission/common.get_login_creds", nil),
            ("delegate_permission/write_on_the_walls", "assetlinks-unknown-relation"),
            ("navigate/yellow_brick_road", "assetlinks-unknown-relation"),
            ("delegate_permission/org.digitalassetlinks.write_on_the_walls", "assetlinks-unknown-relation"),
            ("", "assetlinks-relation"),
            ("delegate_permission/*", "assetlinks-relation"),
            ("INVALID_KIND/write_on_the_walls", "assetlinks-relation"),
            ("/write_on_the_walls", "assetlinks-relation"),
            ("/", "assetlinks-relation"),
            ("write_on_the_walls", "assetlinks-relation"),
            ("delegate_permission/write_on_the_walls/foo", "assetlinks-relation"),
            ("delegate_permission,write_on_the_walls", "assetlinks-relation"),
            ("delegate_permission/", "assetlinks-relation"),
            ("delegate_permission/write on the walls", "assetlinks-relation"),
            ("delegate_permission/write+on+the+walls", "assetlinks-relation"),
            ("delegate_permission/write_on_the_walls!", "assetlinks-relation"),
            ("delegate_permission/write_on_the_WALLS", "assetlinks-relation"),
            ("delegate_permission/write_on_the_walls ", "assetlinks-relation"),
            (" delegate_permission/write_on_the_walls", "assetlinks-relation"),
        ] as [(String, String?)])
    func relationGrammar(_ relation: String, code: String?) {
        let found = Self.codes(Self.web(relation)).filter { $0.contains("relation") }
        #expect(found == Set([code].compactMap { $0 }), "\(relation): \(found)")
    }

    @Test func typoOfHandleAllURLsSuggestsIt() throws {
        let report = AssetLinksValidator().validate(Array(Self.web("delegate_permission/common.handle_all_url").utf8))
        let d = try #require(report.diagnostics.first { $0.code == "assetlinks-unknown-relation" })
        #expect(d.message.english.contains("did you mean \"delegate_permission/common.handle_all_urls\""))
        let upper = AssetLinksValidator().validate(Array(Self.web("delegate_permission/common.handle_all_URLS").utf8))
        #expect(
            upper.diagnostics.first { $0.code == "assetlinks-relation" }?.hint?.english.contains("handle_all_urls")
                == true)
    }

    /// Web targets (compatibility tests 2201-2216).
    @Test(
        arguments: [
            ("https://target.example.org", nil),
            ("https://target.example.org.", nil),
            ("HtTpS://target.example.org", nil),
            ("http://target.example.org:8080", nil),
            ("https://target.example.org:999999", "port"),
            ("mailto://user@example.org", "not an http"),
            ("https://x:y@target.example.org", "login"),
            ("https://target.example.org?bar", "query"),
            ("https://target.example.org#bar", "fragment"),
            ("https://target.example.org/", "path"),
            ("https://target.example.org/XXX", "path"),
            ("https://target.example.org/*", "path"),
            ("target.example.org", "scheme"),
        ] as [(String, String?)])
    func webTargetSite(_ site: String, problem: String?) {
        let report = AssetLinksValidator().validate(
            Array(Self.web("delegate_permission/common.get_login_creds", site: site).utf8))
        let found = report.diagnostics.first { $0.code == "assetlinks-site" }
        if let problem {
            #expect(found?.message.english.contains(problem) == true, "\(site): \(report.diagnostics.map(\.message))")
        } else {
            #expect(report.diagnostics.isEmpty, "\(site): \(report.diagnostics.map(\.message))")
        }
    }

    /// Android app targets (compatibility tests 2301-2314) and the fingerprint mistakes people make.
    @Test(
        arguments: [
            (app(), nil),
            (
                app(prints: [String(repeating: "00:", count: 31) + "00", String(repeating: "11:", count: 31) + "11"]),
                nil
            ),
            (app(package: ""), "assetlinks-package-name"),
            (app(package: "B A D"), "assetlinks-package-name"),
            (app(package: "com.example-app"), "assetlinks-package-name"),
            (app(package: "com.1example"), "assetlinks-package-name"),
            (app(package: "example"), "assetlinks-package-name"),
            (app(package: "com..example"), "assetlinks-package-name"),
            (app(package: "com.Example_App.v2"), nil),
            (app(prints: []), "assetlinks-statement"),
            (app(prints: [""]), "assetlinks-fingerprint"),
            (app(prints: ["B A D"]), "assetlinks-fingerprint-spaces"),
            (app(prints: [print.lowercased()]), "assetlinks-fingerprint-lowercase"),
            (app(prints: ["GG:HH" + print.dropFirst(5)]), "assetlinks-fingerprint"),
            (app(prints: [String(print.dropFirst(3))]), "assetlinks-fingerprint"),
            (app(prints: [print.replacingOccurrences(of: ":", with: "")]), "assetlinks-fingerprint-no-colons"),
            (app(prints: [print.replacingOccurrences(of: ":", with: " ")]), "assetlinks-fingerprint-spaces"),
            (app(prints: [print + " "]), "assetlinks-fingerprint-spaces"),
            (app(prints: [String(print.prefix(59))]), "assetlinks-fingerprint-sha1"),
            (
                app(prints: [String(print.prefix(59)).replacingOccurrences(of: ":", with: "")]),
                "assetlinks-fingerprint-sha1"
            ),
        ] as [(String, String?)])
    func androidAppTarget(_ json: String, code: String?) {
        let found = Self.codes(json)
        #expect(found == Set([code].compactMap { $0 }), "\(json): \(found)")
    }

    @Test func statementStructure() {
        #expect(Self.codes("[]") == ["assetlinks-empty"])
        #expect(
            Self.codes(#"[{"relation": ["delegate_permission/common.handle_all_urls"]}]"#) == ["assetlinks-statement"])
        #expect(
            Self.codes(#"[{"target": {"namespace": "web", "site": "https://a.example"}}]"#) == ["assetlinks-statement"])
        #expect(
            Self.codes(
                #"[{"relation": "delegate_permission/common.handle_all_urls", "target": {"namespace": "web", "site": "https://a.example"}}]"#
            )
                == ["assetlinks-statement"])
        #expect(
            Self.codes(#"[{"relation": [{}], "target": {"namespace": "web", "site": "https://a.example"}}]"#) == [
                "assetlinks-relation"
            ])
        #expect(
            Self.codes(
                #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": "https://a.example"}]"#) == [
                    "assetlinks-statement"
                ])
        #expect(
            Self.codes(
                #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "internets", "site": "https://a.example"}}]"#
            ) == ["assetlinks-namespace"])
        #expect(Self.codes(#"{"relation": []}"#) == ["assetlinks-not-array"])
        #expect(Self.codes("42") == ["assetlinks-not-array"])
        #expect(Self.codes("[{").contains("assetlinks-not-array") == false)
        #expect(!Self.codes("[{").isEmpty)
    }

    /// Include statements (compatibility tests 2004, 2005, 5006).
    @Test func includeStatements() {
        #expect(Self.codes(#"[{"include": "https://example.org/more.json"}]"#).isEmpty)
        #expect(Self.codes(#"[{"magicfield": {"foo": "bar"}, "include": "https://example.org/more.json"}]"#).isEmpty)
        #expect(Self.codes(#"[{"include": "http://example.org/more.json"}]"#) == ["assetlinks-include"])
        #expect(Self.codes(#"[{"include": 3}]"#) == ["assetlinks-include"])
        #expect(
            Self.codes(
                #"[{"target": {"namespace": "web", "site": "https://a.example"}, "include": "https://example.org/i.json"}]"#
            )
                == ["assetlinks-include"])
    }

    @Test func duplicateStatementsAndUnknownKeys() throws {
        let twice =
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "a.b", "sha256_cert_fingerprints": ["\#(Self.print)"]}}, {"target": {"sha256_cert_fingerprints": ["\#(Self.print)"], "package_name": "a.b", "namespace": "android_app"}, "relation": ["delegate_permission/common.handle_all_urls"]}]"#
        let report = AssetLinksValidator().validate(Array(twice.utf8))
        let duplicate = try #require(report.diagnostics.first { $0.code == "assetlinks-duplicate-statement" })
        #expect(duplicate.pointer == "/1" && duplicate.message.english.contains("statement 0"))
        let typo =
            #"[{"relations": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "web", "site": "https://a.example"}}]"#
        let unknown = AssetLinksValidator().validate(Array(typo.utf8)).diagnostics.first {
            $0.code == "assetlinks-unknown-key"
        }
        #expect(unknown?.message.english.contains("did you mean \"relation\"") == true)
    }

    static func dynamic(_ rules: String, relationKey: String = "delegate_permission/common.handle_all_urls") -> String {
        #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "a.b", "sha256_cert_fingerprints": ["\#(print)"]}, "relation_extensions": {"\#(relationKey)": {"dynamic_app_link_components": \#(rules)}}}]"#
    }

    /// Dynamic rules: the AASA component keys with a dictionary `?`; anything malformed drops them all.
    @Test(
        arguments: [
            (##"[{"/": "/shop/*"}, {"?": {"dl": "*"}}, {"#": "app"}, {"/": "*", "exclude": true}]"##, []),
            (#"[]"#, []),
            (#"{"/": "/a"}"#, ["assetlinks-dynamic-rules"]),
            (#"["/a"]"#, ["assetlinks-dynamic-rules"]),
            (#"[{"/": "/a", "caseSensitive": false}]"#, ["assetlinks-dynamic-rules"]),
            (#"[{"/": "/a", "percentEncoded": false}]"#, ["assetlinks-dynamic-rules"]),
            (#"[{"/": "/a", "comment": "x"}]"#, ["assetlinks-dynamic-rules"]),
            (#"[{"/": 3}]"#, ["assetlinks-dynamic-rules"]),
            (#"[{"/": "/a", "exclude": "true"}]"#, ["assetlinks-dynamic-rules"]),
            (#"[{"?": {"id": 5}}]"#, ["assetlinks-dynamic-rules"]),
            (#"[{"?": "id=*"}]"#, ["assetlinks-dynamic-query-string"]),
            (#"[{"/": "/$(lang)/*"}]"#, ["assetlinks-dynamic-pattern"]),
            (#"[{"/": "https://a.example/x"}]"#, ["assetlinks-dynamic-pattern"]),
            (##"[{"#": "#top"}]"##, ["assetlinks-dynamic-pattern"]),
            (#"[{"/": "/café"}]"#, ["assetlinks-dynamic-pattern"]),
        ] as [(String, [String])])
    func dynamicRules(_ rules: String, expected: [String]) {
        #expect(Self.codes(Self.dynamic(rules)) == Set(expected), "\(rules)")
    }

    @Test func malformedRulesAreDroppedAndSaidSo() throws {
        let document = AssetLinksDocument(string: Self.dynamic(#"[{"/": "/a"}, {"/": "/b", "caseSensitive": false}]"#))
        let statement = try #require(document.file?.statements.first)
        guard case .dropped(let reason) = statement.dynamicRules else {
            Issue.record("rules not dropped: \(statement.dynamicRules)")
            return
        }
        #expect(reason.english.contains("ignores every dynamic rule"))
        let d = try #require(document.diagnostics.first { $0.code == "assetlinks-dynamic-rules" })
        #expect(d.pointer?.hasSuffix("/dynamic_app_link_components/1/caseSensitive") == true)
        #expect(d.location?.line == 1)
    }

    @Test func extensionsForAnotherRelationAreIgnored() {
        let codes = Self.codes(
            Self.dynamic(#"[{"/": "/a"}]"#, relationKey: "delegate_permission/common.get_login_creds"))
        #expect(codes == ["assetlinks-relation-extensions"])
    }

    @Test(arguments: [
        ("[]", true), (" \n[{\"relation\": []}]", true), ("\u{FEFF}[]", true), ("{\"applinks\": {}}", false),
        ("[{\"applinks\": {\"details\": []}}]", false), ("", false),
    ])
    func shapeDetection(_ text: String, isAssetLinks: Bool) {
        #expect(AssetLinksDocument.looksLikeAssetLinks(Array(text.utf8)) == isAssetLinks)
    }

    @Test func fingerprintNormalisation() {
        #expect(Fingerprint.normalize(Self.print.lowercased()) == Self.print)
        #expect(Fingerprint.normalize(Self.print.replacingOccurrences(of: ":", with: "")) == Self.print)
        #expect(Fingerprint.normalize("AB:CD") == nil)
        #expect(Fingerprint.isCanonical(Self.print))
    }
}
