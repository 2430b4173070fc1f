/// The `site` of a web asset: `http[s]://host[:port]` and nothing else. Two sites are the same asset when
/// their normal forms are equal (scheme and host lower-cased, a final dot and the default port dropped).
public enum WebSite {
    public struct Problem: Error, Sendable, Hashable {
        public var reason: String
    }

    public static func normalize(_ text: String) -> Result<String, Problem> {
        guard let separator = text.firstRange(of: "://") else {
            return .failure(Problem(reason: "is not a valid URL (no scheme://)"))
        }
        let scheme = text[..<separator.lowerBound].lowercased()
        guard scheme == "https" || scheme == "http" else {
            return .failure(Problem(reason: "is a non-HTTP URL (the scheme is http or https)"))
        }
        let rest = text[separator.upperBound...]
        if rest.contains("#") { return .failure(Problem(reason: "cannot have fragment identifiers")) }
        if rest.contains("?") { return .failure(Problem(reason: "cannot have query parameters")) }
        if rest.contains("/") { return .failure(Problem(reason: "cannot contain a path (not even /)")) }
        if rest.contains("@") { return .failure(Problem(reason: "cannot contain login information")) }
        var host = Substring(rest)
        var port: Int?
        if let colon = rest.lastIndex(of: ":"), !rest.hasSuffix("]") {
            host = rest[..<colon]
            guard let number = HTTPURL.port(rest[rest.index(after: colon)...]) else {
                return .failure(Problem(reason: "is not a valid URL (the port is not 1-65535)"))
            }
            port = number
        }
        var name = host.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        let allowed = name.utf8.allSatisfy {
            ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x2E || $0 == 0x5B
                || $0 == 0x5D || $0 == 0x3A
        }
        guard !name.isEmpty, allowed, !name.hasPrefix("."), !name.contains("..") else {
            return .failure(Problem(reason: "is not a valid URL (the host name)"))
        }
        if let port, port != (scheme == "https" ? 443 : 80) { name += ":\(port)" }
        return .success("\(scheme)://\(name)")
    }
}
