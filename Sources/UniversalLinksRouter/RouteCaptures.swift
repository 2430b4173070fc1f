import UniversalLinks

/// Extracts what each `*` and `$(variable)` of a route's path pattern matched.
///
/// The decision is the core matcher's; this only finds the parts, on the path as the matcher sees
/// it (normalised, decoded when the route says so, case-folded for comparison). Stars take as
/// little as they can, left to right, which splits `/a/*/b/*` at the first `/b/`.
struct RouteCaptures: Sendable {
    enum Token: Sendable {
        case byte(UInt8)
        case one
        /// `*`, with the `?` just before it (`?*`: one or more) counted in: at least `minimum` characters.
        case star(capturing: Bool, minimum: Int)
        case letters(Int, Letter, Bool)
        case choice(name: String, alternatives: [[Token]])
        case nothing
    }

    let tokens: [Token]
    let folded: Bool
    let decoded: Bool

    init(route: Route, variables: [String: [String]]) {
        folded = route.caseSensitive == false
        decoded = route.percentEncoded == false
        tokens = Self.tokens(
            Self.normalised(Array((route.path ?? "*").utf8)).path, variables: variables, folded: folded)
    }

    /// Path normalisation as the matcher does it: empty becomes `/`, runs of `/` collapse, a
    /// leading `/` is added unless the text starts with `*`, a `/` appended unless it ends with
    /// `/` or `*`. Also says whether that last `/` was added.
    static func normalised(_ bytes: [UInt8]) -> (path: [UInt8], appendedSlash: Bool) {
        guard let first = bytes.first else { return ([0x2F], false) }
        var out: [UInt8] = first != 0x2F && first != 0x2A ? [0x2F] : []
        for b in bytes where !(b == 0x2F && out.last == 0x2F) { out.append(b) }
        if let last = out.last, last != 0x2F, last != 0x2A {
            out.append(0x2F)
            return (out, true)
        }
        return (out, false)
    }

    static func tokens(_ bytes: [UInt8], variables: [String: [String]]?, folded: Bool) -> [Token] {
        var result: [Token] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x24, let variables, i + 1 < bytes.count, bytes[i + 1] == 0x28,
                let close = bytes[(i + 2)...].firstIndex(where: { $0 == 0x29 || $0 == 0x24 || $0 == 0x28 }),
                bytes[close] == 0x29
            {
                let name = String(decoding: bytes[(i + 2)..<close], as: UTF8.self)
                result.append(variable(name, variables: variables, folded: folded))
                i = close + 1
                continue
            }
            switch b {
            case 0x2A:
                // `**` is one `*`, as the matcher reads it.
                if case .star = result.last { break }
                var minimum = 0
                while case .one = result.last {
                    result.removeLast()
                    minimum += 1
                }
                result.append(.star(capturing: variables != nil, minimum: minimum))
            case 0x3F: result.append(.one)
            default: result.append(.byte(folded ? lower(b) : b))
            }
            i += 1
        }
        return result
    }

    static func variable(_ name: String, variables: [String: [String]], folded: Bool) -> Token {
        if let letter = Letter(rawValue: name) { return .letters(letter.width, letter, folded) }
        guard let values = variables[name] else { return .nothing }
        return .choice(name: name, alternatives: values.map { tokens(Array($0.utf8), variables: nil, folded: folded) })
    }

    /// The built-in variables. The matcher has decided already: any two letters stand for a
    /// `$(region)` or `$(lang)` code here.
    enum Letter: String, Sendable {
        case alpha, upper, lower, alnum, digit, xdigit, region, lang

        var width: Int { self == .region || self == .lang ? 2 : 1 }

        func contains(_ b: UInt8, folded: Bool) -> Bool {
            let isLetter = (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
            let isDigit = b >= 0x30 && b <= 0x39
            switch self {
            case .alpha, .region, .lang: return isLetter
            case .upper: return folded ? isLetter : (b >= 0x41 && b <= 0x5A)
            case .lower: return folded ? isLetter : (b >= 0x61 && b <= 0x7A)
            case .alnum: return isLetter || isDigit
            case .digit: return isDigit
            case .xdigit: return isDigit || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x66)
            }
        }
    }

    static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

    /// The captures of `parts`' path (empty when the pattern does not match it, which the
    /// matcher's decision rules out).
    func capture(_ parts: URLParts) -> (wildcards: [String], variables: [String: String]) {
        let raw = decoded ? URLParts.percentDecoded(parts.path) : parts.path
        let (text, appended) = Self.normalised(raw)
        let compared = folded ? text.map(Self.lower) : text
        var search = Search(tokens: tokens, text: compared)
        guard search.match(0, 0) else { return ([], [:]) }
        func string(_ range: Range<Int>) -> String {
            var end = range.upperBound
            if appended, end == text.count, end > range.lowerBound { end -= 1 }
            return String(decoding: text[range.lowerBound..<end], as: UTF8.self)
        }
        var variables: [String: String] = [:]
        for (name, range) in search.variables { variables[name] = string(range) }
        return (search.stars.map(string), variables)
    }

    /// A backtracking search recording capture ranges; bounded so a hostile URL cannot make it spin.
    struct Search {
        let tokens: [Token]
        let text: [UInt8]
        var stars: [Range<Int>] = []
        var variables: [(String, Range<Int>)] = []
        var budget = 100_000

        mutating func match(_ t: Int, _ p: Int) -> Bool {
            match(tokens[...], from: t, at: p) { search, end in end == search.text.count }
        }

        /// Matches `list[t...]` at `p`, then `rest`.
        mutating func match(
            _ list: ArraySlice<Token>, from t: Int, at p: Int, then rest: (inout Search, Int) -> Bool
        ) -> Bool {
            budget -= 1
            guard budget > 0 else { return false }
            guard t < list.endIndex else { return rest(&self, p) }
            switch list[t] {
            case .byte(let b):
                return p < text.count && text[p] == b && match(list, from: t + 1, at: p + 1, then: rest)
            case .one:
                guard p < text.count else { return false }
                var q = p + 1
                while q < text.count, text[q] & 0xC0 == 0x80 { q += 1 }
                return match(list, from: t + 1, at: q, then: rest)
            case .letters(let width, let letter, let folded):
                guard p + width <= text.count, text[p..<(p + width)].allSatisfy({ letter.contains($0, folded: folded) })
                else { return false }
                variables.append((letter.rawValue, p..<(p + width)))
                return match(list, from: t + 1, at: p + width, then: rest)
            case .star(let capturing, let minimum):
                var end = p
                for _ in 0..<minimum {
                    guard end < text.count else { return false }
                    end += 1
                    while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
                }
                while end <= text.count {
                    let mark = (stars.count, variables.count)
                    if capturing { stars.append(p..<end) }
                    if match(list, from: t + 1, at: end, then: rest) { return true }
                    stars.removeSubrange(mark.0...)
                    variables.removeSubrange(mark.1...)
                    guard end < text.count else { break }
                    end += 1
                    while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
                }
                return false
            case .choice(let name, let alternatives):
                for alternative in alternatives {
                    let mark = (stars.count, variables.count)
                    let matched = match(alternative[...], from: 0, at: p) { search, end in
                        search.variables.append((name, p..<end))
                        return search.match(list, from: t + 1, at: end, then: rest)
                    }
                    if matched { return true }
                    stars.removeSubrange(mark.0...)
                    variables.removeSubrange(mark.1...)
                }
                return false
            case .nothing:
                return false
            }
        }
    }

    /// The query's items, split at `&` and the first `=`, percent-decoded (`+` stays `+`, as iOS reads it).
    static func queryItems(_ query: String?) -> [RouteMatch.QueryItem] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).map { item in
            let bytes = Array(item.utf8)
            let eq = bytes.firstIndex(of: 0x3D)
            let name = Array(bytes[..<(eq ?? bytes.count)])
            let value = eq.map { Array(bytes[($0 + 1)...]) } ?? []
            return RouteMatch.QueryItem(
                name: String(decoding: URLParts.percentDecoded(name), as: UTF8.self),
                value: String(decoding: URLParts.percentDecoded(value), as: UTF8.self))
        }
    }
}
