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
    func differences(from old: RuleShape) -> [Message] {
        var out: [Message] = []
        func pattern(_ key: String, _ a: String?, _ b: String?) {
            guard a != b else { return }
            out += Self.keyChange(key, a.map(Self.quoted), b.map(Self.quoted))
        }
        pattern("/", old.path, path)
        if old.query != query { out += Self.queryDifferences(old.query, query) }
        pattern("#", old.fragment, fragment)
        for (key, a, b, defaultValue) in [
            ("exclude", old.exclude, exclude, false), ("caseSensitive", old.caseSensitive, caseSensitive, true),
            ("percentEncoded", old.percentEncoded, percentEncoded, true),
        ] where a != b {
            func shown(_ v: Bool?) -> Message.Argument {
                v.map { .text("\($0)") } ?? .message(Message("diff.value.absent", texts: ["value": "\(defaultValue)"]))
            }
            out.append(Message("diff.key.became", ["key": .text(key), "old": shown(a), "new": shown(b)]))
        }
        return out
    }

    /// `"KEY" OLD became NEW`, `"KEY" NEW added` or `"KEY" OLD removed`.
    private static func keyChange(_ key: String, _ a: String?, _ b: String?) -> [Message] {
        switch (a, b) {
        case (let a?, let b?): [Message("diff.key.became", texts: ["key": key, "old": a, "new": b])]
        case (nil, let b?): [Message("diff.key.added", texts: ["key": key, "value": b])]
        case (let a?, nil): [Message("diff.key.removed", texts: ["key": key, "value": a])]
        default: []
        }
    }

    private static func queryDifferences(_ a: QueryPattern?, _ b: QueryPattern?) -> [Message] {
        guard case .items(let old)? = a, case .items(let new)? = b else {
            return keyChange("?", a.map(text), b.map(text))
        }
        let oldNames = old.map(\.name)
        let newNames = new.map(\.name)
        let gone = old.filter { !newNames.contains($0.name) }
        let came = new.filter { !oldNames.contains($0.name) }
        var out: [Message] = []
        if gone.count == 1, came.count == 1, gone[0].pattern == came[0].pattern {
            out.append(
                Message("diff.key.query.renamed", texts: ["old": quoted(gone[0].name), "new": quoted(came[0].name)]))
        } else {
            out += gone.map { Message("diff.key.query.removed", texts: ["name": quoted($0.name)]) }
            out += came.map {
                Message("diff.key.query.added", texts: ["name": quoted($0.name), "pattern": quoted($0.pattern)])
            }
        }
        for item in new {
            if let before = old.first(where: { $0.name == item.name }), before.pattern != item.pattern {
                out.append(
                    Message(
                        "diff.key.query.pattern",
                        texts: ["name": quoted(item.name), "old": quoted(before.pattern), "new": quoted(item.pattern)]))
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
