/// An absolute `http` or `https` URL whose host and port were checked.
///
/// Every URL that comes from a file, a response header or a user (a statement list's `include`, a
/// redirect's `Location`, a domain typed into the console) is read with this type before anything
/// connects to it: the connection code then never sees a port outside 1-65535 (NIO traps on one,
/// other code wraps it round to another port) or a host that is not a host.
public struct HTTPURL: Sendable, Hashable, CustomStringConvertible {
    /// `https` or `http`, lower case.
    public let scheme: String
    /// The host in lower case (ASCII: an internationalised name in its Punycode form); an IPv6 address
    /// without its brackets.
    public let host: String
    /// The port as written, 1-65535; nil when the URL names none.
    public let port: Int?
    /// What follows the authority, without the fragment: the path and query (`""` when nothing).
    public let pathAndQuery: String

    /// Why a text is not such a URL.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        public var text: String
        /// Why, as a message: rendered in the reader's language where it is shown.
        public var message: Message
        /// Why, in English.
        public var reason: String { message.english }
        /// "'TEXT' is not a valid URL: REASON", as a message.
        public var fullMessage: Message { "'\(text)' is not a valid URL: \(message)" }
        public var description: String { fullMessage.english }

        public init(text: String, reason: Message) {
            self.text = text
            self.message = reason
        }
    }

    /// Reads `text`; throws with the reason when it is not `http[s]://host[:port][/path][?query][#fragment]`
    /// with a valid host and a port of 1-65535 (no login information, no white space or control characters).
    public init(_ text: String) throws(Problem) {
        func fail(_ reason: Message) -> Problem {
            Problem(text: text.count > 300 ? String(text.prefix(300)) + "..." : text, reason: reason)
        }
        guard let separator = text.firstRange(of: "://") else { throw fail("no scheme:// (write https://host/...)") }
        let scheme = text[..<separator.lowerBound].lowercased()
        guard scheme == "https" || scheme == "http" else { throw fail("the scheme is not http or https") }
        let rest = text[separator.upperBound...]
        guard !rest.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else {
            throw fail("it contains white space or a control character")
        }
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard !authority.contains("@") else { throw fail("it carries login information (user@)") }
        var hostText: Substring
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw fail("the IPv6 address has no closing ']'") }
            hostText = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw fail("text after the IPv6 address") }
                portText = after.dropFirst()
            }
            guard hostText.contains(":"), hostText.utf8.allSatisfy({ Self.isHex($0) || $0 == 0x3A || $0 == 0x2E })
            else {
                throw fail("'[\(hostText)]' is not an IPv6 address")
            }
        } else if let colon = authority.lastIndex(of: ":") {
            hostText = authority[..<colon]
            portText = authority[authority.index(after: colon)...]
        } else {
            hostText = authority
        }
        if let portText {
            guard let number = Self.port(portText) else { throw fail("the port '\(portText)' is not 1-65535") }
            port = number
        } else {
            port = nil
        }
        if authority.hasPrefix("[") {
            host = hostText.lowercased()
        } else {
            if hostText.hasSuffix(".") { hostText = hostText.dropLast() }
            var ascii = String(hostText)
            if !hostText.utf8.allSatisfy({ $0 < 0x80 }) {
                do { ascii = try IDNA.toASCII(ascii) } catch {
                    throw fail("the host '\(hostText)' is not a valid name")
                }
            }
            ascii = ascii.lowercased()
            if let problem = Self.hostNameProblem(ascii) { throw fail("the host \(problem)") }
            host = ascii
        }
        self.scheme = scheme
        let end = rest[authorityEnd...].firstIndex(of: "#") ?? rest.endIndex
        pathAndQuery = String(rest[authorityEnd..<end])
    }

    /// A port number as written in a URL or a `HOST:PORT` argument: one to five ASCII digits with a
    /// value of 1-65535; nil otherwise (`+80`, `0x50`, `99999`, full-width digits, empty). The one
    /// place the project reads a port from text.
    public static func port(_ text: some StringProtocol) -> Int? {
        let digits = text.utf8
        guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return (1...65535).contains(value) ? value : nil
    }

    /// Why `host` (ASCII, lower case) is not a host name or an IPv4 address; nil when it is one. Labels
    /// of letters, digits, `-` and `_`, 1-63 characters, 253 in all, no label starting or ending with `-`.
    static func hostNameProblem(_ host: String) -> Message? {
        guard !host.isEmpty else { return "is empty" }
        guard host.utf8.count <= 253 else { return "is longer than 253 characters" }
        for label in host.split(separator: ".", omittingEmptySubsequences: false) {
            guard !label.isEmpty, label.utf8.count <= 63 else { return "'\(host)' has an empty or over-long label" }
            guard label.utf8.allSatisfy({ isASCIIAlphanumeric($0) || $0 == 0x2D || $0 == 0x5F }) else {
                return "'\(host)' has a character other than letters, digits, '-' and '_'"
            }
            guard label.first != "-", label.last != "-" else {
                return "'\(host)' has a label that starts or ends with '-'"
            }
            if !isValidPunycode(label) { return "'\(host)' has the label '\(label)', which is not valid Punycode" }
        }
        // A last label of digits makes the whole an IPv4 address to browsers and Android (WHATWG URL
        // "ends in a number"): `1.2.3.4.5` is no address and no name, nothing connects to it.
        if let last = host.split(separator: ".").last, last.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            !isIPv4(host)
        {
            return "'\(host)' ends in a number but is not an IPv4 address (four numbers of 0-255)"
        }
        return nil
    }

    /// Whether an `xn--` label is Punycode that decodes to a Unicode label and encodes back to itself
    /// (what IDNA's ToUnicode requires; `xn--zz` is not); true for any other label.
    static func isValidPunycode(_ label: some StringProtocol) -> Bool {
        let lowered = label.lowercased()
        guard lowered.hasPrefix(IDNA.acePrefix) else { return true }
        let body = String(lowered.dropFirst(IDNA.acePrefix.count))
        guard let decoded = try? Punycode.decode(body), !decoded.unicodeScalars.allSatisfy(\.isASCII) else {
            return false
        }
        return (try? Punycode.encode(decoded)) == body
    }

    /// Four decimal numbers of 0-255 joined by dots.
    static func isIPv4(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.utf8.count <= 3 && part.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
                    && (Int(part) ?? 256) <= 255
            }
    }

    /// Why `host` (as ``host`` holds it: ASCII, lower case, an IPv6 address without brackets) cannot be a
    /// domain to check: a single label (`com`, a top-level domain), which neither Apple's CDN nor
    /// Android's verifier fetches a file for. Nil when it can be one (the rest is ``init(_:)``'s).
    public static func domainProblem(_ host: String) -> Message? {
        guard host.contains(".") || host.contains(":") else {
            return "'\(host)' is a single label (a top-level domain, not a domain of a site)"
        }
        return nil
    }

    private static func isHex(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    /// The host as written in a URL: an IPv6 address in brackets.
    public var urlHost: String { host.contains(":") ? "[\(host)]" : host }

    /// The port a connection uses: the one written, else the scheme's.
    public var effectivePort: Int { port ?? (scheme == "https" ? 443 : 80) }

    /// The same URL with another port (for a `--resolve` mapping), written out.
    public func string(port other: Int?) -> String {
        "\(scheme)://\(urlHost)" + (other.map { ":\($0)" } ?? "") + pathAndQuery
    }

    /// The URL in its checked form: lower-case scheme and host, the port as written, no fragment.
    public var description: String { string(port: port) }
}
