import Crypto
import Foundation
import SwiftASN1
import X509

/// The self-signed certificate a server presents for a tls-alpn-01 challenge (RFC 8737 section 3):
/// the domain as its only subjectAltName and the critical acmeIdentifier extension holding the
/// SHA-256 digest of the key authorization, sent only on connections that negotiate `acme-tls/1`.
// @unchecked: an immutable P256 key (see ACMEAccountKey).
public struct TLSALPNChallengeCertificate: @unchecked Sendable {
    /// id-pe-acmeIdentifier (RFC 8737 section 6.1).
    public static let acmeIdentifierOID: ASN1ObjectIdentifier = [1, 3, 6, 1, 5, 5, 7, 1, 31]
    /// The ALPN protocol of the challenge (RFC 8737 section 6.2).
    public static let applicationProtocol = "acme-tls/1"

    public let domain: String
    public let certificate: Certificate
    let privateKey: P256.Signing.PrivateKey

    public init(domain: String, keyAuthorization: String, now: Date = Date()) throws {
        let key = P256.Signing.PrivateKey()
        let digest = Array(SHA256.hash(data: Data(keyAuthorization.utf8)))
        var serializer = DER.Serializer()
        try serializer.serialize(ASN1OctetString(contentBytes: digest[...]))
        let name = try DistinguishedName { CommonName(domain) }
        let extensions = try Certificate.Extensions([
            Certificate.Extension(
                SubjectAlternativeNames([.dnsName(domain)]), critical: false),
            Certificate.Extension(oid: Self.acmeIdentifierOID, critical: true, value: serializer.serializedBytes[...]),
        ])
        certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(),
            publicKey: .init(key.publicKey), notValidBefore: now.addingTimeInterval(-3600),
            notValidAfter: now.addingTimeInterval(7 * 86_400), issuer: name, subject: name,
            signatureAlgorithm: .ecdsaWithSHA256, extensions: extensions, issuerPrivateKey: .init(key))
        privateKey = key
        self.domain = domain
    }

    public var certificatePEM: String { (try? certificate.serializeAsPEM().pemString) ?? "" }
    /// For the TLS server that presents the certificate; never logged.
    public var privateKeyPEM: String { privateKey.pemRepresentation }
}
