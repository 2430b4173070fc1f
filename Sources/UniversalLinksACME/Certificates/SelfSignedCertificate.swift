import Crypto
import Foundation
import X509

/// A throwaway self-signed certificate: what a TLS server is configured with before it has a real
/// one (a server whose handshakes all pick a certificate per SNI name still needs a default).
public enum SelfSignedCertificate {
    /// PEM certificate and PEM key for `name`, valid for a day.
    public static func make(name: String, now: Date = Date()) throws -> (certificatePEM: String, privateKeyPEM: String)
    {
        let key = P256.Signing.PrivateKey()
        let subject = try DistinguishedName { CommonName(name) }
        let certificate = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(key.publicKey),
            notValidBefore: now.addingTimeInterval(-60), notValidAfter: now.addingTimeInterval(86_400),
            issuer: subject, subject: subject, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions([
                Certificate.Extension(SubjectAlternativeNames([.dnsName(name)]), critical: false)
            ]), issuerPrivateKey: .init(key))
        return (try certificate.serializeAsPEM().pemString, key.pemRepresentation)
    }
}
