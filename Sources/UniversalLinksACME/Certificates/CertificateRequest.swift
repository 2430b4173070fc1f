import Crypto
import Foundation
import SwiftASN1
import X509

/// A new certificate key and the CSR that asks for `domains` with it (RFC 8555 section 7.4).
// @unchecked: an immutable P256 key (see ACMEAccountKey).
public struct CertificateRequest: @unchecked Sendable {
    public let domains: [String]
    let privateKey: P256.Signing.PrivateKey
    /// DER of the PKCS#10 request, as the finalize call sends it (base64url).
    public let der: [UInt8]

    public init(domains: [String]) throws {
        guard let first = domains.first else { throw ACMEError(.unsupported, "a certificate needs a domain") }
        let key = P256.Signing.PrivateKey()
        let extensions = try Certificate.Extensions([
            Certificate.Extension(SubjectAlternativeNames(domains.map { .dnsName($0) }), critical: false)
        ])
        let attributes = try CertificateSigningRequest.Attributes([
            .init(ExtensionRequest(extensions: extensions))
        ])
        let request = try CertificateSigningRequest(
            version: .v1, subject: try DistinguishedName { CommonName(first) }, privateKey: .init(key),
            attributes: attributes, signatureAlgorithm: .ecdsaWithSHA256)
        var serializer = DER.Serializer()
        try serializer.serialize(request)
        self.der = serializer.serializedBytes
        self.domains = domains
        self.privateKey = key
    }

    public var privateKeyPEM: String { privateKey.pemRepresentation }
}
