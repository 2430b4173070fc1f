/// An account object (RFC 8555 section 7.1.2), as far as this client reads it.
public struct ACMEAccount: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        case valid, deactivated, revoked
    }

    public var status: Status
    public var contact: [String]?
    public var orders: String?
}
