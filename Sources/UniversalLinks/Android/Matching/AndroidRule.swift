/// One compiled dynamic rule (or, for a statement without rules, the whole statement: every URL).
///
/// Paths, fragments and query values use the core's pattern engine (``Pattern``) exactly as AASA
/// components do at their defaults: `*`, `?`, `?*`, literal everything else, case-sensitive,
/// compared percent-encoded, path normalisation. The query dictionary differs (our reading): each
/// listed parameter must be present, and one occurrence whose value matches is enough.
struct AndroidRule: Sendable {
    let path: Pattern
    let fragment: Pattern?
    let items: [(name: [UInt8], display: String, pattern: Pattern)]
    let exclude: Bool
    let reference: RuleReference
    let summary: String

    init(_ c: Component, source: SourceText?) {
        var issues: [MatcherIssue] = []
        func compile(_ text: String, isPath: Bool) -> Pattern {
            // No substitution table: `$(...)` is literal, as Android has no variables.
            Pattern(text, isPath: isPath, caseInsensitive: false, variables: nil, issues: &issues)
        }
        path = compile(c.path?.value ?? "*", isPath: true)
        fragment = c.fragment.map { compile($0.value, isPath: false) }
        if case .items(let list)? = c.query?.value {
            items = list.map { (Array($0.name.utf8), $0.name, compile($0.pattern, isPath: false)) }
        } else {
            items = []
        }
        exclude = c.exclude?.value ?? false
        var reference = RuleReference(pointer: c.pointer)
        if let location = source?.location(of: c.offset) {
            reference.line = location.line
            reference.column = location.column
        }
        self.reference = reference
        var keys = ["\"/\": \"\(c.path?.value ?? "*")\""]
        if !items.isEmpty {
            keys.append(
                "\"?\": {" + items.map { "\"\($0.display)\": \"\($0.pattern.source)\"" }.joined(separator: ", ") + "}")
        }
        if let f = c.fragment { keys.append("\"#\": \"\(f.value)\"") }
        if exclude { keys.append("exclude") }
        summary = keys.joined(separator: ", ")
    }

    /// The first key that fails for `url` (`/`, `?name` or `#`), or nil when the rule matches.
    func failure(_ url: AndroidURL) -> String? {
        if !path.matchesEverything, !path.matches(url.path) { return "/" }
        for item in items {
            let present = url.items.contains { $0.name == item.name && item.pattern.matches($0.value) }
            if !present { return "?" + item.display }
        }
        if let fragment, !fragment.matchesEverything, !fragment.matches(url.fragment ?? []) { return "#" }
        return nil
    }

    /// The pattern of a failed key, as matched (the path after normalisation).
    func pattern(for key: String) -> String {
        if key == "/" { return path.normalised }
        if key == "#" { return fragment?.source ?? "*" }
        return items.first { "?" + $0.display == key }?.pattern.source ?? "*"
    }
}

/// A URL split as the rules see it: host, normalised path, query items and fragment, as written
/// (percent-encoded; characters a browser would encode are encoded first).
struct AndroidURL {
    var host: String?
    var path: [UInt8]
    var query: [UInt8]?
    var items: [(name: [UInt8], value: [UInt8])]
    var fragment: [UInt8]?

    init(_ url: String) {
        let parts = URLParts(parsing: url)
        host = parts.host
        path = Pattern.normalisePath(parts.path)
        query = parts.query
        fragment = parts.fragment
        items = (parts.query ?? []).split(separator: 0x26, omittingEmptySubsequences: true).map { item in
            guard let eq = item.firstIndex(of: 0x3D) else { return (Array(item), []) }
            return (Array(item[..<eq]), Array(item[(eq + 1)...]))
        }
    }
}
