import Foundation
import UniversalLinks

/// The straightforward matcher the benchmark compares against: every pattern turned into an
/// `NSRegularExpression`, the URL split with `URLComponents`, rules tried in order.
struct RegexBaseline {
    struct Rule {
        var path: NSRegularExpression
        var query: NSRegularExpression?
        var items: [(name: String, value: NSRegularExpression)]
        var fragment: NSRegularExpression?
        var exclude: Bool
        var decoded: Bool
        var folded: Bool
    }

    var apps: [(appID: String, rules: [Rule])] = []

    init(file: AssociationFile) throws {
        guard let links = file.applinks else { return }
        var variables: [String: [String]] = [:]
        for v in links.substitutionVariables { variables[v.name] = v.values.map(\.value) }
        var seen: Set<String> = []
        for detail in links.details {
            let ids = detail.appIDs.map(\.value).filter { !seen.contains($0) }
            guard !ids.isEmpty else { continue }
            ids.forEach { seen.insert($0) }
            var rules: [Rule] = []
            if let components = detail.components {
                for c in components {
                    func pick<T>(_ k: KeyPath<Component, T?>) -> T? {
                        c[keyPath: k] ?? detail.defaults?[keyPath: k] ?? links.defaults?[keyPath: k]
                    }
                    let folded = pick(\.caseSensitive)?.value == false
                    let decoded = pick(\.percentEncoded)?.value == false
                    func regex(_ p: String, path: Bool) throws -> NSRegularExpression {
                        try RegexBaseline.regex(
                            path ? RegexBaseline.normalise(p) : p, variables: variables, folded: folded)
                    }
                    var query: NSRegularExpression?
                    var items: [(String, NSRegularExpression)] = []
                    switch pick(\.query)?.value {
                    case .string(let s): query = try regex(s, path: false)
                    case .items(let list): items = try list.map { ($0.name, try regex($0.pattern, path: false)) }
                    default: break
                    }
                    rules.append(
                        Rule(
                            path: try regex(pick(\.path)?.value ?? "*", path: true), query: query, items: items,
                            fragment: try pick(\.fragment).map { try regex($0.value, path: false) },
                            exclude: pick(\.exclude)?.value ?? false, decoded: decoded, folded: folded))
                }
            } else {
                for p in detail.paths ?? [] {
                    var pattern = p.value
                    let isNot = pattern.lowercased().hasPrefix("not ")
                    if isNot { pattern = String(pattern.dropFirst(4)) }
                    rules.append(
                        Rule(
                            path: try RegexBaseline.regex(
                                RegexBaseline.normalise(pattern), variables: variables, folded: false),
                            query: nil, items: [], fragment: nil, exclude: isNot, decoded: false, folded: false))
                }
            }
            for id in ids { apps.append((id, rules)) }
        }
    }

    static func normalise(_ p: String) -> String {
        var s = p.isEmpty ? "/" : p
        while s.contains("//") { s = s.replacingOccurrences(of: "//", with: "/") }
        if !s.hasPrefix("/") && !s.hasPrefix("*") { s = "/" + s }
        if !s.hasSuffix("/") && !s.hasSuffix("*") { s += "/" }
        return s
    }

    static func regex(_ pattern: String, variables: [String: [String]], folded: Bool) throws -> NSRegularExpression {
        func glob(_ s: String) -> String {
            var out = ""
            for ch in s {
                switch ch {
                case "*": out += ".*"
                case "?": out += "."
                default: out += NSRegularExpression.escapedPattern(for: String(ch))
                }
            }
            return out
        }
        var out = "^"
        var rest = Substring(pattern)
        while let start = rest.range(of: "$(") {
            out += glob(String(rest[..<start.lowerBound]))
            guard let end = rest[start.upperBound...].firstIndex(of: ")") else {
                out += glob(String(rest[start.lowerBound...]))
                rest = ""
                break
            }
            let name = String(rest[start.upperBound..<end])
            switch name {
            case "alpha": out += "[A-Za-z]"
            case "upper": out += "[A-Z]"
            case "lower": out += "[a-z]"
            case "alnum": out += "[A-Za-z0-9]"
            case "digit": out += "[0-9]"
            case "xdigit": out += "[0-9A-Fa-f]"
            case "region": out += "(?:" + ISOCodes.regions.joined(separator: "|") + ")"
            case "lang": out += "(?:" + ISOCodes.languages.joined(separator: "|") + ")"
            default: out += "(?:" + (variables[name] ?? ["(?!)"]).map(glob).joined(separator: "|") + ")"
            }
            rest = rest[rest.index(after: end)...]
        }
        out += glob(String(rest)) + "$"
        return try NSRegularExpression(
            pattern: out, options: folded ? [.caseInsensitive, .dotMatchesLineSeparators] : [.dotMatchesLineSeparators])
    }

    static func test(_ r: NSRegularExpression, _ s: String) -> Bool {
        r.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
    }

    /// The first app whose first matching rule is not an exclusion.
    func opens(_ url: String) -> String? {
        guard let c = URLComponents(string: url) else { return nil }
        for app in apps {
            for rule in app.rules {
                let rawPath = rule.decoded ? c.path : c.percentEncodedPath
                guard Self.test(rule.path, Self.normalise(rawPath)) else { continue }
                if let q = rule.query, !Self.test(q, (rule.decoded ? c.query : c.percentEncodedQuery) ?? "") {
                    continue
                }
                if !rule.items.isEmpty {
                    let items = (rule.decoded ? c.queryItems : c.percentEncodedQueryItems) ?? []
                    let ok = rule.items.allSatisfy { want in
                        let found = items.filter {
                            rule.folded ? $0.name.lowercased() == want.name.lowercased() : $0.name == want.name
                        }
                        return found.isEmpty
                            ? Self.test(want.value, "") : found.allSatisfy { Self.test(want.value, $0.value ?? "") }
                    }
                    if !ok { continue }
                }
                if let f = rule.fragment, !Self.test(f, (rule.decoded ? c.fragment : c.percentEncodedFragment) ?? "") {
                    continue
                }
                if rule.exclude { break }
                return app.appID
            }
        }
        return nil
    }
}
