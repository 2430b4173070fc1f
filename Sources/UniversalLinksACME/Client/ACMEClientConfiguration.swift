import Logging
import NIOCore
import NIOSSL

/// Where the CA is and how patiently to talk to it.
public struct ACMEClientConfiguration: Sendable {
    /// The CA's directory URL, for example Let's Encrypt's
    /// `https://acme-v02.api.letsencrypt.org/directory`.
    public var directoryURL: String
    /// Extra roots to trust for the CA's own HTTPS (a test CA such as pebble); the system's stay.
    public var trustRoots: [NIOSSLCertificate]
    /// Deadline of each HTTP call.
    public var requestTimeout: TimeAmount
    /// Deadline of a whole order, from new-order to the downloaded chain.
    public var orderTimeout: Duration
    /// How many times a request rejected with `badNonce` is sent again with a fresh nonce.
    public var badNonceRetries: Int
    /// Silent unless given (house rule: libraries log only at debug unless asked).
    public var logger: Logger

    public init(
        directoryURL: String, trustRoots: [NIOSSLCertificate] = [], requestTimeout: TimeAmount = .seconds(15),
        orderTimeout: Duration = .seconds(120), badNonceRetries: Int = 5,
        logger: Logger = Logger(label: "ulinks.acme", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.directoryURL = directoryURL
        self.trustRoots = trustRoots
        self.requestTimeout = requestTimeout
        self.orderTimeout = orderTimeout
        self.badNonceRetries = badNonceRetries
        self.logger = logger
    }
}
