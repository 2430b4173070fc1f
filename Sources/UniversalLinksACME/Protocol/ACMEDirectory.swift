/// The directory object (RFC 8555 section 7.1.1): where each operation lives.
public struct ACMEDirectory: Sendable, Hashable, Codable {
    public var newNonce: String
    public var newAccount: String
    public var newOrder: String
    public var revokeCert: String?
    public var keyChange: String?
    public var meta: Meta?

    public struct Meta: Sendable, Hashable, Codable {
        public var termsOfService: String?
        public var website: String?
        public var externalAccountRequired: Bool?
    }

    public init(newNonce: String, newAccount: String, newOrder: String) {
        self.newNonce = newNonce
        self.newAccount = newAccount
        self.newOrder = newOrder
    }
}
