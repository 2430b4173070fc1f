import Foundation
import Testing
import UniversalLinks
import UniversalLinksSigning

@Suite(.enabled(if: TestPKI.opensslPath != nil, "needs the openssl binary"))
struct AASASignerTests {
    @Test func refusesAKeyThatIsNotTheCertificates() throws {
        let pki = try TestPKI()
        try pki.makeLeaf("a", key: .ec)
        try pki.makeLeaf("b", key: .ec)
        #expect {
            try AASASigner(certificatePEM: try pki.read("a.pem"), privateKeyPEM: try pki.read("b.key"))
        } throws: { error in
            (error as? SigningError)?.message.english.hasPrefix("the private key does not belong to the certificate")
                == true
        }
    }

    @Test func unreadableMaterialSaysWhich() throws {
        let pki = try TestPKI()
        try pki.makeLeaf("a", key: .rsa)
        #expect {
            try AASASigner(certificatePEM: Array("not a certificate".utf8), privateKeyPEM: try pki.read("a.key"))
        } throws: { error in
            (error as? SigningError)?.message.english.hasPrefix("certificate: ") == true
        }
        #expect {
            try AASASigner(certificatePEM: try pki.read("a.pem"), privateKeyPEM: try pki.read("a.pem"))
        } throws: { error in
            (error as? SigningError)?.message.english.hasPrefix("private key: ") == true
        }
    }

    @Test func warnsForDomainsTheCertificateDoesNotCover() throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        let signer = try pki.signer("leaf")
        #expect(signer.identityWarnings(domains: ["example.com", "www.example.com"]) == [])
        #expect(
            signer.identityWarnings(domains: ["example.com", "shop.example.org"]).map(\.english) == [
                "the certificate is not valid for shop.example.org: it names example.com, www.example.com, *.apps.example.com"
            ])
        let expired = signer.identityWarnings(domains: [], at: Date().addingTimeInterval(60 * 86_400))
        #expect(expired.count == 1)
        #expect(expired.first?.english.hasPrefix("the certificate expired on") == true)
    }

    @Test func warnsForAnEmailCertificate() throws {
        let pki = try TestPKI()
        try pki.makeLeaf("mail", key: .rsa, extensions: "email")
        let warnings = try pki.signer("mail").identityWarnings(domains: ["example.com"])
        #expect(
            warnings.map(\.english) == [
                "the certificate is not a TLS server identity: its extended key usage (emailProtection) lacks serverAuth"
            ])
    }

    @Test func signedFileReadsInTheCoreWithItsSigner() throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .rsa)
        let signed = try pki.signer("leaf").sign(SigningInteropTests.json, signingTime: Date())
        let document = AssociationDocument(bytes: signed)
        #expect(document.isValidJSON)
        #expect(document.signature?.signerSubject == "CN=example.com, O=Example Inc")
        #expect(document.signature?.signerDNSNames == ["example.com", "www.example.com", "*.apps.example.com"])
        #expect(!AASAValidator().validate(signed).report.hasErrors)
    }

    @Test func certificateFileMayCarryTheChain() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        let bundle = try pki.read("leaf.pem") + pki.read("intermediate.pem")
        let signer = try AASASigner(certificatePEM: bundle, privateKeyPEM: try pki.read("leaf.key"))
        #expect(signer.chain.count == 1)
        let result = try await pki.verifier().verify(try signer.sign(SigningInteropTests.json))
        #expect(result.isValid, "\(result.problems)")
    }
}
