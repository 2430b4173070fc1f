import Testing
import UniversalLinks

/// SPEC §2.1, §2.2, §2.5: which rules apply, legacy paths, defaults, host check, between apps.
@Suite struct MatchingFileTests {
    typealias F = MatchingFixture

    static let legacy: [MatchCase] = [
        MatchCase("NOT /a/*", "/a/b", .exclude),
        MatchCase("not /a/*", "/a/b", .exclude),
        MatchCase("Not /a/*", "/a/b", .exclude),
        MatchCase("NOT/a/*", "/a/b", .match),
        MatchCase("NOT/a/*", "/b", .noMatch),
        MatchCase("NOT/a/*", "/NOT/a/b", .match),
        MatchCase("NOTE", "/NOTE", .match),
        MatchCase("/a/*", "/a/b?q=1#frag", .match),
        MatchCase("*", "/anything?x#y", .match),
    ]

    @Test(arguments: legacy)
    func legacyPaths(_ c: MatchCase) {
        #expect(F.decide(F.paths([c.rule, "/a/*"]), c.url, ios: .ios12) == c.expected)
        #expect(F.decide(F.paths([c.rule, "/a/*"]), c.url, ios: .ios13) == c.expected)
    }

    @Test func legacyQueryAndFragmentAreIgnored() {
        let file = F.paths(["/search"])
        #expect(F.decide(file, "/search?q=1#x", ios: .ios12) == .match)
    }

    @Test func legacyNotIsAlwaysCaseSensitive() {
        let file = F.paths(["NOT /Private/*", "*"], appDefaults: #"{"caseSensitive": false}"#)
        #expect(F.decide(file, "/Private/x", ios: .ios13) == .exclude)
        #expect(F.decide(file, "/private/x", ios: .ios13) == .match)
        // Our reading: on iOS 13+ legacy paths take caseSensitive from the defaults; iOS 12 has no defaults.
        let insensitive = F.paths(["/Shop/*"], appDefaults: #"{"caseSensitive": false}"#)
        #expect(F.decide(insensitive, "/shop/x", ios: .ios13) == .match)
        #expect(F.decide(insensitive, "/shop/x", ios: .ios12) == .noMatch)
    }

    @Test func firstMatchingRuleDecides() {
        let file = F.components(#"{"/": "/a/*", "exclude": true}, {"/": "/a/b"}, {"/": "*"}"#)
        #expect(F.decide(file, "/a/b") == .exclude)
        #expect(F.decide(file, "/c") == .match)
        let legacy = F.paths(["/a/b", "NOT /a/*"])
        #expect(F.decide(legacy, "/a/b", ios: .ios12) == .match)
        #expect(F.decide(legacy, "/a/c", ios: .ios12) == .exclude)
        #expect(F.decide(legacy, "/z", ios: .ios12) == .noMatch)
    }

    @Test func detailsAsObject() throws {
        let file =
            #"{"applinks": {"apps": [], "details": {"\#(F.app)": {"paths": ["/old/*"]}, "X.y": {"paths": ["*"]}}}}"#
        let matcher = F.matcher(file)
        #expect(matcher.appIDs == [F.app, "X.y"])
        let result = matcher.decide("https://example.com/old/1", ios: .ios12)
        #expect(result.decision(for: F.app) == .match)
        #expect(result.opens == F.app)
        let rule = try #require(result.apps[0].rule)
        #expect(rule.pointer == "/applinks/details/\(F.app)/paths/0")
        #expect(matcher.decide("https://example.com/new", ios: .ios12).opens == "X.y")
    }

    @Test func firstDetailPerAppWins() {
        let file = #"""
            {"applinks": {"details": [
              {"appID": "\#(F.app)", "components": [{"/": "/one"}]},
              {"appIDs": ["\#(F.app)", "B.b"], "components": [{"/": "/two"}]}
            ]}}
            """#
        let matcher = F.matcher(file)
        #expect(matcher.appIDs == [F.app, "B.b"])
        #expect(matcher.decide("https://example.com/two").decision(for: F.app) == .noMatch)
        #expect(matcher.decide("https://example.com/two").decision(for: "B.b") == .match)
        #expect(matcher.decide("https://example.com/one").decision(for: F.app) == .match)
    }

    @Test func appIDAndAppIDsAreTheUnion() {
        let file =
            #"{"applinks": {"details": [{"appID": "A.a", "appIDs": ["B.b", "A.a"], "components": [{"/": "*"}]}]}}"#
        let matcher = F.matcher(file)
        #expect(matcher.appIDs == ["A.a", "B.b"])
        #expect(matcher.decide("https://example.com/x").apps.map(\.decision) == [.match, .match])
    }

    /// (paths, components JSON or nil, URL, iOS 12, iOS 13)
    static let versions: [(String, String?, String, MatchDecision, MatchDecision)] = [
        (#"["/old/*"]"#, #"[{"/": "/new/*"}]"#, "/old/1", .match, .noMatch),
        (#"["/old/*"]"#, #"[{"/": "/new/*"}]"#, "/new/1", .noMatch, .match),
        (#"["/old/*"]"#, "[]", "/old/1", .match, .noMatch),
        (#"["/old/*"]"#, nil, "/old/1", .match, .match),
        ("[]", #"[{"/": "*"}]"#, "/x", .noMatch, .match),
    ]

    @Test(arguments: versions)
    func componentsVersusPathsPerVersion(_ c: (String, String?, String, MatchDecision, MatchDecision)) {
        let components = c.1.map { #", "components": \#($0)"# } ?? ""
        let file = #"{"applinks": {"apps": [], "details": [{"appID": "\#(F.app)", "paths": \#(c.0)\#(components)}]}}"#
        #expect(F.decide(file, c.2, ios: .ios12) == c.3)
        #expect(F.decide(file, c.2, ios: .ios13) == c.4)
    }

    /// (component, detail defaults, applinks defaults, URL, expected)
    static let defaults: [(String, String?, String?, String, MatchDecision)] = [
        (#"{"/": "/A"}"#, nil, #"{"caseSensitive": false}"#, "/a", .match),
        (#"{"/": "/A"}"#, #"{"caseSensitive": true}"#, #"{"caseSensitive": false}"#, "/a", .noMatch),
        (#"{"/": "/A", "caseSensitive": true}"#, #"{"caseSensitive": false}"#, nil, "/a", .noMatch),
        (#"{"/": "/é"}"#, nil, #"{"percentEncoded": false}"#, "/%C3%A9", .match),
        (#"{"/": "/é"}"#, #"{"percentEncoded": true}"#, #"{"percentEncoded": false}"#, "/%C3%A9", .noMatch),
        // Undocumented keys in defaults are applied too.
        (#"{"?": "a=1"}"#, nil, #"{"/": "/only/*"}"#, "/other?a=1", .noMatch),
        (#"{"?": "a=1"}"#, nil, #"{"/": "/only/*"}"#, "/only/x?a=1", .match),
        (#"{"/": "/p"}"#, #"{"?": {"k": "?*"}}"#, nil, "/p", .noMatch),
        (#"{"/": "/p"}"#, #"{"?": {"k": "?*"}}"#, nil, "/p?k=1", .match),
        (#"{"/": "/p"}"#, nil, ##"{"#": "top"}"##, "/p#top", .match),
        (#"{"/": "/p"}"#, nil, ##"{"#": "top"}"##, "/p", .noMatch),
        (#"{"/": "/p"}"#, #"{"exclude": true}"#, nil, "/p", .exclude),
        (#"{"/": "/p", "exclude": false}"#, #"{"exclude": true}"#, nil, "/p", .match),
        (#"{"comment": "only a comment"}"#, nil, #"{"/": "/x"}"#, "/x", .match),
        (#"{}"#, nil, nil, "/anything", .match),
    ]

    @Test(arguments: defaults)
    func defaultsHierarchy(_ c: (String, String?, String?, String, MatchDecision)) {
        #expect(F.decide(F.components(c.0, defaults: c.1, appDefaults: c.2), c.3) == c.4)
    }

    /// (domain, URL, expected)
    static let hosts: [(String?, String, MatchDecision)] = [
        ("example.com", "https://example.com/x", .match),
        ("example.com", "https://EXAMPLE.com/x", .match),
        ("Example.COM", "https://example.com/x", .match),
        ("example.com", "https://www.example.com/x", .noMatch),
        ("example.com", "https://user@example.com:8443/x", .match),
        ("example.com", "https://u:p@ss@example.com:1/x", .match),
        ("[::1]", "https://[::1]:8443/x", .match),
        ("[::1]", "https://[::1]/x", .match),
        ("example.com", "https://example.com@evil.net/x", .noMatch),
        ("example.com", "https://example.com.evil.net/x", .noMatch),
        ("example.com", "/x", .match),
        (nil, "https://any.host/x", .match),
        (nil, "/x", .noMatch),
    ]

    @Test(arguments: hosts)
    func hostCheck(_ c: (String?, String, MatchDecision)) {
        let result = F.matcher(F.components(#"{"/": "/x"}"#)).decide(c.1, domain: c.0)
        #expect(result.decision(for: F.app) == c.2)
        if c.2 == .noMatch { #expect(result.apps[0].rule == nil) }
    }

    @Test func betweenAppsTheFirstMatchingInstalledAppOpens() {
        let file = #"""
            {"applinks": {"details": [
              {"appID": "A.first", "components": [{"/": "/shared/*"}, {"/": "/a/*"}]},
              {"appID": "B.second", "components": [{"/": "/shared/*"}, {"/": "/a/*", "exclude": true}, {"/": "*"}]},
              {"appID": "C.third", "components": [{"/": "*"}]}
            ]}}
            """#
        let matcher = F.matcher(file)
        #expect(matcher.decide("https://example.com/shared/1").opens == "A.first")
        #expect(matcher.decide("https://example.com/shared/1", installed: ["B.second", "C.third"]).opens == "B.second")
        #expect(matcher.decide("https://example.com/a/1", installed: ["B.second", "C.third"]).opens == "C.third")
        #expect(matcher.decide("https://example.com/a/1", installed: ["B.second"]).opens == nil)
        #expect(matcher.decide("https://example.com/a/1", installed: []).opens == nil)
        let other = matcher.decide("https://example.com/zzz")
        #expect(other.apps.map(\.decision) == [.noMatch, .match, .match])
        #expect(other.opens == "B.second")
    }

    @Test func ruleReferencesCarryLineAndColumn() throws {
        let file = "{\"applinks\": {\"details\": [{\"appID\": \"A.a\",\n  \"components\": [\n    {\"/\": \"/x\"}]}]}}"
        let result = F.matcher(file).decide("https://example.com/x")
        let rule = try #require(result.apps.first?.rule)
        #expect(rule.pointer == "/applinks/details/0/components/0")
        #expect(rule.line == 3)
        #expect(rule.column == 5)
    }

    @Test func manyRulesUseTheIndexAndKeepFileOrder() {
        var rules = (0..<200).map { #"{"/": "/section\#($0)/*"}"# }
        rules.insert(#"{"/": "/section1*", "exclude": true}"#, at: 150)
        rules.append(#"{"/": "*.pdf", "exclude": true}"#)
        rules.append(#"{"/": "/SECTION7/*", "caseSensitive": false, "exclude": true}"#)
        let file = F.components(rules.joined(separator: ", "))
        #expect(F.decide(file, "/section12/x") == .match)
        #expect(F.decide(file, "/section199/x") == .exclude)
        #expect(F.decide(file, "/section199/x.pdf") == .exclude)
        #expect(F.decide(file, "/section200/x.pdf") == .exclude)
        #expect(F.decide(file, "/section200/x") == .noMatch)
        #expect(F.decide(file, "/Section7/x") == .exclude)
        #expect(F.decide(file, "/section7/x") == .match)
    }
}
