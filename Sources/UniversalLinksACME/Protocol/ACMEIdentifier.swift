/// An identifier of an order or authorization (RFC 8555 section 7.1.3); this client uses `dns` only.
public struct ACMEIdentifier: Sendable, Hashable, Codable {
    public var type: String
    public var value: String

    public init(type: String = "dns", value: String) {
        self.type = type
        self.value = value
    }
}
