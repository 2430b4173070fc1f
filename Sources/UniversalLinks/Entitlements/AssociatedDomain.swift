/// One entry of the Associated Domains entitlement (`com.apple.developer.associated-domains`), such as
/// `applinks:*.example.com?mode=developer`, parsed into its parts.
///
/// The strict initialiser accepts only what iOS accepts; ``AssociatedDomainEntry`` keeps a malformed
/// entry together with what was wrong with it.
public struct AssociatedDomain: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The entitlement key.
    public static let entitlementKey = "com.apple.developer.associated-domains"

    /// The feature the domain is associated for.
    public enum Service: String, Sendable, Hashable, Codable, CaseIterable {
        case applinks
        case webcredentials
        case appclips
        case activitycontinuation
    }

    /// The alternate modes of `?mode=`: both bypass Apple's CDN and fetch from the domain directly.
    public enum Mode: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
        /// Development builds only; also accepts certificates the system does not trust.
        case developer
        /// Devices enrolled in MDM that allow it.
        case managed

        public static func < (lhs: Mode, rhs: Mode) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var service: Service
    /// The host in ASCII form, lower-cased, without the `*.` of a wildcard entry.
    public var host: String
    /// `*.host`: covers the subdomains of ``host`` (and not ``host`` itself).
    public var isWildcard: Bool
    public var port: Int?
    public var modes: Set<Mode>

    public init(service: Service, host: String, isWildcard: Bool = false, port: Int? = nil, modes: Set<Mode> = []) {
        self.service = service
        self.host = host.lowercased()
        self.isWildcard = isWildcard
        self.port = port
        self.modes = modes
    }

    /// Parses an entry, returning nil when it has any error (see ``AssociatedDomainEntry`` for why).
    public init?(_ entry: String) {
        let parsed = AssociatedDomainEntry(entry)
        guard let domain = parsed.domain, !parsed.problems.contains(where: { $0.severity == .error }) else {
            return nil
        }
        self = domain
    }

    /// The host as written in the entry: `*.example.com` for a wildcard.
    public var hostPattern: String { isWildcard ? "*." + host : host }

    /// The entry in canonical form, e.g. `applinks:*.example.com?mode=developer+managed`.
    public var description: String {
        var text = service.rawValue + ":" + hostPattern
        if let port { text += ":\(port)" }
        if !modes.isEmpty { text += "?mode=" + modes.sorted().map(\.rawValue).joined(separator: "+") }
        return text
    }

    /// Whether the device fetches the file from the domain directly instead of through Apple's CDN.
    public var bypassesCDN: Bool { !modes.isEmpty }

    /// The host iOS downloads the association file from: the apex `example.com` for `*.example.com`.
    public var fetchHost: String { host }

    /// Where iOS fetches the association file for this entry.
    public var fileURL: String {
        "https://" + fetchHost + (port.map { ":\($0)" } ?? "") + "/.well-known/apple-app-site-association"
    }

    /// Whether this entry associates `host` (ASCII or Unicode; case-insensitive). A wildcard entry covers
    /// subdomains at any depth but not its apex (the archived guide; SPEC §4).
    public func covers(host candidate: String) -> Bool {
        let candidate = AssociatedDomain.normalize(host: candidate)
        if isWildcard {
            return candidate.hasSuffix("." + host) && candidate.count > host.count + 1
        }
        return candidate == host
    }

    /// A human description of what the entry covers.
    public var coverage: String {
        if isWildcard { return "subdomains of \(host) (not \(host) itself)" }
        return host
    }

    /// Lower-cased ASCII form of a host; a trailing dot is dropped. Unconvertible names are only lower-cased.
    static func normalize(host: String) -> String {
        var host = host
        if host.hasSuffix(".") { host.removeLast() }
        return (try? IDNA.toASCII(host)) ?? host.lowercased()
    }
}
