import Foundation
import X509

/// A certificate the CA issued, with its private key: what a server stores and serves.
///
/// `description` omits the key, so logging the value never leaks it.
public struct IssuedCertificate: Sendable, CustomStringConvertible {
    /// Leaf first, then the intermediates, PEM.
    public let chainPEM: String
    public let privateKeyPEM: String
    public let domains: [String]
    public let notBefore: Date
    public let notAfter: Date

    /// Reads the dates from the leaf of `chainPEM`.
    public init(chainPEM: String, privateKeyPEM: String) throws {
        let blocks = try ACMEResponseParser.certificateChain(Array(chainPEM.utf8))
        let leaf: Certificate
        do {
            leaf = try Certificate(pemEncoded: blocks[0])
        } catch {
            throw ACMEError(.malformedResponse, "certificate chain: the first certificate is not readable")
        }
        var domains: [String] = []
        if let names = try? leaf.extensions.subjectAlternativeNames {
            for case .dnsName(let name) in names { domains.append(name) }
        }
        self.domains = domains
        self.chainPEM = chainPEM
        self.privateKeyPEM = privateKeyPEM
        self.notBefore = leaf.notValidBefore
        self.notAfter = leaf.notValidAfter
    }

    /// When to renew: two thirds into the lifetime (Let's Encrypt's advice for 90-day certificates
    /// gives 30 days' margin; the same fraction works for pebble's and shorter-lived ones).
    public var renewalDate: Date { notBefore.addingTimeInterval(notAfter.timeIntervalSince(notBefore) * 2 / 3) }

    public var description: String {
        "IssuedCertificate(\(domains.joined(separator: ",")), valid \(notBefore) to \(notAfter))"
    }
}
