import Crypto
import Foundation
import SwiftASN1
import Testing
import ULinksTestSupport
import X509

@testable import UniversalLinksACME

/// The signed request, the CSR and the tls-alpn-01 certificate, checked by reading them back (and by
/// openssl, an independent implementation, where it can).
@Suite struct ACMECryptoTests {
    @Test func jwsVerifiesWithTheKeyInItsHeader() throws {
        let key = ACMEAccountKey()
        let body = try key.sign(
            payload: Data(#"{"termsOfServiceAgreed":true}"#.utf8), url: "https://ca.example/new-acct",
            nonce: "n0nce-_A", kid: nil)
        let jws = try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
        let protected = try #require(jws["protected"])
        let payload = try #require(jws["payload"])
        let headerBytes = try #require(Base64URL.decode(protected))
        let header = try #require(try JSONSerialization.jsonObject(with: Data(headerBytes)) as? [String: Any])
        #expect(header["alg"] as? String == "ES256")
        #expect(header["nonce"] as? String == "n0nce-_A")
        #expect(header["url"] as? String == "https://ca.example/new-acct")
        #expect(header["kid"] == nil)
        let jwk = try #require(header["jwk"] as? [String: String])
        #expect(jwk["kty"] == "EC" && jwk["crv"] == "P-256")
        // Rebuild the public key from the JWK alone and verify the signature with it.
        let x = try #require(Base64URL.decode(jwk["x"] ?? ""))
        let y = try #require(Base64URL.decode(jwk["y"] ?? ""))
        let publicKey = try P256.Signing.PublicKey(x963Representation: [0x04] + x + y)
        let signatureBytes = try #require(Base64URL.decode(jws["signature"] ?? ""))
        let signature = try P256.Signing.ECDSASignature(rawRepresentation: signatureBytes)
        #expect(publicKey.isValidSignature(signature, for: Data((protected + "." + payload).utf8)))
        #expect(!publicKey.isValidSignature(signature, for: Data((protected + "." + payload + "x").utf8)))
        #expect(Base64URL.decode(payload) == Array(#"{"termsOfServiceAgreed":true}"#.utf8))
    }

    @Test func postAsGetHasAnEmptyPayloadAndUsesTheKeyID() throws {
        let body = try ACMEAccountKey().sign(
            payload: nil, url: "https://ca.example/order/1", nonce: "abc", kid: "https://ca.example/acct/\"7\"")
        let jws = try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
        #expect(jws["payload"] == "")
        let headerBytes = try #require(Base64URL.decode(jws["protected"] ?? ""))
        let header = try #require(try JSONSerialization.jsonObject(with: Data(headerBytes)) as? [String: Any])
        #expect(header["kid"] as? String == "https://ca.example/acct/\"7\"")  // escaped, not broken
        #expect(header["jwk"] == nil)
    }

    @Test func thumbprintIsTheRFC7638DigestOfTheCanonicalJWK() throws {
        let key = ACMEAccountKey()
        let point = Array(key.key.publicKey.x963Representation)
        let canonical =
            #"{"crv":"P-256","kty":"EC","x":""# + Base64URL.encode(point[1..<33]) + #"","y":""#
            + Base64URL.encode(point[33...]) + #""}"#
        #expect(key.thumbprint == Base64URL.encode(SHA256.hash(data: Data(canonical.utf8))))
        #expect(key.thumbprint.count == 43)
        #expect(key.keyAuthorization(token: "tok") == "tok." + key.thumbprint)
        // Stored and read back, the key keeps its identity; its description never shows it.
        let reread = try ACMEAccountKey(pemRepresentation: key.pemRepresentation)
        #expect(reread.thumbprint == key.thumbprint)
        #expect(!"\(key)".contains("PRIVATE"))
        #expect(throws: ACMEError.self) { try ACMEAccountKey(pemRepresentation: "-----BEGIN nonsense") }
    }

    @Test func csrNamesEveryDomainAndOpenSSLVerifiesIt() throws {
        let request = try CertificateRequest(domains: ["app.example.com", "www.example.com"])
        let parsed = try CertificateSigningRequest(derEncoded: request.der)
        #expect(parsed.publicKey == Certificate.PublicKey(request.privateKey.publicKey))
        let extensions = try #require(try parsed.attributes.extensionRequest).extensions
        let names = try #require(try extensions.subjectAlternativeNames)
        #expect(Array(names) == [.dnsName("app.example.com"), .dnsName("www.example.com")])
        guard Subprocess.openssl != nil else { return print("skipped openssl half: openssl not installed") }
        let folder = try TemporaryDirectory("csr")
        defer { folder.remove() }
        try folder.write("req.der", request.der)
        let verified = try OpenSSL.run(
            ["req", "-in", "req.der", "-inform", "DER", "-verify", "-noout"], in: folder.url)
        #expect(verified.contains("verify OK") || verified.contains("Certificate request self-signature verify OK"))
    }

    @Test func tlsALPNCertificateCarriesTheCriticalDigestOfTheKeyAuthorization() throws {
        let keyAuthorization = "token123.thumbprint456"
        let challenge = try TLSALPNChallengeCertificate(domain: "app.example.com", keyAuthorization: keyAuthorization)
        let certificate = challenge.certificate
        #expect(
            Array(try #require(try certificate.extensions.subjectAlternativeNames)) == [.dnsName("app.example.com")])
        let identifier = try #require(certificate.extensions[oid: TLSALPNChallengeCertificate.acmeIdentifierOID])
        #expect(identifier.critical)
        // extnValue = DER OCTET STRING (0x04, length 32) of SHA-256(key authorization).
        let digest = Array(SHA256.hash(data: Data(keyAuthorization.utf8)))
        #expect(Array(identifier.value) == [0x04, 0x20] + digest)
        // Self-signed with the key it is served with.
        #expect(certificate.publicKey.isValidSignature(certificate.signature, for: certificate))
        #expect(challenge.privateKeyPEM.contains("PRIVATE KEY"))
        #expect(TLSALPNChallengeCertificate.applicationProtocol == "acme-tls/1")
    }

    @Test func issuedCertificateRenewsAtTwoThirdsAndHidesItsKey() throws {
        let key = P256.Signing.PrivateKey()
        let name = try DistinguishedName { CommonName("app.example.com") }
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let certificate = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: .init(key.publicKey), notValidBefore: start,
            notValidAfter: start.addingTimeInterval(90 * 86_400), issuer: name, subject: name,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions([
                Certificate.Extension(SubjectAlternativeNames([.dnsName("app.example.com")]), critical: false)
            ]), issuerPrivateKey: .init(key))
        let issued = try IssuedCertificate(
            chainPEM: try certificate.serializeAsPEM().pemString, privateKeyPEM: key.pemRepresentation)
        #expect(issued.domains == ["app.example.com"])
        #expect(issued.renewalDate == start.addingTimeInterval(60 * 86_400))
        #expect(!"\(issued)".contains("PRIVATE"))
        #expect(throws: ACMEError.self) {
            try IssuedCertificate(
                chainPEM: "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n", privateKeyPEM: "")
        }
    }
}
