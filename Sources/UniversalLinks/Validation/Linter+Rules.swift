extension Linter {
    mutating func lintRules(_ applinks: AppLinks) {
        if let defaults = applinks.defaults { lintDefaults(defaults) }
        for d in applinks.details.indices {
            lintRules(applinks.details[d], applinks)
        }
    }

    private mutating func lintRules(_ detail: Detail, _ applinks: AppLinks) {
        if detail.paths == nil && detail.components == nil {
            add(
                "no-rules", "this detail has neither \"components\" nor \"paths\": it matches nothing",
                at: detail.offset, pointer: detail.pointer)
        }
        if let components = detail.components, let paths = detail.paths {
            if components.isEmpty {
                add(
                    "empty-components",
                    "\"components\" is empty next to \(paths.count) legacy path(s): iOS 13+ uses the empty list and matches nothing",
                    at: detail.offset, pointer: detail.pointer + "/components")
            } else {
                add(
                    "components-with-paths",
                    "iOS 13+ uses only \"components\" and iOS 12 only \"paths\"; keep them in step",
                    at: detail.offset, pointer: detail.pointer)
            }
        }
        if let defaults = detail.defaults {
            lintDefaults(defaults)
            if detail.components == nil && detail.paths != nil {
                add(
                    "defaults-in-legacy-detail",
                    "\"defaults\" apply to components only; this detail has only legacy paths",
                    at: defaults.offset, pointer: defaults.pointer)
            }
        }
        lintLegacyPaths(detail.paths ?? [])
        lintComponents(detail, applinks: applinks)
    }

    mutating func lintDefaults(_ defaults: Component) {
        var keys: [String] = []
        if defaults.path != nil { keys.append("\"/\"") }
        if defaults.query != nil { keys.append("\"?\"") }
        if defaults.fragment != nil { keys.append("\"#\"") }
        if defaults.exclude != nil { keys.append("\"exclude\"") }
        guard !keys.isEmpty else { return }
        add(
            "defaults-matching-key",
            "defaults carry \(keys.joined(separator: ", ")): undocumented (Apple documents only caseSensitive and percentEncoded), but iOS applies them to every rule that lacks the key",
            at: defaults.offset, pointer: defaults.pointer)
    }

    /// Rules that can never fire, as the matcher proves them (iOS 13+ components and iOS 12 paths).
    mutating func lintUnreachableRules(_ applinks: AppLinks) {
        let findings = AASAMatcher.unreachableRulesForLint(in: applinks, budget: &budget)
        if budget.exhausted {
            add(
                "unreachable-check-incomplete",
                "the file is too large for the full \"rule can never fire\" check (\(budget.limit) units of work): it stopped early, so some unreachable rules may not be reported",
                at: applinks.offset, pointer: applinks.pointer)
        }
        for rule in findings {
            add(
                "unreachable-rule",
                "this rule never decides anything: the earlier rule \(rule.coveredBy) already decides every URL it could match",
                at: rule.offset, pointer: rule.pointer)
        }
    }

    mutating func lintComponents(_ detail: Detail, applinks: AppLinks) {
        guard let components = detail.components else { return }
        for i in components.indices {
            lintComponent(components[i], detailDefaults: detail.defaults, appDefaults: applinks.defaults)
        }
    }

    private mutating func lintComponent(_ c: Component, detailDefaults: Component?, appDefaults: Component?) {
        // Keys fall back to the detail's, then the domain's defaults, as the matcher resolves them
        // (RuleCompiler.resolve, key by key without copying the component).
        if c.path == nil && detailDefaults?.path == nil && appDefaults?.path == nil
            && c.query == nil && detailDefaults?.query == nil && appDefaults?.query == nil
            && c.fragment == nil && detailDefaults?.fragment == nil && appDefaults?.fragment == nil
        {
            add(
                "catch-all-rule",
                (c.exclude?.value == true ? "this rule excludes" : "this rule matches")
                    + " every URL on the domain: it has no \"/\", \"?\" or \"#\" key", at: c.offset, pointer: c.pointer)
        }
        let percentEncoded =
            (c.percentEncoded ?? detailDefaults?.percentEncoded ?? appDefaults?.percentEncoded)?.value ?? true
        if let p = c.path {
            lintPattern(
                p.value, at: p.offset, pointer: p.pointer, kind: UInt8(ascii: "/"), percentEncoded: percentEncoded)
        }
        if let f = c.fragment {
            lintPattern(
                f.value, at: f.offset, pointer: f.pointer, kind: UInt8(ascii: "#"), percentEncoded: percentEncoded)
        }
        if let q = c.query {
            switch q.value {
            case .string(let s):
                lintPattern(
                    s, at: q.offset, pointer: q.pointer, kind: UInt8(ascii: "?"), percentEncoded: percentEncoded)
            case .items(let items):
                for item in items
                where percentEncoded && ASCII.withBytes(of: item.pattern, { $0.contains { $0 >= 0x80 } }) {
                    addNonASCII(item.pattern, at: q.offset, pointer: JSONPointer.appending(q.pointer, item.name))
                }
            case .ignoredDictionary:
                add(
                    "ignored-query-dictionary",
                    "a value in this \"?\" dictionary is not a string, so iOS ignores the whole dictionary and the rule matches any query",
                    at: q.offset, pointer: q.pointer)
            }
        }
    }

    /// `kind`: `/`, `?` or `#`.
    mutating func lintPattern(_ s: String, at offset: Int, pointer: String, kind: UInt8, percentEncoded: Bool) {
        let (isURL, isQuery, nonASCII) = ASCII.withBytes(of: s) { bytes in
            (
                kind == UInt8(ascii: "/") && Self.includes(bytes, "://"),
                kind == UInt8(ascii: "/") && Self.looksLikeQuery(bytes),
                bytes.contains { $0 >= 0x80 }
            )
        }
        if kind == UInt8(ascii: "/") {
            if isURL {
                add(
                    "url-in-pattern", "path pattern \"\(s)\" is a full URL; patterns match the path only",
                    at: offset, pointer: pointer, hint: "write only the path, e.g. \"\(Self.pathOfURL(s))\"")
            } else if isQuery {
                add(
                    "query-in-path",
                    "path pattern \"\(s)\" contains '?' before name=value: here '?' is a one-character wildcard, not a query",
                    at: offset, pointer: pointer, hint: "match the query with the \"?\" key")
            }
            if !isURL { lintLeadingSlash(s, at: offset, pointer: pointer) }
        } else if s.utf8.first == kind {
            let k = Character(Unicode.Scalar(kind))
            add(
                "leading-delimiter",
                "\"\(k)\" pattern \"\(s)\" starts with '\(k)', which is not part of the URL's \(k == "?" ? "query" : "fragment")",
                at: offset, pointer: pointer, hint: "write \"\(s.dropFirst())\"")
        }
        if percentEncoded, nonASCII {
            addNonASCII(s, at: offset, pointer: pointer)
        }
    }

    /// A path pattern without its leading `/` (`products/*`): iOS adds it, so say how it is read.
    mutating func lintLeadingSlash(_ s: String, at offset: Int, pointer: String) {
        guard let first = s.utf8.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "*") else { return }
        add(
            "path-without-slash", "path pattern \"\(s)\" does not start with '/': iOS reads it as \"/\(s)\"",
            at: offset, pointer: pointer, hint: "write \"/\(s)\"")
    }

    mutating func addNonASCII(_ s: String, at offset: Int, pointer: String) {
        add(
            "non-ascii-pattern",
            "pattern \"\(s)\" has non-ASCII characters but percentEncoded is true: URLs carry them percent-encoded, so it never matches",
            at: offset, pointer: pointer, hint: "add \"percentEncoded\": false, or write \"\(Self.percentEncode(s))\"")
    }

    mutating func lintLegacyPaths(_ paths: [Located<String>]) {
        for path in paths {
            let done = path.value.utf8.withContiguousStorageIfAvailable { lintLegacyPath(path, $0) }
            if done == nil { Array(path.value.utf8).withUnsafeBufferPointer { lintLegacyPath(path, $0) } }
        }
    }

    /// One legacy path, on its UTF-8 bytes (every marker it looks for is ASCII; messages quote
    /// the path as written).
    private mutating func lintLegacyPath(_ path: Located<String>, _ bytes: UnsafeBufferPointer<UInt8>) {
        let s = path.value
        let (pattern, isNot) = ASCII.droppingNot(bytes)
        if isNot {
            if !bytes.starts(with: "NOT ".utf8) {
                add(
                    "not-lowercase",
                    "exclusion written \"\(s.prefix(4))\"; iOS accepts it, but write \"NOT \" in capitals",
                    at: path.offset, pointer: path.pointer)
            }
        } else if bytes.count >= 4, bytes.starts(with: "NOT".utf8),
            bytes[3] == UInt8(ascii: "/") || bytes[3] == UInt8(ascii: "*")
        {
            add(
                "not-without-space",
                "\"\(s)\" is a literal path, not an exclusion: NOT must be followed by a space",
                at: path.offset, pointer: path.pointer, hint: "write \"NOT \(s.dropFirst(3))\"")
        }
        if !Self.includes(pattern, "://") {
            lintLeadingSlash(String(decoding: pattern, as: UTF8.self), at: path.offset, pointer: path.pointer)
        }
        if Self.includes(pattern, "://") {
            let text = String(decoding: pattern, as: UTF8.self)
            add(
                "url-in-pattern", "path \"\(s)\" is a full URL; legacy paths match the path only", at: path.offset,
                pointer: path.pointer, hint: "write only the path, e.g. \"\(Self.pathOfURL(text))\"")
        } else if pattern.contains(UInt8(ascii: "#")) {
            add(
                "fragment-in-path", "path \"\(s)\" contains '#'; legacy paths are matched against the path only",
                at: path.offset, pointer: path.pointer)
        } else if Self.looksLikeQuery(pattern) {
            add(
                "query-in-path",
                "path \"\(s)\" contains '?' before name=value: '?' is a one-character wildcard and legacy paths ignore the query",
                at: path.offset, pointer: path.pointer)
        }
    }

    static func includes(_ hay: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        let n = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = n.first, hay.count >= n.count else { return n.isEmpty }
        var i = 0
        while i <= hay.count - n.count {
            if hay[i] == first && hay[i..<(i + n.count)].elementsEqual(n) { return true }
            i += 1
        }
        return false
    }

    static func looksLikeQuery(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let q = bytes.firstIndex(of: UInt8(ascii: "?")) else { return false }
        return bytes[q...].contains(UInt8(ascii: "="))
    }

    static func pathOfURL(_ s: String) -> String {
        guard let scheme = s.firstRange(of: "://") else { return s }
        let rest = s[scheme.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        return String(rest[slash...])
    }

    static func percentEncode(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if scalar.value < 0x80 {
                out.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { out += "%" + hex(UInt32(byte), width: 2) }
            }
        }
        return out
    }
}
