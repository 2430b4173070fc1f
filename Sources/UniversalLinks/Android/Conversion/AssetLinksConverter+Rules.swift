/// Translates resolved AASA rules one by one into dynamic rules, collecting warnings and notes.
struct RuleTranslation {
    let source: SourceText
    let variables: [String: [String]]
    let maximumExpansion: Int
    var rules: [Component] = []
    var warnings: [AssetLinksConverter.Warning] = []
    var notes: [AssetLinksConverter.Warning] = []

    init(source: SourceText, variables: [String: [String]], maximumExpansion: Int) {
        self.source = source
        self.variables = variables
        self.maximumExpansion = maximumExpansion
    }

    func entry(_ offset: Int, _ pointer: String, _ message: Message) -> AssetLinksConverter.Warning {
        let location = source.location(of: offset)
        return .init(pointer: pointer, line: location.line, column: location.column, message: message)
    }

    mutating func warn(_ c: Component, _ message: Message) { warnings.append(entry(c.offset, c.pointer, message)) }
    mutating func note(_ c: Component, _ message: Message) { notes.append(entry(c.offset, c.pointer, message)) }

    /// A legacy path as iOS 13 reads it: `NOT ` excludes (always case-sensitive), query and
    /// fragment ignored, the defaults' `caseSensitive` and `percentEncoded` applied.
    mutating func translateLegacy(_ path: Located<String>, detail: Detail, appDefaults: Component?) {
        let (pattern, isNot) = RuleCompiler.splitNot(path.value)
        var c = Component()
        c.path = Located(pattern, offset: path.offset, pointer: path.pointer)
        c.exclude = Located(isNot, offset: path.offset, pointer: path.pointer)
        c.caseSensitive = isNot ? Located(true) : detail.defaults?.caseSensitive ?? appDefaults?.caseSensitive
        c.percentEncoded = detail.defaults?.percentEncoded ?? appDefaults?.percentEncoded
        c.offset = path.offset
        c.pointer = path.pointer
        if ASCII.contains(pattern, UInt8(ascii: "?")) {
            warn(
                c,
                "legacy path \"\(path.value)\" has '?', a one-character wildcard (kept as such): if it was meant as a query, Android, like iOS, never matches it"
            )
        }
        translate(c)
    }

    /// One resolved component (defaults applied).
    mutating func translate(_ c: Component) {
        var rule = Component()
        rule.offset = c.offset
        rule.pointer = c.pointer
        rule.path = c.path.map { Located($0.value) }
        rule.fragment = c.fragment.map { Located($0.value) }
        if c.exclude?.value == true { rule.exclude = Located(true) }
        switch c.query?.value {
        case nil: break
        case .ignoredDictionary:
            note(c, "\"?\" has a non-string value, so iOS ignores it (any query); the rule is written without \"?\"")
        case .string(let s):
            if s == "*" {
                note(c, "\"?\": \"*\" matches any query; the rule is written without \"?\"")
            } else {
                warn(
                    c,
                    "\"?\": \"\(s)\" is a string pattern; Android reads \"?\" only as a dictionary of parameters, so the rule is left out\(c.exclude?.value == true ? " (these URLs may then open the app)" as Message : " (these URLs then open in the browser)")"
                )
                return
            }
        case .items(let items):
            var kept: [QueryItemPattern] = []
            for item in items {
                if item.pattern == "*" { continue }  // iOS: any value or absent; Android: no constraint either.
                if Self.matchesEmpty(item.pattern) {
                    warn(
                        c,
                        "query parameter \"\(item.name)\": \"\(item.pattern)\" accepts an absent parameter on iOS; on Android the parameter must be present"
                    )
                }
                kept.append(item)
            }
            if items.count != kept.count {
                note(c, "query parameters with \"*\" constrain nothing on iOS and are left out")
            }
            if !kept.isEmpty {
                rule.query = Located(.items(kept))
                warn(
                    c,
                    "\"?\" names \(kept.map { "\"\($0.name)\"" }.joined(separator: ", ")): a parameter repeated in a URL is decided differently (iOS needs every occurrence to match, Android one)"
                )
            }
        }
        if c.caseSensitive?.value == false, Self.hasLetters(c) {
            warn(
                c,
                "\"caseSensitive\": false: Android matches case-sensitively, so URLs that differ in case are decided differently"
            )
        }
        if c.percentEncoded?.value == false {
            warn(
                c,
                "\"percentEncoded\": false: Android compares URLs as written (percent-encoded), so encoded characters are decided differently"
            )
        }
        expand(rule, from: c)
    }

    /// Whether any pattern of the rule has a letter or a letter variable (case folding matters).
    static func hasLetters(_ c: Component) -> Bool {
        var texts = [c.path?.value, c.fragment?.value].compactMap { $0 }
        if case .items(let items)? = c.query?.value { texts += items.flatMap { [$0.name, $0.pattern] } }
        if case .string(let s)? = c.query?.value { texts.append(s) }
        return texts.contains { $0.unicodeScalars.contains { ($0 >= "A" && $0 <= "Z") || ($0 >= "a" && $0 <= "z") } }
    }

    /// Whether a pattern matches the empty string (only `*` and variables that may be empty).
    static func matchesEmpty(_ pattern: String) -> Bool {
        var issues: [MatcherIssue] = []
        return Pattern(pattern, isPath: false, caseInsensitive: false, variables: nil, issues: &issues)
            .matches([UInt8]())
    }
}
