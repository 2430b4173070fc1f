/// The lenient parser behind ``AssociatedDomainEntry``. It works on the entry's scalars with their
/// UTF-8 offsets, so every problem can point at the character concerned.
struct AssociatedDomainEntryParser {
    typealias Problem = AssociatedDomainEntry.Problem

    private let raw: String
    /// The entry's scalars without white space, each with its UTF-8 offset in `raw`.
    private var scalars: [(scalar: Unicode.Scalar, offset: Int)] = []
    private(set) var problems: [Problem] = []
    private(set) var domain: AssociatedDomain?
    private(set) var unknownService: String?

    init(_ raw: String) { self.raw = raw }

    mutating func parse() {
        stripWhitespace()
        guard !scalars.isEmpty else {
            problems.append(
                Problem("invalid-host", "empty entry", hint: "Write service:host, e.g. applinks:example.com.", at: 0))
            return
        }
        guard let colon = scalars.firstIndex(where: { $0.scalar == ":" }) else {
            problems.append(
                Problem(
                    "missing-service", "'\(raw)' has no service prefix",
                    hint:
                        "Write applinks:\(text(0, scalars.count)) (or webcredentials:, appclips:, activitycontinuation:).",
                    at: 0))
            return
        }
        let serviceName = text(0, colon)
        let service = parseService(serviceName)
        var rest = (colon + 1)..<scalars.count
        rest = stripScheme(rest)
        let (hostAndPort, query) = splitQuery(rest)
        var hostRange = stripPath(hostAndPort)
        let port = parsePort(&hostRange)
        let modes = parseQuery(query)
        guard let (host, isWildcard) = parseHost(hostRange, service: service, modes: modes) else { return }
        if let service, let port, service == .applinks {
            problems.append(
                Problem(
                    "applinks-port",
                    "applinks entries cannot name a port (:\(port)); the file is always fetched from port 443",
                    hint: "Remove :\(port) and serve the file on port 443.", at: offset(of: hostRange.upperBound)))
        }
        if let service, service == .appclips, isWildcard {
            problems.append(
                Problem(
                    "appclips-wildcard", "appclips entries cannot use a wildcard",
                    hint: "List each App Clip host explicitly, e.g. appclips:\(host).",
                    at: offset(of: hostRange.lowerBound)))
        }
        if let service {
            let parsed = AssociatedDomain(
                service: service, host: host, isWildcard: isWildcard, port: port, modes: modes)
            domain = parsed
            suggestCorrection(parsed)
        }
    }

    /// Problems whose fix is a rewrite of the entry get the whole corrected entry as their hint.
    private mutating func suggestCorrection(_ parsed: AssociatedDomain) {
        let rewritable: Set<DiagnosticCode> = [
            "entitlement-scheme", "entitlement-path", "entitlement-trailing-slash", "entitlement-whitespace",
            "entitlement-query",
            "unknown-mode", "applinks-port", "invalid-port", "non-ascii-host", "wildcard-without-dot",
        ]
        var corrected = parsed
        if parsed.service == .applinks { corrected.port = nil }
        let blocking: Set<DiagnosticCode> = ["invalid-host", "misplaced-wildcard", "appclips-wildcard"]
        guard !problems.contains(where: { blocking.contains($0.code) }) else { return }
        for i in problems.indices where rewritable.contains(problems[i].code) {
            problems[i].hint = "Write \(corrected)."
        }
    }

    // MARK: Pieces

    private mutating func stripWhitespace() {
        var first: Int?
        for (offset, scalar) in zip(raw.unicodeScalars.indices, raw.unicodeScalars).map({
            (raw.utf8.distance(from: raw.utf8.startIndex, to: $0.0), $0.1)
        }) {
            if scalar.properties.isWhitespace || scalar == "\u{200B}" || scalar == "\u{FEFF}" {
                if first == nil { first = offset }
            } else {
                scalars.append((scalar, offset))
            }
        }
        if let first {
            problems.append(
                Problem(
                    "entitlement-whitespace", "contains white space",
                    hint: "Remove the spaces: iOS reads the entry literally.",
                    at: first))
        }
    }

    private mutating func parseService(_ name: String) -> AssociatedDomain.Service? {
        if let service = AssociatedDomain.Service(rawValue: name) { return service }
        unknownService = name
        let guess =
            AssociatedDomain.Service.allCases.first { $0.rawValue == name.lowercased() }
            ?? AssociatedDomain.Service.allCases.min {
                Self.editDistance($0.rawValue, name) < Self.editDistance($1.rawValue, name)
            }
        var hint: Message = "Use one of applinks, webcredentials, appclips, activitycontinuation."
        if let guess, Self.editDistance(guess.rawValue, name.lowercased()) <= 3 {
            hint = "Did you mean \(guess.rawValue)?"
        }
        problems.append(
            Problem("unknown-service", "'\(name)' is not an Associated Domains service", hint: hint, at: offset(of: 0)))
        return nil
    }

    /// `https://` (or any `scheme://`) after the service.
    private mutating func stripScheme(_ range: Range<Int>) -> Range<Int> {
        var i = range.lowerBound
        while i < range.upperBound, isSchemeCharacter(scalars[i].scalar, first: i == range.lowerBound) { i += 1 }
        guard i > range.lowerBound, i + 2 < range.upperBound + 0, scalars[i].scalar == ":",
            scalars[i + 1].scalar == "/", scalars[i + 2].scalar == "/"
        else {
            // `applinks://example.com`: the service was followed by the slashes of a URL.
            if range.count >= 2, scalars[range.lowerBound].scalar == "/", scalars[range.lowerBound + 1].scalar == "/" {
                problems.append(
                    Problem(
                        "entitlement-scheme", "the host is written as a URL ('//')", hint: "Write the host alone.",
                        at: offset(of: range.lowerBound)))
                return (range.lowerBound + 2)..<range.upperBound
            }
            return range
        }
        let scheme = text(range.lowerBound, i)
        problems.append(
            Problem(
                "entitlement-scheme", "contains the scheme '\(scheme)://'",
                hint: "Write the host alone: \(text(0, range.lowerBound))\(text(i + 3, range.upperBound)).",
                at: offset(of: range.lowerBound)))
        return (i + 3)..<range.upperBound
    }

    private func isSchemeCharacter(_ s: Unicode.Scalar, first: Bool) -> Bool {
        guard s.isASCII else { return false }
        let c = Character(s)
        return c.isLetter || (!first && (c.isNumber || c == "+" || c == "-" || c == "."))
    }

    private func splitQuery(_ range: Range<Int>) -> (Range<Int>, Range<Int>?) {
        guard let q = scalars[range].firstIndex(where: { $0.scalar == "?" }) else { return (range, nil) }
        return (range.lowerBound..<q, (q + 1)..<range.upperBound)
    }

    /// A path (`/...`) or fragment after the host.
    private mutating func stripPath(_ range: Range<Int>) -> Range<Int> {
        guard let slash = scalars[range].firstIndex(where: { $0.scalar == "/" || $0.scalar == "#" }) else {
            return range
        }
        let path = text(slash, range.upperBound)
        if path == "/" {
            problems.append(
                Problem(
                    "entitlement-trailing-slash", "ends with '/'",
                    hint: "Remove the trailing slash: \(text(0, slash)).",
                    at: offset(of: slash)))
        } else {
            problems.append(
                Problem(
                    "entitlement-path", "contains a path ('\(path)'); entitlements name hosts only",
                    hint: "Remove '\(path)'; choose paths in the apple-app-site-association file instead.",
                    at: offset(of: slash)))
        }
        return range.lowerBound..<slash
    }

    private mutating func parsePort(_ range: inout Range<Int>) -> Int? {
        // Skip a bracketed IPv6 literal, whose colons are not a port.
        var searchFrom = range.lowerBound
        if range.count > 0, scalars[range.lowerBound].scalar == "[",
            let close = scalars[range].firstIndex(where: { $0.scalar == "]" })
        {
            searchFrom = close
        }
        guard let colon = scalars[searchFrom..<range.upperBound].lastIndex(where: { $0.scalar == ":" }) else {
            return nil
        }
        let digits = text(colon + 1, range.upperBound)
        let hostEnd = colon
        defer { range = range.lowerBound..<hostEnd }
        guard let port = HTTPURL.port(digits) else {
            problems.append(
                Problem(
                    "invalid-port", "'\(digits)' is not a port number", hint: "Remove ':\(digits)'.",
                    at: offset(of: colon)))
            return nil
        }
        return port
    }

    private mutating func parseQuery(_ range: Range<Int>?) -> Set<AssociatedDomain.Mode> {
        guard let range else { return [] }
        var modes: Set<AssociatedDomain.Mode> = []
        var itemStart = range.lowerBound
        for i in range.lowerBound...range.upperBound where i == range.upperBound || scalars[i].scalar == "&" {
            let item = text(itemStart, i)
            let at = offset(of: itemStart)
            defer { itemStart = i + 1 }
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "mode" else {
                problems.append(
                    Problem(
                        "entitlement-query", "'?\(item)' is not allowed; only ?mode= is", hint: "Remove '\(item)'.",
                        at: at))
                continue
            }
            for value in parts[1].split(separator: "+", omittingEmptySubsequences: false) {
                if let mode = AssociatedDomain.Mode(rawValue: String(value)) {
                    modes.insert(mode)
                } else {
                    problems.append(
                        Problem(
                            "unknown-mode", "'\(value)' is not a mode",
                            hint: "Use mode=developer, mode=managed or mode=developer+managed.", at: at))
                }
            }
        }
        return modes
    }

    /// Returns the ASCII host (without `*.`) and whether the entry is a wildcard.
    private mutating func parseHost(
        _ range: Range<Int>, service: AssociatedDomain.Service?, modes: Set<AssociatedDomain.Mode>
    ) -> (String, Bool)? {
        let start = offset(of: range.lowerBound)
        var written = text(range.lowerBound, range.upperBound)
        guard !written.isEmpty else {
            problems.append(
                Problem("invalid-host", "no host", hint: "Write service:host, e.g. applinks:example.com.", at: start))
            return nil
        }
        var isWildcard = false
        if written.hasPrefix("*.") {
            isWildcard = true
            written.removeFirst(2)
        } else if written.hasPrefix("*") {
            isWildcard = true
            written.removeFirst()
            problems.append(
                Problem(
                    "wildcard-without-dot", "'*\(written)' has no dot after the wildcard; iOS only understands '*.'",
                    hint: "Write *.\(written).", at: start))
        }
        if written.contains("*") {
            problems.append(
                Problem(
                    "misplaced-wildcard", "'*' can only start the host, as '*.'",
                    hint: "Put '*.' at the start of the host, or list each host.",
                    at: start))
            written.removeAll { $0 == "*" }
        }
        if written.hasPrefix("[") || isIPv4(written) {
            if !modes.contains(.developer) {
                problems.append(
                    Problem(
                        "ip-address-host", "'\(written)' is an IP address; only developer mode may use one",
                        hint: "Use a domain name, or add ?mode=developer for a development server.", at: start))
            }
            return (written.lowercased(), isWildcard)
        }
        if !written.unicodeScalars.allSatisfy(\.isASCII) {
            if let ascii = try? IDNA.toASCII(written) {
                let shown = isWildcard ? "*." + ascii : ascii
                problems.append(
                    Problem(
                        "non-ascii-host", "'\(written)' is not ASCII; entitlements need the Punycode (IDNA) form",
                        hint: "Write \(shown).", at: start))
                written = ascii
            } else {
                problems.append(Problem("invalid-host", "'\(written)' cannot be converted to Punycode", at: start))
                return nil
            }
        }
        written = written.lowercased()
        if let reason = hostProblem(written) {
            problems.append(Problem("invalid-host", "'\(written)' is not a valid host name: \(reason)", at: start))
        }
        if written == "localhost" || written.hasSuffix(".localhost"), !modes.contains(.developer) {
            problems.append(
                Problem(
                    "localhost-host", "'\(written)' only resolves on the device itself; only developer mode may use it",
                    hint: "Use the server's domain name, or add ?mode=developer for a development server.", at: start))
        }
        return (written, isWildcard)
    }

    private func hostProblem(_ host: String) -> Message? {
        if host.hasSuffix(".") { return "it ends with a dot" }
        if host.utf8.count > 253 { return "it is longer than 253 characters" }
        for label in host.split(separator: ".", omittingEmptySubsequences: false) {
            if label.isEmpty { return "it has an empty label" }
            if label.utf8.count > 63 { return "the label '\(label)' is longer than 63 characters" }
            if let bad = label.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-")) }) {
                return "'\(String(bad))' is not allowed (letters, digits and '-' only)"
            }
            if label.hasPrefix("-") || label.hasSuffix("-") { return "the label '\(label)' starts or ends with '-'" }
            if label.hasPrefix("xn--"), (try? Punycode.decode(String(label.dropFirst(4)))) == nil {
                return "the label '\(label)' is not valid Punycode"
            }
        }
        return nil
    }

    private func isIPv4(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy {
                !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) && $0.allSatisfy(\.isASCII)
            }
    }

    // MARK: Helpers

    private func text(_ from: Int, _ to: Int) -> String {
        guard from < to else { return "" }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[from..<to].map(\.scalar))
        return String(view)
    }

    private func offset(of index: Int) -> Int {
        index < scalars.count ? scalars[index].offset : raw.utf8.count
    }

    /// Levenshtein distance, for "did you mean" hints on short words.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
