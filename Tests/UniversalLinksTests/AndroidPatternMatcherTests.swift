import Testing
import UniversalLinks

/// Android's `PatternMatcher` and `<uri-relative-filter-group>` as AOSP implements them.
///
/// The advanced-pattern rows are derived from AOSP's `core/tests/coretests/src/android/os/PatternMatcherTest.java`
/// (Apache-2.0, The Android Open Source Project): the same patterns and strings, written here as tables. The
/// simple-glob, literal, prefix and suffix rows, and the quirk rows, are ours, worked out from
/// `core/java/android/os/PatternMatcher.java` step by step. The group rows follow
/// `UriRelativeFilterGroupTest.java` (CTS, Apache-2.0): a group of 1-3 literal filters on path, query and
/// fragment against the eight URIs with or without each part.
@Suite struct AndroidPatternMatcherTests {
    struct Row: Sendable, CustomStringConvertible {
        var pattern: String
        var kind: AndroidPatternMatcher.Kind
        var text: String
        var matches: Bool
        var description: String { "\(kind) \(pattern) ~ \(text): \(matches)" }
    }

    static func advanced(_ pattern: String, _ yes: [String], _ no: [String]) -> [Row] {
        yes.map { Row(pattern: pattern, kind: .advancedGlob, text: $0, matches: true) }
            + no.map { Row(pattern: pattern, kind: .advancedGlob, text: $0, matches: false) }
    }

    static func glob(_ pattern: String, _ yes: [String], _ no: [String]) -> [Row] {
        yes.map { Row(pattern: pattern, kind: .simpleGlob, text: $0, matches: true) }
            + no.map { Row(pattern: pattern, kind: .simpleGlob, text: $0, matches: false) }
    }

    /// PatternMatcherTest's advanced-pattern cases.
    static let advancedRows: [Row] =
        advanced(".", ["a", "b"], [""])  // any token
        + advanced("[a]", ["a"], ["b"])  // set token
        + advanced("[.*+{}\\]\\\\[]", [".", "*", "+", "{", "}", "]", "\\", "["], [])
        + advanced("[a-z]", ["a", "b"], ["A", "1"])  // character classes
        + advanced("[a-z][0-9]", ["a1"], ["1a", "aa"])
        + advanced("[z-a]", [], ["a", "z", "A"])
        + advanced("[^0-9]", ["a", "z", "A"], ["9", "5", "0"])
        + advanced("[\\[a]", ["a", "["], [])
        + advanced("\\.", ["."], ["a", "1"])  // escapes
        + advanced("a\\+", ["a+"], ["a", "aaaaa"])
        + advanced("[\\a-\\z]", ["a", "z"], ["A"])
        + advanced("a", ["a"], ["", "z"])  // literals
        + advanced("az", ["az"], ["", "za"])
        + advanced("[a-z]*", ["", "a", "abcdefg"], ["abc1", "1abc"])  // zero or more
        + advanced("[a-z]+", ["a", "abcdefg"], ["", "abc1", "1abc"])  // one or more
        + advanced("[a-z]{1}", ["a", "z"], ["", "1", "aa"])  // ranges
        + advanced("[a-z]{1,5}", ["a", "zazaz"], ["", "azazaz", "11111"])
        + advanced("[a-z]{3,}", ["aza", "zazaz", "azazazazazaz"], ["", "aa"])
        + advanced(
            "/[0-9]{4}/[0-9]{2}/[0-9]{2}/[a-zA-Z0-9_]+\\.html",
            ["/2016/09/07/got_this_working.html", "/2016/09/07/got_this_working2.html"],
            ["", "/2016/09/07/got_this_working2dothtml", "/2016/9/7/got_this_working.html"])
        + advanced(
            "/b*a*bar.*", ["/babar", "/babarfff", "/bbaabarfff", "/babar?blah", "/baaaabar?blah"],
            ["?bar", "/bar", "/baz", "/ba/bar", "/barf", "/", "?blah"])

    /// PatternMatcherTest's malformed patterns, plus a set too large for AOSP's 2048-int storage.
    static let malformed: [String] = [
        "[]a]", "[a-z", "a{,4}", "a{0,a}", "a{\\1, 2}", "[]", "a{}", "{3,4}", "a+{3,4}", "*.", ".+*", "a{3,4", "[a",
        "abc\\", "+.", "[" + (0..<1024).map { String(97 + $0 % 26) }.joined() + "]",
    ]

    /// Ours, from PatternMatcher.java: the greedy, non-backtracking walk and what the parser drops.
    static let quirkRows: [Row] =
        advanced("[a-z]*z", [], ["az", "z"])  // the star takes the z and gives nothing back
        + advanced("a}", ["a"], ["a}"])  // a lone } is dropped
        + advanced("a{2}", ["aa"], ["a", "aaa"])
        + advanced("a{0}b", ["b"], ["ab"])
        + advanced("/p/[0-9]+", ["/p/12"], ["/p/", "/p/1a"])
        + glob(".*", ["", "/anything"], [])  // `.*` at the end matches what is left
        + glob("/a.*", ["/a", "/abc"], ["/b"])
        + glob(".*a", ["a", "xxa"], ["aXa"])  // `.*x` skips to the first x only
        + glob("/product/.*", ["/product/", "/product/1"], ["/product"])
        + glob("a*b", ["b", "ab", "aaab"], ["aac"])
        + glob("a*b*", ["ab", "b"], ["aa"])  // text used up before `b*`: no match
        + glob("\\.", ["x", "."], [])  // an escaped dot still matches any character
        + glob("\\*", ["*"], ["a"])
        + glob("/a.b", ["/axb"], ["/ab"])
        + glob("", [""], ["/"])
        + [
            Row(pattern: "/path", kind: .literal, text: "/path", matches: true),
            Row(pattern: "/path", kind: .literal, text: "/path/", matches: false),
            Row(pattern: "/Path", kind: .literal, text: "/path", matches: false),
            Row(pattern: "/shop", kind: .prefix, text: "/shopping", matches: true),
            Row(pattern: "/shop", kind: .prefix, text: "/sho", matches: false),
            Row(pattern: ".pdf", kind: .suffix, text: "/a/b.pdf", matches: true),
            Row(pattern: ".pdf", kind: .suffix, text: "pdf", matches: false),
        ]

    @Test(arguments: advancedRows + quirkRows)
    func matches(_ row: Row) throws {
        let matcher = try AndroidPatternMatcher(row.pattern, kind: row.kind)
        #expect(matcher.matches(row.text) == row.matches, "\(row)")
    }

    @Test(arguments: malformed)
    func malformedAdvancedPatternsAreRefused(_ pattern: String) {
        #expect(throws: AndroidPatternMatcher.PatternError.self) {
            _ = try AndroidPatternMatcher(pattern, kind: .advancedGlob)
        }
    }

    /// The same characters as a simple glob or a prefix are never refused, and nil (an absent part) never matches.
    @Test func otherKindsAcceptEveryPattern() throws {
        for pattern in Self.malformed {
            for kind in [AndroidPatternMatcher.Kind.literal, .prefix, .simpleGlob, .suffix] {
                let matcher = try AndroidPatternMatcher(pattern, kind: kind)
                #expect(!matcher.matches(nil))
            }
        }
    }

    @Test func attributeNamesGiveTheirKind() {
        #expect(AndroidPatternMatcher.Kind(attribute: "path") == .literal)
        #expect(AndroidPatternMatcher.Kind(attribute: "pathPrefix") == .prefix)
        #expect(AndroidPatternMatcher.Kind(attribute: "queryPattern") == .simpleGlob)
        #expect(AndroidPatternMatcher.Kind(attribute: "fragmentAdvancedPattern") == .advancedGlob)
        #expect(AndroidPatternMatcher.Kind(attribute: "pathSuffix") == .suffix)
        #expect(AndroidPatternMatcher.Kind(attribute: "host") == nil)
        #expect(AndroidPatternMatcher.Kind(attribute: "pathology") == nil)
    }

    // MARK: groups (UriRelativeFilterGroupTest)

    static let pathMask = 1
    static let queryMask = 2
    static let fragmentMask = 4

    static func uri(_ mask: Int) -> AndroidURI {
        var url = "https://testhost"
        if mask & pathMask != 0 { url += "/testpath" }
        if mask & queryMask != 0 { url += "?query=test" }
        if mask & fragmentMask != 0 { url += "#testfragment" }
        return AndroidURI(url)
    }

    static func group(allow: Bool, _ mask: Int) throws -> AndroidRelativeFilterGroup {
        var filters: [AndroidRelativeFilterGroup.Filter] = []
        if mask & pathMask != 0 { filters.append(.init(part: .path, matcher: try .init("/testpath", kind: .literal))) }
        if mask & queryMask != 0 {
            filters.append(.init(part: .query, matcher: try .init("query=test", kind: .literal)))
        }
        if mask & fragmentMask != 0 {
            filters.append(.init(part: .fragment, matcher: try .init("testfragment", kind: .literal)))
        }
        return AndroidRelativeFilterGroup(allow: allow, filters: filters)
    }

    /// A group matches exactly the URIs that have every part it filters.
    @Test(arguments: 1...7)
    func groupMatchesWhenEveryFilterMatches(_ groupMask: Int) throws {
        let group = try Self.group(allow: true, groupMask)
        for uriMask in 0...7 {
            #expect(
                group.matches(Self.uri(uriMask)) == (groupMask & uriMask == groupMask),
                "group \(groupMask) uri \(uriMask)")
        }
    }

    @Test func anyAllowGroupAccepts() throws {
        let groups = try [Self.pathMask, Self.queryMask, Self.fragmentMask].map { try Self.group(allow: true, $0) }
        for mask in [Self.pathMask, Self.queryMask, Self.fragmentMask] {
            #expect(AndroidRelativeFilterGroup.decide(groups, Self.uri(mask))?.allow == true)
        }
    }

    @Test func theFirstMatchingGroupDecides() throws {
        let groups = [
            try Self.group(allow: false, Self.pathMask), try Self.group(allow: true, Self.pathMask | Self.queryMask),
            try Self.group(allow: true, Self.fragmentMask),
        ]
        #expect(AndroidRelativeFilterGroup.decide(groups, Self.uri(Self.pathMask))?.allow == false)
        #expect(AndroidRelativeFilterGroup.decide(groups, Self.uri(Self.pathMask | Self.queryMask))?.allow == false)
        #expect(AndroidRelativeFilterGroup.decide(groups, Self.uri(Self.fragmentMask))?.allow == true)
        let ignored = [try Self.group(allow: false, Self.pathMask), try Self.group(allow: true, Self.fragmentMask)]
        #expect(AndroidRelativeFilterGroup.decide(ignored, Self.uri(Self.pathMask))?.allow == false)
        #expect(AndroidRelativeFilterGroup.decide(ignored, Self.uri(Self.fragmentMask))?.allow == true)
        #expect(AndroidRelativeFilterGroup.decide(ignored, Self.uri(0)) == nil)
    }

    /// Queries match one parameter at a time, decoded; `;` separates only when there is no `&`.
    @Test func queryFiltersMatchOneParameter() throws {
        let filter = AndroidRelativeFilterGroup.Filter(part: .query, matcher: try .init("id=7", kind: .literal))
        #expect(filter.matches(AndroidURI("https://h/p?a=1&id=7")))
        #expect(filter.matches(AndroidURI("https://h/p?a=1;id=7")))
        #expect(!filter.matches(AndroidURI("https://h/p?a=1;id=7&b=2")))
        #expect(filter.matches(AndroidURI("https://h/p?id%3D7")))
        #expect(!filter.matches(AndroidURI("https://h/p")))
        let empty = AndroidRelativeFilterGroup.Filter(part: .query, matcher: try .init("", kind: .literal))
        #expect(empty.matches(AndroidURI("https://h/p?")))
        #expect(!empty.matches(AndroidURI("https://h/p?&&")))
    }

    /// A filter's path attributes and its groups are alternatives; no path attribute and no group accepts
    /// every path; groups count only from Android 15.
    @Test func pathAttributesAndGroupsTogether() throws {
        let blockShop = AndroidRelativeFilterGroup(
            allow: false, filters: [.init(part: .path, matcher: try .init("/shop", kind: .prefix))])
        let allowAll = AndroidRelativeFilterGroup(
            allow: true, filters: [.init(part: .path, matcher: try .init("/", kind: .prefix))])
        let data = AndroidURIFilterData(
            schemes: ["https"], hosts: ["*.example.com"], paths: [try .init("/shop/sale", kind: .literal)],
            groups: [blockShop, allowAll])
        #expect(data.accepts(AndroidURI("https://www.example.com/shop/sale")))  // the path attribute wins
        #expect(!data.accepts(AndroidURI("https://www.example.com/shop/1")))
        #expect(data.accepts(AndroidURI("https://www.example.com/about")))
        #expect(!data.accepts(AndroidURI("https://example.com/about")))  // *.example.com needs a label
        #expect(!data.accepts(AndroidURI("http://www.example.com/about")))
        #expect(!data.accepts(AndroidURI("https://www.example.com/about"), android15: false))
        let open = AndroidURIFilterData(schemes: ["https"], hosts: ["example.com"], paths: [], groups: [])
        #expect(open.accepts(AndroidURI("https://EXAMPLE.com/anything")))
    }
}
