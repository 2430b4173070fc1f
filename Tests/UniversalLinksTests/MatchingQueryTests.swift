import Testing
import UniversalLinks

/// SPEC §2.3: `?` as a string and as a dictionary.
@Suite struct MatchingQueryTests {
    typealias F = MatchingFixture

    static let strings: [MatchCase] = [
        MatchCase("a=1", "/p?a=1", .match),
        MatchCase("a=1", "/p?a=1&b=2", .noMatch),
        MatchCase("a=1", "/p", .noMatch),
        MatchCase("a=1*", "/p?a=1&b=2", .match),
        MatchCase("*", "/p", .match),
        MatchCase("*", "/p?anything", .match),
        MatchCase("", "/p", .match),
        MatchCase("", "/p?", .match),
        MatchCase("", "/p?x", .noMatch),
        MatchCase("?*", "/p", .noMatch),
        MatchCase("?*", "/p?x", .match),
        MatchCase("*b=2*", "/p?a=1&b=2#frag", .match),
    ]

    @Test(arguments: strings)
    func queryString(_ c: MatchCase) {
        #expect(F.decide(F.components(#"{"?": "\#(c.rule)"}"#), c.url) == c.expected)
    }

    /// Rule is the JSON of the `?` dictionary.
    static let dictionaries: [MatchCase] = [
        MatchCase(#"{"a": "1"}"#, "/p?a=1", .match),
        MatchCase(#"{"a": "1"}"#, "/p?a=1&a=1", .match),
        MatchCase(#"{"a": "1"}"#, "/p?a=1&a=2", .noMatch),
        MatchCase(#"{"a": "1"}"#, "/p?b=1", .noMatch),
        MatchCase(#"{"a": "1"}"#, "/p", .noMatch),
        MatchCase(#"{"a": "*"}"#, "/p", .match),
        MatchCase(#"{"a": ""}"#, "/p", .match),
        MatchCase(#"{"a": ""}"#, "/p?a", .match),
        MatchCase(#"{"a": ""}"#, "/p?a=", .match),
        MatchCase(#"{"a": ""}"#, "/p?a=x", .noMatch),
        MatchCase(#"{"a": "?*"}"#, "/p", .noMatch),
        MatchCase(#"{"a": "?*"}"#, "/p?a", .noMatch),
        MatchCase(#"{"a": "?*"}"#, "/p?a=x", .match),
        MatchCase(#"{"a": "?*"}"#, "/p?a=x&a=", .noMatch),
        MatchCase(#"{"a": "1", "b": "2"}"#, "/p?b=2&a=1", .match),
        MatchCase(#"{"a": "1", "b": "2"}"#, "/p?b=2", .noMatch),
        MatchCase(#"{"a": "1"}"#, "/p?z=9&a=1&y", .match),
        MatchCase(#"{"a": "x=y"}"#, "/p?a=x=y", .match),
        MatchCase(#"{"articleNumber": "????"}"#, "/p?articleNumber=1234", .match),
        MatchCase(#"{"articleNumber": "????"}"#, "/p?articleNumber=123", .noMatch),
        MatchCase(#"{}"#, "/p?anything=1", .match),
        // A non-string value anywhere: iOS ignores the whole dictionary, so any query matches.
        MatchCase(#"{"a": 1}"#, "/p?a=2", .match),
        MatchCase(#"{"a": "1", "b": true}"#, "/p?a=2", .match),
        MatchCase(#"{"a": null}"#, "/p", .match),
        MatchCase(#"{"a": ["1"]}"#, "/p?a=9", .match),
        MatchCase(#"{"a": {"b": "c"}}"#, "/p?a=9", .match),
    ]

    @Test(arguments: dictionaries)
    func queryDictionary(_ c: MatchCase) {
        #expect(F.decide(F.components(#"{"?": \#(c.rule)}"#), c.url) == c.expected)
    }

    @Test func everyKeyMustMatch() {
        let file = F.components(##"{"/": "/help/*", "?": {"id": "?*"}, "#": "top"}"##)
        #expect(F.decide(file, "/help/a?id=1#top") == .match)
        #expect(F.decide(file, "/help/a?id=1#bottom") == .noMatch)
        #expect(F.decide(file, "/help/a#top") == .noMatch)
        #expect(F.decide(file, "/other?id=1#top") == .noMatch)
    }
}
