/// A challenge object (RFC 8555 section 8). Unknown challenge types are kept (their `type` string)
/// so an authorization offering them still parses.
public struct ACMEChallenge: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case http01 = "http-01"
        /// RFC 8737.
        case tlsALPN01 = "tls-alpn-01"
    }

    public enum Status: String, Sendable, Hashable, Codable {
        case pending, processing, valid, invalid
    }

    public var type: String
    public var url: String
    public var status: Status
    /// Present for http-01 and tls-alpn-01; base64url, checked by the parser.
    public var token: String?
    public var error: ACMEProblem?
}
