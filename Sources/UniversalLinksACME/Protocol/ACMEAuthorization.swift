/// An authorization object (RFC 8555 section 7.1.4) with its challenges.
public struct ACMEAuthorization: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        case pending, valid, invalid, deactivated, expired, revoked
    }

    public var identifier: ACMEIdentifier
    public var status: Status
    public var challenges: [ACMEChallenge]
    public var wildcard: Bool?
    public var expires: String?

    /// The first challenge of `type`, if the server offers it.
    public func challenge(_ type: ACMEChallenge.Kind) -> ACMEChallenge? {
        challenges.first { $0.type == type.rawValue }
    }
}
