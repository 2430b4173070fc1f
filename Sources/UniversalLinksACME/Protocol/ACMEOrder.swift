/// An order object (RFC 8555 section 7.1.3).
public struct ACMEOrder: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        case pending, ready, processing, valid, invalid
    }

    public var status: Status
    public var identifiers: [ACMEIdentifier]
    public var authorizations: [String]
    public var finalize: String
    public var certificate: String?
    public var expires: String?
    public var error: ACMEProblem?
}
