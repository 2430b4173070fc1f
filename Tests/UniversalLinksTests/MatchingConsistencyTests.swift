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
                // Rule numbers (the CLI's batch path) name the same rules and app.
                var numbers = [Int32](repeating: -2, count: matcher.appIDs.count)
                let compact = numbers.withUnsafeMutableBufferPointer { rules in
                    var bytes = url
                    return bytes.withUTF8 { matcher.decide(utf8: $0, domain: "example.com", ios: ios, rules: rules) }
                }
                #expect(compact.domain == result.domain)
                #expect(compact.opens.map { matcher.appIDs[$0] } == result.opens, "\(url)")
                for (number, app) in zip(numbers, result.apps) {
                    let rule = matcher.rule(Int(number), ios: ios)
                    #expect(rule?.decision ?? .noMatch == app.decision, "\(url)")
                    #expect(rule?.reference == app.rule, "\(url)")
                    #expect(matcher.appIDProblems[matcher.appIDs.firstIndex(of: app.appID) ?? 0] == app.appIDProblem)
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
        Self.expectRuleByRule(matcher, singles, urls)
    }

    /// Each URL decided by `matcher` as by trying `singles` (one rule each) in order.
    static func expectRuleByRule(_ matcher: AASAMatcher, _ singles: [AASAMatcher], _ urls: [String]) {
        for url in urls {
            let expected =
                singles.lazy.map { $0.decide(url, domain: "example.com").apps[0].decision }.first { $0 != .noMatch }
                ?? .noMatch
            #expect(matcher.decide(url, domain: "example.com").apps[0].decision == expected, "\(url)")
        }
    }

    /// The trie is path-compressed (a chain of one-child nodes is one label): rules whose prefixes
    /// share long runs, end inside each other's runs or branch one byte apart must still decide as
    /// trying them one by one, for paths that stop inside a label, leave it at any byte, or go on.
    @Test func compressedPrefixesDecideLikeRuleByRule() throws {
        var rules = [
            #"{"/": "/catalog/*"}"#, #"{"/": "/catalog/shoes/*", "exclude": true}"#, #"{"/": "/catalog/shoes/red/*"}"#,
            #"{"/": "/catalog/shirts"}"#, #"{"/": "/catalogue/*", "exclude": true}"#, #"{"/": "/cat/*"}"#,
            #"{"/": "/Catalog/Shoes/Blue/*", "caseSensitive": false}"#,
            #"{"/": "/catalog/é/*", "percentEncoded": false}"#,
            #"{"/": "/$(lang)/catalog/*", "exclude": true}"#, #"{"/": "/c"}"#,
        ]
        // Sections sharing `/section` and branching at each following byte.
        rules += (0..<3).flatMap { k in
            (0..<12).map { j in
                j % 3 == 0 ? #"{"/": "/section\#(k)-\#(j)/*", "exclude": true}"# : #"{"/": "/section\#(k)-\#(j)/*"}"#
            }
        }
        let file = MatchingFixture.components(rules.joined(separator: ", "))
        let document = AssociationDocument(string: file)
        let matcher = AASAMatcher(document: document)
        #expect(matcher.modernLists[0].index != nil, "the list must be indexed for this test to mean anything")
        let singles = rules.map { MatchingFixture.matcher(MatchingFixture.components($0)) }
        let paths = [
            "/catalo", "/catalog", "/catalog/", "/catalog/sho", "/catalog/shoes", "/catalog/shoes/",
            "/catalog/shoes/red",
            "/catalog/shoes/red/1", "/catalog/shoesx/1", "/catalog/shirts", "/catalog/shirtsx", "/catalogue/1",
            "/catalogu/1", "/cat", "/cat/1", "/c", "/ca", "/CATALOG/SHOES/BLUE/1", "/catalog/shoes/blue/1",
            "/catalog/%C3%A9/x", "/catalog/é/x", "/en/catalog/1", "/section1-", "/section1-1", "/section1-1/x",
            "/section1-11/x", "/section1-1x/", "/section2-9/a", "/section3-1/a", "/sectio", "/", "",
        ]
        let urls =
            URLGenerator(file: try #require(document.file)).urls(count: 2000, seed: 5)
            + paths.map { "https://example.com" + $0 }
        Self.expectRuleByRule(matcher, singles, urls)
    }
}
