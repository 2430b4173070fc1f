import Testing
import UniversalLinks

/// SPEC §2.3: path normalisation, wildcards, fragments, caseSensitive, percentEncoded.
@Suite struct MatchingPatternTests {
    typealias F = MatchingFixture

    static let normalisation: [MatchCase] = [
        MatchCase("/buy", "/buy/", .match),
        MatchCase("/buy/", "/buy", .match),
        MatchCase("/buy/*", "/buy", .match),
        MatchCase("/buy/*", "/buy/shoes/red", .match),
        MatchCase("abc", "/abc", .match),
        MatchCase("/a/*/c", "/a/c", .noMatch),
        MatchCase("/a/*/c", "/a/b/c", .match),
        MatchCase("/a//b", "/a/b", .match),
        MatchCase("/a/b", "/a//b///", .match),
        MatchCase("/", "", .match),
        MatchCase("", "/", .match),
        MatchCase("", "/x", .noMatch),
        MatchCase("/buy", "/buy/1", .noMatch),
        MatchCase("/buy", "/buyer", .noMatch),
        MatchCase("*", "/", .match),
        MatchCase("*/x", "/a/x", .match),
    ]

    @Test(arguments: normalisation)
    func pathNormalisation(_ c: MatchCase) {
        #expect(F.decide(F.components(#"{"/": "\#(c.rule)"}"#), c.url) == c.expected)
    }

    static let wildcards: [MatchCase] = [
        MatchCase("/a*", "/a/b/c", .match),
        MatchCase("/a*c", "/a/b/c", .match),
        MatchCase("/a?", "/ab", .match),
        MatchCase("/a?", "/a", .noMatch),
        MatchCase("/a?", "/abc", .noMatch),
        MatchCase("/a/?*", "/a/", .noMatch),
        MatchCase("/a/?*", "/a/x", .match),
        MatchCase("/a/?*", "/a/xyz/w", .match),
        MatchCase("/??/", "/ab/", .match),
        MatchCase("/??/", "/a/", .noMatch),
        MatchCase("/*.html", "/dir/page.html", .match),
        MatchCase("/a*b*c", "/axxbyyc", .match),
        MatchCase("/a*b*c", "/axxcyyb", .noMatch),
        MatchCase("/[a]", "/[a]", .match),
        MatchCase("/a+b", "/a+b", .match),
        MatchCase("/a.b", "/axb", .noMatch),
        MatchCase("/x\\\\y", "/x%5Cy", .noMatch),
    ]

    @Test(arguments: wildcards)
    func starQuestionMarkAndLiterals(_ c: MatchCase) {
        #expect(F.decide(F.components(#"{"/": "\#(c.rule)"}"#), c.url) == c.expected)
    }

    static let fragments: [MatchCase] = [
        MatchCase("x", "/p#x", .match),
        MatchCase("x", "/p#y", .noMatch),
        MatchCase("x", "/p", .noMatch),
        MatchCase("*", "/p", .match),
        MatchCase("", "/p", .match),
        MatchCase("", "/p#", .match),
        MatchCase("", "/p#a", .noMatch),
        MatchCase("?*", "/p", .noMatch),
        MatchCase("?*", "/p#a", .match),
        MatchCase("a/b", "/p#a/b", .match),
        MatchCase("sec*", "/p?q=1#section-2", .match),
    ]

    @Test(arguments: fragments)
    func fragmentPatterns(_ c: MatchCase) {
        #expect(F.decide(F.components(##"{"#": "\##(c.rule)"}"##), c.url) == c.expected)
    }

    /// (rule JSON, URL, expected)
    static let caseSensitivity: [MatchCase] = [
        MatchCase(#"{"/": "/Buy/*"}"#, "/buy/x", .noMatch),
        MatchCase(#"{"/": "/Buy/*"}"#, "/Buy/x", .match),
        MatchCase(#"{"/": "/Buy/*", "caseSensitive": false}"#, "/bUY/x", .match),
        MatchCase(#"{"/": "/buy/*", "caseSensitive": false}"#, "/BUY/X", .match),
        MatchCase(##"{"#": "Top", "caseSensitive": false}"##, "/p#tOP", .match),
        MatchCase(#"{"?": "Q=A", "caseSensitive": false}"#, "/p?q=a", .match),
        MatchCase(#"{"?": {"Q": "A"}, "caseSensitive": false}"#, "/p?q=a", .match),
        MatchCase(#"{"?": {"Q": "A"}}"#, "/p?q=a", .noMatch),
        MatchCase(#"{"/": "/$(upper)/"}"#, "/a/", .noMatch),
        MatchCase(#"{"/": "/$(upper)/", "caseSensitive": false}"#, "/a/", .match),
        MatchCase(#"{"/": "/$(lower)/", "caseSensitive": false}"#, "/A/", .match),
        MatchCase(#"{"/": "/$(region)/"}"#, "/gb/", .noMatch),
        MatchCase(#"{"/": "/$(region)/", "caseSensitive": false}"#, "/gb/", .match),
        MatchCase(#"{"/": "/$(lang)/", "caseSensitive": false}"#, "/EN/", .match),
        MatchCase(#"{"/": "/é/", "caseSensitive": false, "percentEncoded": false}"#, "/%C3%89/", .noMatch),
    ]

    @Test(arguments: caseSensitivity)
    func caseSensitive(_ c: MatchCase) {
        #expect(F.decide(F.components(c.rule), c.url) == c.expected)
    }

    static let percentEncoding: [MatchCase] = [
        MatchCase(#"{"/": "/café"}"#, "/caf%C3%A9", .noMatch),
        MatchCase(#"{"/": "/café", "percentEncoded": false}"#, "/caf%C3%A9", .match),
        MatchCase(#"{"/": "/café", "percentEncoded": false}"#, "https://example.com/café", .match),
        MatchCase(#"{"/": "/caf%C3%A9"}"#, "https://example.com/café", .match),
        MatchCase(#"{"/": "/caf%C3%A9"}"#, "/caf%c3%a9", .noMatch),
        MatchCase(#"{"/": "/caf%C3%A9", "caseSensitive": false}"#, "/caf%c3%a9", .match),
        MatchCase(#"{"/": "/caf?", "percentEncoded": false}"#, "/caf%C3%A9", .match),
        MatchCase(#"{"/": "/caf?"}"#, "/caf%C3%A9", .noMatch),
        MatchCase(#"{"/": "/a/b"}"#, "/a%2Fb", .noMatch),
        MatchCase(#"{"/": "/a/b", "percentEncoded": false}"#, "/a%2Fb", .match),
        MatchCase(#"{"/": "/a%2Fb"}"#, "/a%2Fb", .match),
        MatchCase(#"{"/": "/a%2Fb", "percentEncoded": false}"#, "/a%2Fb", .noMatch),
        MatchCase(#"{"/": "/a b", "percentEncoded": false}"#, "/a%20b", .match),
        MatchCase(#"{"/": "/a%20b"}"#, "https://example.com/a b", .match),
        MatchCase(#"{"?": "q=a b", "percentEncoded": false}"#, "/p?q=a%20b", .match),
        MatchCase(#"{"?": {"q": "a&b"}, "percentEncoded": false}"#, "/p?q=a%26b", .match),
        MatchCase(#"{"?": {"q": "a&b"}}"#, "/p?q=a%26b", .noMatch),
        MatchCase(##"{"#": "é", "percentEncoded": false}"##, "/p#%C3%A9", .match),
        MatchCase(#"{"/": "/100%", "percentEncoded": false}"#, "/100%", .match),
    ]

    @Test(arguments: percentEncoding)
    func percentEncoded(_ c: MatchCase) {
        #expect(F.decide(F.components(c.rule), c.url) == c.expected)
    }
}
