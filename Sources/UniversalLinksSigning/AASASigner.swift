import Foundation
import SwiftASN1
import UniversalLinks
@_spi(CMS) import X509

/// Signs association files as `openssl smime -sign -nodetach -outform DER` does: an attached CMS
/// SignedData, DER, by a TLS server identity (RSA or ECDSA key), with its intermediates.
public struct AASASigner: Sendable {
    public var certificate: Certificate
    public var privateKey: Certificate.PrivateKey
    /// Intermediates to embed so that verifiers can build the chain.
    public var chain: [Certificate]

    public init(certificate: Certificate, privateKey: Certificate.PrivateKey, chain: [Certificate] = [])
        throws(SigningError)
    {
        guard privateKey.publicKey == certificate.publicKey else {
            throw SigningError(
                "the private key does not belong to the certificate \(SignerCertificateSummary.oneLine(certificate.subject))"
            )
        }
        self.certificate = certificate
        self.privateKey = privateKey
        self.chain = chain
    }

    /// Loads PEM files' contents: the signer certificate (its first CERTIFICATE block; later blocks are
    /// taken as intermediates), the private key (PKCS #8, SEC1 or PKCS #1 RSA) and optional intermediates.
    public init(certificatePEM: [UInt8], privateKeyPEM: [UInt8], chainPEM: [UInt8]? = nil) throws(SigningError) {
        let certificates = try TrustRoots.certificates(fromFile: certificatePEM, name: "certificate")
        var chain = Array(certificates.dropFirst())
        if let chainPEM {
            chain += try TrustRoots.certificates(fromFile: chainPEM, name: "chain")
        }
        let key: Certificate.PrivateKey
        do {
            key = try Certificate.PrivateKey(pemEncoded: String(decoding: privateKeyPEM, as: UTF8.self))
        } catch {
            throw SigningError(
                "private key: not a readable PEM private key (PKCS #8, EC or RSA; unencrypted) (\(error))")
        }
        guard let leaf = certificates.first else { throw SigningError("certificate: no certificate") }
        try self.init(certificate: leaf, privateKey: key, chain: chain)
    }

    public var signer: SignerCertificateSummary { SignerCertificateSummary(certificate) }

    /// The signed file (DER). With `signingTime`, the signature covers signed attributes (content type,
    /// message digest, signing time); without, it covers the payload directly, as `-noattr` does.
    public func sign(_ payload: [UInt8], signingTime: Date? = nil) throws(SigningError) -> [UInt8] {
        do {
            return try CMS.sign(
                payload, additionalIntermediateCertificates: chain, certificate: certificate, privateKey: privateKey,
                signingTime: signingTime, detached: false)
        } catch {
            throw SigningError("signing failed: \(error)")
        }
    }

    /// Reasons iOS would not accept this certificate as the TLS identity of `domains` (empty when it would):
    /// validity at `time`, TLS server usage, and each domain against the certificate's DNS names; each
    /// rendered where it is shown.
    public func identityWarnings(domains: [String], at time: Date = Date()) -> [Message] {
        MessageTables.register(.signing)
        let summary = signer
        var warnings: [Message] = []
        let formatter = ISO8601DateFormatter()
        if time > summary.notValidAfter {
            warnings.append("the certificate expired on \(formatter.string(from: summary.notValidAfter))")
        } else if time < summary.notValidBefore {
            warnings.append("the certificate is not valid before \(formatter.string(from: summary.notValidBefore))")
        }
        if !summary.allowsServerAuth {
            warnings.append(
                "the certificate is not a TLS server identity: its extended key usage (\(summary.extendedKeyUsages.joined(separator: ", "))) lacks serverAuth"
            )
        }
        if summary.dnsNames.isEmpty {
            warnings.append("the certificate names no DNS names (subjectAltName): it is not valid for any domain")
        } else {
            let names = summary.dnsNames.joined(separator: ", ")
            for domain in domains where !summary.covers(domain) {
                warnings.append("the certificate is not valid for \(domain): it names \(names)")
            }
        }
        return warnings
    }
}
