import Testing

@testable import UniversalLinks

/// The fast paths (`opens`, `decision(for:)`), the full result and the explanation must agree on
/// every URL: they share the engine, but not the code that walks apps and rules.
@Suite struct MatchingConsistencyTests {
    static let files: [String] = [
        MatchingAppleExamplesTests.componentsExample,
        MatchingAppleExamplesTests.defaultsExample,
        MatchingAppleExamplesTests.legacyExample,
        MatchingFixture.components(
            (0..<40).map { #"{"/": "/s\#($0)/*", "?": {"id": "?*"}, "caseSensitive": \#($0 % 2 == 0)}"# }.joined(
                separator: ", ")
                + #", {"/": "/$(lang)/*", "percentEncoded": false}, {"/": "*", "exclude": true}"#),
    ]

    @Test(arguments: files.indices)
    func fastPathsResultAndExplanationAgree(_ index: Int) throws {
        let document = AssociationDocument(string: Self.files[index])
        let file = try #require(document.file)
        let matcher = AASAMatcher(document: document)
        let urls = URLGenerator(file: file).urls(count: 1500, seed: UInt64(index))
        for ios in IOSVersion.allCases {
            for url in urls {
                let result = matcher.decide(url, domain: "example.com", ios: ios)
                #expect(matcher.opens(url, domain: "example.com", ios: ios) == result.opens, "\(url)")
                for installed in [Set<String>(), Set(matcher.appIDs.suffix(1))] {
                    #expect(
                        matcher.opens(url, domain: "example.com", ios: ios, installed: installed)
                            == matcher.decide(url, domain: "example.com", ios: ios, installed: installed).opens)
                }
                for app in result.apps {
                    #expect(matcher.decision(for: app.appID, url: url, domain: "example.com", ios: ios) == app.decision)
                }
                let explanation = matcher.explain(url, domain: "example.com", ios: ios)
                for (trace, app) in zip(explanation.apps, result.apps) {
                    #expect(trace.decision == app.decision)
                    let decided = trace.rules.last.flatMap { $0.failedKey == nil ? $0.rule : nil }
                    #expect(decided == app.rule, "\(url)")
                }
            }
        }
    }

    @Test func longAndOddURLsAreSafe() {
        let matcher = AASAMatcher(document: AssociationDocument(string: Self.files[3]))
        let long =
            "https://example.com/" + String(repeating: "a/%2F/", count: 5000) + "?"
            + String(repeating: "id=1&", count: 3000)
        let odd = [
            "", " ", "https://", "https://example.com", "//example.com/s1/x?id=1", "example.com/s2/x?id=1",
            "https://example.com/%", "https://example.com/%zz%4", "https://[::1]:8080/x",
            "https://example.com/\u{0}\u{7F}é 😀",
            "https://example.com?#", "https://example.com/s1/x?id=%", long,
        ]
        for url in odd {
            let result = matcher.decide(url, domain: "example.com")
            #expect(matcher.opens(url, domain: "example.com") == result.opens)
            _ = matcher.explain(url, domain: "example.com")
        }
        #expect(matcher.decide(long, domain: "example.com").apps.first?.decision == .exclude)
    }
}

/// The prefix index must never change a decision: an indexed file decides like trying its rules
/// one by one (each in a file of its own, too small to be indexed).
@Suite struct MatchingIndexTests {
    static let rules: [String] = [
        #"{"/": "/$(lang)/shop/*"}"#, #"{"/": "/$(lang)_$(region)/shop/*", "exclude": true}"#,
        #"{"/": "/$(digit)$(digit)/news/*"}"#, #"{"/": "/a/*", "caseSensitive": false}"#, #"{"/": "/A/b"}"#,
        #"{"/": "/$(alpha)x/deep/*", "percentEncoded": false}"#, #"{"/": "/$(upper)$(lower)/?/*"}"#,
        #"{"/": "/s/$(food)/*"}"#, #"{"/": "*.pdf", "exclude": true}"#, #"{"/": "/$(lang)/", "?": {"q": "?*"}}"#,
        #"{"/": "/en/shop/x"}"#, #"{"/": "/fr/*", "caseSensitive": false, "exclude": true}"#,
        #"{"/": "/?$(digit)/news/1"}"#, #"{"/": "/$(xdigit)$(xdigit)/*"}"#, #"{"/": "/é/*", "percentEncoded": false}"#,
        #"{"/": "/$(region)/*", "caseSensitive": false}"#,
    ]

    @Test func indexedDecisionsEqualRuleByRuleDecisions() throws {
        let variables = #"{"food": ["pizza", "sushi*"]}"#
        // Repeated until the list is long enough to be indexed (repeats never decide: an
        // identical earlier rule always does).
        let repeats = RuleList.indexThreshold / Self.rules.count + 1
        let all = Array(repeating: Self.rules, count: repeats).flatMap { $0 }
        let file = MatchingFixture.components(all.joined(separator: ", "), variables: variables)
        let document = AssociationDocument(string: file)
        let matcher = AASAMatcher(document: document)
        #expect(matcher.modernLists[0].index != nil, "the list must be indexed for this test to mean anything")
        let singles = Self.rules.map { MatchingFixture.matcher(MatchingFixture.components($0, variables: variables)) }
        let urls =
            URLGenerator(file: try #require(document.file)).urls(count: 3000, seed: 11)
            + [
                "/en/shop/x", "/EN/shop/x", "/fr_CA/shop/1", "/12/news/a", "/A/b", "/a/b", "/Ab/c/d", "/s/sushi-bar/1",
                "/FR/x",
            ]
            .map { "https://example.com" + $0 }
        for url in urls {
            var expected = MatchDecision.noMatch
            for single in singles {
                let d = single.decide(url, domain: "example.com").apps[0].decision
                if d != .noMatch {
                    expected = d
                    break
                }
            }
            #expect(matcher.decide(url, domain: "example.com").apps[0].decision == expected, "\(url)")
        }
    }
}
