import Testing
import UniversalLinks

/// SPEC §2.4: substitution variables and the built-ins.
@Suite struct MatchingVariablesTests {
    typealias F = MatchingFixture

    static let food = #"{"food": ["burrito", "pizza", "sushi", "samosa"], "wild": ["piz*", "t?co"], "empty": []}"#

    static let userVariables: [MatchCase] = [
        MatchCase("/$(food)/", "/pizza", .match),
        MatchCase("/$(food)/", "/taco", .noMatch),
        MatchCase("/$(food)/*", "/sushi/today", .match),
        MatchCase("/menu/$(food)", "/menu/samosa/", .match),
        MatchCase("/$(wild)/", "/pizzeria", .match),
        MatchCase("/$(wild)/", "/taco", .match),
        MatchCase("/$(wild)/", "/tacos", .noMatch),
        MatchCase("/$(food)-$(food)/", "/pizza-sushi", .match),
        MatchCase("*$(wild)*$(food)*", "/a/pizza/b/t_co/sushi/c", .match),
        MatchCase("/$(empty)/", "/x", .noMatch),
        MatchCase("/$(undefined)/", "/x", .noMatch),
        MatchCase("/$(undefined)/", "/$(undefined)", .noMatch),
        MatchCase("/a$(food", "/a$(food", .match),
        MatchCase("/$(Food)/", "/pizza", .noMatch),
    ]

    @Test(arguments: userVariables)
    func userVariable(_ c: MatchCase) {
        #expect(F.decide(F.components(#"{"/": "\#(c.rule)"}"#, variables: Self.food), c.url) == c.expected)
    }

    static let builtins: [MatchCase] = [
        MatchCase("/$(alpha)/", "/a", .match), MatchCase("/$(alpha)/", "/Z", .match),
        MatchCase("/$(alpha)/", "/1", .noMatch),
        MatchCase("/$(alpha)/", "/ab", .noMatch),
        MatchCase("/$(upper)/", "/Q", .match), MatchCase("/$(upper)/", "/q", .noMatch),
        MatchCase("/$(lower)/", "/q", .match), MatchCase("/$(lower)/", "/Q", .noMatch),
        MatchCase("/$(alnum)/", "/7", .match), MatchCase("/$(alnum)/", "/x", .match),
        MatchCase("/$(alnum)/", "/-", .noMatch),
        MatchCase("/$(digit)/", "/0", .match), MatchCase("/$(digit)/", "/a", .noMatch),
        MatchCase("/$(xdigit)/", "/f", .match), MatchCase("/$(xdigit)/", "/F", .match),
        MatchCase("/$(xdigit)/", "/g", .noMatch),
        MatchCase("/$(region)/", "/GB", .match), MatchCase("/$(region)/", "/UK", .noMatch),
        MatchCase("/$(region)/", "/US", .match), MatchCase("/$(region)/", "/us", .noMatch),
        MatchCase("/$(region)/", "/ZZ", .noMatch), MatchCase("/$(region)/", "/GBR", .noMatch),
        MatchCase("/$(lang)/", "/en", .match), MatchCase("/$(lang)/", "/uk", .match),
        MatchCase("/$(lang)/", "/EN", .noMatch),
        MatchCase("/$(lang)/", "/xx", .noMatch),
        MatchCase("/$(lang)_$(region)/$(food)/", "/fr_CA/sushi", .match),
        MatchCase("/$(lang)_$(region)/$(food)/", "/fr_UK/sushi", .noMatch),
        MatchCase("/$(digit)$(digit)$(digit)$(digit)/", "/2024", .match),
    ]

    @Test(arguments: builtins)
    func builtinVariable(_ c: MatchCase) {
        #expect(F.decide(F.components(#"{"/": "\#(c.rule)"}"#, variables: Self.food), c.url) == c.expected)
    }

    @Test func codeTablesAreTheISOOnes() {
        #expect(ISOCodes.regions.count == 249)
        #expect(ISOCodes.regions.contains("GB"))
        #expect(!ISOCodes.regions.contains("UK"))
        #expect(ISOCodes.languages.count == 183)
        #expect(Set(ISOCodes.regions).count == ISOCodes.regions.count)
        #expect(Set(ISOCodes.languages).count == ISOCodes.languages.count)
        // Every region code is accepted by $(region) and nothing else of two upper-case letters.
        let file = F.components(#"{"/": "/$(region)/"}"#)
        let matcher = F.matcher(file)
        var accepted: [String] = []
        for a in UInt8(0x41)...0x5A {
            for b in UInt8(0x41)...0x5A {
                let code = String(decoding: [a, b], as: UTF8.self)
                if matcher.decide("https://example.com/\(code)").decision(for: F.app) == .match {
                    accepted.append(code)
                }
            }
        }
        #expect(accepted == ISOCodes.regions.sorted())
    }

    static let issues: [(variables: String, pattern: String, kind: MatcherIssue.Kind)] = [
        ("{}", "/$(nope)/", .undefinedVariable),
        ("{}", "/$(nope/", .unterminatedVariable),
        (#"{"a": ["$(b)"], "b": ["x"]}"#, "/$(a)/", .variableInValue),
        (#"{"region": ["XX"]}"#, "/$(region)/", .builtinRedefined),
    ]

    @Test(arguments: issues)
    func reportsVariableErrors(_ c: (variables: String, pattern: String, kind: MatcherIssue.Kind)) throws {
        let matcher = F.matcher(F.components(#"{"/": "\#(c.pattern)"}"#, variables: c.variables))
        let issue = try #require(matcher.issues.first)
        #expect(issue.kind == c.kind)
        #expect(issue.pointer.hasPrefix("/applinks/"))
    }

    @Test func redefinedBuiltinKeepsItsMeaningAndValuesAreLiteral() {
        let redefined = F.components(#"{"/": "/$(region)/"}"#, variables: #"{"region": ["XX"]}"#)
        #expect(F.decide(redefined, "/XX") == .noMatch)
        #expect(F.decide(redefined, "/FR") == .match)
        let nested = F.components(#"{"/": "/$(a)/"}"#, variables: #"{"a": ["$(b)"], "b": ["x"]}"#)
        #expect(F.decide(nested, "/x") == .noMatch)
        #expect(F.decide(nested, "/$(b)") == .match)
    }

    @Test func iOS12IgnoresVariablesInLegacyPaths() {
        let file =
            #"{"applinks": {"apps": [], "substitutionVariables": {"v": ["x"]}, "details": [{"appID": "\#(F.app)", "paths": ["/$(v)/"]}]}}"#
        #expect(F.decide(file, "/x", ios: .ios13) == .match)
        #expect(F.decide(file, "/x", ios: .ios12) == .noMatch)
        #expect(F.decide(file, "/$(v)", ios: .ios12) == .match)
    }
}
