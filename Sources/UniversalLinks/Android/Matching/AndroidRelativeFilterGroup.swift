/// Android 15's `<uri-relative-filter-group>`: a list of `<data>` conditions on a URL's path, query and
/// fragment that must all hold, and whether a URL that meets them is allowed or blocked.
///
/// Semantics of AOSP's `UriRelativeFilterGroup` and `UriRelativeFilter` (Apache-2.0, Android 15):
/// - a group matches when **every** filter matches; a group without filters never matches (the package
///   parser drops it);
/// - a path or fragment filter matches the whole decoded part; a query filter matches when **any one**
///   parameter matches (the decoded query split on `&`, or on `;` when it has no `&`, as Java's
///   `String.split` does: trailing empty parameters dropped);
/// - of a filter's groups, the **first** (in manifest order) that matches decides: `allow="true"`
///   (the default) accepts the URL, `allow="false"` rejects it; no group matching rejects it;
/// - groups sit beside the filter's own `path*` attributes: the filter accepts a URL when a path
///   attribute matches **or** the groups accept it (``AndroidURIFilterData/acceptsPath(_:android15:)``).
public struct AndroidRelativeFilterGroup: Sendable, Hashable {
    public enum Part: String, Sendable, Hashable, Codable {
        case path, query, fragment
    }

    public struct Filter: Sendable, Hashable {
        public var part: Part
        public var matcher: AndroidPatternMatcher

        public init(part: Part, matcher: AndroidPatternMatcher) {
            self.part = part
            self.matcher = matcher
        }

        public func matches(_ uri: AndroidURI) -> Bool {
            switch part {
            case .path: return matcher.matches(uri.path)
            case .fragment: return matcher.matches(uri.fragment)
            case .query:
                guard let query = uri.query else { return false }
                var parameters = AndroidURI.javaSplit(query, on: "&")
                if parameters.count == 1 { parameters = AndroidURI.javaSplit(query, on: ";") }
                return parameters.contains { matcher.matches($0) }
            }
        }
    }

    public var allow: Bool
    public var filters: [Filter]

    public init(allow: Bool, filters: [Filter]) {
        self.allow = allow
        self.filters = filters
    }

    public func matches(_ uri: AndroidURI) -> Bool {
        !filters.isEmpty && filters.allSatisfy { $0.matches(uri) }
    }

    /// The index of the group that decides `uri` and whether it allows it; nil when no group matches
    /// (the URL is then not accepted by the groups).
    public static func decide(_ groups: [AndroidRelativeFilterGroup], _ uri: AndroidURI) -> (index: Int, allow: Bool)? {
        for (index, group) in groups.enumerated() where group.matches(uri) { return (index, group.allow) }
        return nil
    }
}

/// A URL as `android.net.Uri` hands it to intent filters: scheme and host as written (the host
/// compared case-insensitively), the path, query and fragment **percent-decoded** (UTF-8, malformed
/// bytes as U+FFFD). An absent query or fragment is nil; an absent path is the empty string.
public struct AndroidURI: Sendable, Hashable {
    public var scheme: String?
    public var host: String?
    public var path: String
    public var query: String?
    public var fragment: String?

    public init(_ url: String) {
        let parts = URLParts(parsing: url)
        func decoded(_ bytes: [UInt8]) -> String { String(decoding: URLParts.percentDecoded(bytes), as: UTF8.self) }
        scheme = parts.scheme
        host = parts.host
        path = decoded(parts.path)
        query = parts.query.map(decoded)
        fragment = parts.fragment.map(decoded)
    }

    /// `String.split(separator)` in Java: no separator gives the string itself (even empty); otherwise
    /// the pieces with trailing empty ones removed.
    static func javaSplit(_ text: String, on separator: Character) -> [String] {
        guard text.contains(separator) else { return [text] }
        var pieces = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        while pieces.last?.isEmpty == true { pieces.removeLast() }
        return pieces
    }
}

/// The `<data>` of one intent filter as Android's `IntentFilter.matchData` uses it for a web URL: schemes,
/// authorities (`*.example.com` a suffix match, case-insensitive), the path matchers and the
/// relative filter groups.
public struct AndroidURIFilterData: Sendable, Hashable {
    public var schemes: [String]
    public var hosts: [String]
    public var paths: [AndroidPatternMatcher]
    public var groups: [AndroidRelativeFilterGroup]

    public init(
        schemes: [String], hosts: [String], paths: [AndroidPatternMatcher], groups: [AndroidRelativeFilterGroup]
    ) {
        self.schemes = schemes
        self.hosts = hosts
        self.paths = paths
        self.groups = groups
    }

    /// Whether the filter accepts `uri`: its scheme is listed, a host matches, then the path layer.
    /// Below Android 15 the groups do not exist (the package parser skips the unknown tag).
    public func accepts(_ uri: AndroidURI, android15: Bool = true) -> Bool {
        guard let scheme = uri.scheme, schemes.contains(scheme) else { return false }
        guard let host = uri.host, hosts.contains(where: { Self.hostMatches($0, host) }) else { return false }
        return acceptsPath(uri, android15: android15)
    }

    /// The path layer of `IntentFilter.matchData`: no path attribute and no group accepts every path;
    /// otherwise a path attribute must match, or the groups must accept the URL.
    public func acceptsPath(_ uri: AndroidURI, android15: Bool = true) -> Bool {
        let groups = android15 ? self.groups : []
        if paths.isEmpty && groups.isEmpty { return true }
        if paths.contains(where: { $0.matches(uri.path) }) { return true }
        return AndroidRelativeFilterGroup.decide(groups, uri)?.allow ?? false
    }

    /// `AuthorityEntry.match`: a leading `*` makes the rest a suffix (`*.example.com` also covers
    /// `a.b.example.com`, not `example.com`); ASCII case is ignored.
    static func hostMatches(_ pattern: String, _ host: String) -> Bool {
        if pattern.hasPrefix("*") {
            let suffix = pattern.dropFirst().lowercased()
            return host.lowercased().hasSuffix(suffix)
        }
        return pattern.lowercased() == host.lowercased()
    }
}
