import Testing
import UniversalLinks

/// `--explain`, `unreachableRules`, the JSON shape and concurrent use.
@Suite struct MatchingExplainTests {
    typealias F = MatchingFixture

    @Test func explanationListsRulesTriedAndTheFailingKey() throws {
        let matcher = AASAMatcher(document: AssociationDocument(string: MatchingAppleExamplesTests.componentsExample))
        let e = matcher.explain("https://example.com/help/caf%C3%A9?articleNumber=12&x#top")
        #expect(e.path == "/help/caf%C3%A9/")
        #expect(e.decodedPath == "/help/café/")
        #expect(e.query == "articleNumber=12&x")
        #expect(e.queryItems.map(\.name) == ["articleNumber", "x"])
        #expect(e.queryItems.map(\.value) == ["12", ""])
        #expect(e.fragment == "top")
        let app = try #require(e.apps.first)
        #expect(app.source == "components")
        #expect(app.rules.map(\.failedKey) == ["#", "/", "/", "?articleNumber"])
        #expect(app.rules[1].pattern == "/buy/*")
        #expect(app.decision == .noMatch)
        let decided = matcher.explain("https://example.com/buy/1").apps[0]
        #expect(decided.rules.count == 2)
        #expect(decided.rules.last?.failedKey == nil)
    }

    @Test func hostMismatchIsExplained() {
        let e = F.matcher(F.components(#"{"/": "*"}"#)).explain("https://other.com/x", domain: "example.com")
        #expect(!e.hostMatches)
        #expect(e.apps[0].rules.isEmpty)
        #expect(e.result.apps[0].decision == .noMatch)
    }

    /// (rules, pointers of unreachable rules)
    static let unreachable: [(String, [String])] = [
        (#"{"/": "*"}, {"/": "/a"}"#, ["/applinks/details/0/components/1"]),
        (
            #"{}, {"/": "/a"}, {"?": {"x": "1"}}"#,
            ["/applinks/details/0/components/1", "/applinks/details/0/components/2"]
        ),
        (
            #"{"/": "/buy/*"}, {"/": "/buy"}, {"/": "/buy/x/*", "exclude": true}, {"/": "/buyer"}"#,
            ["/applinks/details/0/components/1", "/applinks/details/0/components/2"]
        ),
        (#"{"/": "*", "?": {"x": "?*"}}, {"/": "/a"}"#, []),
        (##"{"/": "*", "#": "f"}, {"/": "/a"}"##, []),
        (#"{"/": "/A/*"}, {"/": "/a/x", "caseSensitive": false}"#, []),
        (#"{"/": "/a/*", "caseSensitive": false}, {"/": "/A/x"}"#, ["/applinks/details/0/components/1"]),
        (#"{"/": "/p", "?": "q"}, {"/": "/p", "?": "q"}"#, ["/applinks/details/0/components/1"]),
        (#"{"/": "/a/*"}, {"/": "*"}"#, []),
    ]

    @Test(arguments: unreachable)
    func unreachableRules(_ c: (String, [String])) {
        let matcher = F.matcher(F.components(c.0))
        #expect(matcher.unreachableRules().map(\.rule.pointer) == c.1)
    }

    @Test func unreachableLegacyPathsAfterStar() {
        let file = try? #require(AssociationDocument(string: F.paths(["*", "NOT /private/*"])).file)
        let rules = file.map { AASAMatcher.unreachableRules(in: $0, ios: .ios12) } ?? []
        #expect(rules.map(\.rule.pointer) == ["/applinks/details/0/paths/1"])
        #expect(rules.first?.coveredBy.pointer == "/applinks/details/0/paths/0")
    }

    @Test func jsonShapeIsTheDocumentedOne() {
        let result = F.matcher(F.components(#"{"/": "/x"}"#)).decide("https://example.com/y")
        #expect(
            result.jsonLine
                == #"{"url":"https://example.com/y","domain":"example.com","opens":null,"apps":[{"appID":"ABCDE12345.com.example.app","decision":"no_match","rule":null}]}"#
        )
        let match = F.matcher(F.components(#"{"/": "/x"}"#)).decide("https://example.com/x\"")
        #expect(match.jsonLine.contains(#""url":"https://example.com/x%22""#) == false)
        #expect(match.jsonLine.hasPrefix(#"{"url":"https://example.com/x\"""#))
    }

    @Test func oneMatcherServesManyTasksAtOnce() async {
        let matcher = AASAMatcher(document: AssociationDocument(string: MatchingAppleExamplesTests.componentsExample))
        let urls = (0..<400).map { "https://example.com/\($0 % 2 == 0 ? "buy" : "sell")/\($0)" }
        let expected = urls.map { matcher.decide($0).opens }
        let results = await withTaskGroup(of: (Int, String?).self) { group in
            for (i, url) in urls.enumerated() { group.addTask { (i, matcher.decide(url).opens) } }
            var out = [String?](repeating: nil, count: urls.count)
            for await (i, opens) in group { out[i] = opens }
            return out
        }
        #expect(results == expected)
        #expect(expected.compactMap { $0 }.count == 200)
    }
}
