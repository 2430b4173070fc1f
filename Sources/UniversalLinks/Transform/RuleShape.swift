/// What a rule says, without where it is: the keys that decide (a legacy path as its `/` and
/// `exclude`). Two rules are the same rule when their shapes are equal, wherever they sit and whatever
/// their comments say.
struct RuleShape: Hashable {
    var path: String?
    var query: QueryPattern?
    var fragment: String?
    var exclude: Bool?
    var caseSensitive: Bool?
    var percentEncoded: Bool?

    init(_ c: Component) {
        path = c.path?.value
        query = c.query?.value
        fragment = c.fragment?.value
        exclude = c.exclude?.value
        caseSensitive = c.caseSensitive?.value
        percentEncoded = c.percentEncoded?.value
    }

    /// A legacy `paths` string: `NOT ` makes it an exclusion.
    init(legacy: String) {
        let (pattern, isNot) = RuleCompiler.splitNot(legacy)
        path = pattern
        exclude = isNot ? true : nil
    }

    var isEmpty: Bool {
        path == nil && query == nil && fragment == nil && exclude == nil && caseSensitive == nil
            && percentEncoded == nil
    }

    /// The rule as the file writes it: `{"/": "/cart/*", "exclude": true}`.
    var text: String {
        var keys: [String] = []
        if let path { keys.append("\"/\": " + Self.quoted(path)) }
        if let query { keys.append("\"?\": " + Self.text(query)) }
        if let fragment { keys.append("\"#\": " + Self.quoted(fragment)) }
        if let exclude { keys.append("\"exclude\": \(exclude)") }
        if let caseSensitive { keys.append("\"caseSensitive\": \(caseSensitive)") }
        if let percentEncoded { keys.append("\"percentEncoded\": \(percentEncoded)") }
        return "{" + keys.joined(separator: ", ") + "}"
    }

    /// What differs from `old` to this shape, key by key: `"?" key "code" became "cdoe"`.
    func differences(from old: RuleShape) -> [String] {
        var out: [String] = []
        func pattern(_ key: String, _ a: String?, _ b: String?) {
            guard a != b else { return }
            switch (a, b) {
            case (let a?, let b?): out.append("\"\(key)\" \(Self.quoted(a)) became \(Self.quoted(b))")
            case (nil, let b?): out.append("\"\(key)\" \(Self.quoted(b)) added")
            case (let a?, nil): out.append("\"\(key)\" \(Self.quoted(a)) removed")
            default: break
            }
        }
        pattern("/", old.path, path)
        if old.query != query { out += Self.queryDifferences(old.query, query) }
        pattern("#", old.fragment, fragment)
        for (key, a, b, defaultValue) in [
            ("exclude", old.exclude, exclude, false), ("caseSensitive", old.caseSensitive, caseSensitive, true),
            ("percentEncoded", old.percentEncoded, percentEncoded, true),
        ] where a != b {
            func shown(_ v: Bool?) -> String { v.map { "\($0)" } ?? "absent (\(defaultValue))" }
            out.append("\"\(key)\" \(shown(a)) became \(shown(b))")
        }
        return out
    }

    private static func queryDifferences(_ a: QueryPattern?, _ b: QueryPattern?) -> [String] {
        guard case .items(let old)? = a, case .items(let new)? = b else {
            switch (a, b) {
            case (let a?, let b?): return ["\"?\" \(text(a)) became \(text(b))"]
            case (nil, let b?): return ["\"?\" \(text(b)) added"]
            case (let a?, nil): return ["\"?\" \(text(a)) removed"]
            default: return []
            }
        }
        let oldNames = old.map(\.name)
        let newNames = new.map(\.name)
        let gone = old.filter { !newNames.contains($0.name) }
        let came = new.filter { !oldNames.contains($0.name) }
        var out: [String] = []
        if gone.count == 1, came.count == 1, gone[0].pattern == came[0].pattern {
            out.append("\"?\" key \(quoted(gone[0].name)) became \(quoted(came[0].name))")
        } else {
            out += gone.map { "\"?\" key \(quoted($0.name)) removed" }
            out += came.map { "\"?\" key \(quoted($0.name)) added (\(quoted($0.pattern)))" }
        }
        for item in new {
            if let before = old.first(where: { $0.name == item.name }), before.pattern != item.pattern {
                out.append("\"?\" key \(quoted(item.name)): \(quoted(before.pattern)) became \(quoted(item.pattern))")
            }
        }
        return out
    }

    static func text(_ query: QueryPattern) -> String {
        switch query {
        case .string(let s): return quoted(s)
        case .items(let items):
            return "{" + items.map { "\(quoted($0.name)): \(quoted($0.pattern))" }.joined(separator: ", ") + "}"
        case .ignoredDictionary: return "{...} (ignored by iOS: a value is not a string)"
        }
    }

    static func quoted(_ s: String) -> String { JSONText.quoted(s, controls: .unicode) }

    /// A few URLs on `host` that this rule decides, written to be read: each wildcard one short word
    /// (`/cart/*` gives `/cart/x`), each variable one of its values; the whole URL, the path alone, and
    /// for a case-insensitive rule the path in capitals.
    func readableURLs(host: String, variables: [String: [String]]) -> [String] {
        var path = Self.readable(self.path ?? "/", variables)
        if !path.hasPrefix("/") { path = "/" + path }
        var suffix = ""
        switch query {
        case .string(let s)?: suffix += "?" + Self.readable(s, variables)
        case .items(let items)?:
            suffix += "?" + items.map { $0.name + "=" + Self.readable($0.pattern, variables) }.joined(separator: "&")
        default: break
        }
        if let fragment { suffix += "#" + Self.readable(fragment, variables) }
        var urls = ["https://" + host + path + suffix]
        if !suffix.isEmpty { urls.append("https://" + host + path) }
        if caseSensitive == false { urls.append("https://" + host + path.uppercased() + suffix) }
        return urls
    }

    /// `pattern` with `*` as `x`, `?` as `a` and each `$(name)` as one of its values.
    static func readable(_ pattern: String, _ variables: [String: [String]], depth: Int = 0) -> String {
        var out = ""
        var rest = Substring(pattern)
        while let first = rest.first {
            if rest.hasPrefix("$("), let close = rest.firstIndex(of: ")") {
                let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
                let builtins = [
                    "alpha": "a", "upper": "A", "lower": "a", "alnum": "a", "digit": "1", "xdigit": "f", "region": "US",
                    "lang": "en",
                ]
                if let value = builtins[name] {
                    out += value
                } else if depth == 0, let value = variables[name]?.first {
                    out += readable(value, variables, depth: 1)
                } else {
                    out += "x"
                }
                rest = rest[rest.index(after: close)...]
                continue
            }
            out += first == "*" ? "x" : first == "?" ? "a" : String(first)
            rest = rest.dropFirst()
        }
        return out
    }
}
