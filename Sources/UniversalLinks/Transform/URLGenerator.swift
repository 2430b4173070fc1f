/// Generates URLs from a file's own patterns, to exercise every rule: paths built from each
/// pattern's literals with its wildcards and variables filled in, near misses (case flips,
/// missing or extra `/`, percent-encoding), and random queries and fragments.
///
/// Deterministic for a given seed.
public struct URLGenerator: Sendable {
    public var domain: String
    /// Every pattern of the file: legacy paths (without `NOT `), component paths, query values,
    /// query strings and fragments, defaults included.
    var paths: [String] = []
    var queryStrings: [String] = []
    var queryItems: [(name: String, pattern: String)] = []
    var fragments: [String] = []
    var variables: [String: [String]] = [:]

    public init(file: AssociationFile, domain: String = "example.com") {
        self.domain = domain
        guard let links = file.applinks else {
            // No applinks (no rule): URLs on "/" still compare the files (and no pattern to cycle over).
            paths = ["/"]
            return
        }
        for variable in links.substitutionVariables { variables[variable.name] = variable.values.map(\.value) }
        var components: [Component] = [links.defaults].compactMap { $0 }
        for detail in links.details {
            for path in detail.paths ?? [] { paths.append(RuleCompiler.splitNot(path.value).pattern) }
            components += detail.components ?? []
            if let defaults = detail.defaults { components.append(defaults) }
        }
        for c in components {
            if let p = c.path?.value { paths.append(p) }
            if let f = c.fragment?.value { fragments.append(f) }
            switch c.query?.value {
            case .string(let s): queryStrings.append(s)
            case .items(let items): queryItems += items.map { ($0.name, $0.pattern) }
            default: break
            }
        }
        if paths.isEmpty { paths = ["/"] }
    }

    /// `count` URLs, cycling over the patterns.
    public func urls(count: Int, seed: UInt64 = 1) -> [String] {
        var rng = SplitMix64(seed: seed)
        var result: [String] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            result.append(url(pathPattern: paths[i % paths.count], using: &rng))
        }
        return result
    }

    func url(pathPattern: String, using rng: inout SplitMix64) -> String {
        var path = instantiate(pathPattern, using: &rng)
        path = mutatePath(path, using: &rng)
        if !path.hasPrefix("/") { path = "/" + path }
        var url = "https://" + domain + path
        switch rng.next() % 6 {
        case 0: break
        case 1: url += "?"
        case 2 where !queryStrings.isEmpty:
            url += "?" + instantiate(queryStrings[Int(rng.next() % UInt64(queryStrings.count))], using: &rng)
        default:
            url += "?" + randomQuery(using: &rng)
        }
        switch rng.next() % 5 {
        case 0, 1: break
        case 2: url += "#"
        case 3 where !fragments.isEmpty:
            url += "#" + instantiate(fragments[Int(rng.next() % UInt64(fragments.count))], using: &rng)
        default: url += "#" + pick(["top", "no_universal_links", "a/b", "Section-2", "x"], &rng)
        }
        return url
    }

    func randomQuery(using rng: inout SplitMix64) -> String {
        var items: [String] = []
        for _ in 0..<Int(rng.next() % 4) {
            if !queryItems.isEmpty, rng.next() % 3 != 0 {
                let item = queryItems[Int(rng.next() % UInt64(queryItems.count))]
                switch rng.next() % 6 {
                case 0: items.append(item.name)
                case 1: items.append(item.name + "=")
                case 2: items.append(mutateCase(item.name, using: &rng) + "=" + instantiate(item.pattern, using: &rng))
                default: items.append(item.name + "=" + instantiate(item.pattern, using: &rng))
                }
            } else {
                items.append(pick(["utm_source=x", "id=42", "q=caf%C3%A9", "flag", "a=1&a=2", "x=%2F"], &rng))
            }
        }
        return items.joined(separator: "&")
    }

    /// Replaces `*`, `?` and `$(name)` with concrete text.
    func instantiate(_ pattern: String, using rng: inout SplitMix64, depth: Int = 0) -> String {
        var out = ""
        let scalars = Array(pattern.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "$", i + 1 < scalars.count, scalars[i + 1] == "(",
                let close = scalars[(i + 2)...].firstIndex(of: ")")
            {
                let name = String(String.UnicodeScalarView(scalars[(i + 2)..<close]))
                out += variableValue(name, using: &rng, depth: depth)
                i = close + 1
                continue
            }
            switch s {
            case "*":
                out += pick(
                    ["", "", "x", "item-42", "a/b", "A", "%2F", "caf%C3%A9", "index.html", "2024/05", "-"], &rng)
            case "?":
                out += pick(["a", "Z", "7", "-", "_", ".", "%"], &rng)
            default:
                out.unicodeScalars.append(s)
            }
            i += 1
        }
        return out
    }

    func variableValue(_ name: String, using rng: inout SplitMix64, depth: Int) -> String {
        switch name {
        case "alpha": return pick(["a", "Q", "z"], &rng)
        case "upper": return pick(["A", "Z", "q"], &rng)
        case "lower": return pick(["a", "z", "Q"], &rng)
        case "alnum": return pick(["a", "Z", "5", "_"], &rng)
        case "digit": return pick(["0", "9", "x"], &rng)
        case "xdigit": return pick(["0", "f", "F", "g"], &rng)
        case "region": return rng.next() % 8 == 0 ? pick(["UK", "gb", "ZZ"], &rng) : pick(ISOCodes.regions, &rng)
        case "lang": return rng.next() % 8 == 0 ? pick(["EN", "xx", "eng"], &rng) : pick(ISOCodes.languages, &rng)
        default:
            guard let values = variables[name], !values.isEmpty, depth == 0 else { return "zz" }
            return instantiate(pick(values, &rng), using: &rng, depth: depth + 1)
        }
    }

    /// Near misses: case flips, a dropped or doubled `/`, a percent-encoded character.
    func mutatePath(_ path: String, using rng: inout SplitMix64) -> String {
        switch rng.next() % 10 {
        case 0: return mutateCase(path, using: &rng)
        case 1: return path.hasSuffix("/") ? String(path.dropLast()) : path + "/"
        case 2: return path.replacingOccurrences(of: "/", with: "//")
        case 3:
            // Encode one ASCII letter: never equal for percentEncoded rules, equal once decoded.
            guard let index = path.unicodeScalars.firstIndex(where: { $0.properties.isAlphabetic && $0.isASCII }) else {
                return path
            }
            let v = path.unicodeScalars[index].value
            let hex = String(v, radix: 16, uppercase: true)
            var scalars = path.unicodeScalars
            scalars.replaceSubrange(index...index, with: ("%" + hex).unicodeScalars)
            return String(scalars)
        case 4: return path + pick(["x", "/extra", ".pdf", "/"], &rng)
        default: return path
        }
    }

    func mutateCase(_ s: String, using rng: inout SplitMix64) -> String {
        String(
            String.UnicodeScalarView(
                s.unicodeScalars.map { c in
                    guard c.isASCII, c.properties.isAlphabetic, rng.next() % 2 == 0 else { return c }
                    let v = c.value
                    return Unicode.Scalar(v >= 0x61 ? v - 0x20 : v + 0x20) ?? c
                }))
    }

    func pick<T>(_ values: [T], _ rng: inout SplitMix64) -> T { values[Int(rng.next() % UInt64(values.count))] }
}
