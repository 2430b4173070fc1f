import Foundation
import Testing
import UniversalLinksSigning

/// Every kind of bad input gives its own code and a message that says what is wrong, never a crash.
@Suite(.enabled(if: TestPKI.opensslPath != nil, "needs the openssl binary"))
struct SignatureProblemTests {
    static let json = SigningInteropTests.json

    /// Index of the first occurrence of `needle` in `haystack`.
    static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    struct Tamper: Sendable, CustomTestStringConvertible {
        var openssl: Bool
        var attributes: Bool
        var testDescription: String {
            "\(openssl ? "openssl" : "ulinks")-signed, \(attributes ? "attributes" : "no attributes")"
        }
    }

    static let tampers = [false, true].flatMap { openssl in
        [false, true].map { Tamper(openssl: openssl, attributes: $0) }
    }

    func signedFile(_ pki: TestPKI, _ variant: Tamper) throws -> [UInt8] {
        if variant.openssl {
            return try pki.smimeSign(
                Self.json, signer: "leaf", options: variant.attributes ? ["-binary"] : ["-binary", "-noattr"])
        }
        return try pki.signer("leaf").sign(Self.json, signingTime: variant.attributes ? Date() : nil)
    }

    @Test(arguments: tampers)
    func oneBytePayloadTamperingIsDetected(_ variant: Tamper) async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        var signed = try signedFile(pki, variant)
        let index = try #require(Self.firstIndex(of: Array("/a/*".utf8), in: signed))
        signed[index + 1] = UInt8(ascii: "b")
        let result = try await pki.verifier().verify(signed)
        #expect(!result.isValid)
        #expect(result.payload.map { String(decoding: $0, as: UTF8.self).contains("/b/*") } == true)
        if variant.attributes {
            #expect(result.problems.map(\.code) == [.digestMismatch])
            #expect(
                result.problems.first?.message.english.hasPrefix("tampered payload: the SHA-256 digest of the content")
                    == true)
        } else {
            #expect(result.problems.map(\.code) == [.badSignature])
        }
    }

    @Test(arguments: tampers)
    func oneByteSignatureTamperingIsDetected(_ variant: Tamper) async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .rsa)
        var signed = try signedFile(pki, variant)
        // A definite-length file without unsigned attributes ends with the signature value.
        signed[signed.count - 1] ^= 0x01
        let result = try await pki.verifier().verify(signed)
        #expect(result.problems.map(\.code) == [.badSignature])
        #expect(!result.signatureIsValid)
    }

    @Test func everyTruncationIsReportedAsTruncatedDER() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        for options in [["-binary"], ["-binary", "-stream"]] {
            let signed = try pki.smimeSign(Self.json, signer: "leaf", options: options)
            let verifier = try pki.verifier()
            for length in stride(from: 2, to: signed.count, by: 3) {
                let result = await verifier.verify(Array(signed.prefix(length)))
                #expect(result.problems.map(\.code) == [.truncatedDER], "\(length): \(result.problems)")
                #expect(result.problems.first?.message.english.hasPrefix("truncated DER in ") == true)
            }
        }
    }

    @Test func corruptedBytesNeverCrashAndMostAreCaught() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        let signed = try pki.smimeSign(Self.json, signer: "leaf", options: ["-binary", "-stream"])
        let verifier = try pki.verifier()
        var caught = 0
        var tried = 0
        for index in stride(from: 0, to: signed.count, by: 5) {
            var corrupted = signed
            corrupted[index] ^= 0x5A
            tried += 1
            if await !verifier.verify(corrupted).isValid { caught += 1 }
        }
        // Bytes the signature does not cover (SignedData version, digest list, unused fields) may change freely.
        #expect(Double(caught) / Double(tried) > 0.9)
    }

    @Test func detachedSignature() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        try pki.write("payload.in", Self.json)
        try pki.openssl([
            "smime", "-sign", "-binary", "-outform", "DER", "-in", "payload.in", "-signer", "leaf.pem", "-inkey",
            "leaf.key", "-out", "detached.der",
        ])
        let result = try await pki.verifier().verify(try pki.read("detached.der"))
        #expect(result.problems.map(\.code) == [.detachedSignature])
        #expect(result.problems.first?.message.english.contains("-nodetach") == true)
    }

    @Test func envelopedDataIsTheWrongContentType() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .rsa)
        try pki.write("payload.in", Self.json)
        try pki.openssl([
            "cms", "-encrypt", "-binary", "-outform", "DER", "-in", "payload.in", "-aes256", "-out", "enveloped.der",
            "leaf.pem",
        ])
        let result = try await pki.verifier().verify(try pki.read("enveloped.der"))
        #expect(result.problems.map(\.code) == [.wrongContentType])
        #expect(result.problems.first?.message.english.contains("envelopedData") == true)
    }

    @Test func plainJSONIsNotCMS() async throws {
        let result = await SignatureVerifier().verify(Self.json)
        #expect(result.problems.map(\.code) == [.notCMS])
        #expect(result.problems.first?.message.english.contains("plain JSON") == true)
        let garbage = await SignatureVerifier().verify([0x00, 0x01, 0x02])
        #expect(garbage.problems.map(\.code) == [.notCMS])
    }

    @Test func expiredSigner() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("old", key: .ec, days: -1)
        let signed = try pki.smimeSign(Self.json, signer: "old", options: ["-binary"])
        let result = try await pki.verifier().verify(signed)
        #expect(result.problems.map(\.code) == [.expiredSigner])
        #expect(
            result.problems.first?.message.english.hasPrefix(
                "expired signer: the certificate CN=example.com, O=Example Inc expired on") == true)
        #expect(result.signatureIsValid)
        #expect(result.chain.count == 3, "the chain itself is fine")
    }

    @Test func signerOfValidCertificateExpiresLater() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        let signed = try pki.signer("leaf").sign(Self.json)
        let later = try await pki.verifier(at: Date().addingTimeInterval(40 * 86_400)).verify(signed)
        #expect(later.problems.map(\.code).contains(.expiredSigner))
        let earlier = try await pki.verifier(at: Date().addingTimeInterval(-86_400)).verify(signed)
        #expect(earlier.problems.map(\.code).contains(.signerNotYetValid))
    }

    @Test func unknownCA() async throws {
        let pki = try TestPKI()
        let other = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        let signed = try pki.signer("leaf").sign(Self.json)
        let result = try await other.verifier().verify(signed)
        #expect(result.problems.map(\.code) == [.unknownCA])
        #expect(
            result.problems.first?.message.english.contains("issued by CN=ULinks Test Intermediate, O=ULinks Test")
                == true)
        #expect(result.signatureIsValid)
        // The system's roots do not know a test CA either.
        let system = await SignatureVerifier().verify(signed)
        #expect(system.problems.map(\.code) == [.unknownCA])
    }

    @Test func emailCertificateIsNotAServerIdentity() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("mail", key: .ec, extensions: "email")
        let signed = try pki.smimeSign(Self.json, signer: "mail", options: ["-binary"])
        let result = try await pki.verifier().verify(signed)
        #expect(result.problems.map(\.code) == [.notServerAuth])
        #expect(result.problems.first?.message.english.contains("emailProtection") == true)
    }

    @Test(arguments: [
        ("example.com", true), ("WWW.Example.com.", true), ("x.apps.example.com", true), ("apps.example.com", false),
        ("a.b.apps.example.com", false), ("example.org", false), ("mail.example.com", false),
    ])
    func domainCoverage(_ domain: String, _ covered: Bool) async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        let signed = try pki.signer("leaf").sign(Self.json)
        let result = try await pki.verifier().verify(signed, domain: domain)
        #expect(result.isValidForDomain == covered)
        #expect(result.problems.map(\.code) == (covered ? [] : [.domainMismatch]))
        if !covered {
            #expect(
                result.problems.first?.message
                    == "the signer certificate is not valid for \(domain): it names example.com, www.example.com, *.apps.example.com"
            )
        }
    }

    /// Critical EKU and SAN are fine (the verifier checks them itself); an unknown critical extension is named.
    @Test func criticalExtensions() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("names", key: .ec, extensions: "criticalNames")
        let names = try await pki.verifier().verify(try pki.signer("names").sign(Self.json), domain: "example.com")
        #expect(names.problems == [])
        try pki.makeLeaf("policy", key: .ec, extensions: "critical")
        let policy = try await pki.verifier().verify(try pki.signer("policy").sign(Self.json))
        #expect(policy.problems.map(\.code) == [.untrustedChain])
        #expect(policy.problems.first?.message.english.contains("critical extensions") == true)
        #expect(policy.problems.first?.message.english.contains("2.5.29.32") == true)
    }

    /// openssl's default output forms are text; iOS reads only DER. Each mistake gets its own message.
    @Test(arguments: [("SMIME", "S/MIME text"), ("PEM", "this is PEM")])
    func textFormsOfCMSAreNamed(_ form: String, _ message: String) async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        try pki.write("payload.in", Self.json)
        try pki.openssl([
            "smime", "-sign", "-nodetach", "-outform", form, "-in", "payload.in", "-signer", "leaf.pem", "-inkey",
            "leaf.key", "-out", "text.p7",
        ])
        let result = try await pki.verifier().verify(try pki.read("text.p7"))
        #expect(result.problems.map(\.code) == [.notCMS])
        #expect(result.problems.first?.message.english.contains(message) == true, "\(result.problems)")
    }

    /// An expired intermediate breaks the chain even when the signer itself is valid, and is not hidden
    /// behind the signer's own expiry.
    @Test func expiredIntermediate() async throws {
        let pki = try TestPKI()
        try pki.makeCA("old", subject: "/O=ULinks Test/CN=Old Intermediate", issuer: "root", days: -1)
        try pki.makeLeaf("fresh", key: .ec, issuer: "old")
        try pki.makeLeaf("stale", key: .ec, days: -1, issuer: "old")
        var verifier = try pki.verifier()
        verifier.intermediates = try TrustRoots.certificates(fromFile: try pki.read("old.pem"), name: "old.pem")
        let fresh = await verifier.verify(try pki.signer("fresh", withChain: false).sign(Self.json))
        #expect(fresh.problems.map(\.code) == [.untrustedChain])
        let stale = await verifier.verify(try pki.signer("stale", withChain: false).sign(Self.json))
        #expect(stale.problems.map(\.code) == [.expiredSigner, .untrustedChain])
    }
}
