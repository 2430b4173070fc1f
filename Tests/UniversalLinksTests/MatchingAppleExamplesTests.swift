import Testing
import UniversalLinks

/// The examples of Apple's documentation ("Supporting associated domains", the archived
/// "Support Universal Links" guide, WWDC19/20) with the results Apple describes.
@Suite struct MatchingAppleExamplesTests {
    static let componentsExample = ##"""
        {
          "applinks": {
              "details": [
                   {
                     "appIDs": [ "ABCDE12345.com.example.app", "ABCDE12345.com.example.app2" ],
                     "components": [
                       {
                          "#": "no_universal_links",
                          "exclude": true,
                          "comment": "Matches any URL with a fragment that equals no_universal_links and instructs the system not to open it as a universal link."
                       },
                       {
                          "/": "/buy/*",
                          "comment": "Matches any URL with a path that starts with /buy/."
                       },
                       {
                          "/": "/help/website/*",
                          "exclude": true,
                          "comment": "Matches any URL with a path that starts with /help/website/ and instructs the system not to open it as a universal link."
                       },
                       {
                          "/": "/help/*",
                          "?": { "articleNumber": "????" },
                          "comment": "Matches any URL with a path that starts with /help/ and that has a query item with name 'articleNumber' and a value of exactly four characters."
                       }
                     ]
                   }
               ]
           },
          "webcredentials": { "apps": [ "ABCDE12345.com.example.app" ] },
          "appclips": { "apps": ["ABCED12345.com.example.MyApp.Clip"] }
        }
        """##

    static let componentsCases: [MatchCase] = [
        MatchCase("", "https://example.com/buy/item?x=1#no_universal_links", .exclude),
        MatchCase("", "https://example.com/buy/shoes", .match),
        MatchCase("", "https://example.com/buy", .match),
        MatchCase("", "https://example.com/help/website/faq", .exclude),
        MatchCase("", "https://example.com/help/article?articleNumber=1234", .match),
        MatchCase("", "https://example.com/help/article?articleNumber=12345", .noMatch),
        MatchCase("", "https://example.com/help/article", .noMatch),
        MatchCase("", "https://example.com/about", .noMatch),
    ]

    @Test(arguments: componentsCases)
    func componentsExampleFile(_ c: MatchCase) {
        let matcher = AASAMatcher(document: AssociationDocument(string: Self.componentsExample))
        let result = matcher.decide(c.url, domain: "example.com")
        #expect(result.apps.map(\.appID) == ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"])
        #expect(result.apps.allSatisfy { $0.decision == c.expected })
        #expect(result.opens == (c.expected == .match ? "ABCDE12345.com.example.app" : nil))
    }

    static let defaultsExample = #"""
        {
          "applinks": {
            "defaults": { "caseSensitive": false },
            "substitutionVariables": { "food": [ "burrito", "pizza", "sushi", "samosa" ] },
            "details": [
              {
                "appIDs": [ "ABCDE12345.com.example.app" ],
                "components": [
                  { "/": "/$(lang)_$(region)/$(food)/" }
                ]
              }
            ]
          }
        }
        """#

    static let defaultsCases: [MatchCase] = [
        MatchCase("", "https://example.com/en_US/pizza/", .match),
        MatchCase("", "https://example.com/EN_us/Sushi", .match),
        MatchCase("", "https://example.com/fr_CA/samosa/", .match),
        MatchCase("", "https://example.com/en_GB/burrito/", .match),
        MatchCase("", "https://example.com/en_UK/burrito/", .noMatch),
        MatchCase("", "https://example.com/en_US/taco/", .noMatch),
    ]

    @Test(arguments: defaultsCases)
    func substitutionVariablesExample(_ c: MatchCase) {
        let matcher = AASAMatcher(document: AssociationDocument(string: Self.defaultsExample))
        #expect(matcher.issues.isEmpty)
        #expect(matcher.decide(c.url).decision(for: "ABCDE12345.com.example.app") == c.expected)
    }

    static let legacyExample = #"""
        {
            "applinks": {
                "apps": [],
                "details": [
                    {
                        "appID": "9JA89QQLNQ.com.apple.wwdc",
                        "paths": [ "/wwdc/news/", "/videos/wwdc/2015/*", "NOT /videos/wwdc/2010/*"]
                    },
                    {
                        "appID": "ABCD1234.com.apple.wwdc",
                        "paths": [ "*" ]
                    }
                ]
            }
        }
        """#

    /// (URL, WWDC app, catch-all app, opens)
    static let legacyCases: [(String, MatchDecision, MatchDecision, String?)] = [
        ("https://developer.apple.com/wwdc/news/", .match, .match, "9JA89QQLNQ.com.apple.wwdc"),
        ("https://developer.apple.com/videos/wwdc/2015/?id=101", .match, .match, "9JA89QQLNQ.com.apple.wwdc"),
        ("https://developer.apple.com/videos/wwdc/2010/x", .exclude, .match, "ABCD1234.com.apple.wwdc"),
        ("https://developer.apple.com/wwdc/", .noMatch, .match, "ABCD1234.com.apple.wwdc"),
    ]

    @Test(arguments: legacyCases)
    func legacyExampleFile(_ c: (String, MatchDecision, MatchDecision, String?)) {
        let matcher = AASAMatcher(document: AssociationDocument(string: Self.legacyExample))
        for ios in IOSVersion.allCases {
            let result = matcher.decide(c.0, domain: "developer.apple.com", ios: ios)
            #expect(result.apps.map(\.decision) == [c.1, c.2])
            #expect(result.opens == c.3)
        }
    }
}
