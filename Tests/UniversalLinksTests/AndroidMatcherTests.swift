import Testing
import UniversalLinks

/// The Android App Links matcher against cases derived from Google's documentation (App Links
/// "Configure website associations and dynamic rules", the App Links FAQ) and the statement
/// parsing rules of google/digitalassetlinks' compatibility tests. The files are our own.
@Suite struct AndroidMatcherTests {
    static let print = AssetLinksValidationTests.print

    static func file(_ rules: String?, package: String = "com.example.shop", prints: [String] = [print]) -> String {
        let list = prints.map { "\"\($0)\"" }.joined(separator: ", ")
        let extensions =
            rules.map {
                #", "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": \#($0)}}"#
            } ?? ""
        return
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "\#(package)", "sha256_cert_fingerprints": [\#(list)]}\#(extensions)}]"#
    }

    static func matcher(_ json: String, fingerprint: String? = nil) -> AndroidAppLinksMatcher {
        AndroidAppLinksMatcher(document: AssetLinksDocument(string: json), fingerprint: fingerprint)
    }

    /// Rules in the documentation's spirit: a query parameter opens the app anywhere, fragments
    /// open or exclude, paths open, a section is excluded before a broader rule.
    static let documented = file(
        ##"[{"?": {"dl": "*"}}, {"#": "app"}, {"#": "no_app", "exclude": true}, {"/": "/path1"}, {"/": "/path2/*"}, {"/": "/path3/*", "exclude": true}, {"/": "/path3/sub"}, {"/": "/p?th4"}, {"/": "/p5/?*"}, {"/": "/shoes", "?": {"in_app": "true"}}]"##
    )

    @Test(
        arguments: [
            // A listed query parameter must be present; its value pattern then decides.
            ("https://example.com/anything?dl=abc", MatchDecision.match, 0),
            ("https://example.com/anything?dl=", .match, 0),
            ("https://example.com/anything?x=1&dl=2", .match, 0),
            ("https://example.com/anything", .noMatch, -1),
            ("https://example.com/anything?dlx=1", .noMatch, -1),
            // Fragments.
            ("https://example.com/anything#app", .match, 1),
            ("https://example.com/anything#no_app", .exclude, 2),
            ("https://example.com/anything#App", .noMatch, -1),
            // Paths: literal, prefix with *, first match wins, exclusion before a later rule.
            ("https://example.com/path1", .match, 3),
            ("https://example.com/path1/", .match, 3),
            ("https://example.com/PATH1", .noMatch, -1),
            ("https://example.com/path2/a/b", .match, 4),
            ("https://example.com/path2", .match, 4),
            ("https://example.com/path3/sub", .exclude, 5),
            ("https://example.com/path3/other", .exclude, 5),
            // ? is one character, ?* one or more.
            ("https://example.com/path4", .match, 7),
            ("https://example.com/pth4", .noMatch, -1),
            ("https://example.com/p5/x", .match, 8),
            ("https://example.com/p5/", .noMatch, -1),
            // Every listed key must match.
            ("https://example.com/shoes?in_app=true", .match, 9),
            ("https://example.com/shoes?in_app=false", .noMatch, -1),
            ("https://example.com/shoes", .noMatch, -1),
            // Order: an earlier rule decides before a later one could.
            ("https://example.com/path3/sub?dl=1", .match, 0),
            // Another host is not verified by this file.
            ("https://other.example/path1", .noMatch, -1),
        ] as [(String, MatchDecision, Int)])
    func android15DynamicRules(_ url: String, decision: MatchDecision, rule: Int) throws {
        let result = Self.matcher(Self.documented).decide(url, domain: "example.com")
        let app = try #require(result.apps.first)
        #expect(app.decision == decision, "\(url)")
        #expect(result.opens == (decision == .match ? "com.example.shop" : nil))
        if rule >= 0 {
            #expect(
                app.rule?.pointer.hasSuffix("/dynamic_app_link_components/\(rule)") == true,
                "\(url): \(app.rule?.pointer ?? "-")")
        } else {
            #expect(app.rule == nil)
        }
    }

    /// Android 14 and older ignore dynamic rules: every URL of the verified host opens the app.
    @Test(arguments: ["https://example.com/anything", "https://example.com/path3/sub", "https://example.com/#no_app"])
    func android14OpensEveryURL(_ url: String) {
        let result = Self.matcher(Self.documented).decide(url, android: .android14)
        #expect(result.opens == "com.example.shop")
        #expect(result.apps.first?.rule?.pointer == "/0")
        #expect(
            Self.matcher(Self.documented).decide("https://other.example/x", domain: "example.com", android: .android14)
                .opens == nil)
    }

    @Test func withoutRulesEveryURLOpensOnAndroid15Too() {
        let m = Self.matcher(Self.file(nil))
        #expect(m.decide("https://example.com/any/thing?x#y").opens == "com.example.shop")
        #expect(m.droppedRules.isEmpty)
    }

    @Test func anEmptyRuleListExcludesEverything() {
        let m = Self.matcher(Self.file("[]"))
        #expect(m.decide("https://example.com/").apps.first?.decision == .noMatch)
        #expect(m.decide("https://example.com/", android: .android14).opens == "com.example.shop")
    }

    /// A malformed list is dropped whole: Android 15 then behaves as without rules.
    @Test(arguments: [
        #"[{"/": "/a"}, {"/": "/b", "caseSensitive": false}]"#, #"[{"/": "/a"}, {"?": "x=1"}]"#, #"[{"/": "/a"}, 3]"#,
        #"{"/": "/a"}"#,
    ])
    func malformedRulesAreIgnoredWhole(_ rules: String) throws {
        let m = Self.matcher(Self.file(rules))
        #expect(m.droppedRules.count == 1)
        #expect(m.decide("https://example.com/zzz").opens == "com.example.shop")
        let dropped = try #require(m.droppedRules.first)
        #expect(dropped.packageName == "com.example.shop" && dropped.pointer == "/0")
    }

    @Test func fingerprintSelectsStatements() {
        let json = Self.file(nil)
        #expect(Self.matcher(json, fingerprint: Self.print).packages == ["com.example.shop"])
        #expect(Self.matcher(json, fingerprint: Self.print.lowercased()).packages == ["com.example.shop"])
        let other = String(repeating: "AA:", count: 31) + "AA"
        #expect(Self.matcher(json, fingerprint: other).packages.isEmpty)
        #expect(Self.matcher(json, fingerprint: other).decide("https://example.com/").opens == nil)
    }

    /// Only valid handle_all_urls statements for Android apps verify anything (Google skips the others).
    @Test func onlyUsableAppStatementsVerify() {
        let json = #"""
            [{"relation": ["delegate_permission/common.get_login_creds"], "target": {"namespace": "android_app", "package_name": "a.login", "sha256_cert_fingerprints": ["\#(Self.print)"]}},
             {"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "web", "site": "https://example.com"}},
             {"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "b.bad", "sha256_cert_fingerprints": ["\#(Self.print.lowercased())"]}},
             {"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "c.first", "sha256_cert_fingerprints": ["\#(Self.print)"]}},
             {"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "d.second", "sha256_cert_fingerprints": ["\#(Self.print)"]}, "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [{"/": "/d/*"}]}}}]
            """#
        let m = Self.matcher(json)
        #expect(m.packages == ["c.first", "d.second"])
        let result = m.decide("https://example.com/d/1")
        #expect(result.opens == "c.first")
        #expect(result.apps.map(\.decision) == [.match, .match])
        #expect(m.decide("https://example.com/d/1", packages: ["d.second"]).opens == "d.second")
        #expect(m.decide("https://example.com/x", packages: ["d.second"]).apps.map(\.decision) == [.noMatch])
    }

    @Test func substitutionVariablesAreLiteral() {
        let m = Self.matcher(Self.file(#"[{"/": "/$(lang)/*"}]"#))
        #expect(m.decide("https://example.com/en/x").opens == nil)
        #expect(m.decide("https://example.com/$(lang)/x").opens == "com.example.shop")
    }

    @Test func explanationListsEachRuleTried() throws {
        let e = Self.matcher(Self.documented).explain("https://example.com/path3/sub")
        let app = try #require(e.apps.first)
        #expect(app.source == "dynamic_app_link_components")
        #expect(app.rules.count == 6)
        #expect(app.rules.first?.failedKey == "?dl")
        #expect(app.rules.last?.failedKey == nil && app.decision == .exclude)
        #expect(e.hostMatches && e.path == "/path3/sub/")
    }
}
